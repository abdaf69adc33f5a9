import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './env';
import { api } from './api';
import { methodNotAllowed } from './api/methods';
import { apiDocs, apiCors } from './routes/openapi';
import { splitLocale } from '../shared/locales';
import { renderPage } from './pages/render';
import { cachedPage } from './pages/page-cache';
import { canonicalPageLocation } from './pages/page-number';
import { canonicalCodeLocation } from './pages/canonical-code';
import { movedBankLocation } from './pages/bank-redirect';
import { health } from './routes/health';
import { crawlers } from './crawlers';
import { staticAssets } from './routes/assets';
import { stagingGuard } from './middleware/staging-guard';
import { securityHeaders } from './middleware/security-headers';
import { cardNumbers } from './middleware/card-numbers';
import { RATE_LIMIT_PERIOD_SECONDS } from './middleware/rate-limit';
import { withD1Session } from './d1-session';

// Every request enters here (../shared/DESIGN.md "One Worker, three doors"): its D1 session is
// opened (worker/d1-session.ts), then the JSON API, static assets and small worker routes, then pages.
const app = new Hono<AppEnv>();

// Headers first, so that every answer (the staging 401 and errors included) carries them.
app.use(securityHeaders());
app.use(stagingGuard());
// A card number in the address is cut to its BIN before anything else sees it.
app.use(cardNumbers((request, env, ctx) => app.fetch(request, env, ctx)));

// The API may be read from any origin; its OpenAPI document sits beside /api/v1, before the /api/* 404.
app.use('/api/*', apiCors());
const docs = new Hono<AppEnv>().route('/api/openapi.json', apiDocs(api));
app.route('/', docs);
app.route('/', api);
// /api/v1/* has its own 404/405 (worker/api/index.ts); this is the rest of /api/*.
app.all(
  '/api/*',
  (c) =>
    methodNotAllowed(docs, c.req.raw) ?? c.json({ error: { code: 'not_found', message: 'No such API endpoint' } }, 404),
);
app.route('/', health);
app.route('/', crawlers);
app.route('/', staticAssets);

// Pages: locale prefix (/de, /en redirect), then React Router and streamed React.
app.on(['GET', 'HEAD'], '*', async (c) => {
  const url = new URL(c.req.url);
  const split = splitLocale(url.pathname, url.search);
  if (split.kind === 'redirect') return c.redirect(split.location, 301);
  const spelled = canonicalCodeLocation(url, split.lang, split.path);
  if (spelled) return c.redirect(spelled, 301);
  const paged = canonicalPageLocation(url, split.path);
  if (paged) return c.redirect(paged, 301);
  const response = await cachedPage(
    c.req.raw,
    c.env,
    c.executionCtx as ExecutionContext,
    split.lang,
    split.path,
    c.get('secureHeadersNonce'),
  );
  if (response.status === 404) {
    const moved = await movedBankLocation(c.env.DB, url, split.path);
    if (moved) {
      await response.body?.cancel();
      return c.redirect(moved, 301);
    }
  }
  return response;
});

// The pages with a form that posts, answered by their React Router action, so that they work
// without JavaScript: /validate (bulk validation), /bins (the BIN lookup, whose card numbers
// must stay out of addresses) and /iban (the IBAN calculator, whose account numbers must too),
// each also under /{lang}. Every other POST is a 405.
const POSTED = /^\/(validate|bins|iban)$/;
app.post('*', async (c, next) => {
  const split = splitLocale(new URL(c.req.url).pathname, '');
  if (split.kind !== 'page' || !POSTED.test(split.path)) return next();
  const res = await renderPage(
    c.req.raw,
    c.env,
    c.executionCtx as ExecutionContext,
    split.lang,
    c.get('secureHeadersNonce'),
  );
  // A form's answer is about what its visitor sent (a list, an account number): kept by no cache,
  // the browser's included, as the API's answers to a POST.
  res.headers.set('Cache-Control', 'private, no-store');
  // Over the bulk-validation limit (the form's action got a 429 from the API, which counts the
  // /validate and /iban forms' POSTs under the visitor's address): when to retry.
  if (res.status === 429) {
    res.headers.set('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
    res.headers.set('Cache-Control', 'no-store');
  }
  return res;
});

app.all('*', (c) => {
  const split = splitLocale(new URL(c.req.url).pathname, '');
  const posts = split.kind === 'page' && POSTED.test(split.path);
  return c.text('Method not allowed', 405, { Allow: posts ? 'GET, HEAD, POST' : 'GET, HEAD' });
});

app.onError((err, c) => {
  if (err instanceof HTTPException) return err.getResponse(); // e.g. the staging guard's 401
  console.error('unhandled', err);
  return c.text('System error', 500);
});

export default withD1Session((request, env, ctx) => app.fetch(request, env, ctx));
