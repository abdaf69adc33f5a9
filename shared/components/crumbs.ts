import type { BankRef } from '../api-types';
import type { Crumb } from './breadcrumbs';

// The trails of SPEC.md section 2 "Breadcrumbs": home > (countries >) country > bank > code.
// Home itself is added by <Breadcrumbs>.

export const countryCrumb = (country: string, name: string): Crumb => ({ label: name, path: `/banks/${country.toLowerCase()}` });

export const bankCrumb = (bank: BankRef): Crumb => ({ label: bank.name, path: `/banks/${bank.country.toLowerCase()}/${bank.slug}` });

/**
 * A code's detail page: its country and bank where known, then the code. `countryName` names
 * the country of the bank (or of the code, when no bank is known).
 */
export function codeTrail(label: string, bank: BankRef | null, country: string | null, countryName: (code: string) => string): Crumb[] {
  const where = bank?.country ?? country;
  return [
    ...(where ? [countryCrumb(where, countryName(where.toUpperCase()))] : []),
    ...(bank ? [bankCrumb(bank)] : []),
    { label },
  ];
}
