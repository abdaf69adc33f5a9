import type { Parameter, Response, Schema } from './describe';
import { MAX_PAGE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../paging';

// Components of the OpenAPI document: the JSON shapes of shared/api-types.ts as JSON Schema
// 2020-12 (OpenAPI 3.1 uses it as is: `type: [..., 'null']` for nullable), the parameters and
// answers most routes share. Objects list their main fields; further fields may be added
// without a new API version, so none of them forbids additional properties.

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const nstr = { type: ['string', 'null'] };
const nbool = { type: ['boolean', 'null'] };
const nint = { type: ['integer', 'null'] };
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (name: string): Schema => ({ oneOf: [ref(name), { type: 'null' }] });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: 'object', properties, required });

const origin = { source: str, as_of: nstr };

export const schemas: Record<string, Schema> = {
  Error: object({
    error: object({
      code: { ...str, description: '`not_found`, or `invalid_<kind>` for malformed input (e.g. `invalid_swift`, `invalid_page_size`)' },
      message: str,
      details: { description: 'Present for some 400s: the validator\'s error codes under `errors`, or the offending value' },
    }, ['code', 'message']),
  }),
  Country: object({ short_code: str, name: str, banks_count: int }),
  BankRef: object({ country: { ...str, description: 'ISO 3166-1 alpha-2, lower case' }, slug: str, name: str }),
  BankSummary: object({ country: str, slug: str, name: str, city: nstr, head_office_swift: nstr, swifts_count: int }),
  Bank: object({
    country: str, slug: str, name: str, city: nstr, head_office_swift: nstr, swifts_count: int, ...origin,
    country_name: nstr, former_name: nstr, institution_code: nstr, address: nstr,
    head_office: object({ swift: nstr, bic: nstr, lei: nstr }),
    institution_active: nbool,
    related_banks: arrayOf(ref('BankSummary')),
    related_banks_other_countries: arrayOf(ref('BankSummary')),
  }),
  HomePage: object({
    counters: object({ banks: int, swifts: int, us_routings: int, bins: int, ifscs: int, rubics: int, leis: int }),
    recently_viewed: object({ bins: arrayOf(str), swifts: arrayOf(str), banks: arrayOf(ref('BankRef')) }),
    popular_banks: arrayOf(ref('BankSummary')),
    user_country: str,
  }),
  Swift: object({
    code: { ...str, description: 'ISO 9362, 11 characters' }, bic8: str, bank_code: str, country: str, country_name: nstr,
    location: str, branch: str, is_primary_office: bool, bank_name: nstr, branch_name: nstr, address: nstr, city: nstr,
    postcode: nstr, institution_active: nbool, bank: nullable('BankRef'), ...origin,
  }),
  BinRange: object({
    iin_start: str, iin_end: str, prefix_length: int, scheme: nstr, payment_system: nstr, scheme_derived: bool, brand: nstr,
    card_type: { enum: ['debit', 'credit', null] }, card_category: nstr, prepaid: nbool, country: nstr, country_name: nstr,
    issuer_bank: nstr, bank: nullable('BankRef'), ...origin,
  }),
  BinDerived: object({
    number: str, mii: int, mii_name: str,
    iin_schemes: arrayOf(object({ scheme: str, name: str, lengths: arrayOf(int) })),
  }),
  Bin: {
    allOf: [ref('BinRange'), ref('BinDerived'), object({ records: arrayOf(ref('BinRange')), related: arrayOf(ref('BinRange')) })],
  },
  Ifsc: object({
    code: str, bank_code: str, branch_code: str, bank_name: nstr, branch: nstr, address: nstr, city: nstr, district: nstr,
    state: nstr, country: str, micr: nstr, swift: nstr, neft: nbool, rtgs: nbool, imps: nbool, upi: nbool,
    in_valid_list: bool, sublet: bool, bank: nullable('BankRef'), ...origin,
  }),
  UsRouting: object({
    routing_number: str, name: str, city: nstr, state: nstr,
    process_status: { enum: ['both', 'fedach', 'fedwire'], description: 'Listed by FedACH and Fedwire, or only one of them' },
    check_digit: str, check_digit_valid: bool, validation_errors: arrayOf(str), routing_symbol: str, institution_id: str,
    fed_district: nint, bank: nullable('BankRef'),
    ach: { type: ['object', 'null'], description: 'The FedACH directory record (null in lists)' },
    wire: { type: ['object', 'null'], description: 'The Fedwire Funds directory record (null in lists)' },
    ...origin,
  }),
  RubicSummary: object({
    code: str, name: str, locality: nstr, participant_type: nstr, is_head_office: bool,
    status: { enum: ['active', 'inactive', 'temporary', 'invalid_license', 'pending_changes', 'canceled_license', 'unknown'] },
    status_date: nstr, correspondent_account: nstr, ...origin,
  }),
  Rubic: {
    allOf: [ref('RubicSummary'), object({
      country: str, region: nstr, organisation: str, branch: nstr, address: nstr, bic_rkc: nstr, swift: nstr,
      requisites: object({ bank_name: str, correspondent_account: nstr, okpo: nstr }),
      accounts: arrayOf({ type: 'object' }), bank: nullable('BankRef'),
    })],
  },
  Iban: object({
    iban: str, iban_print: str, valid: bool,
    errors: { ...arrayOf(str), description: 'Failed checks as validator codes, e.g. `iban.checksum`' },
    checks: object({ structure: bool, checksum: bool, length: bool, national_checksum: { enum: ['valid', 'invalid', 'not_applicable'] }, sepa: bool }),
    country: str, country_name: nstr, expected_length: int, sepa: bool,
    parts: { type: ['object', 'null'], description: 'country_code, check_digits, bban, bank_identifier, branch_identifier, account_number, ...' },
    bank: { type: ['object', 'null'], description: 'The bank the bank identifier resolves to in a national register' },
    suggestions: { ...arrayOf(str), description: 'For a failed checksum: valid IBANs one typo away' },
  }),
  LeiSummary: object({
    code: str, legal_name: nstr, country: nstr, entity_status: nstr, registration_status: nstr, checksum_valid: bool,
    bank: nullable('BankRef'), ...origin,
  }),
  Lei: {
    allOf: [ref('LeiSummary'), object({
      errors: arrayOf(str),
      parts: object({ lou_prefix: str, reserved: str, entity_id: str, check_digits: str }),
      legal_jurisdiction: nstr, registration: { type: 'object' }, bics: arrayOf({ type: 'object' }),
    })],
  },
  SearchHit: object({
    type: { enum: ['banks', 'swifts', 'bins', 'ifscs', 'rubics', 'leis', 'us_routings'] }, code: nstr, name: str, detail: nstr,
    country: nstr, path: { ...str, description: 'The page of the record on this site' }, bank: nullable('BankRef'), status: nstr,
  }),
  Suggestion: object({
    type: { enum: ['banks', 'swifts', 'bins', 'ifscs', 'rubics', 'leis', 'us_routings'] }, code: nstr, label: str, detail: nstr,
    path: { ...str, description: 'The page of the record on this site' },
  }),
  SuggestResult: object({ query: { ...str, description: 'The query as understood (trimmed)' }, suggestions: arrayOf(ref('Suggestion')) }),
  ValidatedCode: object({
    input: str,
    type: { enum: ['iban', 'swift', 'lei', 'ifsc', 'aba', 'rubic', 'bin', 'card', null] },
    valid: bool, errors: { ...arrayOf(str), description: 'Validator codes, e.g. `swift.invalid_country`; `unrecognized` for no type' },
    warnings: { ...arrayOf(str), description: 'Valid but worth a look, e.g. `swift.iso2022_party_prefix`' },
    alternatives: { ...arrayOf({ enum: ['iban', 'swift', 'lei', 'ifsc', 'aba', 'rubic', 'bin', 'card'] }), description: 'Other types the input has the shape of, most likely first' },
    canonical: nstr, found: { ...nbool, description: 'Whether the directory holds the record; null when not looked up' },
    bank_name: nstr, country: nstr, bank: nullable('BankRef'), path: nstr,
  }),
  ValidationReport: object({ total: int, valid: int, found: int, items: arrayOf(ref('ValidatedCode')) }),
  SearchResult: object({
    query: str, total: int,
    sections: { type: 'object', additionalProperties: object({ total: int, items: arrayOf(ref('SearchHit')), capped: bool }, ['total', 'items']) },
    exact: nullable('SearchHit'),
    did_you_mean: arrayOf(ref('SearchHit')),
  }, ['query', 'total', 'sections', 'exact']),
  Economy: object({ country: str, swift: str, bank_name: str, city: nstr, bank: nullable('BankRef') }),
  SourceFile: object({
    file: str, table: str, source: nstr, read: int, stored: int,
    rejected: { type: 'object', additionalProperties: int, description: 'Rows rejected, by reason' },
    flagged: { type: 'object', additionalProperties: int, description: 'Rows stored but flagged, by reason' },
  }, ['file', 'table', 'source', 'read', 'stored', 'rejected']),
  DataSources: object({
    imported_at: nstr,
    importer_version: nint,
    datasets: arrayOf(object({
      folder: str, tables: arrayOf(str), names: arrayOf(str), licence: str, url: str, files: arrayOf(ref('SourceFile')),
    })),
    derived: arrayOf(ref('SourceFile')),
  }),
};

