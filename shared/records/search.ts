// GET search and GET suggest: one hit shape for every section, so one list renders them all.
import * as z from 'zod/mini';
import { BankRef, int, nstr, str } from './common';
import { SEARCH_SECTIONS } from './search-sections';

const section = z.enum(SEARCH_SECTIONS);
const pagePath = str.check(z.describe('The page of the record on this site'));

/** One search result, the same shape in every section so one list renders them all. */
export const SearchHit = z.object({
  type: section,
  code: nstr,
  name: str,
  /** Branch, city or other second line. */
  detail: nstr,
  country: nstr,
  /** The page of this record, without a language prefix. */
  path: pagePath,
  bank: z.nullable(BankRef),
  /** A status where the type has one (US routing: both / fedach / fedwire). */
  status: nstr,
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResult = z.object({
  query: str,
  total: int,
  /**
   * Per section, in order of relevance (the section holding the best match first). A page past
   * a section's end leaves it out. `capped`: there are more than `total` (counting stopped).
   */
  sections: z.partialRecord(
    section,
    z.object({ total: int, items: z.array(SearchHit), capped: z.optional(z.boolean()) }),
  ),
  /** The record the query names exactly (a complete, existing code), if any; for a valid IBAN, its bank's SWIFT record. */
  exact: z.nullable(SearchHit),
  /** For a malformed or mistyped code: existing codes it was probably meant to be. */
  did_you_mean: z.optional(z.array(SearchHit)),
  /**
   * When the words typed matched nothing and the same query with its unknown words read as
   * the known words one edit away did ("deusche bank"): that query, whose results these are.
   */
  corrected: z.optional(
    str.check(
      z.describe('The query whose results these are, when a word typed was read as the known word one edit away'),
    ),
  ),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** One autocompletion entry of GET /api/v1/suggest. */
export const Suggestion = z.object({
  type: section,
  /** The code (SWIFT, BIN, IFSC...); for a bank its head-office SWIFT, or null. */
  code: nstr,
  /** What the list shows first: the code, or the bank's name. */
  label: str,
  /** The second line: the bank and place of a code, the city and country of a bank. */
  detail: nstr,
  /** The record's page, without a language prefix. */
  path: pagePath,
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestResult = z.object({
  /** The query as understood (trimmed), so that a client can drop answers to older keystrokes. */
  query: str.check(z.describe('The query as understood (trimmed)')),
  suggestions: z.array(Suggestion),
});
export type SuggestResult = z.infer<typeof SuggestResult>;
