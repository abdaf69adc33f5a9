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

/** The parts of an IBAN (SPEC.md section 3); null where the country's format has no such part. */
export interface IbanParts {
  country_code: string;
  check_digits: string;
  bban: string;
  /** National check digits inside the BBAN (several concatenated, e.g. HR, HU, CZ, SK). */
  bban_check_digits: string | null;
  bank_identifier: string | null;
  branch_identifier: string | null;
  account_number: string | null;
  // Defined by some national formats but not by the registry the validator is built from (yet).
  account_type: string | null;
  owner_account_number: string | null;
  currency: string | null;
  extra_check_digits: string | null;
  identification_number: string | null;
  reserved: string | null;
}

/** The bank an IBAN's bank identifier resolves to, from the national bank-code registers. */
export interface IbanBank extends DataOrigin {
  bank_code: string;
  name: string;
  /** ISO 9362, 11 characters; null when the register publishes none. */
  bic: string | null;
  /** Whether the BIC has a SWIFT page here. */
  bic_listed: boolean;
  /** Our bank page, when the BIC matched one. */
  bank: BankRef | null;
}

/** GET ibans/{code}: the validation is the record (200 for valid and invalid IBANs alike). */
export interface Iban {
  /** Electronic format: no spaces, upper case. */
  iban: string;
  /** Print format: groups of four. */
  iban_print: string;
  valid: boolean;
  /** Failed checks as the validator's codes ('iban.checksum', ...), most fundamental first. */
  errors: string[];
  /** The five checks of SPEC.md section 5. */
  checks: {
    structure: boolean;
    checksum: boolean;
    length: boolean;
    national_checksum: 'valid' | 'invalid' | 'not_applicable';
    sepa: boolean;
  };
  country: string;
  country_name: string | null;
  /** IBAN length of the country. */
  expected_length: number;
  sepa: boolean;
  parts: IbanParts | null;
  bank: IbanBank | null;
  /** For a failed IBAN checksum: valid IBANs one typo away, those with a known bank first. */
  suggestions: string[];
}
