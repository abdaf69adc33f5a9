// Bindings and variables of wrangler.toml (../shared/DESIGN.md "Configuration"), as the runtime hands
// them to the entry (worker/index.ts).
export interface Bindings {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  ENVIRONMENT?: string;
  API_BASE_URL?: string;
  BASIC_AUTH_USER?: string;
  BASIC_AUTH_PASSWORD?: string;
  AD_SCRIPT_URL?: string;
  AD_RELOAD_ON_QUERY?: string;
  TOP_BANKS_PER_COUNTRY?: string;
  /** The canonical origin (https://example.org) of every absolute URL; empty = the request's (local development). */
  SITE_ORIGIN?: string;
  /** "true": the search API states its time and D1 work in Server-Timing (staging, benchmarks). */
  SERVER_TIMING?: string;
  /** Share of detail views recorded for "recently searched" (0 to 1, default 1; worker/recent). */
  RECENT_VIEWS_SAMPLE?: string;
  /** Workers rate-limiting bindings (wrangler.toml [[ratelimits]], worker/middleware/rate-limit.ts). */
  BULK_VALIDATION_LIMITER?: RateLimit;
  FULL_LIST_LIMITER?: RateLimit;
}

/**
 * What the rest of the Worker sees: the same, with D1 as this request's session
 * (worker/d1-session.ts), so every read can be served by a replica and none can miss it.
 */
export type Env = Omit<Bindings, 'DB'> & { DB: D1DatabaseSession };

export type AppEnv = { Bindings: Env };
