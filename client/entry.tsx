import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createRoutes } from '../shared/routes';
import { AppConfigProvider, type AppConfig } from '../shared/app-context';
import { createTranslator, I18nProvider, makeI18n, type Dictionary } from '../shared/i18n';
import { basenameOf } from '../shared/locales';
import { rehydrate, type HydrationPayload } from '../shared/hydration';
import { createBrowserApi } from './api';

declare global {
  interface Window {
    __hydration: HydrationPayload & { config: AppConfig };
    __deferredData?: Record<string, unknown>;
    __deferredResolve?: (id: string, value: unknown) => void;
    __staticRouterHydrationData?: unknown;
  }
}

async function start() {
  const payload = window.__hydration;
  const { config } = payload;
  const lang = config.lang;
  // Only this language's strings are loaded: one small chunk per locale.
  const dictionary = (await import(`../locales/${lang}.json`)).default as Dictionary;
  const i18n = makeI18n(lang, createTranslator({ [lang]: dictionary }));

  const basename = basenameOf(lang) || undefined;
  const routes = createRoutes(createBrowserApi(), lang);
  // The matched screens' lazy modules must be in place before hydration, or the
  // first render would differ from the server's HTML.
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  window.__staticRouterHydrationData = {
    loaderData: rehydrate(payload, window),
    actionData: null,
    errors: payload.errors,
  };
  const router = createBrowserRouter(routes, { basename });
  hydrateRoot(
    document,
    <AppConfigProvider value={config}>
      <I18nProvider value={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </AppConfigProvider>,
  );
}

void start();
