// The US routing-number source: FedACH and Fedwire directories, joined per routing number and
// linked to the banks the SWIFT source derived (so it must run after it: DEFAULT_SOURCES order).
import type { Source } from '../importer';
import type { TableLoad } from '../refresh';
import type { SqlValue } from '../sql';
import { linkBanks, type BankCandidate } from './bank-link';
import { ACH_COLUMNS, loadFedAch } from './fedach';
import { WIRE_COLUMNS, loadFedwire } from './fedwire';
import { joinRoutings, ROUTING_COLUMNS } from './join';

export const usRoutingSource: Source = {
  name: 'us_routing',
  async load({ dataDir, earlier, log }) {
    const [ach, wire] = await Promise.all([loadFedAch(dataDir), loadFedwire(dataDir)]);
    const { rows, tally } = joinRoutings(ach.records, wire.records);
    const stats = linkBanks(
      rows,
      usBanks(earlier),
      new Map(ach.records.map((r) => [r.routing_number, r])),
      new Map(wire.records.map((r) => [r.routing_number, r])),
    );
    const pct = stats.routings ? ((100 * stats.linked) / stats.routings).toFixed(1) : '0.0';
    log(
      `us_routing: ${ach.records.length} FedACH + ${wire.records.length} Fedwire records, ${rows.length} routing numbers; ` +
        `${stats.linked} linked to a bank (${pct}%, ${stats.ambiguous} by a name several banks share; ` +
        `${stats.generic_unmatched} left unlinked: common-words name, other city)`,
    );
    return {
      loads: [
        columnLoad('us_routing_ach', ACH_COLUMNS, ach.records),
        columnLoad('us_routing_wire', WIRE_COLUMNS, wire.records),
        columnLoad('us_routings', ROUTING_COLUMNS, rows),
      ],
      tallies: [ach.tally, wire.tally, tally],
    };
  },
};

function columnLoad<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: readonly T[]): TableLoad {
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c] as SqlValue)) };
}

/** The US banks among the rows an earlier source loaded (none when no source loads banks). */
export function usBanks(loads: readonly TableLoad[]): BankCandidate[] {
  const banks = loads.find((l) => l.table === 'banks');
  if (!banks) return [];
  const at = (c: string) => banks.columns.indexOf(c);
  const [id, country, name, city, swifts] = [at('id'), at('country'), at('name'), at('city'), at('swifts_count')];
  if (id < 0 || country < 0 || name < 0) throw new Error('banks load lacks id, country or name');
  return banks.rows
    .filter((r) => r[country] === 'US')
    .map((r) => ({
      id: Number(r[id]),
      name: String(r[name]),
      city: city < 0 || r[city] === null ? null : String(r[city]),
      swifts_count: swifts < 0 ? 0 : Number(r[swifts] ?? 0),
    }));
}
