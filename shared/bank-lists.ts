import type { BankCounts, BinRange, Ifsc, RubicSummary, Swift, Routing } from './api-types';

// The per-bank lists of SPEC.md section 2 (/banks/{country}/{slug}/{kind}): the path segment,
// the list endpoint of section 7 it reads and the bank's count that says whether it has any.

export interface BankListItems {
  bics: RubicSummary;
  swifts: Swift;
  bins: BinRange;
  ifscs: Ifsc;
  usroutings: Routing;
}

export type BankListKind = keyof BankListItems;

export const BANK_LISTS: Record<BankListKind, { endpoint: string; count: keyof BankCounts }> = {
  bics: { endpoint: 'rubics', count: 'rubics' },
  swifts: { endpoint: 'swifts', count: 'swifts' },
  bins: { endpoint: 'bins', count: 'bins' },
  ifscs: { endpoint: 'ifscs', count: 'ifscs' },
  usroutings: { endpoint: 'us_routings', count: 'us_routings' },
};

/** In the order the bank page shows them. */
export const BANK_LIST_KINDS = Object.keys(BANK_LISTS) as BankListKind[];

export const isBankListKind = (s: string): s is BankListKind => Object.hasOwn(BANK_LISTS, s);

/** Rows on the bank page per section; the rest is behind 'show all'. */
export const BANK_PAGE_ROWS = 10;
/** A full list is fetched whole (page_size 9999, SPEC.md section 9) and shown this many rows a page. */
export const BANK_LIST_PAGE_ROWS = 500;
export const FULL_LIST_SIZE = 9999;

export type BankListSection<K extends BankListKind = BankListKind> = { items: BankListItems[K][]; total: number };
