// Sitemap chunks over more records than one chunk holds (5,000 records = 50,000 URLs): each chunk
// starts at its precomputed first key (keyset pagination: OFFSET made deep chunks of
// 2.8M LEIs slow), and together the chunks list every record exactly once, in key order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { RECORDS_PER_CHUNK } from '../../worker/crawlers';
import { get } from './fetch';

const db = (env as unknown as { DB: D1Database }).DB;
const EXTRA = 2 * RECORDS_PER_CHUNK + 321;
let runId = 0;

describe('sitemap chunks across many records', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await db
      .prepare(
        `INSERT INTO leis (code, checksum_valid, source)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         SELECT 'ZZSITEMAP' || printf('%011d', i), 1, 'sitemap test' FROM n`,
      )
      .bind(EXTRA)
      .run();
    // A new import: the sitemaps' cache keys on it, as after a real import.
    const run = await db
      .prepare(
        "INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (0, '2026-01-01T00:00:00Z', '{}') RETURNING id",
      )
      .first<{ id: number }>();
    runId = run!.id;
  });
  afterAll(async () => {
    await db.batch([
      db.prepare("DELETE FROM leis WHERE source = 'sitemap test'"),
      db.prepare('DELETE FROM import_runs WHERE id = ?1').bind(runId),
    ]);
  });

  it('lists every LEI once, in code order, over consecutive chunks', async () => {
    const codes = (await db.prepare('SELECT code FROM leis ORDER BY code').all<{ code: string }>()).results.map(
      (r) => r.code,
    );
    const chunks = Math.ceil(codes.length / RECORDS_PER_CHUNK);
    expect(chunks).toBe(3);
    const index = await (await get('/sitemap.xml')).text();
    for (let n = 1; n <= chunks; n++) expect(index).toContain(`<loc>http://test/sitemap-leis-${n}.xml</loc>`);
    expect(index).not.toContain(`sitemap-leis-${chunks + 1}.xml`);

    const listed: string[] = [];
    for (let n = 1; n <= chunks; n++) {
      const res = await get(`/sitemap-leis-${n}.xml`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      // The English URLs (no language prefix) name each record once.
      const own = [...xml.matchAll(/<loc>http:\/\/test\/leis\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(own.length).toBe(n < chunks ? RECORDS_PER_CHUNK : codes.length - (chunks - 1) * RECORDS_PER_CHUNK);
      expect([...xml.matchAll(/<loc>/g)].length).toBe(own.length * 10);
      listed.push(...own);
    }
    expect(listed).toEqual(codes);
    expect((await get(`/sitemap-leis-${chunks + 1}.xml`)).status).toBe(404);
  });
});
