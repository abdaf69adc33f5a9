import type { KindServer } from '../../../../worker/kind-server';
import { routings } from './api';
import { routingSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = {
  api: routings,
  answers: routings.answers,
  searcher: routingSearch.searcher,
  codes: routingSearch,
};
