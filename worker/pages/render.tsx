import { preloadModule } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isbot } from 'isbot';
import { createRoutes } from '../../shared/routes';
import type { ApiClient } from '../../shared/api-client';
import { AppConfigProvider, InlineStyleProvider, type AppConfig } from '../../shared/app-context';
import { I18nProvider, makeI18n } from '../../shared/i18n';
import { basenameOf, type Locale } from '../../shared/locales';
import { dehydrate, scriptJson, serializeErrors, settleDeferred } from '../../shared/hydration';
import { createServerApi } from '../api-client';
import type { Env } from '../env';
import { translator } from './translations';
import { assets } from './manifest';
import { encodeHtml } from './encoding';
import { siteOrigin } from '../site-origin';

/** A stream that never ends must not hold a connection forever. */
const STREAM_TIMEOUT_MS = 10_500;

/** What each request hands its loaders (shared/routes.tsx `ApiOf`): its own API client. */
interface PageContext {
  api: ApiClient;
}

/**
 * React Router's static handler per language, built once per isolate: building it compiles and
 * ranks every route's path and turns the table into data routes, and its lazy screens load once,
 * work that was repeated on every page before. Nothing of a request is kept in it: the API client
 * travels as the request context.
 */
const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>();
function staticHandler(lang: Locale) {
  let handler = handlers.get(lang);
  if (!handler) {
    const routes = createRoutes(({ context }) => (context as PageContext).api, lang);
    handler = createStaticHandler(routes, { basename: basenameOf(lang) || undefined });
    handlers.set(lang, handler);
  }
  return handler;
}

/** How a page is rendered when not for a visitor's browser as it asks. */
export interface RenderOptions {
  /**
   * The complete document, every section in place, as plain text (the page cache's copy,
   * ./page-cache.ts): rendered as for a crawler, and read from D1 without the KV cache.
   */
  complete?: boolean;
}

/**
 * One page: route match and loaders (the status is settled before the shell), then
 * React streamed with renderToReadableStream. Crawlers get the complete document.
 * Path here is already without its language prefix (worker/index.ts, splitLocale of shared/locales.ts).
 * `nonce` is this response's CSP nonce (worker/middleware/security-headers.ts): every inline
 * script written here carries it, so the policy can forbid all other inline scripts.
 */
export async function renderPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  lang: Locale,
  nonce?: string,
  { complete = false }: RenderOptions = {},
): Promise<Response> {
  const api = createServerApi(env, ctx, request.headers.get('CF-Connecting-IP'), { kv: !complete });
  const handler = staticHandler(lang);
  const context = await handler.query(request, { requestContext: { api } satisfies PageContext });
  if (context instanceof Response) return context; // a loader's redirect

  const router = createStaticRouter(handler.dataRoutes, context);
  const config: AppConfig = {
    lang,
    origin: siteOrigin(env, request),
    adScriptUrl: env.AD_SCRIPT_URL ?? '',
    adReloadOnQuery: env.AD_RELOAD_ON_QUERY === 'true',
  };
  const { loaderData, deferred } = dehydrate(context.loaderData);
  const hydration = scriptJson({ config, loaderData, errors: serializeErrors(context.errors) });

  // The matched screen's chunks and the language's strings, fetched in parallel with the entry.
  const preloads = [
    assets.locales[lang],
    ...context.matches.flatMap((m) => [...(assets.routes[m.route.id] ?? []), assets.strings[lang]?.[m.route.id]]),
  ].filter((h): h is string => !!h);

  let status = context.statusCode;
  const signal = AbortSignal.timeout(STREAM_TIMEOUT_MS);
  const stream = await renderToReadableStream(
    <AppConfigProvider value={config}>
      <InlineStyleProvider value={{ css: assets.cssText, nonce }}>
        <I18nProvider value={makeI18n(lang, translator)}>
          <Preloads hrefs={preloads} />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nProvider>
      </InlineStyleProvider>
    </AppConfigProvider>,
    {
      signal,
      nonce,
      bootstrapScriptContent: `window.__hydration=${hydration}`,
      bootstrapModules: [assets.entry],
      onError(error) {
        status = 500;
        console.error('render error', error);
      },
    },
  );
  // isbot's patterns cost a page ~1 ms: asked only when the answer is not known already.
  const whole = complete || isbot(request.headers.get('user-agent'));
  if (whole) await stream.allReady;

  const headers = (contentEncoding: string) => ({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Encoding': contentEncoding,
    'Content-Language': lang,
    Vary: 'Accept-Encoding',
    // private: each page carries its own CSP nonce, which a shared cache must not hand to
    // others; a browser may reuse its copy for a minute. Failures are never reused, nor is a
    // page one of whose calls failed (as far as known when the headers go out: a streamed
    // section that fails later says so in the page, ./page-cache.ts renders whole first).
    'Cache-Control': status >= 500 || api.incomplete() ? 'no-store' : 'private, max-age=60',
  });
  if (complete) {
    // The page cache's copy is text: read whole here, the deferred data appended to the text
    // rather than by a stream piped through a transform.
    const text = await new Response(stream).text();
    const tail = deferred.size ? deferredScript(await settleDeferred(deferred), nonce) : '';
    return new Response(text + tail, { status, headers: headers('identity') });
  }

  const html = deferred.size ? stream.pipeThrough(appendDeferred(deferred, nonce)) : stream;
  const streamed = !whole && !(await allSettled(deferred));
  const encoded = encodeHtml(html, request.headers.get('accept-encoding'), streamed);
  return new Response(request.method === 'HEAD' ? null : encoded.body, {
    status,
    encodeBody: encoded.encodeBody,
    headers: headers(encoded.contentEncoding),
  });
}

/**
 * After React's last byte, the settled values of streamed sections, for hydration
 * (shared/hydration.ts). They arrive after </html>; browsers move such a script into
 * the body and run it, and the client waits for it if it started earlier.
 */
function appendDeferred(
  deferred: Map<string, Promise<unknown>>,
  nonce?: string,
): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    async flush(controller) {
      controller.enqueue(new TextEncoder().encode(deferredScript(await settleDeferred(deferred), nonce)));
    },
  });
}

/** The script that hands the settled values to the client (and to a waiting hydration). */
function deferredScript(settled: unknown, nonce?: string): string {
  const values = scriptJson(settled);
  // The nonce is base64 (hono/secure-headers): nothing in it needs escaping in an attribute.
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  return `${open}(function(d){window.__deferredData=d;var r=window.__deferredResolve;if(r)for(var k in d)r(k,d[k]);})(${values})</script>`;
}

/**
 * Whether every deferred section's data is already there (typically from the KV cache), so
 * that the whole page is written at once and nothing needs flushing ahead of it. Settled
 * promises are seen within a macrotask; anything still waiting on I/O is not.
 */
async function allSettled(deferred: Map<string, Promise<unknown>>): Promise<boolean> {
  if (deferred.size === 0) return true;
  const all = Promise.allSettled(deferred.values()).then(() => true);
  return Promise.race([all, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
}

/** Emits <link rel="modulepreload"> into the head; renders nothing, so hydration is unaffected. */
function Preloads({ hrefs }: { hrefs: string[] }) {
  for (const href of new Set(hrefs)) preloadModule(href, { as: 'script' });
  return null;
}
