// The JSON shapes of /api/v1 (../shared/DESIGN.md, "API contract"), snake_case as in SPEC.md.
// Each shape is declared once, as a zod schema in shared/records/ (the OpenAPI document and the
// tests' checks come from the same declaration); these are its static types. Type-only
// re-exports: importing this module pulls no zod into the client bundle.

export type { ApiError, BankRef, BankSummary, Country, DataOrigin } from './records/common';
export type { Bank, BankCounts, BankIndia, BankLicense, BankRequisites, BankUs } from './records/bank';
export type { Swift } from './records/swift';
export type { Bin, BinDerived, BinRange } from './records/bin';
export type { Ifsc, IfscBank, IfscNearby } from './records/ifsc';
export type { Routing, RoutingAch, RoutingWire } from './records/routing';
export type { Rubic, RubicAccount, RubicRestriction, RubicStatus, RubicSummary, RubicSwift } from './records/rubic';
export type { Iban, IbanBank, IbanParts } from './records/iban';
export type { Lei, LeiAddress, LeiBic, LeiSummary } from './records/lei';
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
