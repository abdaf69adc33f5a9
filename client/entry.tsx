import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import strings from 'virtual:strings';
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
  // Only this language's strings, and of those only what every page uses; each screen's
  // own strings come with its code (withScreenStrings).
  const { default: common, screens } = await strings[lang]!();
  const dictionary: Dictionary = { ...common };
  const i18n = makeI18n(lang, createTranslator({ [lang]: dictionary }));

  const basename = basenameOf(lang) || undefined;
  const api = createBrowserApi();
  const routes = withScreenStrings(
    createRoutes(() => api, lang),
    screens,
    dictionary,
  );
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
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to
  // the browser between them, instead of one task as long as the whole page (a phone's main
  // thread blocked for hundreds of milliseconds while the page already shows).
  startTransition(() => {
    hydrateRoot(
      document,
      <AppConfigProvider value={config}>
        <I18nProvider value={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </AppConfigProvider>,
    );
  });
}

/**
 * A screen's lazy module resolves once its strings are in the dictionary too, so no screen
 * renders before its text is there (the first page's before hydration, the others' before a
 * client navigation shows them). rosetta reads the table object it was given, so parts merged
 * into `dictionary` are seen by the translator already made.
 */
function withScreenStrings(
  routes: RouteObject[],
  screens: Partial<Record<string, () => Promise<{ default: Dictionary }>>>,
  dictionary: Dictionary,
): RouteObject[] {
  for (const route of routes) {
    const { lazy, id } = route;
    const part = id ? screens[id] : undefined;
    if (typeof lazy === 'function' && part)
      route.lazy = async () => {
        const [loaded, { default: own }] = await Promise.all([lazy(), part()]);
        merge(dictionary, own);
        return loaded;
      };
    if (route.children) withScreenStrings(route.children, screens, dictionary);
  }
  return routes;
}

/** Deep merge: the parts split a namespace by key (common `swift.name`, the screen's `swift.about`). */
function merge(into: Dictionary, part: Dictionary) {
  for (const [key, value] of Object.entries(part)) {
    const there = into[key];
    if (there && typeof there === 'object' && value && typeof value === 'object')
      merge(there as Dictionary, value as Dictionary);
    else into[key] = value;
  }
}

void start();
