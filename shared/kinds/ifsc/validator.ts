/**
 * IFSC (Indian Financial System Code) validation per the Reserve Bank of India's format:
 * 11 characters = 4 letters (bank) + '0' (reserved for future use) + 6 alphanumerics (branch).
 * There is no check digit: existence can only be confirmed against the RBI list, which the
 * caller may pass as `isKnown`.
 */
import { compact, type ValidationResult } from '../../validators/common';

export type IfscError =
  | 'ifsc.empty'
  | 'ifsc.invalid_length'
  | 'ifsc.invalid_bank_code'
  | 'ifsc.invalid_reserved_character'
  | 'ifsc.invalid_branch_code'
  | 'ifsc.unknown';

export interface IfscParts {
  /** Characters 1-4: bank code. */
  bankCode: string;
  /** Character 5, always '0'. */
  reserved: string;
  /** Characters 6-11: branch code. */
  branchCode: string;
}

export type IfscValidation = ValidationResult<IfscError, IfscParts>;

/**
 * Validates the format; when `isKnown` is given, a well-formed code it does not know is
 * reported as 'ifsc.unknown' (and is not valid).
 */
export function validateIfsc(input: string, isKnown?: (code: string) => boolean): IfscValidation {
  const code = compact(input);
  const errors: IfscError[] = [];
  let parts: IfscParts | null = null;
  if (code === '') errors.push('ifsc.empty');
  else if (code.length !== 11) errors.push('ifsc.invalid_length');
  else {
    parts = { bankCode: code.slice(0, 4), reserved: code[4] ?? '', branchCode: code.slice(5) };
    if (!/^[A-Z]{4}$/.test(parts.bankCode)) errors.push('ifsc.invalid_bank_code');
    if (parts.reserved !== '0') errors.push('ifsc.invalid_reserved_character');
    if (!/^[0-9A-Z]{6}$/.test(parts.branchCode)) errors.push('ifsc.invalid_branch_code');
    if (errors.length === 0 && isKnown && !isKnown(code)) errors.push('ifsc.unknown');
  }
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? code : null };
}

export function isValidIfsc(input: string, isKnown?: (code: string) => boolean): boolean {
  return validateIfsc(input, isKnown).valid;
}
