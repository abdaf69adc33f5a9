// POST /api/v1/validate: one verdict per input code.
import * as z from 'zod/mini';
import { BankRef, bool, int, nbool, nstr, str } from './common';

/** Identifier types POST /api/v1/validate detects (shared/validators detectIdentifier). */
export const ValidatedType = z.enum(['iban', 'swift', 'lei', 'ifsc', 'aba', 'rubic', 'bankcode', 'bin', 'card']);
export type ValidatedType = z.infer<typeof ValidatedType>;

/** The verdict on one input of POST /api/v1/validate, in input order. */
export const ValidatedCode = z.object({
  /** The input as given (trimmed). */
  input: str,
  /** The most likely type, or null when the input has the shape of none. */
  type: z.nullable(ValidatedType),
  /** The type's full validation (format and check digits) passed. */
  valid: bool,
  errors: z.array(str).check(z.describe('Validator codes, e.g. `swift.invalid_country`; `unrecognized` for no type')),
  /** Valid but worth a look (e.g. swift.iso2022_party_prefix: a BIC form SWIFT has not issued). */
  warnings: z.array(str).check(z.describe('Valid but worth a look, e.g. `swift.iso2022_party_prefix`')),
  /**
   * The other types the input has the shape of, most likely first (e.g. `rubic` for a nine-digit
   * 04 number typed as an ABA routing number; `lei` for 20 characters typed as an IBAN).
   */
  alternatives: z.array(ValidatedType).check(z.describe('Other types the input has the shape of, most likely first')),
  /** The canonical form (e.g. an 11-character BIC, an IBAN without spaces), when valid. */
  canonical: nstr,
  found: nbool.check(z.describe('Whether the directory holds the record; null when not looked up')),
  /** The matched record's bank name as its directory gives it. */
  bank_name: nstr,
  /** ISO 3166-1 alpha-2 of the matched record (for an IBAN, its country code). */
  country: nstr,
  /** The bank page the record links to, where known. */
  bank: z.nullable(BankRef),
  /** The record's page on this site, without a language prefix. */
  path: nstr,
  /** A card number's or BIN's scheme, by the published IIN ranges (e.g. Visa); null for other types. */
  scheme: nstr.check(z.describe("A card number's or BIN's scheme by the published IIN ranges, e.g. `Visa`")),
  /**
   * A SWIFT code that is invalid or not found: the existing codes it was probably meant to be, as
   * GET /swifts/{code} suggests them (one typing slip away, or the same institution and country).
   */
  did_you_mean: z
    .array(str)
    .check(z.describe('For a SWIFT code invalid or not found: existing codes it was probably meant to be')),
});
export type ValidatedCode = z.infer<typeof ValidatedCode>;

export const ValidationReport = z.object({ total: int, valid: int, found: int, items: z.array(ValidatedCode) });
export type ValidationReport = z.infer<typeof ValidationReport>;
