// routings, routing_ach and routing_wire: the FedACH and Fedwire Funds directories
// as read, and the one row per routing number joined from them.
import * as z from 'zod/mini';
import { RoutingProcessStatus } from './record';
import { columnsOf, flag, nflag, nint, nstr, rowOrigin, str } from '../../rows/columns';

/** One FedACH directory record (layout: shared/kinds/routing/import/fedach.ts). */
export const AchRow = z.object({
  routing_number: str,
  /** O main office, B branch */
  office_code: str,
  /** routing number of the servicing Federal Reserve main office */
  servicing_frb: str,
  /** 0 FRB, 1 send to the customer's number, 2 send to the new routing number */
  record_type: str,
  change_date: nstr,
  new_routing_number: nstr,
  name: str,
  address: nstr,
  city: nstr,
  state: nstr,
  zip: nstr,
  phone: nstr,
  /** institution status: 1 receives government and commercial items */
  status_code: nstr,
  data_view_code: nstr,
  ...rowOrigin,
});
export type AchRow = z.infer<typeof AchRow>;
export const ACH_COLUMNS = columnsOf(AchRow);

/** One Fedwire Funds directory record (shared/kinds/routing/import/fedwire.ts). */
export const WireRow = z.object({
  routing_number: str,
  telegraphic_name: nstr,
  name: str,
  state: nstr,
  city: nstr,
  funds_transfer: nflag,
  settlement_only: nflag,
  book_entry: nflag,
  revision_date: nstr,
  ...rowOrigin,
});
export type WireRow = z.infer<typeof WireRow>;
export const WIRE_COLUMNS = columnsOf(WireRow);

export const RoutingRow = z.object({
  routing_number: str,
  process_status: RoutingProcessStatus,
  name: str,
  city: nstr,
  state: nstr,
  bank_id: nint,
  fed_district: nint,
  symbol_type: nstr,
  check_digit_valid: flag,
  /** JSON array of the validator's codes, null when none */
  validation_errors: nstr,
  ...rowOrigin,
});
export type RoutingRow = z.infer<typeof RoutingRow>;
export const ROUTING_COLUMNS = columnsOf(RoutingRow);
