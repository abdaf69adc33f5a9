import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { openApiRoute, type Routed } from '../api/openapi/route';
import { BOOKMARK_HEADER } from '../d1-session';

/**
 * CORS for the API (Fetch standard, CORS protocol): any origin may read it, no credentials.
 * POST is the bulk validation, which stores nothing; its JSON body needs a preflight, answered
 * here. The list headers are exposed so that a page on another origin can read them, and
 * Retry-After so that it can wait as a 429 or 503 says; the D1 bookmark both ways, so that such a
 * page can ask for reads at least as recent as its last (worker/d1-session.ts).
 */
export function apiCors(): MiddlewareHandler<AppEnv> {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept', 'If-None-Match', BOOKMARK_HEADER],
    exposeHeaders: ['total', 'page-number', 'per-page', 'total-pages', 'ETag', 'Retry-After', BOOKMARK_HEADER],
    maxAge: 86400,
  });
}

/** /api/openapi.json: the OpenAPI document of `api`, with a weak ETag like the API's answers. */
export function apiDocs(api: Routed) {
  return new Hono<AppEnv>().use(etag({ weak: true })).route(
    '/',
    openApiRoute(() => api),
  );
}
