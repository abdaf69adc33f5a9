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

// Russian BIC (rubic): the Bank of Russia BIC directory ED807 (SPEC.md section 3).

/** SPEC.md section 4 BIC statuses; mapped from ED807 codes in scripts/import/rubic/status.ts. */
export type RubicStatus = 'active' | 'inactive' | 'temporary' | 'invalid_license' | 'pending_changes' | 'canceled_license' | 'unknown';

/** An ED807 restriction (Rstr / AccRstr code) and the date it applies from. */
export interface RubicRestriction {
  code: string;
  date: string | null;
  successor_bic?: string | null;
}

export interface RubicAccount {
  account: string;
  /** RegulationAccountType: CRSA correspondent, BANA bank, TRSA/UTRA treasury, CLAC clearing, ... */
  type: string | null;
  /** The Bank of Russia unit holding the account (AccountCBRBIC). */
  cbr_bic: string | null;
  ck: string | null;
  date_in: string | null;
  date_out: string | null;
  status: RubicStatus;
  status_date: string | null;
  restrictions: RubicRestriction[];
  /** Bank of Russia control key of the account, checked against cbr_bic. */
  control_key_valid: boolean;
  control_key_errors: string[];
}

export interface RubicSwift {
  code: string;
  is_default: boolean;
  /** true when the SWIFT code is in our SWIFT directory (its page exists). */
  known: boolean;
}

export interface RubicSummary extends DataOrigin {
  code: string;
  name: string;
  locality: string | null;
  participant_type: string | null;
  is_head_office: boolean;
  status: RubicStatus;
  status_date: string | null;
  correspondent_account: string | null;
}

export interface Rubic extends RubicSummary {
  country: string;
  country_name: string | null;
  /** Region name: ED807 gives only its OKATO code (okato_region). */
  region: string | null;
  okato_region: string | null;
  /** The credit institution: the head office's name for a branch. */
  organisation: string;
  /** The branch name, for branches (participant type 30). */
  branch: string | null;
  registration_number: string | null;
  postcode: string | null;
  address: string | null;
  /** Not in ED807. */
  phone: string | null;
  /** The Bank of Russia unit keeping the correspondent account. */
  bic_rkc: string | null;
  parent_bic: string | null;
  english_name: string | null;
  services: string | null;
  exchange_type: string | null;
  uid: string | null;
  date_in: string | null;
  date_out: string | null;
  restrictions: RubicRestriction[];
  requisites: { bank_name: string; correspondent_account: string | null; okpo: string | null };
  org_data: { full_name: string; short_name: string | null; type: string | null; location: string | null };
  /** The default SWIFT BIC (DefaultSWBIC), else the first. */
  swift: string | null;
  swifts: RubicSwift[];
  accounts: RubicAccount[];
  bank: BankRef | null;
}
