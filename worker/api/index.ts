import { Hono } from 'hono';
import { KIND_IDS, KINDS } from '../../shared/kinds';
import { KIND_SERVERS } from '../kinds';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, unexpectedError } from './errors';
import { countries } from './countries';
import { banks } from './banks';
import { homePage } from './home';
import { searchApi } from './search';
import { sources } from './sources';
import { noteView, viewOf } from '../recent';
import { openApiRoute, type Routed } from './openapi/route';
import { economies } from './economies';
import { suggestApi } from './suggest';
import { validateApi } from './validate';
import { methodNotAllowed } from './methods';

const weakEtag = etag({ weak: true });

// The embedded JSON API of ../shared/DESIGN.md, served from D1 under /api/v1.
export const api = new Hono<AppEnv>()
  .basePath('/api/v1')
  // A weak ETag over the body: a client or cache that has the answer gets a 304 (RFC 9110 13.1.2).
  // Not for the pages' own in-process calls (host "embedded", worker/api-client.ts): nothing
  // there revalidates, and hashing every answer cost a page miss several ms (npm run profile).
  .use((c, next) => (new URL(c.req.url).hostname === 'embedded' ? next() : weakEtag(c, next)))
  .use(async (c, next) => {
    await next();
    // Records change only with an import: answers may be reused for minutes by anyone;
    // errors briefly; failures not at all.
    const status = c.res.status;
    // A POST (bulk validation) answers one body only: never stored anywhere. An IBAN names a
    // person's account: its answer (a validation, or a calculated IBAN, bulk ones included) is
    // the asker's alone, never a shared cache's key.
    // A 429 (worker/middleware/rate-limit.ts) is about this client only: never stored either.
    const policy =
      status === 429
        ? 'no-store'
        : /^\/api\/v1\/ibans(\/|$)/.test(c.req.path)
          ? 'private, no-store'
          : c.req.method === 'POST'
            ? 'no-store'
            : status < 300 || status === 304
              ? 'public, max-age=300, s-maxage=3600'
              : status < 500
                ? 'public, max-age=60'
                : 'no-store';
    c.res.headers.set('Cache-Control', policy);
  })
  // Lookups by the browser (client-side navigation) count as views; the pages' own in-process
  // calls are counted by the server API client (worker/api-client.ts), cached or not.
  .use(async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    if (c.res.status !== 200 || url.hostname === 'embedded') return;
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    if (!/^(swifts|bins|banks)\//.test(path)) return;
    // The answer is read again only for a view that is recorded (worker/recent: sampled first).
    const answer = c.res;
    noteView(c.env, c.executionCtx as ExecutionContext, () =>
      answer
        .clone()
        .json()
        .catch(() => null)
        .then((data) => viewOf(path, data)),
    );
  })
  .route('/countries', countries)
  .route('/banks', banks)
  .route('/home_page', homePage)
  .route('/search', searchApi)
  .route('/sources', sources)
  .route('/economies', economies)
  .route('/suggest', suggestApi)
  .route('/validate', validateApi);

// Each identifier kind's resource (shared/kinds/<kind>/worker/api.ts) at the registry's segment.
for (const kind of KIND_IDS) api.route(`/${KINDS[kind].api}`, KIND_SERVERS[kind].api);

// Also here so the pages' API client (which speaks /api/v1) can read it: see /api/openapi.json.
api.route(
  '/openapi.json',
  openApiRoute((): Routed => api),
);

// A path that exists under other methods is a 405 with Allow; any other a 404.
api.all(
  '*',
  (c) =>
    methodNotAllowed(api, c.req.raw) ?? c.json({ error: { code: 'not_found', message: 'No such API endpoint' } }, 404),
);

api.onError((err, c) => {
  if (err instanceof ApiError) return errorResponse(c, err);
  const { status, body, headers } = unexpectedError(err);
  return c.json(body, status, headers);
});
