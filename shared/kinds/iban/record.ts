// IBAN (ISO 13616): GET ibans/{code} answers the validation itself.
import * as z from 'zod/mini';
import { BankRef, bool, int, nstr, origin, str } from '../../records/common';

/** The parts of an IBAN (SPEC.md section 3); null where the country's format has no such part. */
export const IbanParts = z.object({
  country_code: str,
  check_digits: str,
  bban: str,
  /** National check digits inside the BBAN (several concatenated, e.g. HR, HU, CZ, SK). */
  bban_check_digits: nstr,
  bank_identifier: nstr,
  branch_identifier: nstr,
  account_number: nstr,
  // Defined by some national formats but not by the registry the validator is built from (yet).
  account_type: nstr,
  owner_account_number: nstr,
  currency: nstr,
  extra_check_digits: nstr,
  identification_number: nstr,
  reserved: nstr,
});
export type IbanParts = z.infer<typeof IbanParts>;

/** The bank an IBAN's bank identifier resolves to, from the national bank-code registers. */
export const IbanBank = z.object({
  bank_code: str,
  name: str,
  /** ISO 9362, 11 characters; null when the register publishes none. */
  bic: nstr,
  /** Whether the BIC has a SWIFT page here. */
  bic_listed: bool,
  /** Our bank page, when the BIC matched one. */
  bank: z.nullable(BankRef),
  ...origin,
});
export type IbanBank = z.infer<typeof IbanBank>;

/** The validation is the record (200 for valid and invalid IBANs alike). */
export const Iban = z.object({
  /** Electronic format: no spaces, upper case. */
  iban: str,
  /** Print format: groups of four. */
  iban_print: str,
  valid: bool,
  errors: z.array(str).check(z.describe('Failed checks as validator codes, e.g. `iban.checksum`')),
  /** The five checks of SPEC.md section 5. */
  checks: z.object({
    structure: bool,
    checksum: bool,
    length: bool,
    national_checksum: z.enum(['valid', 'invalid', 'not_applicable', 'contested']),
    sepa: bool,
  }),
  country: str,
  country_name: nstr,
  /** IBAN length of the country. */
  expected_length: int,
  sepa: bool,
  parts: z
    .nullable(IbanParts)
    .check(z.describe('country_code, check_digits, bban, bank_identifier, branch_identifier, account_number, ...')),
  bank: z.nullable(IbanBank).check(z.describe('The bank the bank identifier resolves to in a national register')),
  suggestions: z
    .array(str)
    .check(z.describe('For a failed checksum: valid IBANs one typo away, those with a known bank first')),
});
export type Iban = z.infer<typeof Iban>;

/** GET /ibans?country&bank_code&branch_code&account: the IBAN of an account (the calculator). */
export const IbanCalculation = z.object({
  /** Electronic format. */
  iban: str,
  iban_print: str,
  country: str,
  parts: IbanParts,
  /** The account's national check: valid, not_applicable (none known or none that can be made) or contested. */
  national_checksum: z.enum(['valid', 'not_applicable', 'contested']),
  bank: z.nullable(IbanBank).check(z.describe('The bank the bank code resolves to in a national register')),
});
export type IbanCalculation = z.infer<typeof IbanCalculation>;

/** A refused item of a bulk calculation: the error a GET would answer with 400. */
const IbanCalculationError = z.object({ code: str, message: str, details: z.optional(z.unknown()) });

/** POST /ibans: one result per item, in order; exactly one of `result` and `error` is set. */
export const IbanCalculationReport = z.object({
  total: int,
  calculated: int,
  items: z.array(z.object({ result: z.nullable(IbanCalculation), error: z.nullable(IbanCalculationError) })),
});
export type IbanCalculationReport = z.infer<typeof IbanCalculationReport>;
