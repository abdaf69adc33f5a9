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
  /** LEIs GLEIF maps to this BIC (detail lookups only; usually one, a few BICs have several) */
  leis?: { code: string; legal_name: string | null }[];
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

// LEI (ISO 17442, GLEIF): leis/{code} and leis?bank&country&page&page_size.

/** ISO 17442 parts: LOU prefix (1-4), reserved (5-6), entity-specific part (7-18), check digits (19-20). */
export interface LeiParts {
  lou_prefix: string;
  reserved: string;
  entity_id: string;
  check_digits: string;
}

export interface LeiAddress {
  lines: string[];
  city: string | null;
  region: string | null;
  country: string | null;
  postal_code: string | null;
}

/** A BIC GLEIF maps to the LEI; `in_directory` when our SWIFT data has the code (it has a page). */
export interface LeiBic {
  code: string;
  bic8: string;
  in_directory: boolean;
  /** true when GLEIF maps this BIC to more than one LEI (a known flaw of the map) */
  shared: boolean;
  bank: BankRef | null;
}

export interface LeiSummary extends DataOrigin {
  code: string;
  legal_name: string | null;
  /** legal address country, else jurisdiction, else the country of its BICs (ISO 3166-1 alpha-2) */
  country: string | null;
  entity_status: string | null;
  registration_status: string | null;
  /** false when the code fails the ISO 17442 MOD 97-10 check (kept as GLEIF published it) */
  checksum_valid: boolean;
  bank: BankRef | null;
}

export interface Lei extends LeiSummary {
  /** validator error codes (e.g. lei.checksum) when checksum_valid is false */
  errors: string[];
  parts: LeiParts;
  country_name: string | null;
  entity_category: string | null;
  entity_sub_category: string | null;
  legal_jurisdiction: string | null;
  legal_form: { code: string | null; other: string | null };
  registered_at: string | null;
  registered_as: string | null;
  creation_date: string | null;
  expiration: { date: string | null; reason: string | null };
  legal_address: LeiAddress | null;
  headquarters_address: LeiAddress | null;
  registration: {
    initial_date: string | null;
    last_update: string | null;
    next_renewal: string | null;
    status: string | null;
    corroboration_level: string | null;
    managing_lou: string | null;
  };
  bics: LeiBic[];
  /** banks whose head-office BIC GLEIF maps to this LEI */
  head_office_of: BankRef[];
}
