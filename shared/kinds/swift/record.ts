// SWIFT/BIC (ISO 9362): one code of the SWIFT directory.
import * as z from 'zod/mini';
import { bool, BankRef, nbool, nstr, origin, str } from '../../records/common';

export const Swift = z.object({
  code: str.check(z.describe('ISO 9362, 11 characters')),
  bic8: str,
  bank_code: str,
  country: str,
  country_name: nstr,
  location: str,
  branch: str,
  is_primary_office: bool,
  bank_name: nstr,
  branch_name: nstr,
  address: nstr,
  city: nstr,
  postcode: nstr,
  /** false when the institution no longer appears in the current ISO 9362 directory */
  institution_active: nbool,
  bank: z.nullable(BankRef),
  /** LEIs GLEIF maps to this BIC (detail lookups only; usually one, a few BICs have several) */
  leis: z.optional(z.array(z.object({ code: str, legal_name: nstr }))),
  ...origin,
});
export type Swift = z.infer<typeof Swift>;
