/**
 * SWIFT code / BIC (Business Identifier Code) validation per ISO 9362:2022.
 *
 * Which rule for the first four characters: ISO 9362:2022 made the party prefix 4
 * alphanumerics (4!c); SWIFT, the registration authority, has so far issued letters only
 * (the 2014 edition's 4!a), and that is what payment systems check a BIC against. Both are
 * accepted as valid; a prefix with a digit is flagged (parts.iso2022PartyPrefix, warning
 * 'swift.iso2022_party_prefix'), because a payment may still be refused with it.
 *
 * 8 or 11 characters: party prefix (4 alphanumerics, see above) + country code (2 letters, ISO 3166-1 alpha-2 or
 * XK) + party suffix / location (2 alphanumerics) + optional branch identifier (3 alphanumerics).
 * SWIFT conventions: the location's first character is never '0' or '1' and its second never
 * the letter 'O'; second character '0' = test & training BIC, '1' = passive participant,
 * '2' = reverse billing. Branch 'XXX' or none = primary office; other branches do not start
 * with 'X'. Canonical form: 11 characters (BIC8 + 'XXX').
 */
import type { ValidationResult } from '../../validators/common';
import { normalizeBic } from '../../validators/normalize';
import { isCountryCode } from '../../validators/iso3166';

export type SwiftError =
  | 'swift.empty'
  | 'swift.invalid_length'
  | 'swift.invalid_characters'
  | 'swift.invalid_country'
  | 'swift.invalid_location'
  | 'swift.invalid_branch';

export interface SwiftParts {
  /** Party prefix (institution code), 4 letters (4 alphanumerics since ISO 9362:2022). */
  bank: string;
  /** The party prefix has a digit: valid under ISO 9362:2022, never issued by SWIFT so far. */
  iso2022PartyPrefix: boolean;
  /** ISO 3166-1 alpha-2 country code (or XK). */
  country: string;
  /** Party suffix (location code), 2 alphanumerics. */
  location: string;
  /** Branch identifier, 'XXX' for the primary office (also when absent). */
  branch: string;
  /** The first 8 characters. */
  bic8: string;
  isPrimaryOffice: boolean;
  /** Location ends in '0': test & training BIC. */
  isTest: boolean;
  /** Location ends in '1': passive participant (not connected to the SWIFT network). */
  isPassive: boolean;
  /** Location ends in '2': reverse billing. */
  isReverseBilling: boolean;
}

/** Valid, but worth a look: a party prefix only ISO 9362:2022 allows. */
export type SwiftWarning = 'swift.iso2022_party_prefix';

export interface SwiftValidation extends ValidationResult<SwiftError, SwiftParts> {
  warnings: SwiftWarning[];
}

export function validateSwift(input: string): SwiftValidation {
  const bic = normalizeBic(input);
  const errors: SwiftError[] = [];
  let parts: SwiftParts | null = null;
  if (bic === '') errors.push('swift.empty');
  else if (bic.length !== 8 && bic.length !== 11) {
    errors.push('swift.invalid_length');
    if (!/^[0-9A-Z]*$/.test(bic)) errors.push('swift.invalid_characters');
  } else if (!/^[0-9A-Z]*$/.test(bic)) errors.push('swift.invalid_characters');
  else {
    const bank = bic.slice(0, 4);
    const country = bic.slice(4, 6);
    const location = bic.slice(6, 8);
    const branch = bic.length === 11 ? bic.slice(8, 11) : 'XXX';
    // Already alphanumeric (checked above): every such prefix is valid under ISO 9362:2022.
    const iso2022PartyPrefix = !/^[A-Z]{4}$/.test(bank);
    if (!/^[A-Z]{2}$/.test(country) || !isCountryCode(country)) errors.push('swift.invalid_country');
    if (!/^[A-Z2-9][A-NP-Z0-9]$/.test(location)) errors.push('swift.invalid_location');
    if (branch !== 'XXX' && branch.startsWith('X')) errors.push('swift.invalid_branch');
    const suffix = location[1];
    parts = {
      bank,
      iso2022PartyPrefix,
      country,
      location,
      branch,
      bic8: bic.slice(0, 8),
      isPrimaryOffice: branch === 'XXX',
      isTest: suffix === '0',
      isPassive: suffix === '1',
      isReverseBilling: suffix === '2',
    };
  }
  const valid = errors.length === 0;
  const warnings: SwiftWarning[] = valid && parts?.iso2022PartyPrefix ? ['swift.iso2022_party_prefix'] : [];
  return { valid, errors, parts, canonical: valid && parts ? parts.bic8 + parts.branch : null, warnings };
}

export function isValidSwift(input: string): boolean {
  return validateSwift(input).valid;
}

/** @alias SWIFT code and BIC are the same identifier (ISO 9362). */
export const validateBic = validateSwift;
/** @alias */
export const isValidBic = isValidSwift;
