// National bank codes: GET bank_codes/{code} and bank_codes?country=&bank= (a bank's codes).
import * as z from 'zod/mini';
import { nstr, str } from '../../records/common';
import { IbanBank } from '../iban/record';

/**
 * A national bank code as its register publishes it: what an IBAN's bank identifier resolves to
 * (IbanBank), with its country, key and short name, and for a German code the Bundesbank's
 * check-digit method of its accounts ("00".."E4").
 */
export const BankCode = z.object({
  /** The country and the national code, one string: DE37040044. */
  code: str,
  country: str,
  ...IbanBank.shape,
  short_name: nstr,
  check_method: nstr,
});
export type BankCode = z.infer<typeof BankCode>;
