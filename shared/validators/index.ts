/**
 * Pure validators for bank identifiers (no Node APIs, no dependencies), and `detectIdentifier`
 * for routing a search query to the right identifier type.
 * Import single modules (e.g. './validators/iban') where bundle size matters.
 */
import { compact } from './common';
import { normalizeRouting, normalizeBic, normalizeLei } from './normalize';
import { isValidRouting } from './routing';
import { getIbanCountrySpec, isValidIban, normalizeIban } from './iban';
import { isValidIfsc } from './ifsc';
import { isValidLei } from './lei';
import { isValidRubic } from './rubic';
import { isValidSwift } from './swift';
import { isValidCardNumber } from './card';

export * from './common';
export * from './normalize';
export * from './iban';
export * from './lei';
export * from './routing';
export * from './ifsc';
export * from './bin';
export * from './card';
export * from './swift';
export * from './rubic';
export * from './did-you-mean';

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

/** Types whose shape carries check digits: their validity says something; a Russian BIC has none. */
const CHECKED: ReadonlySet<IdentifierType> = new Set(['iban', 'lei', 'aba', 'card']);

/**
 * How well `iban` fits an IBAN, whatever its length: null when it has no country with an IBAN
 * format and two check digits; 'fits' when, besides, its BBAN characters are of the classes
 * the country uses (digits only where the country's BBAN is all digits); 'length' when only its
 * length is the country's. A 21-character German IBAN fits: it is an IBAN missing a digit and
 * is reported as one (iban.invalid_length), not as unrecognised or as an LEI.
 */
function ibanShape(iban: string): 'fits' | 'length' | null {
  const spec = /^[A-Z]{2}\d\d[0-9A-Z]+$/.test(iban) ? getIbanCountrySpec(iban.slice(0, 2)) : null;
  if (!spec || iban.length < 15 || iban.length > 34) return null;
  const numeric = /^(\d+!?n)+$/.test(spec.bbanSpec);
  if (!numeric || /^\d+$/.test(iban.slice(4))) return 'fits';
  return iban.length === spec.ibanLength ? 'length' : null;
}

/**
 * The identifier types `input` has the shape of, most likely first. Each type reads the input
 * through its own normaliser (./normalize.ts). Order:
 * 1. An IBAN shape (country code with an IBAN format + check digits + a fitting BBAN, see
 *    ibanShape) comes first, valid or not: no other type starts with a country code and check
 *    digits, so its errors are the diagnosis. An LEI reading of the same 20 characters follows.
 * 2. Then types whose validation passes before those that only have the shape, except that a
 *    type without check digits (Russian BIC) does not outrank a checked type of the same
 *    shape: a nine-digit 04 number failing the ABA check is an ABA routing number with a wrong
 *    check digit or a Russian BIC, and both are listed, ABA first.
 * 3. Ties: IBAN, LEI, SWIFT/BIC, IFSC, ABA, Russian BIC, card number, BIN.
 * Shapes:
 * - iban: see ibanShape (a complete IBAN with a wrong character is still one)
 * - swift: 4 alphanumerics (ISO 9362:2022) + 2 letters + 2 alphanumerics (+ 3 alphanumerics)
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
  const shape = ibanShape(iban);
  const ibanFirst = shape === 'fits';
  if (shape) found.push({ type: 'iban', valid: isValidIban(iban), normalized: iban });
  const bic = normalizeBic(input);
  if (/^[0-9A-Z]{4}[A-Z]{2}[0-9A-Z]{2}([0-9A-Z]{3})?$/.test(bic)) {
    found.push({ type: 'swift', valid: isValidSwift(bic), normalized: bic.length === 8 ? bic + 'XXX' : bic });
  }
  const lei = normalizeLei(input);
  if (/^[0-9A-Z]{18}\d\d$/.test(lei)) found.push({ type: 'lei', valid: isValidLei(lei), normalized: lei });
  if (/^[A-Z]{4}0[0-9A-Z]{6}$/.test(s)) found.push({ type: 'ifsc', valid: isValidIfsc(s), normalized: s });
  const aba = normalizeRouting(input);
  if (/^\d{9}$/.test(aba)) {
    found.push({ type: 'aba', valid: isValidRouting(aba), normalized: aba });
    if (aba.startsWith('04')) found.push({ type: 'rubic', valid: isValidRubic(aba), normalized: aba });
  }
  if (/^\d+$/.test(s)) {
    if (s.length === 6 || s.length === 8) found.push({ type: 'bin', valid: true, normalized: s });
    if (s.length >= 12 && s.length <= 19) {
      found.push({ type: 'card', valid: isValidCardNumber(s), normalized: s });
    }
  }
  const rank = (c: IdentifierCandidate): number => {
    if (ibanFirst && c.type === 'iban') return 0;
    // A pass means something only with check digits, or when no checked reading of the same input fails.
    const meaningful = c.valid && (CHECKED.has(c.type) || !found.some((o) => o !== c && CHECKED.has(o.type)));
    return meaningful ? 1 : 2;
  };
  return found.sort((a, b) => rank(a) - rank(b) || PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type));
}
