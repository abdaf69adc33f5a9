import type { KindServer } from '../../../../worker/kind-server';
import { bankCodes } from './api';
import { bankCodeSearch } from './search';

/** What the Worker serves of this kind (worker/kinds.ts gathers every kind's). */
export const server: KindServer = { api: bankCodes, answers: bankCodes.answers, searcher: bankCodeSearch.searcher };
