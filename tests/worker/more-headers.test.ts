import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';

// Permissions-Policy on every answer (the features the site does not use
// denied), and X-Robots-Tag on staging's 401 as well as on its pages.

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const policyOf = (res: Response) =>
  new Map(
    (res.headers.get('permissions-policy') ?? '')
      .split(/,\s*/)
      .filter(Boolean)
      .map((d) => d.split('=') as [string, string]),
  );

describe('Permissions-Policy', () => {
  it.each(['/', '/swifts/DEUTDEFFXXX', '/api/v1/countries', '/robots.txt', '/no/such/page'])(
    '%s denies what the site does not use',
    async (path) => {
      const res = await app.fetch(new Request(`http://test${path}`), env, ctx);
      await res.arrayBuffer();
      const policy = policyOf(res);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'fullscreen'])
        expect(policy.get(feature), feature).toBe('()');
      // The copy buttons write to the clipboard: left at its default (our own pages only).
      expect(policy.has('clipboard-write')).toBe(false);
    },
  );
});

describe('staging 401', () => {
  const staging = { ...env, ENVIRONMENT: 'staging', BASIC_AUTH_USER: 'u', BASIC_AUTH_PASSWORD: 'p' };
  it.each([
    ['no credentials', {}],
    ['wrong credentials', { Authorization: `Basic ${btoa('u:wrong')}` }],
  ])('with %s carries X-Robots-Tag and Permissions-Policy', async (_label, headers) => {
    const res = await app.fetch(new Request('http://test/', { headers }), staging, ctx);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(policyOf(res).get('camera')).toBe('()');
  });

  it('fails closed without credentials configured, with X-Robots-Tag too', async () => {
    const res = await app.fetch(new Request('http://test/'), { ...env, ENVIRONMENT: 'staging' }, ctx);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
