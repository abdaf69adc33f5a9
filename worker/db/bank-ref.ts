import type { BankRef } from '../../shared/api-types';

/** A code row with the columns selectWithBank joins in: its linked bank. */
export interface WithBank {
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
}

/** SELECT a code table's rows (`table alias`) with its linked bank (banks `bank`). */
export const selectWithBank = (table: string, alias: string, bank: string) => `
  SELECT ${alias}.*, ${bank}.country AS bank_country, ${bank}.slug AS bank_slug, ${bank}.name AS bank_display_name
  FROM ${table} ${alias}
  LEFT JOIN banks ${bank} ON ${bank}.id = ${alias}.bank_id`;

/** The bank a code row links to, from the joined banks columns; null when it links to none. */
export function bankRef(
  country: string | null | undefined,
  slug: string | null | undefined,
  name: string | null | undefined,
): BankRef | null {
  return country && slug ? { country: country.toLowerCase(), slug, name: name ?? '' } : null;
}
