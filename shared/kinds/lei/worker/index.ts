import type { KindServer } from '../../../../worker/kind-server';
import { leis } from './api';
import { leiSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = { api: leis, answers: leis.answers, searcher: leiSearch.searcher, codes: leiSearch };
