import type { ValidatedType } from '../../shared/api-types';
import {
  detectIdentifier,
  validateAba,
  validateBin,
  validateCardNumber,
  validateIban,
  validateIfsc,
  validateLei,
  validateRuBic,
  validateSwift,
  type IdentifierCandidate,
} from '../../shared/validators';

// The validation half of POST /api/v1/validate: pure, no database. Which types an input could
// be (detectIdentifier), and each type's own validator for errors and canonical form.

type Verdict = { valid: boolean; errors: string[]; canonical: string | null; warnings?: string[] };

const VALIDATORS: Record<ValidatedType, (s: string) => Verdict> = {
  iban: validateIban,
  swift: validateSwift,
  lei: validateLei,
  ifsc: (s) => validateIfsc(s),
  aba: validateAba,
  rubic: validateRuBic,
  bin: validateBin,
  card: validateCardNumber,
};

/** An input longer than this is no identifier (an IBAN with spaces is at most 42). */
export const MAX_CODE_LENGTH = 64;

export interface Checked {
  input: string;
  /** Most likely first (detectIdentifier's order); empty when the input has no known shape. */
  candidates: IdentifierCandidate[];
}

export function candidatesOf(input: string): IdentifierCandidate[] {
  return input.length > MAX_CODE_LENGTH ? [] : detectIdentifier(input);
}

/** The verdict of `type`'s validator on `input`. */
export function verdict(type: ValidatedType, input: string): { valid: boolean; errors: string[]; warnings: string[]; canonical: string | null } {
  const r = VALIDATORS[type](input);
  return { valid: r.valid, errors: [...r.errors], warnings: [...(r.warnings ?? [])], canonical: r.canonical };
}
