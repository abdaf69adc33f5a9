/**
 * Pure validators for bank identifiers (no Node APIs, no dependencies), and `detectIdentifier`
 * for routing a search query to the right identifier type.
 * Import single modules (e.g. './validators/iban') where bundle size matters.
 */
import { compact } from './common';
import { normalizeRouting, normalizeBic, normalizeLei } from './normalize';
import { isValidRouting, validateRouting } from '../kinds/routing/validator';
import { getIbanCountrySpec, isValidIban, normalizeIban } from '../kinds/iban/validator';
import { isValidIfsc } from '../kinds/ifsc/validator';
import { isValidLei } from '../kinds/lei/validator';
import { isValidRubic } from '../kinds/rubic/validator';
import { isValidSwift } from '../kinds/swift/validator';
import { validateBankCode } from '../kinds/bankcode/validator';
import { isCountryCode } from './iso3166';
import { isValidCardNumber } from './card';

export * from './common';
export * from './normalize';
export * from '../kinds/iban/validator';
export * from '../kinds/lei/validator';
export * from '../kinds/routing/validator';
export * from '../kinds/ifsc/validator';
export * from '../kinds/bin/validator';
export * from './card';
export * from '../kinds/swift/validator';
export * from '../kinds/rubic/validator';
export * from './did-you-mean';

export type IdentifierType = 'iban' | 'swift' | 'lei' | 'ifsc' | 'aba' | 'rubic' | 'bankcode' | 'bin' | 'card';

export interface IdentifierCandidate {
  type: IdentifierType;
  /** true when the input passes the type's full validation (check digits included). */
  valid: boolean;
  /** The input normalised for that type (e.g. an IBAN without spaces, a BIC in 11 characters). */
  normalized: string;
}

/** Fixed order among equally plausible types: the more specific formats first. */
const PRIORITY: readonly IdentifierType[] = ['iban', 'lei', 'swift', 'ifsc', 'aba', 'rubic', 'bankcode', 'card', 'bin'];

/** Types whose shape carries check digits: their validity says something; a Russian BIC has none. */
const CHECKED: ReadonlySet<IdentifierType> = new Set(['iban', 'lei', 'aba', 'card']);

/** How many characters of `bban` are not of the class its country's BBAN structure (ISO 13616
 *  notation: n digits, a letters, c either) gives their position; those past its end do not count. */
function bbanMismatches(bban: string, spec: string): number {
  const classes = [...spec.matchAll(/(\d+)!?([nac])/g)].flatMap(([, n, c]) => Array<string>(Number(n)).fill(c!));
  let wrong = 0;
  for (let i = 0; i < bban.length && i < classes.length; i++) {
    const ch = bban[i]!;
    const cls = classes[i];
    if ((cls === 'n' && !/\d/.test(ch)) || (cls === 'a' && !/[A-Z]/.test(ch))) wrong++;
  }
  return wrong;
}

/**
 * How well `iban` fits an IBAN, whatever its length: null when it has no country with an IBAN
 * format and two check digits; 'fits' when, besides, its BBAN characters are of the classes
 * the country's structure gives their positions (one slip allowed when a character is missing
 * or one too many, which shifts the rest); 'length' when only its length is the country's. A
 * 21-character German IBAN fits: it is an IBAN missing a digit and is reported as one
 * (iban.invalid_length), not as unrecognised or as an LEI. A 20-character LEI that starts like
 * a Swiss IBAN (CH696GX5LZURG24C0162: letters where the Swiss bank code has digits) does not.
 * The shortest IBAN (Norway, 15) is still one a character short.
 */
function ibanShape(iban: string): 'fits' | 'length' | null {
  const spec = /^[A-Z]{2}\d\d[0-9A-Z]+$/.test(iban) ? getIbanCountrySpec(iban.slice(0, 2)) : null;
  if (!spec || iban.length < Math.min(15, spec.ibanLength - 1) || iban.length > 34) return null;
  const exact = iban.length === spec.ibanLength;
  if (bbanMismatches(iban.slice(4), spec.bbanSpec) <= (exact ? 0 : 1)) return 'fits';
  return exact ? 'length' : null;
}

/** An ABA reading whose first two digits no Federal Reserve range has: a number of another kind. */
const outsideAbaRanges = (c: IdentifierCandidate) =>
  c.type === 'aba' && validateRouting(c.normalized).errors.includes('aba.invalid_prefix');

/**
 * Near misses: the shapes a single lookup still diagnoses (its validator names what is wrong),
 * read as their kind when no type's shape fits at all: an LEI of 19 or 21 characters or with
 * letters in its check digits, a BIC of 7, 9, 10 or 12 characters or with a digit in its
 * country code, a routing number of 10 digits.
 */
