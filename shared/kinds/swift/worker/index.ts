import type { KindServer } from '../../../../worker/kind-server';
import { swifts } from './api';
import { swiftSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = {
  api: swifts,
  answers: swifts.answers,
  searcher: swiftSearch.searcher,
  codes: swiftSearch,
};
