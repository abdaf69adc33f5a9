import type { KindServer } from '../../../../worker/kind-server';
import { ifscs } from './api';
import { ifscSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = {
  api: ifscs,
  answers: ifscs.answers,
  searcher: ifscSearch.searcher,
  codes: ifscSearch,
};
