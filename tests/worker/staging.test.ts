import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { assets } from '../../worker/pages/manifest';

// The staging guard, through the Worker's own app with staging variables.
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const staging = (vars: Record<string, string | undefined>) => ({ ...env, ENVIRONMENT: 'staging', ...vars });
const basic = (user: string, pass: string) => `Basic ${btoa(`${user}:${pass}`)}`;
// Every door of the Worker: pages (also localized and unknown), the API, hashed assets (also a
// missing one), the favicon, the crawler files and the health check.
const paths = [
  '/',
  '/de/countries',
  '/api/v1/countries',
  '/api/v1/banks?country=de',
  '/api/v1/nope',
  '/swifts/DEUTDEFFXXX',
  '/favicon.ico',
  assets.entry,
  '/assets/missing.js',
  '/robots.txt',
  '/sitemap.xml',
  '/healthz',
  '/no/such/page',
  '/en/countries',
];
const creds = { BASIC_AUTH_USER: 'reviewer', BASIC_AUTH_PASSWORD: 's3cret' };
/** `path` asked of staging with the reviewers' credentials configured (`vars`: other ones), sending `authorization`. */
const onStaging = (path: string, authorization?: string, vars: Record<string, string | undefined> = creds) =>
  app.fetch(
    new Request(`http://test${path}`, authorization === undefined ? {} : { headers: { Authorization: authorization } }),
    staging(vars),
    ctx,
  );

describe('staging guard', () => {
  it.each(paths)('%s answers 401 Access denied with a challenge without credentials', async (path) => {
    const res = await onStaging(path);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(await res.text()).toBe('Access denied');
  });

  it.each(['HEAD', 'POST', 'OPTIONS', 'DELETE'])('%s is challenged too', async (method) => {
    const res = await app.fetch(new Request('http://test/api/v1/countries', { method }), staging(creds), ctx);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
  });

  it.each([
    ['a wrong password', basic('reviewer', 'wrong')],
    ['a prefix of the password', basic('reviewer', 's3cre')],
    ['the password with a suffix', basic('reviewer', 's3cretX')],
    ['a wrong user', basic('reviewerX', 's3cret')],
    ['swapped user and password', basic('s3cret', 'reviewer')],
    ['a malformed header', 'Basic !!!'],
    ['another scheme', 'Bearer s3cret'],
  ])('refuses %s', async (_label, authorization) => {
    const res = await onStaging('/', authorization);
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('Access denied');
  });

  it.each(['/', '/swifts/DEUTDEFFXXX', '/favicon.ico', assets.entry, '/api/v1/countries'])(
    'lets reviewers reach %s',
    async (path) => {
      const res = await onStaging(path, basic('reviewer', 's3cret'));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      await res.body?.cancel();
    },
  );

  it('refuses wrong credentials', async () => {
    const res = await onStaging('/', basic('reviewer', 'wrong'));
    expect(res.status).toBe(401);
  });

  it('lets reviewers in, and keeps staging out of search engines', async () => {
    const res = await onStaging('/api/v1/countries', basic('reviewer', 's3cret'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('fails closed when staging has no credentials configured', async () => {
    const res = await onStaging('/', basic('', ''), { BASIC_AUTH_USER: undefined, BASIC_AUTH_PASSWORD: undefined });
    expect(res.status).toBe(401);
  });

  it('is off outside staging', async () => {
    const res = await app.fetch(
      new Request('http://test/api/v1/countries'),
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    );
    expect(res.status).toBe(200);
  });
});
