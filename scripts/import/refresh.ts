// Atomic refresh: every table is built aside, checked, then swapped in with one transaction.
// Readers (wrangler dev) see either the old data or the new data, never a half-filled table,
// and a failed import leaves the served tables as they were (../shared/DESIGN.md, "Data").
//
// Generic on purpose: a source module only hands over a table name, its columns and its rows.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { TableLoad } from './load';
import { quoteIdent, type SqlValue } from './sql';

export const ASIDE_SUFFIX = '__import';

export interface RefreshOptions {
  onProgress?: (table: string, written: number, total: number) => void;
  /** Runs once every aside table is filled, before the swap. Throw to abort the import. */
  verify?: (asideName: (table: string) => string) => Promise<void>;
  /** Extra statements committed in the same transaction as the swap (e.g. the import_runs row). */
  swapExtras?: () => D1PreparedStatement[];
}

interface TableSchema {
  table: string;
  createSql: string;
  indexSql: string[];
}

export const asideName = (table: string): string => `${table}${ASIDE_SUFFIX}`;

export async function refreshTables(
  db: D1Database,
  loads: readonly TableLoad[],
  options: RefreshOptions = {},
): Promise<void> {
  const schemas = await Promise.all(loads.map((load) => readSchema(db, load.table)));
  const tables = loads.map((load) => load.table);
  await dropAside(db, tables); // leftovers of an import that was killed
  try {
    for (const schema of schemas) await db.prepare(asideCreateSql(schema)).run();
    for (const load of loads) {
      const total = load.rows.length + (load.spilled?.count ?? 0);
      await insertRows(db, asideName(load.table), load.columns, load.rows, (n) =>
        options.onProgress?.(load.table, n, total),
      );
      let expected = load.rows.length;
      if (load.spilled) {
        const inserted = await insertSpilled(db, asideName(load.table), load.columns, load.spilled.file, (n) =>
          options.onProgress?.(load.table, load.rows.length + n, total),
        );
        load.spilled.settle(inserted);
        expected += inserted;
      }
      const stored = await countRows(db, asideName(load.table));
      if (stored !== expected) {
        throw new Error(`${load.table}: ${expected} rows sent but ${stored} stored`);
      }
    }
    await options.verify?.(asideName);
    await db.batch([...swapStatements(db, schemas), ...(options.swapExtras?.() ?? [])]);
  } catch (error) {
    await dropAside(db, tables).catch(() => {}); // keep the first error, it is the useful one
    throw error;
  }
}

/** The table's CREATE TABLE and CREATE INDEX text, as migrations left it in sqlite_master. */
async function readSchema(db: D1Database, table: string): Promise<TableSchema> {
  const { results } = await db
    .prepare(
      "SELECT type, sql FROM sqlite_master WHERE tbl_name = ?1 AND sql IS NOT NULL AND type IN ('table', 'index')",
    )
    .bind(table)
    .all<{ type: string; sql: string }>();
  const createSql = results.find((r) => r.type === 'table')?.sql;
  if (!createSql) throw new Error(`table ${table} does not exist: are the migrations applied?`);
  // Indexes are left off the aside table (faster inserts) and rebuilt during the swap. The
  // automatic indexes of PRIMARY KEY / UNIQUE have no sql and come with the table itself.
  return { table, createSql, indexSql: results.filter((r) => r.type === 'index').map((r) => r.sql) };
}

/** The same CREATE TABLE under the aside name. Exported for tests. */
export function asideCreateSql({ table, createSql }: Pick<TableSchema, 'table' | 'createSql'>): string {
  // After a swap SQLite stores the renamed table as CREATE TABLE "name", so accept any quoting.
  const head = /^\s*CREATE\s+TABLE\s+(?:"((?:[^"]|"")+)"|`([^`]+)`|\[([^\]]+)\]|([^\s(]+))/i;
  const match = createSql.match(head);
  const name = match && (match[1]?.replaceAll('""', '"') ?? match[2] ?? match[3] ?? match[4]);
  if (!match || name !== table) throw new Error(`unexpected schema text for ${table}: ${createSql.slice(0, 60)}`);
  return `CREATE TABLE ${quoteIdent(asideName(table))}${createSql.slice(match[0].length)}`;
}

function swapStatements(db: D1Database, schemas: readonly TableSchema[]): D1PreparedStatement[] {
  return [
    // Foreign keys between swapped tables are checked at commit, when both sides are new.
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...schemas.map((s) => db.prepare(`DROP TABLE ${quoteIdent(s.table)}`)),
    ...schemas.map((s) => db.prepare(`ALTER TABLE ${quoteIdent(asideName(s.table))} RENAME TO ${quoteIdent(s.table)}`)),
    ...schemas.flatMap((s) => s.indexSql.map((sql) => db.prepare(sql))),
  ];
}

async function dropAside(db: D1Database, tables: readonly string[]): Promise<void> {
  await db.batch(tables.map((t) => db.prepare(`DROP TABLE IF EXISTS ${quoteIdent(asideName(t))}`)));
}

export async function countRows(db: D1Database, table: string): Promise<number> {
  const n = await db.prepare(`SELECT count(*) AS n FROM ${quoteIdent(table)}`).first<number>('n');
  return n ?? 0;
}

/**
 * Bulk insert. Rows travel as one JSON array per statement, unpacked by SQLite's json_each:
 * measured on the 85k SWIFT rows, ~2 s, against ~4 s for multi-row INSERTs of escaped literals
 * (capped at 100 kB of SQL per statement), ~60 s for multi-row INSERTs with bound parameters
 * (capped at 100 parameters) and ~170 s for a batch of one-row prepared statements.
 */
const CHUNK_BYTES = 1_000_000; // D1 refuses a single string over 2 MB (SQLITE_TOOBIG)

const insertSql = (table: string, columns: readonly string[], verb = 'INSERT') =>
  `${verb} INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?1)`;

/**
 * Inserts the lines of a spilled file (each a JSON array) as insertRows does, reading the file
 * as a stream: memory holds one statement's rows. Returns how many rows the table took.
 */
async function insertSpilled(
  db: D1Database,
  table: string,
  columns: readonly string[],
  file: string,
  onProgress: (sent: number) => void,
): Promise<number> {
  const sql = insertSql(table, columns, 'INSERT OR IGNORE');
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let chunk: string[] = [];
  let bytes = 2;
  let sent = 0;
  let inserted = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    const result = await db
      .prepare(sql)
      .bind(`[${chunk.join(',')}]`)
      .run();
    inserted += result.meta.changes;
    sent += chunk.length;
    onProgress(sent);
    chunk = [];
    bytes = 2;
  };
  for await (const line of lines) {
    if (line === '') continue;
    const size = Buffer.byteLength(line) + 1;
    if (bytes + size > CHUNK_BYTES) await flush();
    chunk.push(line);
    bytes += size;
  }
  await flush();
  return inserted;
}

async function insertRows(
  db: D1Database,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  onProgress: (written: number) => void,
): Promise<void> {
  const sql = insertSql(table, columns);
  let chunk: string[] = [];
  let bytes = 2;
  let written = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    await db
      .prepare(sql)
      .bind(`[${chunk.join(',')}]`)
      .run();
    written += chunk.length;
    onProgress(written);
    chunk = [];
    bytes = 2;
  };
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
    const json = JSON.stringify(row);
    const size = Buffer.byteLength(json) + 1;
    if (bytes + size > CHUNK_BYTES) await flush();
    chunk.push(json);
    bytes += size;
  }
  await flush();
}
