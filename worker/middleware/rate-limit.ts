// Rate limits where the API can be abused: bulk validation (1,000 codes a request) and full
// lists (page_size in the thousands without a narrowing filter: ~30 such requests pull a whole
// table). Cloudflare's Workers rate-limiting binding (wrangler.toml [[ratelimits]]), counted per
// client IP (CF-Connecting-IP) and per Cloudflare location; it works under wrangler dev and
// Miniflare too. Over the limit: 429 with Retry-After (RFC 9110 section 10.2.3, RFC 6585 section 4).
//
// Each limiter is a middleware of the routes it guards (worker/api/validate.ts,
// worker/api/resource.ts, worker/api/banks.ts), so it runs on exactly the requests the router
// sends to them, after the router has decoded the path (/api/v1/%76alidate is /validate), for
// every method the route answers (HEAD too), and reads the query as the handler does: a limit
// cannot be walked around by spelling a request another way. The pages' own in-process API reads
// (host "embedded") are never limited; the /validate form's POST is, under the visitor's address
// that the page forwards (worker/api-client.ts): one budget per visitor for bulk validation.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';
import { readPaging, type QueryOf } from '../api/paging';

/** The binding's period (wrangler.toml `simple.period`): a client over the limit retries after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;
/** The binding's limit per period (wrangler.toml `simple.limit`), as the API document states it. */
export const RATE_LIMIT_PER_PERIOD = 10;
/** A page this large or larger without a narrowing filter counts as a bulk download. */
export const FULL_LIST_PAGE_SIZE = 1000;

type LimiterName = 'BULK_VALIDATION_LIMITER' | 'FULL_LIST_LIMITER';

/**
 * Whether a list request pulls a table in bulk: a page of FULL_LIST_PAGE_SIZE or more (as the
 * handler reads page_size; a malformed one is the handler's 400) with none of the filters in
 * `narrowing` given. Only a filter that narrows the list to a small part counts: `bank` on a
 * kind's code list (one bank's codes, or a 404); the banks list has no bank filter, so a `bank`
 * there narrows nothing and is not in its `narrowing`.
 */
export function isFullList(query: QueryOf, narrowing: readonly string[]): boolean {
  if (narrowing.some((name) => query(name))) return false;
  try {
    return readPaging(query).pageSize >= FULL_LIST_PAGE_SIZE;
  } catch {
    return false; // a malformed page or page_size: the handler answers 400, reading nothing
  }
}

let warned = false;

/** Counts this request against `name`; answers 429 when over the limit, else goes on. */
async function limit(name: LimiterName, c: Context<AppEnv>, next: () => Promise<void>) {
  const limiter = (c.env as Env)[name];
  if (!limiter) {
    // A deployment without the binding serves unlimited rather than failing: said once.
    if (!warned) console.error(`rate limit: no ${name} binding, requests are not limited`);
    warned = true;
    return next();
  }
  // Cloudflare's edge (and wrangler dev's proxy) always set CF-Connecting-IP; a request
  // without it did not come from a visitor (Worker tests, service bindings): not counted.
  const ip = c.req.header('CF-Connecting-IP');
  if (!ip) return next();
  const { success } = await limiter.limit({ key: `${name}:${ip}` });
  if (success) return next();
  return c.json(
    {
      error: {
        code: 'rate_limited',
        message: `Too many requests: try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds`,
        details: { retry_after: RATE_LIMIT_PERIOD_SECONDS },
      },
    },
    429,
    { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS), 'Cache-Control': 'no-store' },
  );
}

/** The limit of POST /validate: every request counts (the form's too, under its visitor's address). */
export function bulkValidationLimit(): MiddlewareHandler<AppEnv> {
  return (c, next) => limit('BULK_VALIDATION_LIMITER', c, next);
}

/** The limit of a list route: a request counts when it is a full list (isFullList) from a visitor. */
export function fullListLimit(narrowing: readonly string[]): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (new URL(c.req.url).hostname === 'embedded') return next();
    if (!isFullList((name) => c.req.query(name), narrowing)) return next();
    return limit('FULL_LIST_LIMITER', c, next);
  };
}
