// One row per routing number from the two directories: which of them lists it (the process
// status of SPEC.md section 4), its ABA check (kept and flagged when it fails) and its Federal
// Reserve district, both from shared/kinds/routing/validator.
import { validateRouting } from '../validator';
import type { RoutingRow } from '../rows';
import { flag, newTally, type FileTally } from '../../../../scripts/import/tally';
import type { AchRecord } from './fedach';
import type { WireRecord } from './fedwire';

export { ROUTING_COLUMNS } from '../rows';
export type { RoutingRow } from '../rows';

export const JOINED_FILE = '(joined) FedACH + Fedwire, one row per routing number';

/**
 * Joins by routing number, sorted. The FedACH record names the row where there is one (its
 * name, city and state are the delivery address), else the Fedwire record. Every number the
 * readers kept is stored: read = stored, the validator's findings are flags.
 */
export function joinRoutings(
  ach: readonly AchRecord[],
  wire: readonly WireRecord[],
): { rows: RoutingRow[]; tally: FileTally } {
  const tally = newTally(JOINED_FILE, 'routings', null);
  const achBy = new Map(ach.map((r) => [r.routing_number, r]));
  const wireBy = new Map(wire.map((r) => [r.routing_number, r]));
  const numbers = [...new Set([...achBy.keys(), ...wireBy.keys()])].sort();
  const rows: RoutingRow[] = [];
  for (const rtn of numbers) {
    tally.read++;
    const a = achBy.get(rtn);
    const w = wireBy.get(rtn);
    const named = (a ?? w)!;
    const check = validateRouting(rtn);
    for (const error of check.errors) flag(tally, error);
    rows.push({
      routing_number: rtn,
      process_status: a && w ? 'both' : a ? 'fedach' : 'fedwire',
      name: named.name,
      city: named.city,
      state: named.state,
      bank_id: null,
      fed_district: check.parts?.district ?? null,
      symbol_type: check.parts?.symbolType ?? null,
      check_digit_valid: check.errors.includes('aba.checksum') ? 0 : 1,
      validation_errors: check.errors.length > 0 ? check.errors.join(',') : null,
      source: named.source,
      as_of: named.as_of,
    });
    tally.stored++;
  }
  return { rows, tally };
}
