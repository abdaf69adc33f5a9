/**
 * Pure validators for bank identifiers (no Node APIs, no dependencies), and `detectIdentifier`
 * for routing a search query to the right identifier type.
 * Import single modules (e.g. './validators/iban') where bundle size matters.
 */
import { compact } from './common';
import { isValidAba } from './aba';
import { getIbanCountrySpec, isValidIban, normalizeIban } from './iban';
import { isValidIfsc } from './ifsc';
import { isValidLei } from './lei';
import { isValidRuBic } from './rubic';
import { isValidSwift } from './swift';
import { isValidCardNumber } from './card';

export * from './common';
export * from './iban';
export * from './lei';
export * from './aba';
export * from './ifsc';
export * from './bin';
export * from './card';
export * from './swift';
export * from './rubic';
export * from './did-you-mean';
export { countryCodes, isCountryCode } from './iso3166';
export { nationalCheckCountries } from './iban-national';

export type IdentifierType = 'iban' | 'swift' | 'lei' | 'ifsc' | 'aba' | 'rubic' | 'bin' | 'card';

export interface IdentifierCandidate {
  type: IdentifierType;
  /** true when the input passes the type's full validation (check digits included). */
  valid: boolean;
  /** The input normalised for that type (e.g. an IBAN without spaces, a BIC in 11 characters). */
  normalized: string;
}

/** Fixed order among equally plausible types: the more specific formats first. */
const PRIORITY: readonly IdentifierType[] = ['iban', 'lei', 'swift', 'ifsc', 'aba', 'rubic', 'card', 'bin'];

/**
 * The identifier types `input` has the shape of, most likely first: types whose validation
 * passes (check digits, country) before those that only have the shape; then IBAN, LEI,
 * SWIFT/BIC, IFSC, ABA, Russian BIC, card number, BIN. Shapes:
 * - iban: a country with an IBAN format and exactly its length (a complete IBAN)
 * - swift: 4 letters + 2 letters + 2 alphanumerics (+ 3 alphanumerics)
 * - lei: 18 alphanumerics + 2 digits
 * - ifsc: 4 letters + '0' + 6 alphanumerics
 * - aba: 9 digits; rubic: 9 digits starting with 04
 * - bin: 6 or 8 digits; card: 12-19 digits (a card number is never sent anywhere by the
 *   caller: route it to a BIN lookup of its first digits)
 */
export function detectIdentifier(input: string): IdentifierCandidate[] {
  const s = compact(input);
  const found: IdentifierCandidate[] = [];
  if (s === '') return found;

  const iban = normalizeIban(input);
  const spec = /^[A-Z]{2}\d\d/.test(iban) ? getIbanCountrySpec(iban.slice(0, 2)) : null;
  if (spec && iban.length === spec.ibanLength && /^[0-9A-Z]+$/.test(iban)) {
    found.push({ type: 'iban', valid: isValidIban(iban), normalized: iban });
  }
  if (/^[A-Z]{6}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(s)) {
    found.push({ type: 'swift', valid: isValidSwift(s), normalized: s.length === 8 ? s + 'XXX' : s });
  }
  if (/^[0-9A-Z]{18}\d\d$/.test(s)) found.push({ type: 'lei', valid: isValidLei(s), normalized: s });
  if (/^[A-Z]{4}0[0-9A-Z]{6}$/.test(s)) found.push({ type: 'ifsc', valid: isValidIfsc(s), normalized: s });
  if (/^\d+$/.test(s)) {
    if (s.length === 9) {
      found.push({ type: 'aba', valid: isValidAba(s), normalized: s });
      if (s.startsWith('04')) found.push({ type: 'rubic', valid: isValidRuBic(s), normalized: s });
    }
    if (s.length === 6 || s.length === 8) found.push({ type: 'bin', valid: true, normalized: s });
    if (s.length >= 12 && s.length <= 19) {
      found.push({ type: 'card', valid: isValidCardNumber(s), normalized: s });
    }
  }
  return found.sort((a, b) => Number(b.valid) - Number(a.valid) || PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type));
}
