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

/** IFSC (RBI): one bank branch in India. SPEC.md section 3; fields the data has. */
export interface Ifsc extends DataOrigin {
  code: string;
  /** Characters 1-4 and 6-11 of the code (character 5 is the reserved '0'). */
  bank_code: string;
  branch_code: string;
  bank_name: string | null;
  branch: string | null;
  address: string | null;
  city: string | null;
  centre: string | null;
  district: string | null;
  state: string | null;
  /** ISO 3166-2, e.g. IN-MH */
  state_code: string | null;
  country: string;
  country_name: string | null;
  contact: string | null;
  micr: string | null;
  swift: string | null;
  neft: boolean | null;
  rtgs: boolean | null;
  imps: boolean | null;
  upi: boolean | null;
  /** false: not in the current RBI list of codes (likely a closed or merged branch) */
  in_valid_list: boolean;
  /** true when the code is sublet: it belongs to a sub-member bank (ifsc_bank), not to the bank of its first four letters. */
  sublet: boolean;
  ifsc_bank: IfscBank | null;
  bank: BankRef | null;
}

/** An RBI/NPCI bank code with its category and payment-system memberships. */
export interface IfscBank {
  code: string;
  name: string;
  /** SPEC.md section 4: private or government (public sector and regional rural banks); null for co-operatives and unknown. */
  type: 'private' | 'government' | null;
  /** RBI category: PSB, Private, SFB, PB, LAB, Foreign, RRB, SCB, DCCB, S-UCB, O-UCB */
  category: string | null;
  micr: string | null;
  iin: string | null;
  main_ifsc: string | null;
  upi: boolean | null;
  imps: boolean | null;
  nach_debit: boolean | null;
  ach_credit: boolean | null;
  ach_debit: boolean | null;
  apbs: boolean | null;
}
