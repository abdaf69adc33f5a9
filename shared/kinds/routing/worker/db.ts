import type { Routing, RoutingAch, RoutingWire } from '../../../api-types';
import { routingPrefixInfo, FEDERAL_RESERVE_DISTRICTS } from '../validator';
import type { AchRow, RoutingRow as RoutingTableRow, WireRow } from '../rows';
import { bankRef } from '../../../../worker/db/bank-ref';
import { stored } from '../../../../worker/db/stored';
import { bankCountryWhere, type CodeFilter } from '../../../../worker/db/filter';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';

/** A routings row (shared/kinds/routing/rows.ts) with its linked bank. */
type RoutingRow = RoutingTableRow & { bank_country: string | null; bank_slug: string | null; bank_name: string | null };

const SELECT = `
  SELECT r.*, b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
  FROM routings r LEFT JOIN banks b ON b.id = r.bank_id`;

const flag = (v: number | null): boolean | null => (v === null ? null : v === 1);
const districtName = (d: number | null): string | null => (d ? (FEDERAL_RESERVE_DISTRICTS[d - 1] ?? null) : null);

function toRouting(r: RoutingRow, ach: RoutingAch | null = null, wire: RoutingWire | null = null): Routing {
  return {
    ...stored(r, 'routing_number', 'name', 'city', 'state', 'process_status'),
    check_digit: r.routing_number.slice(8),
    check_digit_valid: r.check_digit_valid === 1,
    validation_errors: r.validation_errors ? r.validation_errors.split(',') : [],
    routing_symbol: r.routing_number.slice(0, 4),
    institution_id: r.routing_number.slice(4, 8),
    fed_district: r.fed_district,
    fed_district_name: districtName(r.fed_district),
    symbol_type: r.symbol_type,
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
    ach,
    wire,
    ...stored(r, 'source', 'as_of'),
  };
}

function toAch(a: AchRow): RoutingAch {
  const servicingPrefix = /^\d\d/.test(a.servicing_frb) ? Number(a.servicing_frb.slice(0, 2)) : -1;
  return {
    bank_name: a.name,
    ...stored(a, 'address', 'city', 'state', 'zip', 'phone'),
    office_type: a.office_code === 'B' ? 'branch' : 'main',
    servicing_fed_main_office: a.servicing_frb,
    servicing_fed_district: routingPrefixInfo(servicingPrefix)?.district ?? null,
    ...stored(a, 'record_type', 'new_routing_number'),
    status: a.status_code,
    ...stored(a, 'change_date', 'source', 'as_of'),
  };
}

function toWire(w: WireRow): RoutingWire {
  return {
    ...stored(w, 'name', 'telegraphic_name', 'city', 'state'),
    funds_transfer_status: flag(w.funds_transfer),
    settlement_only: flag(w.settlement_only),
    book_entry_securities_transfer_status: flag(w.book_entry),
    ...stored(w, 'revision_date', 'source', 'as_of'),
  };
}

/** One routing number with both directory parts (null where a directory does not list it). */
async function getRouting(db: D1DatabaseSession, rtn: string): Promise<Routing | null> {
  const [main, ach, wire] = await db.batch([
    db.prepare(`${SELECT} WHERE r.routing_number = ?1`).bind(rtn),
    db.prepare('SELECT * FROM routing_ach WHERE routing_number = ?1').bind(rtn),
    db.prepare('SELECT * FROM routing_wire WHERE routing_number = ?1').bind(rtn),
  ]);
  const row = main?.results[0] as RoutingRow | undefined;
  if (!row) return null;
  const a = ach?.results[0] as AchRow | undefined;
  const w = wire?.results[0] as WireRow | undefined;
  return toRouting(row, a ? toAch(a) : null, w ? toWire(w) : null);
}

/** A bank's routing numbers: all are American, the list's country is the bank's (no filter). */
const where = (f: Pick<CodeFilter, 'bankId' | 'bankKey'>) =>
  bankCountryWhere('r', { country: null, bankId: f.bankId, bankKey: f.bankKey });

/** The API's reads: a routing number with both directory parts, and pages in number order without them. */
export const reads: CodeReads = {
  get: getRouting,
  ...codeList({
    from: 'routings r',
    select: SELECT,
    order: 'r.routing_number',
    where,
    item: (r: RoutingRow) => toRouting(r),
  }),
  lang: 'none',
};
