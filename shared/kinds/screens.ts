import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../api-client';
import type { KindId } from '.';

/**
 * A kind's page and its loader (shared/kinds/<kind>/page.tsx and loader.ts), each a module loaded
 * on first use: the route table (shared/routes.tsx) makes one route of each.
 */
export interface KindScreen {
  loader: () => Promise<{
    loader: (api: ApiClient, args: LoaderFunctionArgs, lang: string) => unknown;
    /** The page is a form whose submission its loader module answers (a BIN's card number, an
     *  IBAN calculator's account): with the API, as its loader. */
    action?: (api: ApiClient, args: ActionFunctionArgs, lang: string) => unknown;
  }>;
  page: () => Promise<{ default: React.ComponentType }>;
  /** The page is a form that posts to its own URL: its loader module's action answers it. */
  form?: true;
}

/** The browser's index of the kinds' screens, keyed as the registry (./index.ts) names them. */
export const KIND_SCREENS: { readonly [K in KindId]: KindScreen } = {
  swift: { loader: () => import('./swift/loader'), page: () => import('./swift/page') },
  bin: { loader: () => import('./bin/loader'), page: () => import('./bin/page'), form: true },
  ifsc: { loader: () => import('./ifsc/loader'), page: () => import('./ifsc/page') },
  routing: { loader: () => import('./routing/loader'), page: () => import('./routing/page') },
  lei: { loader: () => import('./lei/loader'), page: () => import('./lei/page') },
  rubic: { loader: () => import('./rubic/loader'), page: () => import('./rubic/page') },
  iban: { loader: () => import('./iban/loader'), page: () => import('./iban/page'), form: true },
  bankcode: { loader: () => import('./bankcode/loader'), page: () => import('./bankcode/page') },
};
