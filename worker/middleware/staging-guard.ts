import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import type { AppEnv } from '../env';

const REALM = 'Staging';
const DENIED = 'Access denied';

/**
 * Staging is for reviewers only (SPEC.md section 6): with ENVIRONMENT=staging every path,
 * assets and the API included, needs the basic-auth credentials from the secrets
 * BASIC_AUTH_USER / BASIC_AUTH_PASSWORD (compared in constant time by Hono's basicAuth).
 * Staging without credentials fails closed. Staging pages are never indexed.
 */
export function stagingGuard(): MiddlewareHandler<AppEnv> {
  return async function stagingGuard(c, next) {
    if (c.env.ENVIRONMENT !== 'staging') return next();
    const { BASIC_AUTH_USER: username, BASIC_AUTH_PASSWORD: password } = c.env;
    if (!username || !password) {
      console.error('staging guard: BASIC_AUTH_USER / BASIC_AUTH_PASSWORD are not set; denying every request');
      return c.text(DENIED, 401, { 'WWW-Authenticate': `Basic realm="${REALM}", charset="UTF-8"` });
    }
    const guard = basicAuth({ username, password, realm: REALM, invalidUserMessage: DENIED });
    await guard(c, next);
    c.header('X-Robots-Tag', 'noindex, nofollow');
  };
}
