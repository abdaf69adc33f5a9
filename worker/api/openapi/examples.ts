// Example answers shown by the OpenAPI document and the /api-docs page: real records, trimmed
// to their main fields (the schemas in ./schemas.ts list every documented field). Each
// identifier kind's own example is in its folder (shared/kinds/<kind>/worker/example.ts).

export const deutscheBank = { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' };
const bankSummary = { ...deutscheBank, city: 'FRANKFURT AM MAIN', head_office_swift: 'DEUTDEFF', swifts_count: 3 };

export const examples = {
  countries: [
    { short_code: 'de', name: 'Germany', banks_count: 1523 },
    { short_code: 'fr', name: 'France', banks_count: 498 },
  ],
  bankSummary,
  bank: {
    ...bankSummary,
    country_name: 'Germany',
    institution_code: 'DEUT',
    address: 'TAUNUSANLAGE 12',
    head_office: { swift: 'DEUTDEFF', bic: '044525101', lei: '7LTWFZYICNSX8D621K86' },
    institution_active: true,
    related_banks: [],
    related_banks_other_countries: [
      {
        country: 'fr',
        slug: 'deutsche-bank-ag',
        name: 'DEUTSCHE BANK AG',
        city: 'PARIS',
        head_office_swift: 'DEUTFRPP',
        swifts_count: 1,
      },
    ],
    source: 'lobax/banknames ISO 9362 institutions 2025-07-16 (MIT)',
    as_of: '2025-07-16',
  },
  home: {
    counters: {
      banks: 41873,
      swifts: 118201,
      us_routings: 18522,
      bins: 356112,
      ifscs: 177412,
      rubics: 2290,
      leis: 30128,
      countries: 232,
    },
    recently_viewed: { bins: ['371241'], swifts: ['DEUTDEFFXXX'], banks: [deutscheBank] },
    popular_banks: [bankSummary],
    user_country: 'de',
  },
  search: {
    query: 'deutsche',
    total: 1,
    sections: {
      banks: {
        total: 1,
        items: [
          {
            type: 'banks',
            code: 'DEUTDEFF',
            name: 'DEUTSCHE BANK AG',
            detail: 'FRANKFURT AM MAIN',
            country: 'DE',
            path: '/banks/de/deutsche-bank-ag',
            bank: deutscheBank,
            status: null,
          },
        ],
      },
    },
    exact: null,
  },
  invalid: {
    error: {
      code: 'invalid_swift',
      message: 'Not a SWIFT/BIC code (ISO 9362)',
      details: { errors: ['swift.invalid_length'] },
    },
  },
  notFound: { error: { code: 'not_found', message: 'SWIFT code not found' } },
};
