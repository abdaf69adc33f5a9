import type { Counters } from '../../shared/api-types';

/** Each counter and the rows it counts. */
const COUNTED: readonly [keyof Counters, string][] = [
  ['banks', 'banks'],
  ['swifts', 'swifts'],
  ['us_routings', 'routings'],
  ['ifscs', 'ifscs'],
  ['rubics', 'rubics'],
  ['bins', 'bins'],
  ['leis', 'leis'],
  // The countries /countries lists (worker/db/countries.ts listCountries): those with a bank.
  ['countries', 'countries WHERE banks_count > 0'],
];

/** The home page counters: one batch of COUNT(*), each served from the table's smallest index. */
export async function readCounters(db: D1DatabaseSession): Promise<Counters> {
  const results = await db.batch<{ n: number }>(
    COUNTED.map(([, table]) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`)),
  );
  const counters: Counters = {
    banks: 0,
    swifts: 0,
    us_routings: 0,
    bins: 0,
    ifscs: 0,
    rubics: 0,
    leis: 0,
    countries: 0,
  };
  COUNTED.forEach(([key], i) => {
    counters[key] = results[i]?.results[0]?.n ?? 0;
  });
  return counters;
}
