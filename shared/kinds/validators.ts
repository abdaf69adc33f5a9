import type { KindId } from '.';
import type { ValidationResult } from '../validators/common';
import { compact } from '../validators/common';
import { normalizeRouting, normalizeBic, normalizeIban, normalizeLei } from '../validators/normalize';
import { validateSwift } from './swift/validator';
import { validateBin } from './bin/validator';
import { validateIfsc } from './ifsc/validator';
import { validateRouting } from './routing/validator';
import { validateLei } from './lei/validator';
import { validateRubic } from './rubic/validator';
import { validateIban } from './iban/validator';
import { validateBankCode } from './bankcode/validator';

// Each kind's validator and normaliser (shared/validators), keyed by the registry's KindId.
// Beside the registry, not in it: the registry is plain data any bundle imports cheaply, this
// brings every validator along.

export interface KindValidator {
  /** The kind's full validation; `canonical` is set only when valid. */
  validate(input: string): ValidationResult<string, unknown> & { warnings?: readonly string[] };
  /** The input as the validator reads it (labels and separators dropped, upper case). */
  normalize(input: string): string;
}

export const KIND_VALIDATORS: { readonly [K in KindId]: KindValidator } = {
  swift: { validate: validateSwift, normalize: normalizeBic },
  bin: { validate: validateBin, normalize: compact },
  ifsc: { validate: (input) => validateIfsc(input), normalize: compact },
  routing: { validate: validateRouting, normalize: normalizeRouting },
  lei: { validate: validateLei, normalize: normalizeLei },
  rubic: { validate: validateRubic, normalize: compact },
  iban: { validate: (input) => validateIban(input), normalize: normalizeIban },
  bankcode: { validate: validateBankCode, normalize: compact },
};
