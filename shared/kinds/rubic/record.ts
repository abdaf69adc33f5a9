// Russian BIC (rubic): the Bank of Russia BIC directory ED807 (SPEC.md section 3).
import * as z from 'zod/mini';
import { BankRef, bool, nstr, origin, str } from '../../records/common';

/** SPEC.md section 4 BIC statuses; mapped from ED807 codes in shared/kinds/rubic/import/status.ts. */
export const RUBIC_STATUSES = [
  'active',
  'inactive',
  'temporary',
  'invalid_license',
  'pending_changes',
  'canceled_license',
  'unknown',
] as const;
export const RubicStatus = z.enum(RUBIC_STATUSES);
export type RubicStatus = z.infer<typeof RubicStatus>;
/** A BIC's or an account's status and the date it took effect: answered as stored. */
export const RUBIC_STANDING = { status: RubicStatus, status_date: nstr };

/** An ED807 restriction (Rstr / AccRstr code) and the date it applies from. */
export const RubicRestriction = z.object({ code: str, date: nstr, successor_bic: z.optional(nstr) });
export type RubicRestriction = z.infer<typeof RubicRestriction>;

export const RubicAccount = z.object({
  account: str,
  /** RegulationAccountType: CRSA correspondent, BANA bank, TRSA/UTRA treasury, CLAC clearing, ... */
  type: nstr,
  /** The Bank of Russia unit holding the account (AccountCBRBIC). */
  cbr_bic: nstr,
  ck: nstr,
  date_in: nstr,
  date_out: nstr,
  ...RUBIC_STANDING,
  restrictions: z.array(RubicRestriction),
  /** Bank of Russia control key of the account, checked against cbr_bic. */
  control_key_valid: bool,
  control_key_errors: z.array(str),
});
export type RubicAccount = z.infer<typeof RubicAccount>;

export const RubicSwift = z.object({
  code: str,
  is_default: bool,
  /** true when the SWIFT code is in our SWIFT directory (its page exists). */
  known: bool,
});
export type RubicSwift = z.infer<typeof RubicSwift>;

export const RubicSummary = z.object({
  code: str,
  name: str,
  locality: nstr,
  participant_type: nstr,
  is_head_office: bool,
  ...RUBIC_STANDING,
  correspondent_account: nstr,
  ...origin,
});
export type RubicSummary = z.infer<typeof RubicSummary>;

export const Rubic = z.object({
  ...RubicSummary.shape,
  country: str,
  country_name: nstr,
  /** Region name: ED807 gives only its OKATO code (okato_region). */
  region: nstr,
  okato_region: nstr,
  /** The credit institution: the head office's name for a branch. */
  organisation: str,
  /** The branch name, for branches (participant type 30). */
  branch: nstr,
  registration_number: nstr,
  postcode: nstr,
  address: nstr,
  /** Not in ED807. */
  phone: nstr,
  /** The Bank of Russia unit keeping the correspondent account. */
  bic_rkc: nstr,
  parent_bic: nstr,
  english_name: nstr,
  services: nstr,
  exchange_type: nstr,
  uid: nstr,
  date_in: nstr,
  date_out: nstr,
  restrictions: z.array(RubicRestriction),
  requisites: z.object({ bank_name: str, correspondent_account: nstr, okpo: nstr }),
  org_data: z.object({ full_name: str, short_name: nstr, type: nstr, location: nstr }),
  /** The default SWIFT BIC (DefaultSWBIC), else the first. */
  swift: nstr,
  swifts: z.array(RubicSwift),
  accounts: z.array(RubicAccount),
  bank: z.nullable(BankRef),
});
export type Rubic = z.infer<typeof Rubic>;
