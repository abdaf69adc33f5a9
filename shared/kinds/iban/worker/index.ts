import type { KindServer } from '../../../../worker/kind-server';
import { ibans } from './api';

/**
 * What the Worker serves of this kind (worker/kinds.ts gathers every kind's): an IBAN is a value
 * checked, not a stored record: no list, no in-process answers, no search section of its own
 * (the search recognises a whole IBAN itself).
 */
export const server: KindServer = { api: ibans };
