// Rate limits where the API can be abused (issue 19): bulk validation (1,000 codes a request)
// and unfiltered full lists (page_size in the thousands without a bank: ~30 such requests pull
// a whole table). Cloudflare's Workers rate-limiting binding (wrangler.toml [[ratelimits]]),
// counted per client IP (CF-Connecting-IP) and per Cloudflare location; it works under wrangler
// dev and Miniflare too. Over the limit: 429 with Retry-After (RFC 9110 section 10.2.3, RFC 6585
// section 4). The pages' own in-process API reads (host "embedded") are never limited; the
// /validate form's POST is, under the visitor's address that the page forwards
// (worker/api-client.ts): one budget per visitor for bulk validation, by form or by API.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';

/** The binding's period (wrangler.toml `simple.period`): a client over the limit retries after it. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;
/** A list larger than this without a bank filter counts as a bulk download. */
export const FULL_LIST_PAGE_SIZE = 1000;
const LISTS = /^\/api\/v1\/(swifts|us_routings|leis|ifscs|bins|rubics|banks)\/?$/;

type LimiterName = 'BULK_VALIDATION_LIMITER' | 'FULL_LIST_LIMITER';

/** Which limiter a request counts against, or null. */
export function limiterFor(method: string, url: URL): LimiterName | null {
  if (method === 'POST' && /^\/api\/v1\/validate\/?$/.test(url.pathname)) return 'BULK_VALIDATION_LIMITER';
  if (url.hostname === 'embedded') return null;
  if (method === 'GET' && LISTS.test(url.pathname) && !url.searchParams.get('bank')) {
    const size = Number(url.searchParams.get('page_size'));
    if (Number.isFinite(size) && size > FULL_LIST_PAGE_SIZE) return 'FULL_LIST_LIMITER';
  }
  return null;
}

let warned = false;

export function rateLimit(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const name = limiterFor(c.req.method, new URL(c.req.url));
    const limiter = name ? (c.env as Env)[name] : undefined;
    if (!name) return next();
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
    const key = `${name}:${ip}`;
    const { success } = await limiter.limit({ key });
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
  };
}
