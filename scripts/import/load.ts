// What a source hands to the import: per table, its columns and rows (scripts/import/refresh.ts
// writes them aside and swaps them in). Kept apart from refresh.ts and the importer so that a
// source module depends on this shape only, never on the importer that runs it.
import type { SqlValue } from './sql';

export interface TableLoad {
  /** The served table, created by a migration. */
  table: string;
  columns: readonly string[];
  rows: readonly (readonly SqlValue[])[];
  /** More rows, kept on disk instead of in memory (the millions of a golden copy): inserted after `rows`. */
  spilled?: SpilledRows;
}

/**
 * Rows written to a file while the source was read, one JSON array per line in `columns` order,
 * so that memory stays flat in the number of records. They go in with INSERT OR IGNORE: a row
 * repeating a key already in the table is dropped, and `settle` is told how many the table took
 * (the source counts the rest as duplicates in its tally, which reconciliation then checks).
 */
export interface SpilledRows {
  file: string;
  /** Rows in the file. */
  count: number;
  settle(inserted: number): void;
  /** Removes the file; called once the import ends, whether or not it succeeded. */
  dispose(): void;
}

/** Column-ordered rows for a table, from row objects: how every source builds its loads. */
export function toLoad<T extends object>(
  table: string,
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): TableLoad {
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c] as SqlValue)) };
}

/** Rows of earlier loads of `table` as objects keyed by column name (empty when no source loaded it). */
export function rowsOf(loads: readonly TableLoad[], table: string): Record<string, SqlValue>[] {
  return loads
    .filter((l) => l.table === table)
    .flatMap((l) => l.rows.map((row) => Object.fromEntries(l.columns.map((c, i) => [c, row[i] ?? null]))));
}

/**
 * Several sources may fill one table (banks: derived from SWIFT, added from the IFSC list and
 * the ED807 directory): their loads become one, in source order, over the union of their
 * columns (a column one source does not set is null in its rows).
 */
export function mergeLoads(loads: readonly TableLoad[]): TableLoad[] {
  const byTable = new Map<string, TableLoad[]>();
  for (const load of loads) byTable.set(load.table, [...(byTable.get(load.table) ?? []), load]);
  return [...byTable.values()].map((group) => {
    if (group.length === 1) return group[0]!;
    if (group.some((l) => l.spilled))
      throw new Error(`${group[0]!.table}: rows spilled to disk cannot be merged with another source's`);
    const columns = [...new Set(group.flatMap((l) => l.columns))];
    const rows = group.flatMap((l) => {
      const index = columns.map((c) => l.columns.indexOf(c));
      return l.rows.map((r) => index.map((i) => (i < 0 ? null : (r[i] ?? null))));
    });
    return { table: group[0]!.table, columns, rows };
  });
}
