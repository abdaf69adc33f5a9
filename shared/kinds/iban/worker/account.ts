// The account check of a German or UK IBAN: the national check the shared validator (which also
// runs in the browser) leaves 'not_applicable', because it depends on data or tables the client
// bundle should not carry. Germany: the Bundesbank assigns each bank code one of its check digit
// methods, stored per bank code (bank_codes.check_method); the UK: VocaLink's modulus checking over
// sort code and account, with its weight table (./account-checks). The IBAN API and the bulk
// validation both apply it to the shared validator's result here, so they cannot disagree.
import type { IbanError, IbanValidation } from '../validator';
import { checkGermanAccount } from './account-checks/de';
import { checkUkAccount } from './account-checks/gb';

/**
 * Bundesbank method 09 is "Keine Prüfzifferberechnung": every account number is accepted. Calling
 * that 'valid' would claim a check that was never made.
 */
const GERMAN_NO_CHECK = '09';

/**
 * true/false: the account passes/fails its national check; null: none can be made (another
 * country, a bank code without a published method, a UK sort code outside VocaLink's table).
 */
function accountPasses(result: IbanValidation, checkMethod: string | null): boolean | null {
  const p = result.parts;
  if (!p?.accountNumber || !result.checks.structure) return null;
  if (p.countryCode === 'DE') {
    if (!checkMethod || checkMethod === GERMAN_NO_CHECK || !p.bankCode) return null;
    return checkGermanAccount(checkMethod, p.accountNumber, p.bankCode);
  }
  // GB BBAN (ISO 13616 registry): 4-letter bank code, the 6-digit sort code as branch identifier,
  // an 8-digit account number.
  if (p.countryCode === 'GB') return p.branchCode ? checkUkAccount(p.branchCode, p.accountNumber) : null;
  return null;
}

/**
 * `result` (validateIban's) with the account check of a German or UK IBAN as its national check:
 * 'valid', or 'invalid' with the error every other country's failed national check gives
 * ('iban.national_checksum') and valid false. Unchanged where no account check applies.
 * `checkMethod`: the Bundesbank method of the IBAN's bank code (bank_codes.check_method), if any.
 */
export function withAccountCheck(result: IbanValidation, checkMethod: string | null): IbanValidation {
  // A country with a check of its own in the shared validator keeps that verdict.
  if (result.checks.nationalChecksum !== 'not_applicable') return result;
  const passes = accountPasses(result, checkMethod);
  if (passes === null) return result;
  const errors: IbanError[] = passes ? result.errors : [...result.errors, 'iban.national_checksum'];
  const valid = errors.length === 0;
  return {
    ...result,
    valid,
    errors,
    canonical: valid ? result.canonical : null,
    checks: { ...result.checks, nationalChecksum: passes ? 'valid' : 'invalid' },
  };
}
