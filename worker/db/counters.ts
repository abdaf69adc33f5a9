import type { Counters } from '../../shared/api-types';

/** The home page counters. Tables that are not imported yet count 0. */
export async function readCounters(db: D1Database): Promise<Counters> {
  const [banks, swifts, rubics] = await db.batch<{ n: number }>([
    db.prepare('SELECT COUNT(*) AS n FROM banks'),
    db.prepare('SELECT COUNT(*) AS n FROM swifts'),
    db.prepare('SELECT COUNT(*) AS n FROM rubics'),
  ]);
  return {
    banks: banks?.results[0]?.n ?? 0,
    swifts: swifts?.results[0]?.n ?? 0,
    us_routings: 0,
    bins: 0,
    ifscs: 0,
    rubics: rubics?.results[0]?.n ?? 0,
    leis: 0,
  };
}
