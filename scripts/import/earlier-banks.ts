// The one way a source links its codes to banks while it reads: the banks and SWIFT codes the
// sources before it loaded (Source.load's `earlier`), read here as typed rows. IFSC, ED807, US
// routing and BIN match against these and set bank_id in their own rows (IFSC and ED807 add the
// banks they lack). IBAN and LEI link with Source.link instead, on the filled tables: the LEI rows
// are spilled to disk (millions), and both only need a join on BICs the swifts table holds.
import { rowsOf, type TableLoad } from './load';
import type { SqlValue } from './sql';

export interface EarlierBank {
  id: number;
  country: string;
  slug: string;
  name: string;
  city: string | null;
  institution_code: string | null;
  /** 0 for banks a source added without SWIFT codes. */
  swifts_count: number;
  name_source: string | null;
  /** The LEI the derivation gave it (its head-office BIC's, or its split part's), and the older SWIFT wording. */
  lei: string | null;
  former_name: string | null;
}

export interface EarlierSwift {
  code: string;
  bank_id: number | null;
  country: string;
  city: string | null;
  /** The institution name the SWIFT file gives on this code's row. */
  bank_name: string | null;
}

const orNull = (v: SqlValue | undefined): string | null => (v === null || v === undefined ? null : String(v));

/** Every banks row loaded so far, in source order (SWIFT-derived first, then the banks IFSC and ED807 added). */
export function earlierBanks(loads: readonly TableLoad[]): EarlierBank[] {
  return rowsOf(loads, 'banks').map((r) => ({
    id: Number(r.id),
    country: String(r.country),
    slug: String(r.slug),
    name: String(r.name),
    city: orNull(r.city),
    institution_code: orNull(r.institution_code),
    swifts_count: Number(r.swifts_count ?? 0),
    name_source: orNull(r.name_source),
    lei: orNull(r.lei),
    former_name: orNull(r.former_name),
  }));
}

/** Every SWIFT code loaded so far, with the bank the SWIFT source gave it. */
export function earlierSwifts(loads: readonly TableLoad[]): EarlierSwift[] {
  return rowsOf(loads, 'swifts').map((r) => ({
    code: String(r.code),
    bank_id: typeof r.bank_id === 'number' ? r.bank_id : null,
    country: String(r.country),
    city: orNull(r.city),
    bank_name: orNull(r.bank_name),
  }));
}
