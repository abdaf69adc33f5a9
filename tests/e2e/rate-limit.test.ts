// The production build as `npm run preview` serves it (scripts/serve.mjs): its Worker has the
// rate-limiting bindings of wrangler.toml (Miniflare's implementation), so bulk validation, by
// API or by the /validate form, answers 429 with Retry-After past 10 a minute from one client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSite, type TestSite } from './site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.close());

/** Requests until the first 429; the binding's one-minute window may roll over once meanwhile. */
async function untilLimited(send: () => Promise<Response>): Promise<{ passed: number; limited: Response | null }> {
  for (let passed = 0; passed <= 20; passed++) {
    const res = await send();
    if (res.status === 429) return { passed, limited: res };
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
  return { passed: 21, limited: null };
}

describe('rate limits in the preview build', { timeout: 120_000 }, () => {
  it('limits POST /api/v1/validate per client', async () => {
    const { passed, limited } = await untilLimited(() =>
      fetch(`${site.url}/api/v1/validate`, { method: 'POST', body: '["DEUTDEFF"]', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.20' } }),
    );
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(20);
    expect(limited?.headers.get('Retry-After')).toBe('60');
  });

  it('limits the /validate form with the page in the visitor\'s language', async () => {
    const send = () => {
      const body = new FormData();
      body.set('codes', 'DEUTDEFF');
      return fetch(`${site.url}/fr/validate`, { method: 'POST', body, headers: { 'CF-Connecting-IP': '198.51.100.21' } });
    };
    const { passed, limited } = await untilLimited(send);
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(20);
    expect(limited?.headers.get('Retry-After')).toBe('60');
    expect(await limited!.text()).toContain('Trop de listes ont été vérifiées depuis votre connexion');
  });
});
