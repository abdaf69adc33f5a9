import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ApiClient } from './api-client';
import type { Locale } from './locales';
import { ErrorPage, Root, RootError } from './pages/root';
import { KIND_IDS, KINDS, type KindId } from './kinds';
import { KIND_SCREENS } from './kinds/screens';

// The one route table (../shared/DESIGN.md "Pages"): the Worker's static handler and the
// browser router both build it. Each screen's component and each loader are modules loaded
// on first use, so a browser's first load carries neither the other screens nor any loader
// (they run on the server for it, and a page's first load stays small). An action is the
// exception: it is requested with its screen (screenWithAction). Language prefixes are router
// basenames (/de), so paths here never carry one.
//
// The table names its API client through `ApiOf`: the browser has one client for its lifetime,
// while the Worker builds the table once per language and isolate (worker/pages/render.tsx) and
// hands each request's own client to the loaders as React Router's request context, so that
// no request's client (its KV choice, its failures) can reach another's.

/** The API client a loader or action calls, from the arguments React Router gives it. */
export type ApiOf = (args: { context: unknown }) => ApiClient;

type Lazy = () => Promise<{ default: React.ComponentType }>;
const screen = (load: Lazy) => async () => ({ Component: (await load()).default });
/** A loader (or action) whose module is imported when it first runs. */
const later =
  <M, A = LoaderFunctionArgs>(load: () => Promise<M>, run: (m: M, args: A) => unknown) =>
  async (args: A) =>
    run(await load(), args);
/**
 * The screen of a form whose action is `action`'s module: that module is requested along with the
 * screen, not awaited (hydration does not wait for it). In the browser an action first runs when
 * the visitor submits; loaded only then, its module and that module's imports come one round trip
 * after another between the click and the API request (Slow 4G: 2 x 170 ms), and the answer lands
 * past the 500 ms in which a change of the page counts as the visitor's own (Layout Instability
 * API, hadRecentInput): the /validate results, scrolled into view, then count as a layout shift.
 */
const screenWithAction = (load: Lazy, action: () => Promise<unknown>) => {
  const lazy = screen(load);
  return () => {
    // A failed request is made and reported again by the submission's own import.
    action().catch(() => {});
    return lazy();
  };
};
const loaders = () => import('./loaders');
const screens = () => import('./loaders/screens');
const validate = () => import('./loaders/validate');

/** The route of a kind's page: /<page>/:<param>? (the registry's segment and parameter). */
function kindRoute(api: ApiOf, lang: Locale, kind: KindId): RouteObject {
  const { loader, page, form } = KIND_SCREENS[kind];
  const { page: segment, param } = KINDS[kind];
  return {
    id: kind,
    path: `${segment}/:${param}?`,
    loader: later(loader, (m, a) => m.loader(api(a), a, lang)),
    // Only a form's page has an action; its module then comes with the screen (screenWithAction).
    ...(form
      ? {
          action: later(loader, (m, a: ActionFunctionArgs) => m.action?.(api(a), a, lang) ?? null),
          lazy: screenWithAction(page, loader),
        }
      : { lazy: screen(page) }),
  };
}

export function createRoutes(api: ApiOf, lang: Locale): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Root,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'app',
          ErrorBoundary: ErrorPage,
          children: [
            {
              id: 'home',
              index: true,
              loader: later(loaders, (m, a) => m.homeLoader(api(a), a)),
              lazy: screen(() => import('./pages/home')),
            },
            {
              id: 'search',
              path: 'search',
              loader: later(
                () => import('./loaders/search'),
                (m, a) => m.searchLoader(api(a), a, lang),
              ),
              lazy: screen(() => import('./pages/search')),
            },
            {
              id: 'sources',
              path: 'sources',
              loader: later(
                () => import('./loaders/sources'),
                (m, a) => m.sourcesLoader(api(a)),
              ),
              lazy: screen(() => import('./pages/sources')),
            },
            {
              id: 'countries',
              path: 'countries',
              loader: later(screens, (m, a) => m.countriesLoader(api(a), lang)),
              lazy: screen(() => import('./pages/countries')),
            },
            // One route per identifier kind, its page and loader from the kind's folder.
            ...KIND_IDS.map((kind) => kindRoute(api, lang, kind)),
            {
              id: 'validate',
              path: 'validate',
              action: later(validate, (m, a: ActionFunctionArgs) => m.validateAction(api(a), a)),
              lazy: screenWithAction(() => import('./pages/validate'), validate),
            },
            {
              id: 'country-banks',
              path: 'banks/:country?',
              loader: later(loaders, (m, a) => m.countryBanksLoader(api(a), a)),
              lazy: screen(() => import('./pages/country-banks')),
            },
            {
              id: 'bank',
              path: 'banks/:country/:slug',
              loader: later(screens, (m, a) => m.bankLoader(api(a), a, lang)),
              lazy: screen(() => import('./pages/bank')),
            },
            {
              id: 'api-docs',
              path: 'api-docs',
              loader: later(
                () => import('./loaders/api-docs'),
                (m, a) => m.apiDocsLoader(api(a)),
              ),
              lazy: screen(() => import('./pages/api-docs')),
            },
            {
              id: 'bank-list',
              path: 'banks/:country/:slug/:list',
              loader: later(screens, (m, a) => m.bankListLoader(api(a), a, lang)),
              lazy: screen(() => import('./pages/bank-list')),
            },
            // No match: 404 'This page could not be found.' inside the normal layout.
            {
              id: 'no-match',
              path: '*',
              loader: () => {
                throw data(null, { status: 404 });
              },
              Component: () => null,
            },
          ],
        },
      ],
    },
  ];
}
