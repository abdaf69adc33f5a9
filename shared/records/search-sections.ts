// No zod here: the client imports these values (shared/api-types.ts re-exports them).

/** The sections of a search answer, also the values of its `types` filter. */
export const SEARCH_SECTIONS = ['banks', 'swifts', 'bins', 'ifscs', 'rubics', 'leis', 'us_routings'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];
