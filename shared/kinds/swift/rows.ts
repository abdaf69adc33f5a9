// swifts (migrations/0001_countries_banks_swifts.sql): one ISO 9362 BIC, stored as 11 characters.
import * as z from 'zod/mini';
import { columnsOf, flag, nint, nstr, rowOrigin, str } from '../../rows/columns';

export const SwiftRow = z.object({
  /** Canonical 11-character form: an 8-character BIC is its primary office, branch XXX. */
  code: str,
  /** ISO 9362: institution (4), country (2), location (2), branch (3, XXX = primary office) */
  bank_code: str,
  country: str,
  location: str,
  branch: str,
  bank_id: nint,
  bank_name: nstr,
  branch_name: nstr,
  address: nstr,
  city: nstr,
  postcode: nstr,
  /** 0 when the institution no longer appears in the 2025 list */
  institution_active: flag,
  ...rowOrigin,
});
export type SwiftRow = z.infer<typeof SwiftRow>;
export const SWIFT_COLUMNS = columnsOf(SwiftRow);
