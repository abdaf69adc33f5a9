import type { ApiClient, ApiResult, Query } from '../shared/api-client';
import { fetchApi, postApi, queryString } from '../shared/api-client';
import type { ListMeta } from '../shared/api-types';
import type { Env } from './env';
import { api } from './api';
import { directGet } from './api/direct';
import { noteView, viewOf } from './recent';
import { apiFailed } from '../shared/section-state';

// The pages' API client on the Worker (../shared/DESIGN.md "API client"): the embedded
// API in-process (no network hop) or API_BASE_URL, both behind the KV cache.

/** Cached value: the answer and when it was fetched, so a stale copy can stand in on failure. */
interface CacheEntry<T> {
  data: T;
  list: ListMeta | null;
  fetchedAt: number;
}

/** Seconds an answer counts as fresh; afterwards it is refetched but kept as a fallback. */
function freshFor(path: string): number {
  if (path.startsWith('home_page')) return 60;
  if (path === 'countries') return 3600;
  return 1800;
}
/** How long KV keeps a stale copy for outages. */
const KEEP_STALE_SECONDS = 7 * 24 * 3600;
const KEY_VERSION = 'v1';

/**
 * Answers never copied to KV: a search answer's key would be what a person typed (kept for days,
 * a paid write per distinct query, and named in the log line of a KV failure), and an IBAN
 * identifies a person's account. Neither is read by others often enough to gain from a copy.
 */
const PRIVATE = /^(search|suggest|ibans)(\/|$)/;

export function cacheKey(path: string, query?: Query): string {
  return `${KEY_VERSION}:${path}${queryString(query)}`;
}

/**
 * The KV cache as the pages use it: KV is an optimisation, so a KV failure (a thrown
 * exception, synchronous or not, or a rejected promise) is logged once and the page is
 * served as if the cache were empty. After a failed read of a key its write is skipped:
 * KV is known to be failing and one log line per lookup is enough.
 */
export function tolerantCache(kv: KVNamespace | undefined, ctx: ExecutionContext) {
  const failedReads = new Set<string>();
  return {
    async read<T>(key: string): Promise<CacheEntry<T> | null> {
      try {
        if (!kv) throw new Error('no CACHE binding');
        const entry = await kv.get<CacheEntry<T>>(key, 'json');
        // Anything else in the key (an older layout, a hand-made value) counts as a miss.
        return entry && typeof entry === 'object' && typeof entry.fetchedAt === 'number' && 'data' in entry
          ? entry
          : null;
      } catch (e) {
        failedReads.add(key);
        console.warn(`kv get ${key} failed: ${e instanceof Error ? e.message : String(e)}`);
        return null;
      }
    },
    write(key: string, entry: CacheEntry<unknown>): void {
      if (!kv || failedReads.has(key)) return;
      // Promise.resolve().then: a put that throws synchronously becomes a rejection too.
      const put = Promise.resolve()
        .then(() => kv.put(key, JSON.stringify(entry), { expirationTtl: KEEP_STALE_SECONDS }))
        .catch((e) => console.warn(`kv put ${key} failed: ${e instanceof Error ? e.message : String(e)}`));
      ctx.waitUntil(put);
    },
  };
}

/** The pages' client on the Worker, which knows whether every call it made was answered. */
export interface ServerApi extends ApiClient {
  /**
   * Whether a call failed (5xx, timeout; a stale KV copy stood in or a section was left out): the
   * page rendered with this client is not a complete render, and no cache may keep it.
   */
  incomplete(): boolean;
}

/**
 * `visitor` is the page request's client address (CF-Connecting-IP), forwarded on the bulk
 * validation POST: the /validate form then counts against the visitor's rate limit like a
 * direct POST /api/v1/validate (worker/middleware/rate-limit.ts), not as the Worker's own call.
 * `kv: false` reads without the KV cache (the page cache's renders: worker/pages/page-cache.ts).
 */
export function createServerApi(
  env: Env,
  ctx: ExecutionContext,
  visitor: string | null = null,
  { kv = true }: { kv?: boolean } = {},
): ServerApi {
  const base = env.API_BASE_URL?.replace(/\/+$/, '');
  const fetcher = base ? (req: Request) => fetch(req) : (req: Request) => Promise.resolve(api.fetch(req, env, ctx));
  const origin = base || 'http://embedded/api/v1';

  const cache = kv ? tolerantCache(env.CACHE, ctx) : null;

  // A page that showed a record counts as a view, whether the answer came from KV or not.
  const viewed = (path: string, data: unknown) => noteView(env, ctx, () => viewOf(path, data));
  let failures = 0;

  return {
    incomplete: () => failures > 0,
    async get<T>(path: string, query?: Query): Promise<ApiResult<T>> {
      const key = cacheKey(path, query);
      const kept = cache && !PRIVATE.test(path) ? cache : null;
      const cached = kept ? await kept.read<T>(key) : null;
      if (cached && Date.now() - cached.fetchedAt < freshFor(path) * 1000) {
        viewed(path, cached.data);
        return { ok: true, data: cached.data, list: cached.list };
      }
      // The embedded API's answers a page needs most come straight from its functions (./api/direct.ts).
      const result = await ((base ? null : directGet<T>(env.DB, path, query)) ??
        fetchApi<T>(fetcher, `${origin}/${path}${queryString(query)}`));
      if (result.ok) {
        kept?.write(key, { data: result.data, list: result.list, fetchedAt: Date.now() });
        viewed(path, result.data);
        return result;
      }
      // The API failed (not a plain 404/400): a stale copy is better than nothing, but the page
      // built from it is not the complete one either way.
      if (apiFailed(result)) failures++;
      if (cached && apiFailed(result)) return { ok: true, data: cached.data, list: cached.list, stale: true };
      return result;
    },
    post<T>(path: string, body: string, contentType: string) {
      return postApi<T>(
        fetcher,
        `${origin}/${path}`,
        body,
        contentType,
        visitor ? { 'CF-Connecting-IP': visitor } : {},
      );
    },
  };
}