function nearMisses(input: string): IdentifierCandidate[] {
  const near: IdentifierCandidate[] = [];
  const lei = normalizeLei(input);
  if (/^[0-9A-Z]{19,21}$/.test(lei) && /[A-Z]/.test(lei)) near.push({ type: 'lei', valid: false, normalized: lei });
  // A BIC's length is missed only where a country code stands (words such as "hello world" have none).
  const bic = normalizeBic(input);
  const wrongLength = /^[A-Z]{6}[0-9A-Z]{1,6}$/.test(bic) && isCountryCode(bic.slice(4, 6));
  if (wrongLength || /^[A-Z]{4}[0-9A-Z]{4}([0-9A-Z]{3})?$/.test(bic))
    near.push({ type: 'swift', valid: false, normalized: bic });
  const aba = normalizeRouting(input);
  if (/^\d{10}$/.test(aba)) near.push({ type: 'aba', valid: false, normalized: aba });
  return near;
}

/**
 * The identifier types `input` has the shape of, most likely first. Each type reads the input
 * through its own normaliser (./normalize.ts). Order:
 * 1. A reading that passes its check digits (IBAN, LEI, ABA, card) comes first: every reading is
 *    weighed, and the one whose checks pass wins. An LEI that starts like an IBAN
 *    (EE21I29HG6U2CDOO8372, HR812407000577367469) passes ISO 17442's check where the IBAN
 *    reading fails ISO 13616's: it is an LEI, with the IBAN reading as the alternative.
 * 2. Then an IBAN shape (country code with an IBAN format + check digits + a fitting BBAN, see
 *    ibanShape), valid or not: no other type starts with a country code and check digits, so
 *    its errors are the diagnosis.
 * 3. Then types whose validation passes before those that only have the shape, except that a
 *    type without check digits (Russian BIC) does not outrank a checked type of the same
 *    shape: a nine-digit 04 number failing the ABA check is an ABA routing number with a wrong
 *    check digit or a Russian BIC, and both are listed, ABA first. An ABA reading whose first
 *    two digits are in no Federal Reserve range (ABA routing number policy: 00-12, 21-32,
 *    61-72, 80) is no rival: 200000131 is a Russian BIC first. Where both pass, the caller's
 *    directory decides (bulk validation: the reading its tables hold).
 * 4. Ties: IBAN, LEI, SWIFT/BIC, IFSC, ABA, Russian BIC, national bank code, card number, BIN.
 * 5. Only when no shape fits: the near misses (see nearMisses), invalid, for their diagnosis.
 * Shapes:
 * - iban: see ibanShape (a complete IBAN with a wrong character is still one)
 * - swift: 4 alphanumerics (ISO 9362:2022) + 2 letters + 2 alphanumerics (+ 3 alphanumerics)
 * - lei: 18 alphanumerics + 2 digits
 * - ifsc: 4 letters + '0' + 6 alphanumerics
 * - aba: 9 digits; rubic: 9 digits starting 04, or another prefix the Bank of Russia gives
 *   (00-02, 10, 20-29) where the ABA reading fails
 * - bin: 6 or 8 digits; card: 12-19 digits (a card number is never sent anywhere by the
 *   caller: route it to a BIN lookup of its first digits)
 * - bankcode: a country with an IBAN format, then its bank identifier (DE37040044; see
 *   ../kinds/bankcode/validator.ts); it has no check digits, so only its whole shape counts
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
    const abaValid = isValidRouting(aba);
    found.push({ type: 'aba', valid: abaValid, normalized: aba });
    // A Russian BIC starts 04 (Bank of Russia, participants in Russia). Its directory also gives
    // 00-02, 10 and 20-29 to others: read so only where the ABA reading fails, or a valid routing
    // number of the New York or Boston district (021000021) would always be a Russian BIC too.
    if (isValidRubic(aba) && (aba.startsWith('04') || !abaValid))
      found.push({ type: 'rubic', valid: true, normalized: aba });
  }
  if (validateBankCode(s).valid) found.push({ type: 'bankcode', valid: true, normalized: s });
  if (/^\d+$/.test(s)) {
    if (s.length === 6 || s.length === 8) found.push({ type: 'bin', valid: true, normalized: s });
    if (s.length >= 12 && s.length <= 19) {
      found.push({ type: 'card', valid: isValidCardNumber(s), normalized: s });
    }
  }
  if (found.length === 0) return nearMisses(input);
  const rank = (c: IdentifierCandidate): number => {
    if (c.valid && CHECKED.has(c.type)) return 0;
    if (ibanFirst && c.type === 'iban') return 1;
    // A pass without check digits means something only when no checked reading of the same input
    // fails only its check digits (an ABA reading outside every Federal Reserve range is no rival).
    const rival = (o: IdentifierCandidate) => o !== c && CHECKED.has(o.type) && !outsideAbaRanges(o);
    if (c.valid && !found.some(rival)) return 2;
    return outsideAbaRanges(c) ? 4 : 3;
  };
  return found.sort((a, b) => rank(a) - rank(b) || PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type));
}
