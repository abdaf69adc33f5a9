import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { DATA_VERSION_TTL_MS } from '../../worker/db/import-runs';
import it_ from '../../locales/it.json';
import ko from '../../locales/ko.json';
import en from '../../locales/en.json';

// Rendered pages kept per data version (worker/pages/page-cache.ts), in workerd's Cache API.

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

/** The page again until the stored copy answers (it is stored off the request path). */
async function untilHit(path: string): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const res = await get(path);
    if (res.headers.get('x-page-cache') === 'hit') return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never came from the page cache`);
}

describe('page cache', () => {
  it("serves a detail page from the cache with this response's nonce and every section", async () => {
    const first = await get('/swifts/DEUTDEFFXXX');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // A miss is rendered once, complete: every section in place, with this response's nonce.
    const missed = await first.text();
    expect(missed).toMatch(/id="other-codes"[\s\S]*DEUTDEFF500/);
    expect(missed).toContain(`nonce="${nonceOf(first)}"`);
    expect(missed).not.toContain('PageCacheNonce');
    // ...and read from D1 without a KV round trip: nothing of it was written to KV.
    const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
    expect((await kv.list({ prefix: 'v1:swifts/DEUTDEFF' })).keys).toEqual([]);
    const hit = await untilHit('/swifts/DEUTDEFFXXX');
    expect(hit.status).toBe(200);
    const html = await hit.text();
    const nonce = nonceOf(hit);
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('PageCacheNonce');
    expect(html).toContain('SWIFT code DEUTDEFFXXX');
    expect(html).toMatch(/id="other-codes"[\s\S]*DEUTDEFF500/); // the streamed section, in place
    expect(hit.headers.get('cache-control')).toBe('private, max-age=60');
    // Another hit, another nonce.
    const again = await get('/swifts/DEUTDEFFXXX');
    expect(nonceOf(again)).not.toBe(nonce);
    expect(await again.text()).toContain(`nonce="${nonceOf(again)}"`);
  });

  // Side by side (it.concurrent): each waits up to the time an isolate keeps the version, and one
  // after the other they took twice that. Either's new import makes the other's kept page stale
  // too, which is the rule under test: each inserts its own before it waits for its page's miss.
  it.concurrent.each([
    ['detail', '/banks/de/commerzbank-ag', '2026-11-23T00:00:00Z'],
    ['search', '/search?q=commerz', '2026-11-24T00:00:00Z'],
  ])(
    'keys on the data version: a new import renders the kept %s page again, within the time an isolate keeps the version',
    async (_page, path, finishedAt) => {
      await (await untilHit(path)).arrayBuffer();
      await (env as unknown as { DB: D1Database }).DB.prepare(
        "INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (99, ?1, '{}')",
      )
        .bind(finishedAt)
        .run();
      await expect
        .poll(
          async () => {
            const res = await get(path);
            await res.arrayBuffer();
            return res.headers.get('x-page-cache');
          },
          { timeout: DATA_VERSION_TTL_MS + 5_000, interval: 200 },
        )
        .toBe('miss');
    },
    DATA_VERSION_TTL_MS + 10_000,
  );

  it('keeps the home page too (per visitor country, for a minute)', async () => {
    await (await get('/de')).arrayBuffer();
    const hit = await untilHit('/de');
    expect(await hit.text()).toContain('<html lang="de"');
  });

  it('keeps a search page per normalised query: a repeat is served from the cache, whatever its spelling', async () => {
    const first = await get('/search?q=deutsche&types=swifts,banks');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const missed = await first.text();
    expect(missed).toContain('DEUTDEFF');
    const hit = await untilHit('/search?q=deutsche&types=swifts,banks');
    const html = await hit.text();
    expect(html).toContain(`nonce="${nonceOf(hit)}"`);
    expect(html).not.toContain('PageCacheNonce');
    expect(html).toContain('DEUTDEFF');
    // Case, spaces and the filters' order are one search: the same copy answers.
    for (const spelling of [
      '/search?q=Deutsche&types=banks,swifts',
      '/search?q=%20%20DEUTSCHE%20&types=banks&types=swifts',
      '/search?types=swifts,banks,banks&q=deutsche',
    ]) {
      const res = await get(spelling);
      expect(res.headers.get('x-page-cache'), spelling).toBe('hit');
      expect(await res.text(), spelling).toContain('DEUTDEFF');
    }
    // Another filter, page or language is another page.
    for (const other of [
      '/search?q=deutsche&types=banks',
      '/search?q=deutsche&countries=gb',
      '/de/search?q=deutsche',
    ]) {
      const res = await get(other);
      await res.arrayBuffer();
      expect(res.headers.get('x-page-cache'), other).toBe('miss');
    }
  });

  it('never keeps a search that holds an IBAN or a card number, nor one with other parameters', async () => {
    // The same search without them is kept, so what follows is the rule and not a cache that is off.
    await (await untilHit('/search?q=pay%20deutsche&types=banks')).arrayBuffer();
    for (const path of [
      // An IBAN among words, or with a filter (a plain one goes to its IBAN page).
      '/search?q=DE89%203704%200044%200532%200130%2000&types=banks',
      '/search?q=pay%20GB29NWBK60161331926819%20now',
      '/search?q=deutsche&utm_source=x',
      '/search?q=deutsche&types=nonsense',
    ]) {
      await (await get(path)).arrayBuffer();
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('x-page-cache'), path).toBeNull();
    }
    // A card number never reaches the page: it is cut to its BIN at the entry, and the BIN's
    // search is what may be kept.
    const card = await get('/search?q=4571%207360%201234%205678&types=bins');
    expect(card.status).toBeGreaterThanOrEqual(300);
    expect(card.status).toBeLessThan(400);
    expect(card.headers.get('location')).not.toMatch(/12345678|1234%205678/);
  });

  it('leaves out validation, other query strings and missing records', async () => {
    for (const path of ['/validate', '/swifts/DEUTDEFFXXX?x=1', '/swifts/ZZZZDEFFXXX']) {
      await (await get(path)).arrayBuffer();
      const res = await get(path);
      expect(res.headers.get('x-page-cache'), path).toBeNull();
    }
  });

  it('keeps only complete renders: a page rendered while a call failed is not stored, and says what failed', async () => {
    // Real D1 failures, not stand-ins: a table or column the query needs is away, as when the
    // database fails under it.
    const db = (env as unknown as { DB: D1Database }).DB;
    const away = async (sql: string, undo: string, check: () => Promise<void>) => {
      await db.prepare(sql).run();
      try {
        await check();
      } finally {
        await db.prepare(undo).run();
      }
    };
    // The home page's counters fail (they count the LEI table): no "more than 0 banks", and the
    // counters' section says it could not be loaded.
    await away('ALTER TABLE leis RENAME TO leis_away', 'ALTER TABLE leis_away RENAME TO leis', async () => {
      const home = await get('/it');
      const html = await home.text();
      expect(home.status).toBe(200);
      expect(home.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain(it_.home.lead_uncounted);
      expect(html).toContain(it_.common.section_unavailable);
      expect(html).not.toMatch(/Oltre 0 /);
    });
    // The IFSC rows cannot be read (a column their query joins is away; their counts still can be): the bank page's IFSC section.
    await away(
      'ALTER TABLE ifsc_banks RENAME COLUMN apbs TO apbs_away',
      'ALTER TABLE ifsc_banks RENAME COLUMN apbs_away TO apbs',
      async () => {
        // The bank page: its IFSC section says so, the rest is there; no render of it is kept.
        for (let i = 0; i < 3; i++) {
          const bank = await get('/ko/banks/in/hdfc-bank-ltd');
          const html = await bank.text();
          expect(bank.status).toBe(200);
          expect(bank.headers.get('x-page-cache')).toBeNull();
          expect(bank.headers.get('cache-control')).toBe('no-store');
          expect(html).toMatch(new RegExp(`id="bank-ifscs"[\\s\\S]*${ko.common.section_unavailable}`));
          expect(html).toContain('HDFCINBB');
        }
        // The API: a database failure is a 503 a client can retry, not a bare 500.
        const api = await get('/api/v1/ifscs/HDFC0000001');
        expect(api.status).toBe(503);
        expect(api.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
        expect(api.headers.get('cache-control')).toBe('no-store');
        expect(((await api.json()) as { error: { code: string } }).error.code).toBe('unavailable');
        // The IFSC page keeps its not-found state (503) but does not say the code is unknown.
        const page = await get('/ifscs/HDFC0000001');
        const html = await page.text();
        expect(page.status).toBe(503);
        expect(html).toContain(en.ifsc.not_found);
        expect(html).toContain(en.common.lookup_unavailable);
        expect(html).not.toContain('We have no IFSC code');
      },
    );
    // With the database whole again, the bank page is rendered again, complete, and kept.
    const again = await untilHit('/ko/banks/in/hdfc-bank-ltd');
    const html = await again.text();
    expect(html).toContain('HDFC0000001');
    expect(html).not.toContain(ko.common.section_unavailable);
  });
});
