// The US routing-number source: FedACH and Fedwire directories, joined per routing number and
// linked to the banks the SWIFT source derived (so it must run after it: DEFAULT_SOURCES order).
import type { Source } from '../importer';
import type { TableLoad } from '../refresh';
import type { SqlValue } from '../sql';
import { linkBanks, placesOf, type BankCandidate } from './bank-link';
import { ACH_COLUMNS, loadFedAch } from './fedach';
import { WIRE_COLUMNS, loadFedwire } from './fedwire';
import { joinRoutings, ROUTING_COLUMNS } from './join';

export const usRoutingSource: Source = {
  name: 'us_routing',
  async load({ dataDir, earlier, log, note }) {
    const [ach, wire] = await Promise.all([loadFedAch(dataDir), loadFedwire(dataDir)]);
    const { rows, tally } = joinRoutings(ach.records, wire.records);
    const stats = linkBanks(
      rows,
      usBanks(earlier),
      new Map(ach.records.map((r) => [r.routing_number, r])),
      new Map(wire.records.map((r) => [r.routing_number, r])),
    );
    for (const [k, v] of Object.entries(stats)) note?.(`us_routings.${k}`, v);
    const pct = stats.routings ? ((100 * stats.linked) / stats.routings).toFixed(1) : '0.0';
    log(
      `us_routing: ${ach.records.length} FedACH + ${wire.records.length} Fedwire records, ${rows.length} routing numbers; ` +
        `${stats.linked} linked to a bank (${pct}%; left unlinked: ${stats.ambiguous} ambiguous, a name several banks of the place share; ` +
        `${stats.generic_unmatched} a bank of that name in another state or city)`,
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
  // Each bank's places: the cities of its US SWIFT offices ("CHARLOTTE, NC").
  const cities = new Map<number, (string | null)[]>();
  const swiftLoad = loads.find((l) => l.table === 'swifts');
  if (swiftLoad) {
    const [bankId, swiftCountry, swiftCity] = ['bank_id', 'country', 'city'].map((c) => swiftLoad.columns.indexOf(c));
    for (const r of swiftLoad.rows) {
      if (r[swiftCountry!] !== 'US' || r[bankId!] === null) continue;
      const list = cities.get(Number(r[bankId!])) ?? [];
      list.push(r[swiftCity!] === null ? null : String(r[swiftCity!]));
      cities.set(Number(r[bankId!]), list);
    }
  }
  return banks.rows
    .filter((r) => r[country] === 'US')
    .map((r) => {
      const bankCity = city < 0 || r[city] === null ? null : String(r[city]);
      return {
        id: Number(r[id]),
        name: String(r[name]),
        city: bankCity,
        swifts_count: swifts < 0 ? 0 : Number(r[swifts] ?? 0),
        places: placesOf([bankCity, ...(cities.get(Number(r[id])) ?? [])]),
      };
    });
}
