// Rate limits (worker/middleware/rate-limit.ts) with the real Workers rate-limiting binding of
// wrangler.toml (Miniflare's implementation): 10 requests a minute per client IP on bulk
// validation and on unfiltered full lists, then 429 with Retry-After.
import { describe, expect, it } from 'vitest';
import { FULL_LIST_PAGE_SIZE, limiterFor } from '../../worker/middleware/rate-limit';
import { expectLimited, validateForm } from '../rate-limit';
import { get } from './fetch';

const from = (ip: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 unfiltered full lists a minute from one client', async () => {
    const limited = await expectLimited(() => get('/api/v1/swifts?page=1&page_size=9999', from('198.51.100.7')));
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited', details: { retry_after: 60 } } });
    // Another client, a bank's full list and an ordinary page are not affected.
    expect((await get('/api/v1/swifts?page=1&page_size=9999', from('198.51.100.8'))).status).toBe(200);
    expect((await get('/api/v1/swifts?page=1&page_size=50', from('198.51.100.7'))).status).toBe(200);
    expect(
      (await get('/api/v1/swifts?country=de&bank=deutsche-bank-ag&page=1&page_size=9999', from('198.51.100.7'))).status,
    ).toBe(200);
  });

  it('limits bulk validation separately', async () => {
    const post = () =>
      get(
        '/api/v1/validate',
        from('203.0.113.5', { method: 'POST', body: '["DEUTDEFF"]', headers: { 'Content-Type': 'application/json' } }),
      );
    await expectLimited(post);
  });

  // Issue 19: the /validate form (a plain POST without JavaScript) was not limited; it checks the
  // same 1,000-code lists through the Worker's in-process API call.
  it("limits the /validate form too, with the page's localized message, on the same budget as the API", async () => {
    const limited = await expectLimited(() =>
      get('/de/validate', from('192.0.2.44', { method: 'POST', body: validateForm() })),
    );
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect(limited.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await limited.text();
    expect(html).toContain('Von Ihrem Anschluss wurden in der letzten Minute zu viele Listen geprüft.');
    expect(html).not.toContain('DEUTSCHE BANK AG'); // no report
    // The API answers that visitor 429 as well; another visitor's form still works.
    expect(
      (
        await get(
          '/api/v1/validate',
          from('192.0.2.44', { method: 'POST', body: '["DEUTDEFF"]', headers: { 'Content-Type': 'application/json' } }),
        )
      ).status,
    ).toBe(429);
    const res = await get('/de/validate', from('192.0.2.45', { method: 'POST', body: validateForm() }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('DEUTSCHE BANK AG');
  });

  it('counts only the requests that can pull a whole table', () => {
    const at = (path: string) => new URL(`https://bankcodes.example${path}`);
    expect(limiterFor('GET', at(`/api/v1/leis?page_size=${FULL_LIST_PAGE_SIZE + 1}`))).toBe('FULL_LIST_LIMITER');
    expect(limiterFor('GET', at(`/api/v1/leis?page_size=${FULL_LIST_PAGE_SIZE}`))).toBeNull();
    expect(limiterFor('GET', at('/api/v1/leis/7LTWFZYICNSX8D621K86?page_size=9999'))).toBeNull();
    expect(limiterFor('POST', at('/api/v1/validate'))).toBe('BULK_VALIDATION_LIMITER');
    // The pages' own in-process reads never count; their bulk validation (the form) does, under
    // the visitor's address (without one, as in other Worker tests, the middleware counts nothing).
    expect(limiterFor('GET', new URL(`http://embedded/api/v1/leis?page_size=${FULL_LIST_PAGE_SIZE + 1}`))).toBeNull();
    expect(limiterFor('POST', new URL('http://embedded/api/v1/validate'))).toBe('BULK_VALIDATION_LIMITER');
  });
});
