import { data, type RouteObject } from 'react-router';
import type { ApiClient } from './api-client';
import type { Locale } from './locales';
import { countryBanksLoader, homeLoader } from './loaders';
import { ifscLoader, leiLoader, rubicLoader, swiftLoader } from './loaders/codes';
import { bankListLoader, bankLoader, countriesLoader } from './loaders/screens';
import { routingLoader } from './loaders/routing';
import { binLoader } from './loaders/bin';
import { ibanLoader } from './loaders/iban';
import { ErrorPage, Root, RootError } from './pages/root';
import { searchLoader } from './loaders/search';
import { sourcesLoader } from './loaders/sources';
import { apiDocsLoader } from './loaders/api-docs';
import { KINDS } from './kinds';
import { validateAction } from './loaders/validate';

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
            {
              id: 'home',
              index: true,
              loader: (a) => homeLoader(api, a, lang),
              lazy: screen(() => import('./pages/home')),
            },
            {
              id: 'search',
              path: 'search',
              loader: (a) => searchLoader(api, a, lang),
              lazy: screen(() => import('./pages/search')),
            },
            {
              id: 'sources',
              path: 'sources',
              loader: () => sourcesLoader(api),
              lazy: screen(() => import('./pages/sources')),
            },
            {
              id: 'countries',
              path: 'countries',
              loader: () => countriesLoader(api, lang),
              lazy: screen(() => import('./pages/countries')),
            },
            {
              id: 'swift',
              path: `${KINDS.swift.page}/:code?`,
              loader: (a) => swiftLoader(api, a, lang),
              lazy: screen(() => import('./pages/swift')),
            },
            {
              id: 'routing',
              path: `${KINDS.routing.page}/:number?`,
              loader: (a) => routingLoader(api, a),
              lazy: screen(() => import('./pages/routing')),
            },
            {
              id: 'ifsc',
              path: `${KINDS.ifsc.page}/:code?`,
              loader: (a) => ifscLoader(api, a, lang),
              lazy: screen(() => import('./pages/ifsc')),
            },
            {
              id: 'rubic',
              path: `${KINDS.rubic.page}/:code?`,
              loader: (a) => rubicLoader(api, a, lang),
              lazy: screen(() => import('./pages/rubic')),
            },
            {
              id: 'bin',
              path: `${KINDS.bin.page}/:number?`,
              loader: (a) => binLoader(api, a, lang),
              lazy: screen(() => import('./pages/bin')),
            },
            {
              id: 'iban',
              path: `${KINDS.iban.page}/:code?`,
              loader: (a) => ibanLoader(api, a, lang),
              lazy: screen(() => import('./pages/iban')),
            },
            {
              id: 'lei',
              path: `${KINDS.lei.page}/:code?`,
              loader: (a) => leiLoader(api, a, lang),
              lazy: screen(() => import('./pages/lei')),
            },
            {
              id: 'validate',
              path: 'validate',
              action: (a) => validateAction(api, a),
              lazy: screen(() => import('./pages/validate')),
            },
            {
              id: 'country-banks',
              path: 'banks/:country?',
              loader: (a) => countryBanksLoader(api, a, lang),
              lazy: screen(() => import('./pages/country-banks')),
            },
            {
              id: 'bank',
              path: 'banks/:country/:slug',
              loader: (a) => bankLoader(api, a, lang),
              lazy: screen(() => import('./pages/bank')),
            },
            {
              id: 'api-docs',
              path: 'api-docs',
              loader: () => apiDocsLoader(api),
              lazy: screen(() => import('./pages/api-docs')),
            },
            {
              id: 'bank-list',
              path: 'banks/:country/:slug/:list',
              loader: (a) => bankListLoader(api, a, lang),
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
