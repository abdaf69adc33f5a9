/**
 * Payment card number (PAN) validation per ISO/IEC 7812-1:2017: 12 to 19 digits =
 * issuer identification number (6 digits, 8 since the 2017 edition) + individual account
 * identification (up to 12 digits after a 6-digit IIN) + one check digit computed with the
 * Luhn formula (ISO/IEC 7812-1:2017 Annex B). The scheme comes from the IIN ranges (./bin.ts)
 * and must allow the number's length.
 */
import { compact, luhnValid, type ValidationResult } from './common';
import { detectCardSchemes, MAJOR_INDUSTRY_IDENTIFIERS, type CardSchemeInfo } from '../kinds/bin/validator';

export type CardError =
  | 'card.empty'
  | 'card.invalid_characters'
  | 'card.invalid_length'
  | 'card.checksum'
  | 'card.invalid_length_for_scheme';

export interface CardParts {
  /** Major industry identifier: the first digit. */
  mii: number;
  miiName: string;
  /** The first 6 digits (IIN / BIN). */
  issuerIdentifier: string;
  /** The first 8 digits (8-digit IIN, ISO/IEC 7812-1:2017), for numbers of 16 digits or more; else null. */
  issuerIdentifier8: string | null;
  /** Digits between the 6-digit IIN and the check digit (at most 12). */
  accountIdentifier: string;
  checkDigit: string;
  /** Schemes whose IIN ranges match (longest prefix), possibly several, possibly none. */
  schemes: CardSchemeInfo[];
  /** Whether the length is one a matched scheme issues; null when no scheme matched. */
  schemeLengthValid: boolean | null;
  /** Last four digits, for display. */
  last4: string;
}

export type CardValidation = ValidationResult<CardError, CardParts>;

export function validateCardNumber(input: string): CardValidation {
  const pan = compact(input);
  const errors: CardError[] = [];
  let parts: CardParts | null = null;
  if (pan === '') errors.push('card.empty');
  else if (!/^\d+$/.test(pan)) errors.push('card.invalid_characters');
  else if (pan.length < 12 || pan.length > 19) errors.push('card.invalid_length');
  else {
    if (!luhnValid(pan)) errors.push('card.checksum');
    const schemes = detectCardSchemes(pan);
    const schemeLengthValid = schemes.length ? schemes.some((s) => s.lengths.includes(pan.length)) : null;
    if (schemeLengthValid === false) errors.push('card.invalid_length_for_scheme');
    const mii = Number(pan[0]);
    parts = {
      mii,
      miiName: MAJOR_INDUSTRY_IDENTIFIERS[mii] ?? '',
      issuerIdentifier: pan.slice(0, 6),
      issuerIdentifier8: pan.length >= 16 ? pan.slice(0, 8) : null,
      accountIdentifier: pan.slice(6, -1),
      checkDigit: pan.slice(-1),
      schemes,
      schemeLengthValid,
      last4: pan.slice(-4),
    };
  }
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? pan : null };
}

export function isValidCardNumber(input: string): boolean {
  return validateCardNumber(input).valid;
}
