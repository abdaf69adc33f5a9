// Writes what `npm run data:import` built as SQL files for `wrangler d1 execute --file`:
//   prepare.sql  drops leftovers and creates an empty "<table>__publish" copy of every table;
//   load-NNN.sql multi-row INSERTs into those copies, each statement under D1's 100 kB limit;
//   swap.sql     drops the served tables, renames the copies in, rebuilds the indexes and records
//                the import in import_runs: one file, so D1 applies it whole or not at all.
// The source is read once; its fingerprints (row count + checksum per table) are taken on the way.
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { quoteIdent } from '../import/sql';
import { TableHasher, type Fingerprint } from './checksum';
import { literal, readRows, tableShape, type Query, type TableShape } from './read';

export const PUBLISH_SUFFIX = '__publish';
export const publishName = (table: string) => `${table}${PUBLISH_SUFFIX}`;

/** D1: "Maximum SQL statement length 100,000 bytes" (developers.cloudflare.com/d1/platform/limits). */
export const D1_MAX_STATEMENT_BYTES = 100_000;

export interface DumpOptions {
  /**
   * Statement size (a row longer than this gets a statement of its own, up to D1's limit). Small
   * on purpose: wrangler's local splitter (d1/splitter.ts) tests a regex against the whole
   * statement so far at every character, quadratic in the statement's length; measured on
   * INSERT text, 0.8 s per MB at 1-2 kB statements, 3.9 s at 10 kB, ~25 s at 90 kB.
   */
  statementBytes?: number;
  /** Load file size: D1 blocks queries while it ingests a file, so keep each pause short. */
  fileBytes?: number;
  log?: (line: string) => void;
}

export interface TableDump {
  table: string;
  columns: string[];
  createSql: string;
  indexSql: string[];
  shape: TableShape;
  source: Fingerprint;
}

export interface Dump {
  tables: TableDump[];
  prepareFile: string;
  loadFiles: string[];
  swapFile: string;
  bytes: number;
}

export interface ImportRun {
  importer_version: number;
  finished_at: string;
  summary: string;
}

export async function dumpTables(
  query: Query,
  tables: readonly string[],
  run: ImportRun,
  dir: string,
  options: DumpOptions = {},
): Promise<Dump> {
  const statementBytes = Math.min(options.statementBytes ?? 2_000, D1_MAX_STATEMENT_BYTES);
  const fileBytes = options.fileBytes ?? 20_000_000;
  const log = options.log ?? (() => {});
  const dumps: TableDump[] = [];
  for (const table of tables) {
    const schema = await query<{ type: string; sql: string }>(
      `SELECT type, sql FROM sqlite_master WHERE tbl_name = ${literal(table)} AND sql IS NOT NULL AND type IN ('table', 'index')`,
    );
    const createSql = schema.find((s) => s.type === 'table')?.sql;
    if (!createSql) throw new Error(`table ${table} is missing from the local D1`);
    const shape = await tableShape(query, table);
    dumps.push({
      table,
      columns: shape.columns,
      createSql,
      indexSql: schema.filter((s) => s.type === 'index').map((s) => s.sql),
      shape,
      source: { rows: 0, checksum: '' },
    });
  }

  const prepareFile = path.join(dir, 'prepare.sql');
  await writeFile(prepareFile, [
    ...dumps.map((d) => `DROP TABLE IF EXISTS ${quoteIdent(publishName(d.table))};`),
    ...dumps.map((d) => `${renameCreate(d.table, d.createSql)};`),
  ]);

  const loadFiles: string[] = [];
  let out: WriteStream | null = null;
  let outBytes = 0;
  let total = 0;
  const write = async (statement: string) => {
    if (!out || outBytes + statement.length > fileBytes) {
      if (out) await close(out);
      const file = path.join(dir, `load-${String(loadFiles.length + 1).padStart(3, '0')}.sql`);
      loadFiles.push(file);
      out = createWriteStream(file);
      outBytes = 0;
    }
    const text = `${statement};\n`;
    const bytes = Buffer.byteLength(text);
    outBytes += bytes;
    total += bytes;
    if (!out.write(text)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()));
  };

  for (const d of dumps) {
    const hasher = new TableHasher();
    const head = `INSERT INTO ${quoteIdent(publishName(d.table))} (${d.columns.map(quoteIdent).join(', ')}) VALUES `;
    let values: string[] = [];
    let size = Buffer.byteLength(head);
    const flush = async () => {
      if (values.length > 0) await write(head + values.join(','));
      values = [];
      size = Buffer.byteLength(head);
    };
    for await (const page of readRows(query, d.shape)) {
      for (const row of page) {
        hasher.add(row);
        const tuple = `(${row.map(literal).join(',')})`;
        const bytes = Buffer.byteLength(tuple) + 1;
        if (Buffer.byteLength(head) + bytes > D1_MAX_STATEMENT_BYTES)
          throw new Error(`${d.table}: one row is longer than a D1 statement may be (${bytes} bytes)`);
        if (size + bytes > statementBytes && values.length > 0) await flush();
        values.push(tuple);
        size += bytes;
      }
      const done = hasher.result().rows;
      if (done % 100_000 < page.length) log(`dump: ${d.table} ${done} rows`);
    }
    await flush();
    d.source = hasher.result();
    log(`dump: ${d.table} ${d.source.rows} rows, checksum ${d.source.checksum}`);
  }
  if (out) await close(out);

  const swapFile = path.join(dir, 'swap.sql');
  await writeFile(swapFile, [
    'PRAGMA defer_foreign_keys = on;',
    ...dumps.map((d) => `DROP TABLE IF EXISTS ${quoteIdent(d.table)};`),
    ...dumps.map((d) => `ALTER TABLE ${quoteIdent(publishName(d.table))} RENAME TO ${quoteIdent(d.table)};`),
    ...dumps.flatMap((d) => d.indexSql.map((sql) => `${sql};`)),
    // A new id (not the local one): caches key on max(import_runs.id), so every publish is a new
    // data version there even when the local database was re-created.
    `INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (${run.importer_version}, ${literal(run.finished_at)}, ${literal(run.summary)});`,
  ]);
  return { tables: dumps, prepareFile, loadFiles, swapFile, bytes: total };
}

/** The table's CREATE TABLE text under its publish name (any quoting of the original name). */
export function renameCreate(table: string, createSql: string): string {
  const head = /^\s*CREATE\s+TABLE\s+(?:"((?:[^"]|"")+)"|`([^`]+)`|\[([^\]]+)\]|([^\s(]+))/i;
  const match = createSql.match(head);
  const name = match && (match[1]?.replaceAll('""', '"') ?? match[2] ?? match[3] ?? match[4]);
  if (!match || name !== table) throw new Error(`unexpected schema text for ${table}: ${createSql.slice(0, 60)}`);
  return `CREATE TABLE ${quoteIdent(publishName(table))}${createSql.slice(match[0].length)}`;
}

function close(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

async function writeFile(file: string, statements: string[]): Promise<void> {
  const stream = createWriteStream(file);
  for (const s of statements) stream.write(`${s}\n`);
  await close(stream);
}
