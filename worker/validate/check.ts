import type { ValidatedType } from '../../shared/api-types';
import { detectIdentifier, isValidRubic, validateCardNumber, type IdentifierCandidate } from '../../shared/validators';
import { kindOfDetected } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import { validateIban } from '../../shared/kinds/iban/validator';
import { withAccountCheck } from '../../shared/kinds/iban/worker/account';

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

/**
 * Readings the directory alone may confirm: a valid routing number whose prefix the Bank of
 * Russia also gives (00-02, 10, 20-29: 010051191) is looked up as a Russian BIC too, and is one
 * only when the Russian directory holds it and the US one does not. Unconfirmed, it is not named.
 */
const directoryOnly = new WeakSet<IdentifierCandidate>();
export const onlyIfFound = (c: IdentifierCandidate) => directoryOnly.has(c);

export function candidatesOf(input: string): IdentifierCandidate[] {
  if (input.length > MAX_CODE_LENGTH) return [];
  const found = detectIdentifier(input);
  const aba = found.find((c) => c.type === 'aba');
  if (aba && !found.some((c) => c.type === 'rubic') && isValidRubic(aba.normalized)) {
    const rubic: IdentifierCandidate = { type: 'rubic', valid: true, normalized: aba.normalized };
    directoryOnly.add(rubic);
    found.push(rubic);
  }
  return found;
}

/**
 * The verdict of `type`'s validator on `input`; an IBAN's with the account check of a German or
 * UK IBAN, as the IBAN API gives it. `checkMethod`: the Bundesbank method of the IBAN's bank code,
 * as the lookup found it (lookup.ts).
 */
export function verdict(
  type: ValidatedType,
  input: string,
  checkMethod: string | null = null,
): { valid: boolean; errors: string[]; warnings: string[]; canonical: string | null } {
  const r: Verdict = type === 'iban' ? withAccountCheck(validateIban(input), checkMethod) : validatorOf(type)(input);
  return { valid: r.valid, errors: [...r.errors], warnings: [...(r.warnings ?? [])], canonical: r.canonical };
}
