// The bin record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).

export const example = {
  iin_start: '371241',
  iin_end: '371242',
  prefix_length: 6,
  scheme: 'amex',
  payment_system: 'American Express',
  scheme_derived: false,
  brand: null,
  card_type: 'credit',
  card_category: null,
  prepaid: null,
  country: 'US',
  country_name: 'United States of America',
  issuer_bank: 'AMERICAN EXPRESS',
  bank: null,
  source: 'binlist.net ranges (binlist/data 2017-03-19)',
  as_of: '2017-03-19',
  number: '371241',
  mii: 3,
  mii_name: 'Travel and entertainment',
  iin_schemes: [{ scheme: 'amex', name: 'American Express', lengths: [15] }],
  records: [],
  related: [],
};
