// No zod here: the client imports these values (shared/api-types.ts re-exports them).

import { KIND_IDS, KINDS, type Declared, type KindId } from '../kinds';

/** The kinds with a search section: the registry's `search` rule. */
type SearchedKind = { [K in KindId]: Declared[K]['search'] extends null ? never : K }[KindId];

/**
 * The sections of a search answer, also the values of its `types` filter, in the order of a tie
 * between sections: the banks, then each searched kind's (its API segment) in the registry's order.
 */
export const SEARCH_SECTIONS = [
  'banks',
  ...KIND_IDS.flatMap((k) => (KINDS[k].search ? [KINDS[k].api] : [])),
] as readonly ['banks', ...Declared[SearchedKind]['api'][]];
export type SearchSection = 'banks' | Declared[SearchedKind]['api'];
