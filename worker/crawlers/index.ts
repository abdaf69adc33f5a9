import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { LOCALES, localizedPath } from '../../shared/locales';
import { dataVersion } from '../db/import-runs';
import { siteOrigin } from '../site-origin';
import { SITEMAP_SOURCES, STATIC_PATHS, type SitemapSource } from './sitemap-sources';

// robots.txt and sitemaps (https://www.sitemaps.org/protocol.html): an index at /sitemap.xml
// and chunks of at most 50,000 URLs. Every record is listed in all ten languages; the pages
// themselves carry the hreflang alternates, so the chunks stay plain (~4 MB at most).
// Built from D1 and kept in KV, keyed by the import that produced the data.

/** Records per chunk: times ten languages = 50,000 URLs, the protocol's limit. */
export const RECORDS_PER_CHUNK = 50_000 / LOCALES.length;
const CACHE_TTL_S = 86_400;

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cached in KV under the data version; a KV failure only costs the cache. */
async function cached(
  c: { env: AppEnv['Bindings'] },
  name: string,
  build: () => Promise<string | null>,
): Promise<string | null> {
  const key = (version: string | null) => `sitemap:v1:${version ?? 0}:${name}`;
  try {
    const hit = await c.env.CACHE.get(key(await dataVersion(c.env.DB)));
    if (hit !== null) return hit;
  } catch (error) {
    console.error('sitemap cache read failed', error);
  }
  // Stored under the version this session reads before building, never one another request read
  // on a replica ahead of it (worker/db/import-runs.ts).
  const current = await dataVersion(c.env.DB, { fresh: true });
  const xml = await build();
  if (xml !== null) {
    try {
      await c.env.CACHE.put(key(current), xml, { expirationTtl: CACHE_TTL_S });
    } catch (error) {
      console.error('sitemap cache write failed', error);
    }
  }
  return xml;
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.flatMap((p) =>
    LOCALES.map((l) => `<url><loc>${xmlEscape(origin + localizedPath(l, p))}</loc></url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The first key of each chunk of a source: one query that walks the key's index, stepping over
 * RECORDS_PER_CHUNK entries at a time from the last boundary (a recursive CTE; measured on 2.8M
 * LEIs: ~2.5 s, where row_number() over the whole index took ~26 s). Kept in KV for the import
 * (a JSON array, ~12 kB for 2.8M LEIs). A chunk is then the range from its first key to the next
 * chunk's, a range seek, instead of an OFFSET over all earlier rows (~1-2.5 s for the last chunks
 * of 2.8M). Boundaries are strictly increasing keys, so every record is in exactly one chunk, and
 * a chunk holds at most RECORDS_PER_CHUNK rows (fewer distinct values where keys repeat).
 */
async function boundaries(c: { env: AppEnv['Bindings'] }, source: SitemapSource): Promise<(string | number)[]> {
  const { table, key } = source;
  const where = source.where ? `${source.where} AND ` : '';
  const json = await cached(c, `bounds:${source.name}`, async () => {
    const { results } = await c.env.DB.prepare(
      `WITH RECURSIVE b(k) AS (
         SELECT (SELECT ${key} FROM ${table} ${source.where ? `WHERE ${source.where}` : ''} ORDER BY ${key} LIMIT 1)
         UNION ALL
         SELECT (SELECT ${key} FROM ${table} WHERE ${where}${key} > b.k ORDER BY ${key} LIMIT 1 OFFSET ?1) FROM b WHERE b.k IS NOT NULL
       ) SELECT k FROM b WHERE k IS NOT NULL`,
    )
      .bind(RECORDS_PER_CHUNK - 1)
      .all<{ k: string | number }>();
    return JSON.stringify(results.map((r) => r.k));
  });
  return JSON.parse(json ?? '[]') as (string | number)[];
}

async function chunkNames(c: { env: AppEnv['Bindings'] }): Promise<string[]> {
  const names = ['sitemap-pages.xml'];
  for (const source of SITEMAP_SOURCES) {
    const chunks = (await boundaries(c, source)).length;
    for (let i = 1; i <= chunks; i++) names.push(`sitemap-${source.name}-${i}.xml`);
  }
  return names;
}

async function chunk(
  c: { env: AppEnv['Bindings'] },
  origin: string,
  source: SitemapSource,
  n: number,
): Promise<string | null> {
  const bounds = await boundaries(c, source);
  const first = bounds[n - 1];
  if (first === undefined) return null;
  const next = bounds[n];
  const { table, key } = source;
  const range = `${source.where ? `${source.where} AND ` : ''}${key} >= ?1${next === undefined ? '' : ` AND ${key} < ?2`}`;
  const stmt = c.env.DB.prepare(
    `SELECT ${source.distinct ? 'DISTINCT ' : ''}${source.columns} FROM ${table} WHERE ${range} ORDER BY ${key}`,
  );
  const { results } = await (next === undefined ? stmt.bind(first) : stmt.bind(first, next)).all<
    Record<string, string>
  >();
  if (results.length === 0) return null;
  return urlset(origin, results.map(source.path));
}

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

export const crawlers = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    // Search result lists and the API are not pages to index; everything else is.
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nSitemap: ${origin}/sitemap.xml\n`,
      200,
      {
        'Cache-Control': 'public, max-age=3600',
      },
    );
  })
  .get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const body = await cached(c, `index:${origin}`, async () => {
      const entries = (await chunkNames(c)).map(
        (name) => `<sitemap><loc>${xmlEscape(`${origin}/${name}`)}</loc></sitemap>`,
      );
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
    return xml(body ?? '');
  })
  .get('/:file{sitemap-[a-z0-9_-]+\\.xml}', async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const file = c.req.param('file');
    if (file === 'sitemap-pages.xml') return xml(urlset(origin, STATIC_PATHS));
    const match = /^sitemap-([a-z_]+)-([0-9]{1,6})\.xml$/.exec(file);
    const source = match && SITEMAP_SOURCES.find((s) => s.name === match[1]);
    const n = Number(match?.[2]);
    if (!source || !(n >= 1)) return c.text('Not found', 404);
    const body = await cached(c, `${origin}:${file}`, () => chunk(c, origin, source, n));
    return body === null ? c.text('Not found', 404) : xml(body);
  });
