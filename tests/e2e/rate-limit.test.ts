// The production build as `npm run preview` serves it (scripts/serve.mjs): its Worker has the
// rate-limiting bindings of wrangler.toml (Miniflare's implementation), so bulk validation, by
// API or by the /validate form, answers 429 with Retry-After past 10 a minute from one client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLimited, validateForm } from '../rate-limit';
import { startTestSite, type TestSite } from './site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.close());

describe('rate limits in the preview build', { timeout: 120_000 }, () => {
  it('limits POST /api/v1/validate per client', async () => {
    await expectLimited(() =>
      fetch(`${site.url}/api/v1/validate`, {
        method: 'POST',
        body: '["DEUTDEFF"]',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.20' },
      }),
    );
  });

  it("limits the /validate form with the page in the visitor's language", async () => {
    const send = () =>
      fetch(`${site.url}/fr/validate`, {
        method: 'POST',
        body: validateForm(),
        headers: { 'CF-Connecting-IP': '198.51.100.21' },
      });
    const limited = await expectLimited(send);
    expect(await limited.text()).toContain('Trop de listes ont été vérifiées depuis votre connexion');
  });
});
