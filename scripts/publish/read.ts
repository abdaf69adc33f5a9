// Reads a table page by page through any query function (Miniflare's D1 locally, `wrangler d1
// execute --json` remotely): by rowid for ordinary tables, by primary key for WITHOUT ROWID ones.
import { quoteIdent, type SqlValue } from '../import/sql';

export type Query = <T = Record<string, SqlValue>>(sql: string) => Promise<T[]>;

export interface TableShape {
  table: string;
  columns: string[];
  /** Primary-key columns (WITHOUT ROWID tables are paged by them), in key order. */
  primaryKey: string[];
  withoutRowid: boolean;
}

export async function tableShape(query: Query, table: string): Promise<TableShape> {
  const info = await query<{ name: string; pk: number }>(`PRAGMA table_info(${quoteIdent(table)})`);
  if (info.length === 0) throw new Error(`table ${table} does not exist`);
  const master = await query<{ sql: string }>(
    `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${literal(table)}`,
  );
  return {
    table,
    columns: info.map((c) => c.name),
    primaryKey: info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name),
    withoutRowid: /WITHOUT\s+ROWID\s*;?\s*$/i.test(master[0]?.sql ?? ''),
  };
}

/**
 * Yields the rows of `table` (values in `shape.columns` order) in pages of `pageSize`. Rowid
 * tables are paged by keyset (rowid > last), so a page costs the same at the end of a 2.8M-row
 * table as at its start; WITHOUT ROWID tables by OFFSET in primary-key order.
 */
export async function* readRows(
  query: Query,
  shape: TableShape,
  table = shape.table,
  pageSize = 5000,
): AsyncGenerator<SqlValue[][]> {
  const cols = shape.columns.map(quoteIdent).join(', ');
  let lastRowid = -Infinity;
  for (let offset = 0; ; offset += pageSize) {
    const sql = shape.withoutRowid
      ? `SELECT ${cols} FROM ${quoteIdent(table)} ORDER BY ${shape.primaryKey.map(quoteIdent).join(', ')} LIMIT ${pageSize} OFFSET ${offset}`
      : `SELECT rowid AS "__rowid", ${cols} FROM ${quoteIdent(table)}${Number.isFinite(lastRowid) ? ` WHERE rowid > ${lastRowid}` : ''} ORDER BY rowid LIMIT ${pageSize}`;
    const page = await query<Record<string, SqlValue>>(sql);
    if (page.length === 0) return;
    if (!shape.withoutRowid) lastRowid = Number(page[page.length - 1]!.__rowid);
    yield page.map((r) => shape.columns.map((c) => checkValue(table, c, r[c])));
    if (page.length < pageSize) return;
  }
}

function checkValue(table: string, column: string, value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  // No table of ours stores BLOBs; refuse rather than publish something we cannot compare.
  throw new Error(`${table}.${column}: unsupported value type ${typeof value}`);
}

/** An SQL literal (SQLite syntax): text quoted with '' doubled, numbers as written, NULL. */
export function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as an SQL literal`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
