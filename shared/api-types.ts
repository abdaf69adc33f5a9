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

/** One BIN/IIN record (ISO/IEC 7812-1): a prefix, or a range iin_start..iin_end of equally long prefixes. */
export interface BinRange extends DataOrigin {
  iin_start: string;
  iin_end: string;
  prefix_length: number;
  /** Payment system id (shared/validators/bin.ts CardScheme), e.g. visa */
  scheme: string | null;
  /** Payment system name, e.g. Visa */
  payment_system: string | null;
  /** true when the source named no scheme and it was taken from the published IIN ranges */
  scheme_derived: boolean;
  brand: string | null;
  card_type: 'debit' | 'credit' | null;
  card_category: string | null;
  prepaid: boolean | null;
  country: string | null;
  country_name: string | null;
  issuer_bank: string | null;
  issuer_bank_local: string | null;
  issuer_url: string | null;
  issuer_phone: string | null;
  issuer_city: string | null;
  /** Our bank page, when the issuer was matched to a bank (country + name) */
  bank: BankRef | null;
}

/** What the IIN ranges the schemes publish say about any number, known to us or not. */
export interface BinDerived {
  /** The BIN looked up: 6 digits, or 8 for an 8-digit IIN or a card number of 16+ digits */
  number: string;
  /** Major industry identifier (first digit), ISO/IEC 7812-1 */
  mii: number;
  mii_name: string;
  iin_schemes: { scheme: string; name: string; lengths: number[] }[];
}

/** GET bins/{number}: the most specific record covering the number, then all of them. */
export interface Bin extends BinRange, BinDerived {
  /** Every record covering the number, most specific first (the first is the one above) */
  records: BinRange[];
  /** Nearby BINs of the same issuer, or nearby prefixes when the issuer is unknown */
  related: BinRange[];
}
