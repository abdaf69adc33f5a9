// `npm run data:publish`: copies the tables of the last local import into an environment's D1.
// Load aside, verify, swap in one file: the served tables change all at once or not at all, and
// never hold rows of two imports (docs/decisions/publish.md).
import { openSqlWorker } from './local-d1';
import { quoteIdent } from '../import/sql';
import { TableHasher, type Fingerprint } from './checksum';
import { dumpTables, publishName, type DumpOptions, type ImportRun, type TableDump } from './dump';
import { readRows, type Query } from './read';
import type { Target } from './target';

export interface PublishOptions {
  /** The local D1 `npm run data:import` filled. */
  persistDir: string;
  databaseId: string;
  target: Target;
  /** Where the SQL files are written. */
  workDir: string;
  log?: (line: string) => void;
  dump?: DumpOptions;
}

export interface TableCheck {
  table: string;
  source: Fingerprint;
  target: Fingerprint;
  equal: boolean;
}

export interface PublishResult {
  tables: TableCheck[];
  run: ImportRun;
  files: number;
  bytes: number;
  durationMs: number;
}

export class PublishError extends Error {}

export async function publish(options: PublishOptions): Promise<PublishResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const { target } = options;

  const source = await openSqlWorker(options.persistDir, options.databaseId);
  let dump: Awaited<ReturnType<typeof dumpTables>>;
  let run: ImportRun;
  let migrations: string[];
  try {
    const query: Query = (sql) => source.query(sql);
    const runs = await query<ImportRun>(
      'SELECT importer_version, finished_at, summary FROM import_runs ORDER BY id DESC LIMIT 1',
    ).catch(() => []);
    if (!runs[0])
      throw new PublishError(`no completed import in ${options.persistDir}: run \`npm run data:import\` first`);
    run = runs[0];
    const tables = Object.keys((JSON.parse(run.summary) as { rows: Record<string, number> }).rows);
    migrations = (await query<{ name: string }>('SELECT name FROM d1_migrations ORDER BY name')).map((r) => r.name);
    log(`publish: import of ${run.finished_at} (importer version ${run.importer_version}), ${tables.length} tables`);
    dump = await dumpTables(query, tables, run, options.workDir, { log, ...options.dump });
  } finally {
    await source.dispose();
  }
  const files = [dump.prepareFile, ...dump.loadFiles, dump.swapFile];
  log(
    `publish: ${dump.loadFiles.length} load file(s), ${(dump.bytes / 1e6).toFixed(1)} MB of SQL in ${options.workDir}`,
  );

  log(`publish: applying migrations to the ${target.label}`);
  await target.applyMigrations();
  const applied = (await target.query<{ name: string }>('SELECT name FROM d1_migrations ORDER BY name')).map(
    (r) => r.name,
  );
  if (applied.join() !== migrations.join()) {
    throw new PublishError(
      `the target's migrations (${applied.length}) differ from the local D1's (${migrations.length}): publish from the checkout that imported`,
    );
  }

  try {
    await target.executeFile(dump.prepareFile);
    let rows = 0;
    const total = dump.tables.reduce((n, t) => n + t.source.rows, 0);
    for (const [i, file] of dump.loadFiles.entries()) {
      await target.executeFile(file);
      rows = Math.min(total, Math.round((total * (i + 1)) / dump.loadFiles.length));
      log(`publish: load file ${i + 1}/${dump.loadFiles.length} done (~${rows}/${total} rows)`);
    }
    log('publish: verifying the loaded copies');
    const aside = await fingerprints(target.query, dump.tables, publishName);
    const bad = aside.filter((c) => !c.equal);
    if (bad.length > 0) throw new PublishError(`loaded copies differ from the source: ${bad.map(describe).join('; ')}`);
  } catch (error) {
    await target
      .execute(dump.tables.map((t) => `DROP TABLE IF EXISTS ${quoteIdent(publishName(t.table))}`).join('; '))
      .catch(() => {});
    throw error;
  }

  log('publish: swapping in (one file: all tables or none)');
  await target.executeFile(dump.swapFile);
  const served = await fingerprints(target.query, dump.tables, (t) => t);
  const last = await target.query<ImportRun>(
    'SELECT importer_version, finished_at, summary FROM import_runs ORDER BY id DESC LIMIT 1',
  );
  if (last[0]?.summary !== run.summary)
    throw new PublishError('the served import_runs row is not the published import');
  const bad = served.filter((c) => !c.equal);
  if (bad.length > 0)
    throw new PublishError(`served tables differ from the source after the swap: ${bad.map(describe).join('; ')}`);
  return {
    tables: served,
    run,
    files: files.length,
    bytes: dump.bytes,
    durationMs: Math.round(performance.now() - started),
  };
}

async function fingerprints(
  query: Query,
  tables: readonly TableDump[],
  name: (table: string) => string,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const t of tables) {
    const hasher = new TableHasher();
    for await (const page of readRows(query, t.shape, name(t.table))) for (const row of page) hasher.add(row);
    const fp = hasher.result();
    checks.push({
      table: t.table,
      source: t.source,
      target: fp,
      equal: fp.rows === t.source.rows && fp.checksum === t.source.checksum,
    });
  }
  return checks;
}

const describe = (c: TableCheck) =>
  `${c.table} ${c.target.rows}/${c.source.rows} rows, checksum ${c.target.checksum} vs ${c.source.checksum}`;

export function formatChecks(checks: readonly TableCheck[]): string {
  const head = ['table', 'rows (local)', 'rows (target)', 'checksum (local)', 'checksum (target)', ''];
  const lines = checks.map((c) => [
    c.table,
    String(c.source.rows),
    String(c.target.rows),
    c.source.checksum,
    c.target.checksum,
    c.equal ? 'equal' : 'DIFFERENT',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [head, ...lines]
    .map((l) =>
      l
        .map((v, i) => (i === 1 || i === 2 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
