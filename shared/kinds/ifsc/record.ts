// IFSC (RBI): one bank branch in India, and the RBI/NPCI bank code it belongs to.
import * as z from 'zod/mini';
import { IndianBankType } from '../../records/bank';
import { IFSC_BRANCH } from './rows';
import { BankRef, bool, nbool, nstr, origin, str } from '../../records/common';

/** An RBI/NPCI bank code with its category and payment-system memberships. */
export const IfscBank = z.object({
  code: str,
  name: str,
  type: IndianBankType,
  /** RBI category: PSB, Private, SFB, PB, LAB, Foreign, RRB, SCB, DCCB, S-UCB, O-UCB */
  category: nstr,
  micr: nstr,
  iin: nstr,
  main_ifsc: nstr,
  upi: nbool,
  imps: nbool,
  nach_debit: nbool,
  ach_credit: nbool,
  ach_debit: nbool,
  apbs: nbool,
});
export type IfscBank = z.infer<typeof IfscBank>;

/** The payment systems a branch takes part in (null: the RBI list does not say). */
const IFSC_PAYMENTS = { neft: nbool, rtgs: nbool, imps: nbool, upi: nbool };

/** Another branch of the same bank, as a branch's page lists it: where it is and what it takes part in. */
export const IfscNearby = z.object({
  code: str,
  branch: nstr,
  city: nstr,
  district: nstr,
  ...IFSC_PAYMENTS,
});
export type IfscNearby = z.infer<typeof IfscNearby>;

/** SPEC.md section 3; fields the data has. */
export const Ifsc = z.object({
  code: str,
  /** Characters 1-4 and 6-11 of the code (character 5 is the reserved '0'). */
  bank_code: str,
  branch_code: str,
  ...IFSC_BRANCH,
  country_name: nstr,
  contact: nstr,
  micr: nstr,
  swift: nstr,
  ...IFSC_PAYMENTS,
  /** false: not in the current RBI list of codes (likely a closed or merged branch) */
  in_valid_list: bool,
  /** true when the code is sublet: it belongs to a sub-member bank (ifsc_bank), not to the bank of its first four letters. */
  sublet: bool,
  ifsc_bank: z.nullable(IfscBank),
  bank: z.nullable(BankRef),
  /**
   * One code's answer only (not in lists): up to 10 other branches of its bank (ifsc_bank), those
   * of the same state first, the same city and district before the rest of the state; then the
   * bank's other codes in code order.
   */
  nearby: z.optional(z.array(IfscNearby)),
  ...origin,
});
export type Ifsc = z.infer<typeof Ifsc>;
