import type { IbanParts as ValidatorParts } from '../validator';
import type { IbanParts } from '../record';

/** The validator's parts of an IBAN as the API answers them (snake_case, every SPEC.md part named). */
export function recordParts(p: ValidatorParts): IbanParts {
  return {
    country_code: p.countryCode,
    check_digits: p.checkDigits,
    bban: p.bban,
    bban_check_digits: p.nationalCheckDigits,
    bank_identifier: p.bankCode,
    branch_identifier: p.branchCode,
    account_number: p.accountNumber,
    // Defined by some national formats but not by the registry the validator is built from (yet).
    account_type: null,
    owner_account_number: null,
    currency: null,
    extra_check_digits: null,
    identification_number: null,
    reserved: null,
  };
}
