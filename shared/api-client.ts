import type { ListMeta } from './api-types';

// What pages get from the API: the record, or why there is none. A failure
// (timeout, network, 5xx, invalid JSON, an `error` field) is logged by the
// client and shown as not found (SPEC.md section 7); `status` lets the page
// answer 404 for a missing record and 503 when the API itself failed.
export type ApiResult<T> =
  | { ok: true; data: T; list: ListMeta | null; stale?: boolean }
  | { ok: false; status: number; code: string; details?: unknown };

export type Query = Record<string, string | number | undefined | null>;

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<ApiResult<T>>;
  /** POST a body (bulk validation only), never cached. Optional: a read-only client has none. */
  post?<T>(path: string, body: string, contentType: string): Promise<ApiResult<T>>;
}

export const API_TIMEOUT_MS = 10_000;

/** Canonical query string: sorted keys, empty values dropped (also the KV key). */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function intHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null) return null;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) ? n : null;
}

export function readListMeta(headers: Headers): ListMeta | null {
  const total = intHeader(headers, 'total');
  if (total === null) return null;
  return {
    total,
    page: intHeader(headers, 'page-number') ?? 1,
    pageSize: intHeader(headers, 'per-page') ?? total,
    totalPages: intHeader(headers, 'total-pages') ?? 1,
  };
}

/**
 * Turns one HTTP answer of the API into an ApiResult. Shared by the Worker's
 * client and the browser's so both read answers by the same rules.
 */
export async function readApiResponse<T>(res: Response): Promise<ApiResult<T>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, status: 502, code: 'invalid_json' };
  }
  if (body && typeof body === 'object' && 'error' in body) {
    const err = (body as { error?: { code?: unknown; details?: unknown } }).error;
    const code = typeof err?.code === 'string' ? err.code : 'error';
    const status = res.ok ? 502 : res.status;
    return { ok: false, status, code, details: err?.details };
  }
  if (!res.ok) return { ok: false, status: res.status >= 500 ? 502 : res.status, code: `http_${res.status}` };
  return { ok: true, data: body as T, list: readListMeta(res.headers) };
}

/** The existing codes a 400 answer suggests for a code that failed its check digits. */
export function didYouMean(result: ApiResult<unknown>): string[] {
  if (result.ok) return [];
  const list = (result.details as { did_you_mean?: unknown } | undefined)?.did_you_mean;
  return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string').slice(0, 10) : [];
}

/** One GET with the 10 s timeout of SPEC.md section 7. */
export async function fetchApi<T>(
  fetcher: (req: Request) => Promise<Response>,
  url: string,
  log: (msg: string) => void = console.warn,
): Promise<ApiResult<T>> {
  try {
    const res = await fetcher(
      new Request(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
    );
    const result = await readApiResponse<T>(res);
    if (!result.ok && result.status !== 404 && result.status !== 400)
      log(`api ${url}: ${result.code} (${result.status})`);
    return result;
  } catch (e) {
    const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    log(`api ${url}: ${timeout ? 'timeout' : 'network error'}`);
    return { ok: false, status: timeout ? 504 : 502, code: timeout ? 'timeout' : 'network' };
  }
}

/** One POST with the same timeout and reading rules as fetchApi (used by POST /validate). */
export async function postApi<T>(
  fetcher: (req: Request) => Promise<Response>,
  url: string,
  body: string,
  contentType: string,
  /** Extra request headers (the Worker forwards the visitor's address: worker/api-client.ts). */
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  try {
    const res = await fetcher(
      new Request(url, {
        method: 'POST',
        body,
        headers: { ...headers, Accept: 'application/json', 'Content-Type': contentType },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      }),
    );
    return await readApiResponse<T>(res);
  } catch (e) {
    console.warn(`api POST ${url}: ${e instanceof Error ? e.message : String(e)}`);
    return { ok: false, status: 502, code: 'network' };
  }
}
