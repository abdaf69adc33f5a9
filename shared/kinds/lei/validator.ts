/**
 * LEI (Legal Entity Identifier) validation per ISO 17442-1:2020.
 *
 * 20 characters: 18 upper-case alphanumerics followed by two check digits computed with
 * ISO 7064:2003 MOD 97-10 (letters converted A=10 ... Z=35; the whole code leaves remainder 1).
 * The check digits are 02-98: the procedure never produces 00, 01 or 99 (see mod97CheckPairPossible).
 * Characters 1-4 identify the issuing LOU (Local Operating Unit); characters 5-6 were reserved
 * ('00') in the first edition; 7-18 are entity-specific.
 */
import { mod97, mod97CheckPairPossible, type ValidationResult } from '../../validators/common';
import { normalizeLei } from '../../validators/normalize';

export type LeiError =
  | 'lei.empty'
  | 'lei.invalid_length'
  | 'lei.invalid_characters'
  | 'lei.invalid_check_digits'
  | 'lei.checksum';

export interface LeiParts {
  /** Characters 1-4: prefix of the issuing LOU. */
  louPrefix: string;
  /** Characters 5-6: reserved ('00' in LEIs issued under the 2012 edition). */
  reserved: string;
  /** Characters 7-18: entity-specific part. */
  entityId: string;
  /** Characters 19-20: ISO 7064 MOD 97-10 check digits. */
  checkDigits: string;
}

export type LeiValidation = ValidationResult<LeiError, LeiParts>;

export function validateLei(input: string): LeiValidation {
  const lei = normalizeLei(input);
  const errors: LeiError[] = [];
  if (lei === '') errors.push('lei.empty');
  else {
    if (lei.length !== 20) errors.push('lei.invalid_length');
    if (!/^[0-9A-Z]*$/.test(lei)) errors.push('lei.invalid_characters');
    else if (lei.length === 20) {
      if (!mod97CheckPairPossible(lei.slice(18))) errors.push('lei.invalid_check_digits');
      else if (mod97(lei) !== 1) errors.push('lei.checksum');
    }
  }
  const parts: LeiParts | null =
    lei.length === 20
      ? {
          louPrefix: lei.slice(0, 4),
          reserved: lei.slice(4, 6),
          entityId: lei.slice(6, 18),
          checkDigits: lei.slice(18, 20),
        }
      : null;
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? lei : null };
}

export function isValidLei(input: string): boolean {
  return validateLei(input).valid;
}
