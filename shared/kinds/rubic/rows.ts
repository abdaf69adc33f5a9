// rubics, rubic_accounts and rubic_swifts: the Bank of Russia BIC directory ED807.
import * as z from 'zod/mini';
import { RUBIC_STANDING } from './record';
import { columnsOf, flag, nint, nstr, rowOrigin, str } from '../../rows/columns';

export const RubicRow = z.object({
  code: str,
  country: str,
  /** OKATO code of the region (Rgn) */
  okato_region: nstr,
  postcode: nstr,
  locality_type: nstr,
  locality: nstr,
  address: nstr,
  name: str,
  english_name: nstr,
  registration_number: nstr,
  participant_type: nstr,
  services: nstr,
  exchange_type: nstr,
  uid: nstr,
  parent_bic: nstr,
  date_in: nstr,
  date_out: nstr,
  /** ED807's own code; `status` is SPEC.md's, mapped in shared/kinds/rubic/import/status.ts */
  participant_status: nstr,
  ...RUBIC_STANDING,
  /** JSON array of RubicRestriction, null when none */
  restrictions: nstr,
  bank_id: nint,
  is_head_office: flag,
  ...rowOrigin,
});
export type RubicRow = z.infer<typeof RubicRow>;
export const RUBIC_COLUMNS = columnsOf(RubicRow);

export const RubicAccountRow = z.object({
  rubic_code: str,
  account: str,
  account_type: nstr,
  ck: nstr,
  cbr_bic: nstr,
  date_in: nstr,
  date_out: nstr,
  account_status: nstr,
  ...RUBIC_STANDING,
  restrictions: nstr,
  control_key_valid: flag,
  /** JSON array of the validator's codes, null when the key is valid */
  control_key_errors: nstr,
  ...rowOrigin,
});
export type RubicAccountRow = z.infer<typeof RubicAccountRow>;
export const RUBIC_ACCOUNT_COLUMNS = columnsOf(RubicAccountRow);

export const RubicSwiftRow = z.object({ rubic_code: str, swift: str, is_default: flag, ...rowOrigin });
export type RubicSwiftRow = z.infer<typeof RubicSwiftRow>;
export const RUBIC_SWIFT_COLUMNS = columnsOf(RubicSwiftRow);
