// banks (migrations/0001_countries_banks_swifts.sql, then 0007, 0011, 0030): one bank. The SWIFT
// source derives them from ISO 9362 institutions (scripts/import/banks.ts); the IFSC and ED807
// sources add the banks it does not know (shared/kinds/ifsc/import/bank-links.ts,
// shared/kinds/rubic/import/banks.ts), with no ISO 9362 institution code or activity flag.
// `popularity` is filled after the load (scripts/import/post-load.ts).
import * as z from 'zod/mini';
import { columnsOf, nflag, nstr, rowOrigin, str } from './columns';

/** The columns every source that adds banks sets; the others are null in their rows. */
export const AddedBankRow = z.object({
  id: z.int(),
  country: str,
  /** unique per country, lower case */
  slug: str,
  /** ISO 9362 party prefix (4 letters); null for a bank without one */
  institution_code: nstr,
  name: str,
  city: nstr,
  address: nstr,
  /** BIC8 of the primary office, e.g. DEUTDEFF */
  head_office_swift: nstr,
  swifts_count: z.int(),
  /** 1: in the 2025 ISO 9362 institution list; 0: gone from it; null: not an ISO 9362 institution */
  institution_active: nflag,
  ...rowOrigin,
  /** What makes this bank the same bank in the next import (scripts/import/slugs.ts). */
  identity_key: nstr,
});
export type AddedBankRow = z.infer<typeof AddedBankRow>;
export const ADDED_BANK_COLUMNS = columnsOf(AddedBankRow);

export const BankRow = z.extend(AddedBankRow, {
  /** LEI of the institution (GLEIF's BIC map), when known at derivation; the LEI link fills the rest. */
  lei: nstr,
  /** The name the older SWIFT lists used when the 2025 directory names the code's institution otherwise. */
  former_name: nstr,
  /** Where the name's wording comes from: GLEIF's legal names, else the record's own source. */
  name_source: nstr,
});
export type BankRow = z.infer<typeof BankRow>;
export const BANK_COLUMNS = columnsOf(BankRow);
