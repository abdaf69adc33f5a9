import type { KindServer } from '../../../../worker/kind-server';
import { bins } from './api';
import { binSearcher } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = { api: bins, answers: bins.answers, searcher: binSearcher };
