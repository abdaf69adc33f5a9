/**
 * A national bank code written with its country (DE37040044, AT12000, GBNWBK): the bank
 * identifier of the country's IBAN format (ISO 13616-1:2020, the BBAN's bank identifier, or bank
 * and branch where the register publishes both as one code, as Poland's and Slovenia's do). One
 * rule for every country, read from the IBAN registry: the length is the bank identifier's (or
 * with the branch right after it), each character of the class the BBAN structure gives its
 * position. National bank codes carry no check digit of their own, so a well-formed code is valid
 * and only the registers say whether it exists.
 */
import { compact, type ValidationResult } from '../../validators/common';
import { getIbanCountrySpec } from '../iban/validator';

export type BankCodeError =
  | 'bankcode.empty'
  | 'bankcode.invalid_country'
  | 'bankcode.invalid_length'
  | 'bankcode.invalid_characters';

export interface BankCodeParts {
  /** ISO 3166-1 alpha-2 of the IBAN format the code belongs to. */
  country: string;
  /** The national code as the register writes it. */
  bankCode: string;
}

export type BankCodeValidation = ValidationResult<BankCodeError, BankCodeParts>;

/** The BBAN structure's character class at each position ('n' digit, 'a' letter, 'c' either). */
function classes(bbanSpec: string): string[] {
  return [...bbanSpec.matchAll(/(\d+)!?([nac])/g)].flatMap(([, n, c]) => Array<string>(Number(n)).fill(c!));
}

/** The lengths a national bank code of `country` has: the bank identifier's, and with its branch. */
export function bankCodeLengths(country: string): number[] {
  const spec = getIbanCountrySpec(country);
  if (!spec?.bank) return [];
  const [start, end] = spec.bank;
  const lengths = [end - start];
  if (spec.branch && spec.branch[0] === end) lengths.push(spec.branch[1] - start);
  return lengths;
}

export function validateBankCode(input: string): BankCodeValidation {
  const code = compact(input);
  const invalid = (error: BankCodeError, parts: BankCodeParts | null = null): BankCodeValidation => ({
    valid: false,
    errors: [error],
    parts,
    canonical: null,
  });
  if (code === '') return invalid('bankcode.empty');
  const country = code.slice(0, 2);
  const bankCode = code.slice(2);
  const spec = /^[A-Z]{2}$/.test(country) ? getIbanCountrySpec(country) : null;
  if (!spec?.bank || spec.formatCountry !== country) return invalid('bankcode.invalid_country');
  const parts = { country, bankCode };
  if (!bankCodeLengths(country).includes(bankCode.length)) return invalid('bankcode.invalid_length', parts);
  const cls = classes(spec.bbanSpec).slice(spec.bank[0]);
  const fits = [...bankCode].every((ch, i) =>
    cls[i] === 'n' ? /\d/.test(ch) : cls[i] === 'a' ? /[A-Z]/.test(ch) : /[0-9A-Z]/.test(ch),
  );
  if (!fits) return invalid('bankcode.invalid_characters', parts);
  return { valid: true, errors: [], parts, canonical: code };
}
