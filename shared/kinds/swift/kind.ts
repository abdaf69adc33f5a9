import type { KindDeclaration } from '../declaration';

/** The swift kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'swifts',
  api: 'swifts',
  table: 'swifts',
  key: 'code',
  param: 'code',
  // ISO 9362: an 8-character BIC is the primary office, the 11-character one with branch code
  // XXX. Its page's URL is the 11-character code: the record's own code (the API's `code`),
  // one length for every record (a branch's code has no short form), and the form the sitemap
  // has always listed, so indexed URLs stay as they are.
  short: { length: 8, suffix: 'XXX' },
  error: 'swift',
  noun: 'SWIFT code',
  detect: 'swift',
  list: { by: 'country' },
  sitemap: {},
  // ISO 9362: from the institution's 4 letters on; fewer say nothing.
  search: { prefix: /^[A-Z]{4}[0-9A-Z]{0,7}$/, names: true },
  lookup: { name: 't.bank_name', country: 't.country' },
  // ISO 9362: a slip in an 8- or 11-character BIC (the stored form of an 8 is its XXX office).
  typos: { shape: /^[A-Z]{6}[0-9A-Z]{1,6}$/, alphabet: 'alphanumeric', lengths: [8, 11] },
  // Words that say a swift code is wanted ("swift code for ..."): the search lists this kind first.
  intent: ['swift', 'bic', 'swiftcode', 'свифт'],
} as const satisfies KindDeclaration;
