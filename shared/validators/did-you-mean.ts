/**
 * "Did you mean ...?" for codes that fail their check digits: the candidates one substitution
 * or one adjacent transposition away that pass. These are the two error classes check-digit
 * schemes are designed to catch (ISO 7064:2003 clause 5; ISO/IEC 7812-1 Annex B for Luhn), so
 * a mistyped code's original is usually among them. The caller keeps those that exist in its data.
 */
import { compact } from './common';
import { normalizeRouting, normalizeLei } from './normalize';
import { isValidRouting } from '../kinds/routing/validator';
import { isValidCardNumber } from './card';
import { isValidIban, normalizeIban } from '../kinds/iban/validator';
import { isValidLei } from '../kinds/lei/validator';

export const DIGITS = '0123456789';
export const ALPHANUMERICS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface SuggestOptions {
  /** Characters tried in substitutions (default: digits and upper-case letters). */
  alphabet?: string;
  /** At most this many candidates (default 20). */
  max?: number;
}

/**
 * Candidates one adjacent transposition (listed first) or one substitution away from `code`
 * that satisfy `isValid`, without duplicates, at most `max`. Empty when `code` is itself valid.
 */
export function suggestCorrections(
  code: string,
  isValid: (candidate: string) => boolean,
  options: SuggestOptions = {},
): string[] {
  const alphabet = options.alphabet ?? ALPHANUMERICS;
  const max = options.max ?? 20;
  const out: string[] = [];
  if (max <= 0 || code === '' || isValid(code)) return out;
  const seen = new Set<string>([code]);
  const consider = (c: string): boolean => {
    if (seen.has(c)) return false;
    seen.add(c);
    if (isValid(c)) out.push(c);
    return out.length >= max;
  };
  for (let i = 0; i + 1 < code.length; i++) {
    const a = code[i];
    const b = code[i + 1];
    if (a === b) continue;
    if (consider(code.slice(0, i) + b + a + code.slice(i + 2))) return out;
  }
  for (let i = 0; i < code.length; i++) {
    for (const ch of alphabet) {
      if (ch === code[i]) continue;
      if (consider(code.slice(0, i) + ch + code.slice(i + 1))) return out;
    }
  }
  return out;
}

/** IBAN candidates (electronic format). */
export function suggestIban(input: string, max?: number): string[] {
  return suggestCorrections(normalizeIban(input), isValidIban, { alphabet: ALPHANUMERICS, max });
}

export function suggestLei(input: string, max?: number): string[] {
  return suggestCorrections(normalizeLei(input), isValidLei, { alphabet: ALPHANUMERICS, max });
}

export function suggestRouting(input: string, max?: number): string[] {
  return suggestCorrections(normalizeRouting(input), isValidRouting, { alphabet: DIGITS, max });
}

export function suggestCardNumber(input: string, max?: number): string[] {
  return suggestCorrections(compact(input), isValidCardNumber, { alphabet: DIGITS, max });
}
