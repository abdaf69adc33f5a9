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

async function chunkNames(db: D1Database): Promise<string[]> {
  const names = ['sitemap-pages.xml'];
  for (const source of SITEMAP_SOURCES) {
    const n = (await db.prepare(source.count).first<{ n: number }>())?.n ?? 0;
    for (let i = 1; i <= Math.ceil(n / RECORDS_PER_CHUNK); i++) names.push(`sitemap-${source.name}-${i}.xml`);
  }
  return names;
}

async function chunk(db: D1Database, origin: string, source: SitemapSource, n: number): Promise<string | null> {
  const { results } = await db
    .prepare(`${source.select} LIMIT ?1 OFFSET ?2`)
    .bind(RECORDS_PER_CHUNK, (n - 1) * RECORDS_PER_CHUNK)
    .all<Record<string, string>>();
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
      const entries = (await chunkNames(c.env.DB)).map((name) => `<sitemap><loc>${xmlEscape(`${origin}/${name}`)}</loc></sitemap>`);
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
    const body = await cached(c, `${origin}:${file}`, () => chunk(c.env.DB, origin, source, n));
    return body === null ? c.text('Not found', 404) : xml(body);
  });
