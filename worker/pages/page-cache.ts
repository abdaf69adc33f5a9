import type { Env } from '../env';
import type { Locale } from '../../shared/locales';
import { renderPage } from './render';
import { noteView, viewFromPath } from '../recent';
import { dataVersion } from '../db/import-runs';
import { searchCacheQuery } from './search-key';
import { assets } from './manifest';

// Rendered pages, kept in the Cache API per data version: a page's HTML changes only with an
// import, and rendering it (React on the server) costs several times a plain answer (npm run
// bench). A hit is the stored document with this response's CSP nonce put in, compressed by the
// runtime; a miss renders the complete document (every section rendered in place, as a crawler
// gets it) once, answers with it and stores it off the request path.
//
// Search pages are kept per normalised query (./search-key.ts: every spelling of one search shares
// a copy; never one holding an IBAN or a card number): a repeated search is the slowest miss on the
// site, and the Cache API is the colo's own store, no paid write per distinct query as KV would be.
//
// Not cached: bulk validation (posted), IBAN pages (an IBAN names a person's account: never in a
// cache key, shared/kinds/iban/page.tsx), non-200 answers, pages rendered while one of their API calls
// failed (marked no-store by ./render.tsx), and everything when the data comes from API_BASE_URL
// (no data version to key on). The home page is kept per visitor country, for a minute.

/**
 * The client build a stored page was rendered with: its script and stylesheet names are hashed,
 * and the stylesheet is inlined. The Cache API outlives a deploy, so a page stored before it
 * would point at scripts the new deployment no longer serves and keep the old styles for a day.
 */
const BUILD = [assets.entry, assets.css].map((file) => file.replace(/^.*\//, '').replace(/\.\w+$/, '')).join('+');

/** Stands in for the nonce in stored pages: base64 characters, like the nonce itself. */
const NONCE_PLACEHOLDER = 'PageCacheNonce000000000=';
const STORED_FOR_S = 86_400;
const UNCACHED = /^\/(validate|iban\/.+)$/;
/** The home page shows the visitor's country's banks and the recently searched codes: one copy
 *  per country, for as long as the API's home_page answer is fresh (worker/api-client.ts). */
const HOME_STORED_FOR_S = 60;

type Cache = { match(key: Request): Promise<Response | undefined>; put(key: Request, value: Response): Promise<void> };

function pageCache(): Cache | null {
  const storage = (globalThis as { caches?: { default?: Cache } }).caches;
  return storage?.default ?? null;
}

export async function cachedPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  lang: Locale,
  path: string,
  nonce?: string,
): Promise<Response> {
  const cache = pageCache();
  if (request.method !== 'GET' || !nonce || !cache || env.API_BASE_URL || UNCACHED.test(path)) {
    return renderPage(request, env, ctx, lang, nonce);
  }
  const url = new URL(request.url);
  // Only the page's own addresses (no query, or a canonical page number: worker/pages/page-number.ts
  // redirects the other spellings; a search's query in its normal form): any other query string
  // would let a visitor fill the cache with copies of one page.
  const query = path === '/search' ? searchCacheQuery(url.searchParams) : ownQuery(url.search);
  if (query === null) return renderPage(request, env, ctx, lang, nonce);
  const version = await dataVersion(env.DB);
  if (!version) return renderPage(request, env, ctx, lang, nonce);
  const home = path === '/';
  const country = home
    ? String((request as Request & { cf?: { country?: unknown } }).cf?.country ?? 'us')
        .toLowerCase()
        .slice(0, 2)
    : '';
  // Host and environment are part of the key: a page rendered for another Host header (or on
  // staging) must never answer this one's visitors, whatever its links were built from.
  const where = `${encodeURIComponent(env.ENVIRONMENT || 'development')}/${encodeURIComponent(url.host)}/${BUILD}`;
  const pageKey = (v: string) =>
    new Request(`https://page-cache.invalid/${where}/${v}${url.pathname}${query}${home ? `@${country}` : ''}`);

  const hit = await cache.match(pageKey(version)).catch(() => undefined);
  if (hit) {
    noteView(env, ctx, () => viewFromPath(path)); // a page served from here still counts as a view
    const html = (await hit.text()).replaceAll(NONCE_PLACEHOLDER, nonce);
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': lang,
        Vary: 'Accept-Encoding',
        'Cache-Control': 'private, max-age=60',
        'X-Page-Cache': 'hit',
      },
    });
  }

  // A miss renders the page once, complete (every section in place, as the stored copy and
  // crawlers have it), and the same text answers the visitor and goes into the cache. Streaming
  // would only pay for a slow section, and with the data in the embedded D1 none is slow (with
  // API_BASE_URL there is no page cache, and pages stream as before).
  // The version this session reads, before the render's reads: the stored copy is then never older
  // than its key, though the lookup's version was read by another request (worker/db/import-runs.ts).
  const current = await dataVersion(env.DB, { fresh: true });
  const rendered = await renderComplete(request, env, ctx, lang);
  if (!rendered.body || (rendered.status >= 300 && rendered.status < 400)) return rendered; // a loader's redirect
  const html = await rendered.text();
  const headers = new Headers(rendered.headers);
  headers.delete('Content-Encoding'); // plain text now, compressed by the runtime like a hit
  // Only a complete render is kept: a page one of whose calls failed says "could not be loaded
  // now" in that section (or stands on a stale copy), and is marked no-store by its render.
  if (current && rendered.status === 200 && !/no-store/.test(rendered.headers.get('Cache-Control') ?? '')) {
    headers.set('X-Page-Cache', 'miss');
    const stored = new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': `public, max-age=${home ? HOME_STORED_FOR_S : STORED_FOR_S}`,
      },
    });
    ctx.waitUntil(
      cache.put(pageKey(current), stored).catch((error) => console.warn('page cache: store failed', error)),
    );
  }
  return new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), { status: rendered.status, headers });
}

/** A page's own query string: none, or a canonical page number; null for any other. */
function ownQuery(search: string): string | null {
  return search === '' || /^\?page=[1-9]\d{0,5}$/.test(search) ? search : null;
}

/**
 * The complete document (every section in place, as crawlers get it; plain text) with the
 * placeholder nonce. The API answers are read from D1 without KV: the page cache stands in front
 * of them, and a KV read and write per distinct page would cost a round trip each and a paid
 * write for an answer read once.
 */
function renderComplete(request: Request, env: Env, ctx: ExecutionContext, lang: Locale): Promise<Response> {
  return renderPage(request, env, ctx, lang, NONCE_PLACEHOLDER, { complete: true });
}
