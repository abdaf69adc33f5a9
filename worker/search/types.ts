import type { SearchHit, SearchSection } from '../../shared/api-types';
import type { StatementPlan } from './batch';

/** What every section searcher gets: the query in both forms and the filters. */
export interface SearchQuery {
  /** As typed, trimmed. */
  text: string;
  /** Upper case with spaces, dashes and dots removed: how codes are stored. */
  code: string;
  /** Folded words of the query without intent words such as "swift" (shared/search-text.ts queryWords): each must start a term. */
  words: string[];
  /** The folded query as a whole name ("deutsche bank"), for exact and prefix name matches. */
  name: string;
  /**
   * The words and name with the words written with a hyphen or an apostrophe apart ("t", "bank"),
   * when `words` and `name` hold them joined ("tbank"): searched when the joined ones find nothing.
   */
  apart?: { words: string[]; name: string };
  /** Typed like a code: no space and no lower-case letter ("DEUT", not "deut"). */
  codeLike: boolean;
  /** Upper-case alpha-2 countries to keep; empty = all. */
  countries: string[];
  limit: number;
  offset: number;
  lang: string | undefined;
  /** false: skip the count(*) (autocompletion needs only the first rows); total is then the rows' count. */
  count?: boolean;
  /**
   * The second pass of a query of several words that no record of any section holds all of:
   * names with fewer of its words (./names.ts nameSearch); codes are not looked up again.
   */
  fewer?: boolean;
}

export interface SectionResult {
  total: number;
  items: SearchHit[];
  /** More than `total` match (the count stopped there). */
  capped?: boolean;
  /** Per item: relevance class (0 exact ... 3 fewer words) and prominence, to merge sections (autocompletion). */
  scores?: { cls: number; prominence: number }[];
  /** The section's best match whatever the page (its first record's score): sections keep one order on every page. */
  top?: { cls: number; prominence: number };
}

/** One section of the search results. Returns null when the query cannot match it at all. */
export interface Searcher {
  section: SearchSection;
  search(plan: StatementPlan, q: SearchQuery): Promise<SectionResult | null>;
}

/** Upper bound of a prefix range over codes made of [0-9A-Z]: '~' sorts after both. */
export const prefixEnd = (prefix: string) => `${prefix}~`;

/** `country IN (...)` for the filter, with its bind values starting at ?{first}. */
export function countryFilter(column: string, countries: string[], first: number): { sql: string; values: string[] } {
  if (countries.length === 0) return { sql: '', values: [] };
  const marks = countries.map((_, i) => `?${first + i}`).join(', ');
  return { sql: ` AND ${column} IN (${marks})`, values: countries };
}

/** The count of a section's matches (`SELECT <what> <from>`), or null when the query asked for none (see SearchQuery.count). */
export async function countOf(
  plan: StatementPlan,
  q: SearchQuery,
  what: string,
  from: string,
  values: readonly (string | number)[],
): Promise<number | null> {
  if (q.count === false) return null;
  return plan.count(what, from, [...values]);
}
