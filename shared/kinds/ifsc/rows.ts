// ifscs and ifsc_banks (migrations/0003_ifscs.sql): one IFSC (RBI) branch code, and the RBI/NPCI
// bank codes with their category and payment-system memberships (npm ifsc banks.json).
import * as z from 'zod/mini';
import { columnsOf, flag, nflag, nint, nstr, rowOrigin, str } from '../../rows/columns';

/** The branch as the RBI list gives it: stored in ifscs and answered as it is by the API (shared/kinds/ifsc/record.ts). */
export const IFSC_BRANCH = {
  bank_name: nstr,
  branch: nstr,
  address: nstr,
  city: nstr,
  centre: nstr,
  district: nstr,
  state: nstr,
  /** ISO 3166-2, e.g. IN-MH */
  state_code: nstr,
  country: str,
};

export const IfscRow = z.object({
  code: str,
  /** Characters 1-4 of the code. */
  bank_code: str,
  /** The bank the code belongs to: a sub-member bank for a sublet code, else bank_code. */
  ifsc_bank: str,
  bank_id: nint,
  ...IFSC_BRANCH,
  contact: nstr,
  micr: nstr,
  swift: nstr,
  neft: nflag,
  rtgs: nflag,
  imps: nflag,
  upi: nflag,
  /** 0: not in the current RBI list of codes */
  in_valid_list: flag,
  ...rowOrigin,
});
export type IfscRow = z.infer<typeof IfscRow>;
export const IFSC_COLUMNS = columnsOf(IfscRow);

export const IfscBankRow = z.object({
  /** 4 letters, e.g. HDFC; sub-members end in X (AACX) */
  code: str,
  name: str,
  /** RBI category: PSB, Private, SFB, PB, LAB, Foreign, RRB, SCB, DCCB, S-UCB, O-UCB */
  category: nstr,
  /** MICR code of the bank's main branch */
  micr: nstr,
  /** NPCI issuer identification number */
  iin: nstr,
  /** the IFSC payments to the bank as a whole go to */
  main_ifsc: nstr,
  upi: nflag,
  imps: nflag,
  nach_debit: nflag,
  ach_credit: nflag,
  ach_debit: nflag,
  apbs: nflag,
  bank_id: nint,
  ...rowOrigin,
});
export type IfscBankRow = z.infer<typeof IfscBankRow>;
export const IFSC_BANK_COLUMNS = columnsOf(IfscBankRow);
