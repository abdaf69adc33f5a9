import type { KindServer } from '../../../../worker/kind-server';
import { rubics } from './api';
import { rubicSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = {
  api: rubics,
  answers: rubics.answers,
  searcher: rubicSearch.searcher,
  codes: rubicSearch,
};
