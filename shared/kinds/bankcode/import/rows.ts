// The bank_codes row and the checks every IBAN bank-code source applies to its rows.
import { getIbanCountrySpec } from '../../iban/validator';
import { parseBic } from '../../swift/import/lists';

export { BANK_CODE_COLUMNS } from '../rows';
export type { BankCodeRow } from '../rows';

/** Key of a bank code: codes are national, unique only within a country. */
export const bankCodeKey = (country: string, code: string): string => `${country}:${code}`;

/**
 * Why a raw (country, bank code, BIC) cannot be stored, or null when it can. The bank code must
 * have the length of the country's IBAN bank identifier (ISO 13616 registry), or of bank plus
 * branch identifier where the national register publishes them together (Slovenia: 2 + 3).
 */
export function rowProblem(
  country: string,
  bankCode: string,
  bic: string,
  knownCountries: ReadonlySet<string>,
): 'unknown_country' | 'no_iban_format' | 'missing_bank_code' | 'malformed_bank_code' | 'malformed_bic' | null {
  if (!knownCountries.has(country)) return 'unknown_country';
  if (bankCode === '') return 'missing_bank_code';
  const spec = getIbanCountrySpec(country);
  if (!spec?.bank) return 'no_iban_format';
  const bankLength = spec.bank[1] - spec.bank[0];
  const withBranch = spec.branch && spec.branch[0] === spec.bank[1] ? spec.branch[1] - spec.bank[0] : null;
  if (!/^[0-9A-Z]+$/.test(bankCode) || (bankCode.length !== bankLength && bankCode.length !== withBranch)) {
    return 'malformed_bank_code';
  }
  if (bic !== '' && !parseBic(bic)) return 'malformed_bic';
  return null;
}

/** Canonical BIC or null when none is published ('' in the sources). Call after rowProblem. */
export function canonicalBic(bic: string): string | null {
  return bic === '' ? null : (parseBic(bic)?.code ?? null);
}

/** Trimmed text, '' for anything absent. */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
