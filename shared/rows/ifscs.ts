// ifscs: one IFSC (RBI) branch code.
import * as z from 'zod/mini';
import { columnsOf, flag, nflag, nint, nstr, rowOrigin, str } from './columns';

export const IfscRow = z.object({
  code: str,
  /** Characters 1-4 of the code. */
  bank_code: str,
  /** The bank the code belongs to: a sub-member bank for a sublet code, else bank_code. */
  ifsc_bank: str,
  bank_id: nint,
  bank_name: nstr,
  branch: nstr,
  address: nstr,
  city: nstr,
  centre: nstr,
  district: nstr,
  state: nstr,
  state_code: nstr,
  country: str,
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