/** The list headers of every list answer (../shared/DESIGN.md): integers. */
export const listHeaders = Object.fromEntries(
  [['total', 'Number of items in all pages'], ['page-number', 'This page'], ['per-page', 'Page size'], ['total-pages', 'Number of pages']]
    .map(([name, description]) => [name, { description, schema: int }]),
);

export const responses = {
  one: (schema: string, description: string, example?: unknown): Response => ({
    description,
    content: { 'application/json': { schema: ref(schema), ...(example === undefined ? {} : { example }) } },
  }),
  array: (schema: string, description: string, example?: unknown): Response => ({
    description,
    content: { 'application/json': { schema: arrayOf(ref(schema)), ...(example === undefined ? {} : { example }) } },
  }),
  list: (schema: string, description: string, example?: unknown): Response => ({
    description,
    headers: listHeaders,
    content: { 'application/json': { schema: arrayOf(ref(schema)), ...(example === undefined ? {} : { example }) } },
  }),
  /** 400 with the `invalid_<kind>` codes this route can answer. */
  invalid: (...kinds: string[]): Response => ({
    description: `Malformed input: ${kinds.map((k) => `\`invalid_${k}\``).join(', ')}`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
  /** 413 body_too_large: refused from Content-Length or while streaming, unread. */
  tooLarge: (maxBytes: number): Response => ({
    description: `\`body_too_large\`: the body is larger than ${maxBytes.toLocaleString('en')} bytes`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
  notFound: (what: string): Response => ({
    description: `\`not_found\`: ${what}`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
};

export const params = {
  /** A path parameter; pattern and lengths say exactly which shapes the route takes (others: 400). */
  path: (name: string, description: string, example: string, pattern?: string, length?: [number, number]): Parameter => ({
    name, in: 'path', required: true, description,
    schema: { ...str, ...(pattern ? { pattern } : {}), ...(length ? { minLength: length[0], maxLength: length[1] } : {}) },
    example,
  }),
  lang: { name: 'lang', in: 'query', description: 'Language of country and bank names where a translation exists (de, en, es, fr, it, ja, ko, pt, ru, zh)', schema: str } as Parameter,
  country: (description = 'ISO 3166-1 alpha-2 country code, any case'): Parameter => ({ name: 'country', in: 'query', description, schema: { ...str, pattern: '^[A-Za-z]{2}$' } }),
  bank: { name: 'bank', in: 'query', description: 'A bank slug (as in /banks/{country}/{slug}); needs `country`', schema: str } as Parameter,
  page: { name: 'page', in: 'query', description: `Page number, from 1 to ${MAX_PAGE.toLocaleString('en')}`, schema: { ...int, minimum: 1, maximum: MAX_PAGE, default: 1 } } as Parameter,
  pageSize: {
    name: 'page_size', in: 'query',
    description: `Items per page, at most ${MAX_PAGE_SIZE} (a bank's full list: page=1&page_size=${MAX_PAGE_SIZE})`,
    schema: { ...int, minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  } as Parameter,
};

/** The query of every list endpoint: country, bank, page, page_size. */
export const listParams = (country = params.country()): Parameter[] => [country, params.bank, params.page, params.pageSize];
