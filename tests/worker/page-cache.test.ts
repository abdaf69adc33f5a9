import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { DATA_VERSION_TTL_MS } from '../../worker/db/import-runs';

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
    const first = await get('/swifts/DEUTDEFF');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // A miss is rendered once, complete: every section in place, with this response's nonce.
    const missed = await first.text();
    expect(missed).toMatch(/id="other-codes"[\s\S]*DEUTDEFF500/);
    expect(missed).toContain(`nonce="${nonceOf(first)}"`);
    expect(missed).not.toContain('PageCacheNonce');
    // ...and read from D1 without a KV round trip: nothing of it was written to KV.
    const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
    expect((await kv.list({ prefix: 'v1:swifts/DEUTDEFF' })).keys).toEqual([]);
    const hit = await untilHit('/swifts/DEUTDEFF');
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
    const again = await get('/swifts/DEUTDEFF');
    expect(nonceOf(again)).not.toBe(nonce);
    expect(await again.text()).toContain(`nonce="${nonceOf(again)}"`);
  });

  it(
    'keys on the data version: a new import renders the page again, within the time an isolate keeps the version',
    async () => {
      await (await untilHit('/banks/de/commerzbank-ag')).arrayBuffer();
      await (env as unknown as { DB: D1Database }).DB.prepare(
        "INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (99, '2026-11-23T00:00:00Z', '{}')",
      ).run();
      await expect
        .poll(
          async () => {
            const res = await get('/banks/de/commerzbank-ag');
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

  it('leaves out search, validation, other query strings and missing records', async () => {
    for (const path of ['/search?q=deutsche', '/validate', '/swifts/DEUTDEFF?x=1', '/swifts/ZZZZDEFF']) {
      await (await get(path)).arrayBuffer();
      const res = await get(path);
      expect(res.headers.get('x-page-cache'), path).toBeNull();
    }
  });
});
