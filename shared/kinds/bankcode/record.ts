// National bank codes: GET bank_codes/{code} and bank_codes?country=&bank= (a bank's codes).
import * as z from 'zod/mini';
import { BankRef, bool, nstr, origin, str } from '../../records/common';

/** A national bank code as its register publishes it. */
export const BankCode = z.object({
  /** The country and the national code, one string: DE37040044. */
  code: str,
  country: str,
  /** The national code as the register writes it: 37040044. */
  bank_code: str,
  name: str,
  short_name: nstr,
  /** ISO 9362, 11 characters; null when the register publishes none. */
  bic: nstr,
  /** Whether the BIC has a SWIFT page here. */
  bic_listed: bool,
  /** DE: the Bundesbank's check-digit method for the bank's account numbers ("00".."E4"). */
  check_method: nstr,
  /** Our bank page, when the BIC matched one. */
  bank: z.nullable(BankRef),
  ...origin,
});
export type BankCode = z.infer<typeof BankCode>;
