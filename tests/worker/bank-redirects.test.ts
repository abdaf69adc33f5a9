import { describe, expect, it } from 'vitest';
import { expectPage, expectRedirect, get } from './fetch';

// A slug a bank no longer has answers 301 to its current one (worker/pages/bank-redirect.ts),
// from the bank_slug_redirects rows the importer carries forward (seed: 0030_bank_slug_redirects.sql).
describe('changed bank slugs', () => {
  it("an old slug answers 301 to the bank's current slug", async () => {
    const res = await expectRedirect('/banks/de/deutsche-bank', '/banks/de/deutsche-bank-ag', 301);
    await expectPage(res.headers.get('Location')!, { has: ['DEUTDEFF'] });
  });

  it('keeps the locale prefix, the rest of the path and the query', async () => {
    await expectRedirect(
      '/de/banks/DE/deutsche-bank/swifts?page=2',
      '/de/banks/de/deutsche-bank-ag/swifts?page=2',
      301,
    );
  });

  it('only in its own country; an unknown slug stays a 404, a served one a 200', async () => {
    expect((await get('/banks/fr/deutsche-bank')).status).toBe(404);
    expect((await get('/banks/de/no-such-bank')).status).toBe(404);
    expect((await get('/banks/de/deutsche-bank-ag')).status).toBe(200);
  });
});
