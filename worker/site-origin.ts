import type { Env } from './env';
import { originOf } from './middleware/security-headers';

/**
 * The origin every absolute URL is built from (canonical, hreflang, Open Graph, JSON-LD,
 * robots.txt, sitemaps): SITE_ORIGIN (../shared/DESIGN.md "Configuration"), never the request's
 * Host header, which anyone can set (a page rendered for `Host: evil.example` and cached would
 * hand evil.example links to every visitor). Only when SITE_ORIGIN is unset, as in local
 * development, the request's own origin.
 */
export function siteOrigin(env: Pick<Env, 'SITE_ORIGIN'>, request: Request | string): string {
  return originOf(env.SITE_ORIGIN) ?? new URL(typeof request === 'string' ? request : request.url).origin;
}
