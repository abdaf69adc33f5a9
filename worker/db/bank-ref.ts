import type { BankRef } from '../../shared/api-types';
import { nameColumn } from './countries';

/** A code row with the columns selectWithBank joins in: its linked bank and its country's name. */
export interface WithBank {
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
  country_name: string | null;
}

/** SELECT a code table's rows (`table alias`) with its linked bank (banks `bank`) and its country's name in `lang`. */
export const selectWithBank = (table: string, alias: string, bank: string, lang: string | undefined) => `
  SELECT ${alias}.*, ${bank}.country AS bank_country, ${bank}.slug AS bank_slug, ${bank}.name AS bank_display_name,
         COALESCE(c.${nameColumn(lang)}, c.name_en) AS country_name
  FROM ${table} ${alias}
  LEFT JOIN banks ${bank} ON ${bank}.id = ${alias}.bank_id
  LEFT JOIN countries c ON c.code = ${alias}.country`;

/** The bank a code row links to, from the joined banks columns; null when it links to none. */
export function bankRef(
  country: string | null | undefined,
  slug: string | null | undefined,
  name: string | null | undefined,
): BankRef | null {
  return country && slug ? { country: country.toLowerCase(), slug, name: name ?? '' } : null;
}
