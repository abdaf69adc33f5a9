// The iban record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).

export const example = {
  iban: 'DE89370400440532013000',
  iban_print: 'DE89 3704 0044 0532 0130 00',
  valid: true,
  errors: [],
  checks: { structure: true, checksum: true, length: true, national_checksum: 'valid', sepa: true },
  country: 'DE',
  country_name: 'Germany',
  expected_length: 22,
  sepa: true,
  parts: {
    country_code: 'DE',
    check_digits: '89',
    bban: '370400440532013000',
    bank_identifier: '37040044',
    branch_identifier: null,
    account_number: '0532013000',
  },
  bank: {
    bank_code: '37040044',
    name: 'Commerzbank',
    bic: 'COBADEFFXXX',
    bic_listed: true,
    bank: { country: 'de', slug: 'commerzbank-ag', name: 'COMMERZBANK AG' },
  },
  suggestions: [],
};
