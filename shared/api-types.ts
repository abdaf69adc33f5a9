// The JSON shapes of /api/v1 (../shared/DESIGN.md, "API contract"), snake_case as in SPEC.md.
// Each shape is declared once, as a zod schema in shared/records/ (the OpenAPI document and the
// tests' checks come from the same declaration); these are its static types. Type-only
// re-exports: importing this module pulls no zod into the client bundle.

export type { ApiError, BankRef, BankSummary, Country, DataOrigin } from './records/common';
export type { Bank, BankCounts, BankIndia, BankLicense, BankRequisites, BankUs } from './records/bank';
export type { Swift } from './kinds/swift/record';
export type { Bin, BinDerived, BinRange } from './kinds/bin/record';
export type { Ifsc, IfscBank, IfscNearby } from './kinds/ifsc/record';
export type { Routing, RoutingAch, RoutingWire } from './kinds/routing/record';
export type {
  Rubic,
  RubicAccount,
  RubicRestriction,
  RubicStatus,
  RubicSummary,
  RubicSwift,
} from './kinds/rubic/record';
export type { Iban, IbanBank, IbanParts } from './kinds/iban/record';
export type { Lei, LeiAddress, LeiBic, LeiSummary } from './kinds/lei/record';
export type { BankCode } from './kinds/bankcode/record';
export type { SearchHit, SearchResult, Suggestion, SuggestResult } from './records/search';
export type { ValidatedCode, ValidatedType, ValidationReport } from './records/validate';
export type { Counters, DataSources, Economy, HomePage, SourceFile } from './records/site';
export { SEARCH_SECTIONS, type SearchSection } from './records/search-sections';

/** The list headers (total, page-number, per-page, total-pages), read as integers. */
export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}
