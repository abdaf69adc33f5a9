// US ABA routing number: the FedACH and Fedwire Funds directories' records of it.
import * as z from 'zod/mini';
import { BankRef, bool, nbool, nint, nstr, origin, str } from '../../records/common';

/** SPEC.md section 4: both FedACH and FedWire, only FedACH, only FedWire. */
export const RoutingProcessStatus = z.enum(['both', 'fedach', 'fedwire']);
export type RoutingProcessStatus = z.infer<typeof RoutingProcessStatus>;

/** The FedACH directory's record of a routing number (SPEC.md section 3, "ACH part"). */
export const RoutingAch = z.object({
  bank_name: str,
  address: nstr,
  city: nstr,
  state: nstr,
  zip: nstr,
  phone: nstr,
  /** O main office, B branch */
  office_type: z.enum(['main', 'branch']),
  /** routing number of the servicing Federal Reserve main office, and its district */
  servicing_fed_main_office: str,
  servicing_fed_district: nint,
  /** 0 a Federal Reserve Bank, 1 send items to this number, 2 send them to new_routing_number */
  record_type: str,
  new_routing_number: nstr,
  /** institution status code (1 receives government and commercial items) */
  status: nstr,
  change_date: nstr,
  ...origin,
});
export type RoutingAch = z.infer<typeof RoutingAch>;

/** The Fedwire Funds directory's record (SPEC.md section 3, "Wire part"). */
export const RoutingWire = z.object({
  name: str,
  telegraphic_name: nstr,
  city: nstr,
  state: nstr,
  funds_transfer_status: nbool,
  settlement_only: nbool,
  book_entry_securities_transfer_status: nbool,
  revision_date: nstr,
  ...origin,
});
export type RoutingWire = z.infer<typeof RoutingWire>;

export const Routing = z.object({
  routing_number: str,
  name: str,
  city: nstr,
  state: nstr,
  process_status: RoutingProcessStatus.check(z.describe('Listed by FedACH and Fedwire, or only one of them')),
  check_digit: str,
  check_digit_valid: bool,
  /** the validator's codes (aba.checksum, aba.invalid_prefix) when the number fails a check */
  validation_errors: z.array(str),
  /** digits 1-4 and 5-8 (ABA) */
  routing_symbol: str,
  institution_id: str,
  fed_district: nint,
  fed_district_name: nstr,
  symbol_type: nstr,
  bank: z.nullable(BankRef),
  // On the detail a part is null when that directory does not list the number.
  ach: z.nullable(RoutingAch).check(z.describe('The FedACH directory record (null in lists)')),
  wire: z.nullable(RoutingWire).check(z.describe('The Fedwire Funds directory record (null in lists)')),
  ...origin,
});
export type Routing = z.infer<typeof Routing>;
