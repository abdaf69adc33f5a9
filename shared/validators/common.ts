/**
 * Small helpers shared by the validators. Pure, no Node APIs, no dependencies.
 *
 * - ISO 7064:2003 MOD 97-10 (used by IBAN, LEI and several national BBAN checks)
 * - Luhn / ISO/IEC 7812-1:2017 Annex B (card numbers, Finnish account numbers)
 */

/** Result shape shared by every `validateX` function. */
export interface ValidationResult<E extends string, P> {
  /** true when every check passed. */
  valid: boolean;
  /** Failed checks as i18n message keys, most fundamental first. Empty when valid. */
  errors: E[];
  /** The identifier's components, or null when the input is too malformed to split. */
  parts: P | null;
  /** The canonical (electronic) form, set only when valid. */
  canonical: string | null;
}

/**
 * Separators people put into printed or pasted codes: white space (any Unicode space, NBSP,
 * zero-width space), the hyphen-minus and the Unicode hyphens and dashes (U+2010-U+2015, the
 * minus sign U+2212), and dots (the Norwegian account notation 8601.11.17947, German account
 * groupings). None of them is a character of any identifier here.
 */
const SEPARATORS = /[\s\u200b-\u200d\u2060\ufeff\-\u2010-\u2015\u2212.]+/g;

/**
 * The compact form every validator starts from: Unicode NFKC (full-width "ＤＥ８９" and other
 * compatibility forms become ASCII, Unicode Standard Annex #15), separators removed, upper case.
 * Each kind adds its own labels and symbols in ./normalize.ts.
 */
export function compact(input: string): string {
  return input.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
}

const A = 65;

/**
 * Converts letters to numbers as ISO 7064 / ISO 13616 / ISO 17442 do (A=10 ... Z=35);
 * digits are kept. The input must be [0-9A-Z]*.
 */
export function lettersToDigits(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= A ? String(c - A + 10) : s[i];
  }
  return out;
}

/** Remainder of a (long) decimal digit string modulo `m` (m small), without BigInt. */
export function modDecimal(digits: string, m: number): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + (digits.charCodeAt(i) - 48)) % m;
  return r;
}

/**
 * ISO 7064 MOD 97-10 remainder of an alphanumeric string ([0-9A-Z]), letters converted A=10..Z=35.
 * A string carrying valid MOD 97-10 check digits yields 1.
 */
export function mod97(s: string): number {
  return modDecimal(lettersToDigits(s), 97);
}

/**
 * Whether `pair` can be ISO 7064 MOD 97-10 check digits: the procedure computes 98 - r with
 * 0 <= r <= 96, so only 02-98 occur. 00, 01 and 99 leave the same remainder as 97, 98 and 02
 * and pass the remainder test, but no issuer computes them (ISO 13616-1:2020 5.2 says the same
 * of the IBAN's own check digits).
 */
export function mod97CheckPairPossible(pair: string): boolean {
  return /^\d\d$/.test(pair) && pair >= '02' && pair <= '98';
}

/**
 * Luhn check (ISO/IEC 7812-1 Annex B, "Luhn formula for computing modulus 10 'double-add-double'
 * check digits"): true when the digit string, check digit included, passes.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let dbl = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

/** Weighted digit sum: sum of digit[i] * weights[i % weights.length]. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * (weights[i % weights.length] ?? 0);
  return sum;
}
