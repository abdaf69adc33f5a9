import type { ValidatedType } from '../../shared/api-types';
import { detectIdentifier, validateCardNumber, type IdentifierCandidate } from '../../shared/validators';
import { kindOfDetected } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';

// The validation half of POST /api/v1/validate: pure, no database. Which types an input could
// be (detectIdentifier), and each type's own validator for errors and canonical form.

type Verdict = { valid: boolean; errors: readonly string[]; canonical: string | null; warnings?: readonly string[] };

/** Each kind's validator (the registry's); a card number, which is no kind of its own, the Luhn check's. */
const validatorOf = (type: ValidatedType): ((s: string) => Verdict) => {
  const kind = kindOfDetected(type);
  return kind ? KIND_VALIDATORS[kind].validate : validateCardNumber;
};

/** An input longer than this is no identifier (an IBAN with spaces is at most 42). */
export const MAX_CODE_LENGTH = 64;

export function candidatesOf(input: string): IdentifierCandidate[] {
  return input.length > MAX_CODE_LENGTH ? [] : detectIdentifier(input);
}

/** The verdict of `type`'s validator on `input`. */
export function verdict(
  type: ValidatedType,
  input: string,
): { valid: boolean; errors: string[]; warnings: string[]; canonical: string | null } {
  const r = validatorOf(type)(input);
  return { valid: r.valid, errors: [...r.errors], warnings: [...(r.warnings ?? [])], canonical: r.canonical };
}
