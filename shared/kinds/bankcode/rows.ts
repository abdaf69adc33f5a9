// bank_codes (migrations/0006_iban.sql): the bank identifier inside an IBAN's BBAN (ISO 13616),
// its bank's name and BIC, from the national registers (shared/kinds/bankcode/import).
import * as z from 'zod/mini';
import { columnsOf, nint, nstr, rowOrigin, str } from '../../rows/columns';

export const BankCodeRow = z.object({
  /** The country and the national code in one string (DE37040044): the bank code kind's key (migrations/0051_bank_code_key.sql). */
  code: str,
  /** ISO 3166-1 alpha-2 of the IBAN, upper case */
  country: str,
  /** the BBAN's bank identifier (SI: bank + branch, as published) */
  bank_code: str,
  name: str,
  short_name: nstr,
  /** ISO 9362, canonical 11 characters (an 8-character BIC is its primary office, XXX). */
  bic: nstr,
  bank_id: nint,
  /**
   * DE only: the Bundesbank check digit method of the bank code ("00".."E4", by which the Worker
   * checks a German IBAN's account number; migrations/0049_iban_check_method.sql); null where
   * none is published.
   */
  check_method: nstr,
  ...rowOrigin,
});
export type BankCodeRow = z.infer<typeof BankCodeRow>;
export const BANK_CODE_COLUMNS = columnsOf(BankCodeRow);
