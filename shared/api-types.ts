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
  /** The older SWIFT lists' name of an institution the 2025 ISO 9362 directory names otherwise. */
  former_name?: string | null;
  institution_code: string | null;
  address: string | null;
  head_office: { swift: string | null; bic: string | null; lei: string | null };
  institution_active: boolean | null;
  related_banks: BankSummary[];
  related_banks_other_countries: BankSummary[];
  /** Codes of each kind linked to the bank (the per-bank lists' totals). */
  counts?: BankCounts;
  license?: BankLicense | null;
  /** Russian banks: from the head office's Bank of Russia BIC record. */
  requisites?: BankRequisites | null;
  us?: BankUs | null;
  india?: BankIndia | null;
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
  /**
   * Per section, in order of relevance (the section holding the best match first). A page past
   * a section's end leaves it out. `capped`: there are more than `total` (counting stopped).
   */
  sections: Partial<Record<SearchSection, { total: number; items: SearchHit[]; capped?: boolean }>>;
  /** The record the query names exactly (a complete, existing code), if any. */
  exact: SearchHit | null;
  /** For a malformed or mistyped code: existing codes it was probably meant to be. */
  did_you_mean?: SearchHit[];
}

/** SPEC.md section 4: both FedACH and FedWire, only FedACH, only FedWire. */
export type UsRoutingProcessStatus = 'both' | 'fedach' | 'fedwire';

/** The FedACH directory's record of a routing number (SPEC.md section 3, "ACH part"). */
export interface UsRoutingAch extends DataOrigin {
  bank_name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  /** O main office, B branch */
  office_type: 'main' | 'branch';
  /** routing number of the servicing Federal Reserve main office, and its district */
  servicing_fed_main_office: string;
  servicing_fed_district: number | null;
  /** 0 a Federal Reserve Bank, 1 send items to this number, 2 send them to new_routing_number */
  record_type: string;
  new_routing_number: string | null;
  /** institution status code (1 receives government and commercial items) */
  status: string | null;
  change_date: string | null;
}

/** The Fedwire Funds directory's record (SPEC.md section 3, "Wire part"). */
export interface UsRoutingWire extends DataOrigin {
  name: string;
  telegraphic_name: string | null;
  city: string | null;
  state: string | null;
  funds_transfer_status: boolean | null;
  settlement_only: boolean | null;
  book_entry_securities_transfer_status: boolean | null;
  revision_date: string | null;
}

export interface UsRouting extends DataOrigin {
  routing_number: string;
  name: string;
  city: string | null;
  state: string | null;
  process_status: UsRoutingProcessStatus;
  check_digit: string;
  check_digit_valid: boolean;
  /** the validator's codes (aba.checksum, aba.invalid_prefix) when the number fails a check */
  validation_errors: string[];
  /** digits 1-4 and 5-8 (ABA) */
  routing_symbol: string;
  institution_id: string;
  fed_district: number | null;
  fed_district_name: string | null;
  symbol_type: string | null;
  bank: BankRef | null;
  /** null in lists; on the detail the part is null when that directory does not list the number */
  ach: UsRoutingAch | null;
  wire: UsRoutingWire | null;
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

/** What one data file gave the last import (the importer's reconciliation). */
export interface SourceFile {
  file: string;
  table: string;
  source: string | null;
  read: number;
  stored: number;
  rejected: Record<string, number>;
  flagged?: Record<string, number>;
}

export interface DataSources {
  imported_at: string | null;
  importer_version: number | null;
  datasets: {
    folder: string;
    tables: string[];
    names: string[];
    licence: string;
    url: string;
    files: SourceFile[];
  }[];
  derived: SourceFile[];
}

// Bank page extras (worker/db/bank-extras.ts). Optional on Bank: another instance's API may lack them.

export interface BankCounts {
  swifts: number;
  rubics: number;
  bins: number;
  ifscs: number;
  us_routings: number;
}

/** SPEC.md section 4: valid; invalid since a date; revoked since a date. `basis` says what it was derived from. */
export interface BankLicense {
  status: 'valid' | 'invalid' | 'revoked';
  since: string | null;
  basis: 'rubic' | 'iso9362';
}

export interface BankRequisites {
  /** Head-office Russian BIC. */
  bic: string;
  correspondent_account: string | null;
  /** The Bank of Russia unit keeping the correspondent account. */
  bic_rkc: string | null;
  registration_number: string | null;
  /** OKATO code of the region. */
  okato: string | null;
  legal_address: string | null;
  english_name: string | null;
  /** Date the BIC entered the Bank of Russia directory. */
  in_directory_since: string | null;
}

/** SPEC.md section 3 "US bank": FedACH / FedWire processing branch counts. */
export interface BankUs {
  fedach_count: number;
  fedwire_count: number;
}

/** The RBI/NPCI bank code of an Indian bank. */
export interface BankIndia {
  code: string;
  category: string | null;
  type: 'private' | 'government' | null;
  main_ifsc: string | null;
  micr: string | null;
}

/** GET economies: a large economy's main bank and its head-office SWIFT code (BIC8). */
export interface Economy {
  country: string;
  swift: string;
  bank_name: string;
  city: string | null;
  bank: BankRef | null;
}

/** One autocompletion entry of GET /api/v1/suggest. */
export interface Suggestion {
  type: SearchSection;
  /** The code (SWIFT, BIN, IFSC...); for a bank its head-office SWIFT, or null. */
  code: string | null;
  /** What the list shows first: the code, or the bank's name. */
  label: string;
  /** The second line: the bank and place of a code, the city and country of a bank. */
  detail: string | null;
  /** The record's page, without a language prefix. */
  path: string;
}

export interface SuggestResult {
  /** The query as understood (trimmed), so that a client can drop answers to older keystrokes. */
  query: string;
  suggestions: Suggestion[];
}

/** Identifier types POST /api/v1/validate detects (shared/validators detectIdentifier). */
export type ValidatedType = 'iban' | 'swift' | 'lei' | 'ifsc' | 'aba' | 'rubic' | 'bin' | 'card';

/** The verdict on one input of POST /api/v1/validate, in input order. */
export interface ValidatedCode {
  /** The input as given (trimmed). */
  input: string;
  /** The most likely type, or null when the input has the shape of none. */
  type: ValidatedType | null;
  /** The type's full validation (format and check digits) passed. */
  valid: boolean;
  /** The validator's error codes (e.g. swift.invalid_country); `unrecognized` for no type. */
  errors: string[];
  /** Valid but worth a look (e.g. swift.iso2022_party_prefix: a BIC form SWIFT has not issued). */
  warnings: string[];
  /**
   * The other types the input has the shape of, most likely first (e.g. `rubic` for a nine-digit
   * 04 number typed as an ABA routing number; `lei` for 20 characters typed as an IBAN).
   */
  alternatives: ValidatedType[];
  /** The canonical form (e.g. an 11-character BIC, an IBAN without spaces), when valid. */
  canonical: string | null;
  /** Whether the directory holds the record (for an IBAN: its bank code); null when not looked up. */
  found: boolean | null;
  /** The matched record's bank name as its directory gives it. */
  bank_name: string | null;
  /** ISO 3166-1 alpha-2 of the matched record (for an IBAN, its country code). */
  country: string | null;
  /** The bank page the record links to, where known. */
  bank: BankRef | null;
  /** The record's page on this site, without a language prefix. */
  path: string | null;
}

export interface ValidationReport {
  total: number;
  valid: number;
  found: number;
  items: ValidatedCode[];
}
