import type { KindDeclaration } from '../declaration';

/**
 * National bank codes: the bank identifier an IBAN's BBAN carries (ISO 13616), as the national
 * registers publish it (the Bundesbank's Bankleitzahlen; the other registers through schwifty).
 * A code is written with its country first, "DE37040044", since the same digits name different
 * banks in different countries; the search also takes the bare digits.
 */
export const kind = {
  page: 'bankcodes',
  api: 'bank_codes',
  table: 'bank_codes',
  key: 'code',
  param: 'code',
  error: 'bank_code',
  noun: 'Bank code',
  detect: 'bankcode',
  list: { by: 'country' },
  sitemap: {},
  // The national code (a BLZ typed as 37040044), with its country or not, from its fourth
  // character: fewer say nothing. Digits among them: a word of letters (HSBC) is a name.
  search: { prefix: /^(?=.*\d)[0-9A-Z]{4,14}$/, names: false },
  lookup: { name: 't.name', country: 't.country' },
  // Not "clearing": it is also a word of banks' names (ABN AMRO Clearing Bank).
  intent: ['blz', 'bankleitzahl', 'bankcode', 'sortcode'],
  form: {
    param: 'code',
    id: 'bankcode-lookup',
    keys: 'lookup',
    type: 'search',
    maxLength: 20,
    example: 'DE37040044',
    autoCapitalize: 'characters',
    search: true,
  },
} as const satisfies KindDeclaration;
