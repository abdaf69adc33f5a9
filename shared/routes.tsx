import { data, type RouteObject } from 'react-router';
import type { ApiClient } from './api-client';
import type { Locale } from './locales';
import { bankLoader, countriesLoader, countryBanksLoader, homeLoader, swiftLoader } from './loaders';
import { leiLoader } from './loaders/lei';
import { ErrorPage, Root, RootError } from './pages/root';

// The one route table (../shared/DESIGN.md "Pages"): the Worker's static handler and the
// browser router both build it. Loaders are small and ship in the main bundle; each
// screen's component is a lazy module so its code loads on demand. Language prefixes
// are router basenames (/de), so paths here never carry one.

type Lazy = () => Promise<{ default: React.ComponentType }>;
const screen = (load: Lazy) => async () => ({ Component: (await load()).default });

export function createRoutes(api: ApiClient, lang: Locale): RouteObject[] {
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
            { id: 'home', index: true, loader: () => homeLoader(api), lazy: screen(() => import('./pages/home')) },
            { id: 'countries', path: 'countries', loader: () => countriesLoader(api, lang), lazy: screen(() => import('./pages/countries')) },
            { id: 'swift', path: 'swifts/:code?', loader: (a) => swiftLoader(api, a, lang), lazy: screen(() => import('./pages/swift')) },
            { id: 'lei', path: 'leis/:code?', loader: (a) => leiLoader(api, a, lang), lazy: screen(() => import('./pages/lei')) },
            { id: 'country-banks', path: 'banks/:country?', loader: (a) => countryBanksLoader(api, a, lang), lazy: screen(() => import('./pages/country-banks')) },
            { id: 'bank', path: 'banks/:country/:slug', loader: (a) => bankLoader(api, a, lang), lazy: screen(() => import('./pages/bank')) },
            // No match: 404 'This page could not be found.' inside the normal layout.
            { id: 'no-match', path: '*', loader: () => { throw data(null, { status: 404 }); }, Component: () => null },
          ],
        },
      ],
    },
  ];
}
