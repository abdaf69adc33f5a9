import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';
import { get } from './fetch';
import { assets } from '../../worker/pages/manifest';

// Security headers (worker/middleware/security-headers.ts) on every kind of answer, and the
// CSP nonce on every inline script the page renderer writes.
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const csp = (res: Response) => res.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it.each([
    '/',
    '/swifts/DEUTDEFFXXX',
    '/no/such/page',
    '/api/v1/countries',
    '/api/v1/swifts/!!',
    '/favicon.ico',
    assets.entry,
    '/assets/missing.js',
  ])('%s carries them', async (path) => {
    const res = await get(path);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    for (const d of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "connect-src 'self'"]) {
      expect(policy.split('; ')).toContain(d);
    }
    // Styles as scripts: our origin, or this response's nonce (the inlined stylesheet).
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(directive(policy, 'img-src')).toContain("'self'");
    await res.body?.cancel();
  });

  it('every inline script of a page carries the nonce of its CSP, and the nonce changes per response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await get('/swifts/DEUTDEFFXXX'); // has a streamed section: the deferred-data script too
      const nonce = /'nonce-([^']+)'/.exec(csp(res))?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs));
      expect(html).toContain('window.__hydration=');
      expect(html).toContain('window.__deferredData=');
      expect(inline.length).toBeGreaterThanOrEqual(2);
      for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it('allows the ad network and the API origin only when configured', async () => {
    const res = await app.fetch(
      new Request('http://test/'),
      {
        ...env,
        AD_SCRIPT_URL: 'https://ads.example.net/tag.js?id=1',
        API_BASE_URL: 'https://api.example.org/api/v1',
      },
      ctx,
    );
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/ads\.example\.net$/);
    expect(directive(policy, 'connect-src')).toContain('https://api.example.org');
    expect(policy).not.toContain('tag.js');
    await res.body?.cancel();
  });

  it('ignores a configured value that is not an http(s) URL', async () => {
    const res = await app.fetch(
      new Request('http://test/api/v1/countries'),
      { ...env, AD_SCRIPT_URL: 'javascript:alert(1)' },
      ctx,
    );
    expect(directive(csp(res), 'script-src')).not.toContain('javascript');
    await res.body?.cancel();
  });

  it('the staging 401 carries them too', async () => {
    const res = await app.fetch(
      new Request('http://test/'),
      { ...env, ENVIRONMENT: 'staging', BASIC_AUTH_USER: 'u', BASIC_AUTH_PASSWORD: 'p' },
      ctx,
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(directive(csp(res), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
