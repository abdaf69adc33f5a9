import type { BankRef } from '../api-types';
import type { KindId } from '../kinds';
import type { Crumb } from './breadcrumbs';

// The one trail of SPEC.md section 2 "Breadcrumbs" for every page type (detail pages
// said Home > Germany, the bank and list pages Home > Countries > Germany, and named the country
// differently, "Russia" beside "Russian Federation"):
//   home > countries > country > bank > list or code
// Home itself is added by <Breadcrumbs>. The country is named by CLDR (Intl.DisplayNames) in the
// visitor's language on every page, whatever name a record carries.

export interface TrailNames {
  t: (key: string) => string;
  countryName: (code: string) => string;
}

/** Countries > country. */
export const countryTrail = (country: string, names: TrailNames): Crumb[] => [
  { label: names.t('breadcrumbs.countries'), path: '/countries' },
  { label: names.countryName(country.toUpperCase()), path: `/banks/${country.toLowerCase()}` },
];

export const bankCrumb = (bank: BankRef): Crumb => ({
  label: bank.name,
  path: `/banks/${bank.country.toLowerCase()}/${bank.slug}`,
});

/** Countries > country > bank (the bank page's own trail ends with its name, unlinked). */
export const bankTrail = (bank: BankRef, names: TrailNames): Crumb[] => [
  ...countryTrail(bank.country, names),
  bankCrumb(bank),
];

/**
 * A code's detail page: its country and bank where known, then the code. The country is the
 * bank's (or the code's, when no bank is known).
 */
export function codeTrail(label: string, bank: BankRef | null, country: string | null, names: TrailNames): Crumb[] {
  const where = bank?.country ?? country;
  return [...(bank ? bankTrail(bank, names) : where ? countryTrail(where, names) : []), { label }];
}

/** The kinds whose every code is of one country. */
const ONE_COUNTRY: Partial<Record<KindId, string>> = { ifsc: 'in', routing: 'us', rubic: 'ru' };

/**
 * The country a code names before any record is found (a SWIFT code's characters 5-6, an IBAN's
 * first two, the one country of IFSC, routing and Russian BIC codes), so that a code no source
 * lists has the trail its page would have had; null when the code names none (BIN, LEI) or a
 * country the language has no name for.
 */
export function codeCountry(kind: KindId, code: string, names: TrailNames): string | null {
  const one = ONE_COUNTRY[kind];
  if (one) return one;
  const cc = (kind === 'swift' ? code.slice(4, 6) : kind === 'iban' ? code.slice(0, 2) : '').toUpperCase();
  return /^[A-Z]{2}$/.test(cc) && names.countryName(cc) !== cc ? cc : null;
}
