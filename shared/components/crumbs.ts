import type { BankRef } from '../api-types';
import type { Crumb } from './breadcrumbs';

// The one trail of SPEC.md section 2 "Breadcrumbs" for every page type (issue 17: detail pages
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
