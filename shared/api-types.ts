// The JSON shapes of /api/v1 (../shared/DESIGN.md, "API contract"), snake_case as in SPEC.md.

export interface Country {
  short_code: string;
  name: string;
  banks_count: number;
}

export interface BankRef {
  country: string;
  slug: string;
  name: string;
}

export interface BankSummary extends BankRef {
  city: string | null;
  head_office_swift: string | null;
  swifts_count: number;
}

export interface DataOrigin {
  source: string;
  as_of: string | null;
}

export interface Swift extends DataOrigin {
  code: string;
  bic8: string;
  bank_code: string;
  country: string;
  country_name: string | null;
  location: string;
  branch: string;
  is_primary_office: boolean;
  bank_name: string | null;
  branch_name: string | null;
  address: string | null;
  city: string | null;
  postcode: string | null;
  /** false when the institution no longer appears in the current ISO 9362 directory */
  institution_active: boolean | null;
  bank: BankRef | null;
}

export interface Bank extends BankSummary, DataOrigin {
  country_name: string | null;
  institution_code: string | null;
  address: string | null;
  head_office: { swift: string | null; bic: string | null; lei: string | null };
  institution_active: boolean | null;
  related_banks: BankSummary[];
  related_banks_other_countries: BankSummary[];
}

export interface Counters {
  banks: number;
  swifts: number;
  us_routings: number;
  bins: number;
  ifscs: number;
  rubics: number;
  leis: number;
}

export interface HomePage {
  counters: Counters;
  recently_viewed: { bins: string[]; swifts: string[]; banks: BankRef[] };
  popular_banks: BankSummary[];
  user_country: string;
}

export interface ApiError {
  error: { code: string; message: string; details?: unknown };
}

/** The list headers (total, page-number, per-page, total-pages), read as integers. */
export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** The sections of a search answer, also the values of its `types` filter. */
export const SEARCH_SECTIONS = ['banks', 'swifts', 'bins', 'ifscs', 'rubics', 'leis', 'us_routings'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** One search result, the same shape in every section so one list renders them all. */
export interface SearchHit {
  type: SearchSection;
  code: string | null;
  name: string;
  /** Branch, city or other second line. */
  detail: string | null;
  country: string | null;
  /** The page of this record, without a language prefix. */
  path: string;
  bank: BankRef | null;
  /** A status where the type has one (US routing: both / fedach / fedwire). */
  status: string | null;
}

export interface SearchResult {
  query: string;
  total: number;
  sections: Partial<Record<SearchSection, { total: number; items: SearchHit[] }>>;
  /** The record the query names exactly (a complete, existing code), if any. */
  exact: SearchHit | null;
}
