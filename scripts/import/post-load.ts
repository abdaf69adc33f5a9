// What runs on the filled aside tables before the swap (refresh.ts calls it as `verify`): the
// counts per country, the sources' links (Source.link), the banks' prominence, the list lengths,
// the search index, then the reconciliation of every table against the tallies. Throwing here
// aborts the import with the served tables untouched.
import { LIST_COUNTS_TABLE, fillListCounts } from './list-counts';
import type { TableLoad } from './load';
import { fillProminence } from './prominence';
import { countRows } from './refresh';
import { SEARCH_TABLES, buildSearchIndex } from './search-index';
import type { Source } from './source';
import { quoteIdent } from './sql';
import type { FileTally } from './tally';

export interface PostLoadInput {
  loads: readonly TableLoad[];
  sources: readonly Source[];
  tallies: readonly FileTally[];
  /** The summary's rows per table: completed here for what is only known once stored. */
  rows: Record<string, number>;
  log: (line: string) => void;
}

export async function postLoad(db: D1Database, aside: (table: string) => string, input: PostLoadInput): Promise<void> {
  const { loads, sources, tallies, rows, log } = input;
  // Rows spilled to disk are known once the table took them (their repeats are dropped).
  for (const l of loads) if (l.spilled) rows[l.table] = await countRows(db, aside(l.table));
  log('reconciling and swapping in');
  const loaded = new Set(loads.map((l) => l.table));
  if (loaded.has('banks') && loaded.has('swifts')) await fillCountryCounts(db, aside);
  const table = (name: string) => (loaded.has(name) ? aside(name) : name);
  for (const source of sources) await source.link?.(db, table, log);
  if (loaded.has('banks')) await fillProminence(db, table, loaded);
  // List lengths ("first 20 of N"), counted once the codes are linked to their banks.
  if (loaded.has(LIST_COUNTS_TABLE)) rows[LIST_COUNTS_TABLE] = await fillListCounts(db, table);
  // The search index reads the filled tables, the banks' prominence included.
  if (loaded.has('search_docs')) {
    await buildSearchIndex(db, table, log);
    // The index is built here, not loaded: the summary states the rows it holds, so that a
    // publish (scripts/publish) compares them like every other table's.
    for (const name of SEARCH_TABLES) rows[name] = await countRows(db, aside(name));
  }
  await reconcile(db, aside, tallies);
}

/** Counts per country, from what was actually stored aside. */
async function fillCountryCounts(db: D1Database, aside: (table: string) => string): Promise<void> {
  // UPDATE ... FROM one GROUP BY: the aside tables have no index yet, a correlated count per
  // country would scan them 250 times.
  const countries = quoteIdent(aside('countries'));
  const statements = (['banks', 'swifts'] as const).map((table) =>
    db.prepare(
      `UPDATE ${countries} AS c SET ${table}_count = n.count
         FROM (SELECT country, count(*) AS count FROM ${quoteIdent(aside(table))} GROUP BY country) AS n
         WHERE n.country = c.code`,
    ),
  );
  await db.batch(statements);
}

/**
 * "Stored" is checked against the database, not just our arrays: per table, the row count must
 * equal the tallies' stored total, and per (table, source) the rows carrying that source too.
 */
async function reconcile(
  db: D1Database,
  aside: (table: string) => string,
  tallies: readonly FileTally[],
): Promise<void> {
  const expected = new Map<string, number>();
  for (const t of tallies) {
    expected.set(t.table, (expected.get(t.table) ?? 0) + t.stored);
    if (t.source !== null) {
      const key = `${t.table}\u0000${t.source}`;
      expected.set(key, (expected.get(key) ?? 0) + t.stored);
    }
  }
  for (const [key, count] of expected) {
    const [table = '', source] = key.split('\u0000');
    const actual =
      source === undefined
        ? await countRows(db, aside(table))
        : ((await db
            .prepare(`SELECT count(*) AS n FROM ${quoteIdent(aside(table))} WHERE source = ?1`)
            .bind(source)
            .first<number>('n')) ?? 0);
    if (actual !== count) {
      throw new Error(
        `reconciliation failed: ${table}${source ? ` from ${source}` : ''} holds ${actual} rows, tallies say ${count}`,
      );
    }
  }
}
