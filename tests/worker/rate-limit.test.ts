// Rate limits (worker/middleware/rate-limit.ts) with the real Workers rate-limiting binding of
// wrangler.toml (Miniflare's implementation): 10 requests a minute per client IP on bulk
// validation and on unfiltered full lists, then 429 with Retry-After.
import { describe, expect, it } from 'vitest';
import { FULL_LIST_PAGE_SIZE, isFullList } from '../../worker/middleware/rate-limit';
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

  // The /validate form (a plain POST without JavaScript) was not limited; it checks the
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

  // The IBAN calculator's form posts an account to the page, whose action asks POST
  // /api/v1/ibans under the visitor's address: the same budget as the API and /validate.
  it("limits the /iban calculator form, with the page's localized message, on the bulk budget", async () => {
    const account = () =>
      new URLSearchParams({ country: 'DE', bank_code: '37040044', branch_code: '', account: '532013000' });
    const limited = await expectLimited(
      () => get('/fr/iban', from('192.0.2.46', { method: 'POST', body: account() })),
      303,
    );
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    const html = await limited.text();
    expect(html).toContain('Trop d’IBAN ont été calculés depuis votre connexion');
    expect(html).toContain('value="532013000"'); // the input kept
    const api = () =>
      get(
        '/api/v1/ibans',
        from('192.0.2.46', {
          method: 'POST',
          body: '{"country":"DE","bank_code":"37040044","account":"532013000"}',
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    expect((await api()).status).toBe(429);
    expect((await get('/fr/iban', from('192.0.2.47', { method: 'POST', body: account() }))).status).toBe(303);
  });

  it('counts only the requests that can pull a whole table', () => {
    const query = (q: string) => (name: string) => new URLSearchParams(q).get(name) ?? undefined;
    expect(isFullList(query(`page_size=${FULL_LIST_PAGE_SIZE}`), ['bank'])).toBe(true);
    expect(isFullList(query(`page_size=${FULL_LIST_PAGE_SIZE - 1}`), ['bank'])).toBe(false);
    expect(isFullList(query('page_size=9999&country=de&bank=deutsche-bank-ag'), ['bank'])).toBe(false);
    // A bank filter exempts only where it narrows: the banks list has none.
    expect(isFullList(query('page_size=9999&bank=x'), [])).toBe(true);
    // A malformed size is the handler's 400, which reads nothing.
    expect(isFullList(query('page_size=99999'), ['bank'])).toBe(false);
  });

  // The limits apply to the request as routed: another spelling of the path, another method the
  // route answers, the boundary size or a filter the list does not have are counted alike.
  it('limits the routed request: an escaped path, HEAD, the boundary size, a bank filter the banks list lacks', async () => {
    const ip = '198.51.100.77';
    await expectLimited(() => get('/api/v1/swifts?page_size=9999', from(ip)));
    for (const path of [
      '/api/v1/%73wifts?page_size=9999',
      `/api/v1/swifts?page_size=${FULL_LIST_PAGE_SIZE}`,
      '/api/v1/banks?page_size=9999&bank=x',
      '/api/v1/%62anks?page_size=9999',
    ]) {
      const res = await get(path, from(ip));
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after'), path).toBe('60');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await get('/api/v1/swifts?page_size=9999', from(ip, { method: 'HEAD' }))).status).toBe(429);
    // Each of them counts on its own from a fresh address too.
    await expectLimited(() => get('/api/v1/banks?page_size=9999&bank=x', from('198.51.100.78')));
    await expectLimited(() => get(`/api/v1/leis?page_size=${FULL_LIST_PAGE_SIZE}`, from('198.51.100.79')));
    await expectLimited(() => get('/api/v1/swifts?page_size=9999', from('198.51.100.80', { method: 'HEAD' })));
    await expectLimited(() => get('/api/v1/%73wifts?page_size=9999', from('198.51.100.81')));
  });

  it('limits bulk validation however its path is spelled', async () => {
    const post = (path: string) =>
      get(
        path,
        from('203.0.113.77', { method: 'POST', body: '["DEUTDEFF"]', headers: { 'Content-Type': 'application/json' } }),
      );
    await expectLimited(() => post('/api/v1/validate'));
    expect((await post('/api/v1/%76alidate')).status).toBe(429);
  });

  it('documents the limits (429 with Retry-After) and lets other origins read Retry-After', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    for (const [path, method] of [
      ['/swifts', 'get'],
      ['/banks', 'get'],
      ['/validate', 'post'],
    ] as const) {
      const limited = doc.paths[path]?.[method]?.responses['429'];
      expect(limited, `${method} ${path}`).toBeDefined();
      expect(limited?.headers?.['Retry-After'], `${method} ${path}`).toBeDefined();
    }
    const cors = await get(
      '/api/v1/swifts?page_size=9999',
      from('198.51.100.90', { headers: { Origin: 'https://other.example' } }),
    );
    expect(cors.headers.get('access-control-expose-headers')?.toLowerCase().split(/,\s*/)).toContain('retry-after');
  });
});
