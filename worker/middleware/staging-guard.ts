import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';

const REALM = 'Staging';
const DENIED = 'Access denied';
const NOINDEX = 'noindex, nofollow';

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
      return c.text(DENIED, 401, {
        'WWW-Authenticate': `Basic realm="${REALM}", charset="UTF-8"`,
        'X-Robots-Tag': NOINDEX,
      });
    }
    const guard = basicAuth({ username, password, realm: REALM, invalidUserMessage: DENIED });
    try {
      await guard(c, next);
    } catch (error) {
      // Hono's basicAuth answers a wrong or missing login by throwing its 401: that answer too
      // stays out of search indexes (a crawler following a staging link must not keep it).
      if (error instanceof HTTPException) {
        const res = error.getResponse();
        const headers = new Headers(res.headers);
        headers.set('X-Robots-Tag', NOINDEX);
        throw new HTTPException(error.status, { res: new Response(res.body, { status: res.status, headers }) });
      }
      throw error;
    }
    c.header('X-Robots-Tag', NOINDEX);
  };
}
