// The US routing-number source: FedACH and Fedwire directories, joined per routing number and
// linked to the banks the SWIFT source derived (so it must run after it: sources that add banks read first, scripts/import/importer.ts).
import { earlierBanks, earlierSwifts } from '../../../../scripts/import/earlier-banks';
import { toLoad, type TableLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { linkBanks, placesOf, type BankCandidate } from './bank-link';
import { ACH_COLUMNS, loadFedAch } from './fedach';
import { WIRE_COLUMNS, loadFedwire } from './fedwire';
import { joinRoutings, ROUTING_COLUMNS } from './join';

export const routingSource: Source = {
  name: 'routing',
  async load({ dataDir, earlier, log, note }) {
    const [ach, wire] = await Promise.all([loadFedAch(dataDir), loadFedwire(dataDir)]);
    const { rows, tally } = joinRoutings(ach.records, wire.records);
    const stats = linkBanks(
      rows,
      usBanks(earlier),
      new Map(ach.records.map((r) => [r.routing_number, r])),
      new Map(wire.records.map((r) => [r.routing_number, r])),
    );
    for (const [k, v] of Object.entries(stats)) note?.(`routings.${k}`, v);
    const pct = stats.routings ? ((100 * stats.linked) / stats.routings).toFixed(1) : '0.0';
    log(
      `routing: ${ach.records.length} FedACH + ${wire.records.length} Fedwire records, ${rows.length} routing numbers; ` +
        `${stats.linked} linked to a bank (${pct}%; left unlinked: ${stats.ambiguous} ambiguous, a name several banks of the place share; ` +
        `${stats.generic_unmatched} a bank of that name in another state or city)`,
    );
    return {
      loads: [
        toLoad('routing_ach', ACH_COLUMNS, ach.records),
        toLoad('routing_wire', WIRE_COLUMNS, wire.records),
        toLoad('routings', ROUTING_COLUMNS, rows),
      ],
      tallies: [ach.tally, wire.tally, tally],
    };
  },
};

/** The US banks among the rows an earlier source loaded (none when no source loads banks). */
export function usBanks(loads: readonly TableLoad[]): BankCandidate[] {
  // Each bank's places: the cities of its US SWIFT offices ("CHARLOTTE, NC").
  const cities = new Map<number, (string | null)[]>();
  for (const s of earlierSwifts(loads)) {
    if (s.country !== 'US' || s.bank_id === null) continue;
    const list = cities.get(s.bank_id) ?? [];
    list.push(s.city);
    cities.set(s.bank_id, list);
  }
  return earlierBanks(loads)
    .filter((b) => b.country === 'US')
    .map((b) => ({
      id: b.id,
      name: b.name,
      city: b.city,
      swifts_count: b.swifts_count,
      places: placesOf([b.city, ...(cities.get(b.id) ?? [])]),
    }));
}
