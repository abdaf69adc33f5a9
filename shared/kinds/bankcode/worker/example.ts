// The bank code record shown by the OpenAPI document and the /api-docs page: a real record.

export const example = {
  code: 'DE37040044',
  country: 'DE',
  bank_code: '37040044',
  name: 'Commerzbank',
  short_name: 'Commerzbank Köln',
  bic: 'COBADEFFXXX',
  bic_listed: true,
  check_method: '13',
  bank: { country: 'de', slug: 'commerzbank-ag', name: 'Commerzbank AG' },
  source: 'Deutsche Bundesbank bank codes via bankdata-germany 2.2602.0 (MIT or MPL-2.0)',
  as_of: '2026-06-08',
};
