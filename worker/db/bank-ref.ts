import type { BankRef } from '../../shared/api-types';

/** The bank a code row links to, from the joined banks columns; null when it links to none. */
export function bankRef(
  country: string | null | undefined,
  slug: string | null | undefined,
  name: string | null | undefined,
): BankRef | null {
  return country && slug ? { country: country.toLowerCase(), slug, name: name ?? '' } : null;
}
