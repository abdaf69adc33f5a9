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
async function cached(c: { env: AppEnv['Bindings'] }, name: string, build: () => Promise<string | null>): Promise<string | null> {
  const key = `sitemap:v1:${(await dataVersion(c.env.DB)) ?? 0}:${name}`;
  try {
    const hit = await c.env.CACHE.get(key);
    if (hit !== null) return hit;
  } catch (error) {
    console.error('sitemap cache read failed', error);
  }
  const xml = await build();
  if (xml !== null) {
    try {
      await c.env.CACHE.put(key, xml, { expirationTtl: CACHE_TTL_S });
    } catch (error) {
      console.error('sitemap cache write failed', error);
    }
  }
  return xml;
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.flatMap((p) => LOCALES.map((l) => `<url><loc>${xmlEscape(origin + localizedPath(l, p))}</loc></url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The first key of each chunk of a source: every RECORDS_PER_CHUNK-th key, read in one pass over
 * the key's index and kept in KV for the import (a JSON array, ~12 kB for 2.8M LEIs). A chunk
 * then starts with a range seek on its first key instead of an OFFSET over all earlier rows.
 */
async function boundaries(c: { env: AppEnv['Bindings'] }, source: SitemapSource): Promise<(string | number)[]> {
  const json = await cached(c, `bounds:${source.name}`, async () => {
    const { results } = await c.env.DB.prepare(
      `SELECT k FROM (SELECT k, row_number() OVER (ORDER BY k) AS rn FROM (${source.keys})) WHERE rn % ?1 = 1 ORDER BY k`,
    )
      .bind(RECORDS_PER_CHUNK)
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

async function chunk(c: { env: AppEnv['Bindings'] }, origin: string, source: SitemapSource, n: number): Promise<string | null> {
  const first = (await boundaries(c, source))[n - 1];
  if (first === undefined) return null;
  const { results } = await c.env.DB.prepare(source.rows).bind(first, RECORDS_PER_CHUNK).all<Record<string, string>>();
  if (results.length === 0) return null;
  return urlset(origin, results.map(source.path));
}

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });

export const crawlers = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    // Search result lists and the API are not pages to index; everything else is.
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nSitemap: ${origin}/sitemap.xml\n`, 200, {
      'Cache-Control': 'public, max-age=3600',
    });
  })
  .get('/sitemap.xml', async (c) => {
    const origin = siteOrigin(c.env, c.req.url);
    const body = await cached(c, `index:${origin}`, async () => {
      const entries = (await chunkNames(c)).map((name) => `<sitemap><loc>${xmlEscape(`${origin}/${name}`)}</loc></sitemap>`);
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
