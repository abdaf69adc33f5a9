// Where a publish writes: an environment's D1 through wrangler. Remote (`--remote`) for a real
// publish; for --dry-run a fresh local D1 in a temporary directory (`--local --persist-to`),
// migrated by the same wrangler command and written from the very same files.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSqlWorker, type SqlWorker } from './local-d1';
import { splitSql } from '../import/sql';
import type { Query } from './read';

export interface Target {
  /** e.g. "remote D1 of env staging" */
  label: string;
  applyMigrations(): Promise<void>;
  executeFile(file: string): Promise<void>;
  /** Several statements separated by semicolons, no result needed. */
  execute(sql: string): Promise<void>;
  query: Query;
  /** Closes what the target holds open (the local dry run's Miniflare). */
  dispose(): Promise<void>;
}

/** No telemetry, no banner (TOOLCHAIN.md gotcha 4). */
const QUIET = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };

export interface WranglerTargetOptions {
  repoRoot: string;
  /** undefined = the top-level (production) environment of wrangler.toml */
  env?: string;
  /** Local D1 in this folder instead of the remote database. */
  persistTo?: string;
  /** The database id wrangler uses locally for that environment (names the SQLite file). */
  localDatabaseId?: string;
}

export function wranglerTarget(o: WranglerTargetOptions): Target {
  const where = o.persistTo ? ['--local', '--persist-to', o.persistTo] : ['--remote'];
  const envArgs = o.env ? ['--env', o.env] : [];
  const wrangler = (args: string[]) =>
    run(o.repoRoot, [...args, ...envArgs, ...where], o.persistTo ? { CLOUDFLARE_CF_FETCH_ENABLED: 'false' } : {});
  const target: Target = {
    label: o.persistTo ? `fresh local D1 in ${o.persistTo}` : `remote D1 of ${o.env ?? 'production'}`,
    async applyMigrations() {
      await wrangler(['d1', 'migrations', 'apply', 'DB']);
    },
    async executeFile(file) {
      await wrangler(['d1', 'execute', 'DB', '--yes', '--file', file]);
    },
    async execute(sql) {
      await wrangler(['d1', 'execute', 'DB', '--yes', '--command', sql]);
    },
    async query<T>(sql: string) {
      return parseWranglerJson<T>(await wrangler(['d1', 'execute', 'DB', '--json', '--command', sql]));
    },
    async dispose() {},
  };
  // Locally, files and reads go straight to the SQLite file through Miniflare, the engine
  // `wrangler d1 execute --local` itself uses, and the way it does it: a file's statements in one
  // D1 batch (one transaction, all or nothing, as D1's import does remotely). Not through wrangler:
  // its splitter (d1/splitter.ts) runs a regex over the statement so far at every character and
  // took ~7 minutes per 20 MB file on this machine (remotely D1 parses the file itself); and
  // paging a table through one wrangler process per page would take minutes.
  if (o.persistTo && o.localDatabaseId) {
    const { persistTo, localDatabaseId } = o;
    // One Miniflare for all of them, opened after wrangler's migrations (a second process on the
    // same SQLite file meanwhile would be asking for trouble) and closed by dispose().
    let open: Promise<SqlWorker> | null = null;
    const withDb = <T>(use: (db: SqlWorker) => Promise<T>): Promise<T> =>
      (open ??= openSqlWorker(persistTo, localDatabaseId)).then(use);
    const migrate = target.applyMigrations;
    target.applyMigrations = async () => {
      await target.dispose();
      await migrate();
    };
    target.query = async <T>(sql: string) => withDb((db) => db.query<T>(sql));
    target.executeFile = async (file) => withDb((db) => db.batch(splitSql(readFileSync(file, 'utf8'))));
    target.execute = async (sql) => withDb((db) => db.batch(splitSql(sql)));
    target.dispose = async () => {
      const db = open;
      open = null;
      if (db) await (await db).dispose();
    };
  }
  return target;
}

/** `wrangler d1 execute --json` prints an array with one result set per statement. */
export function parseWranglerJson<T>(stdout: string): T[] {
  const start = stdout.indexOf('[');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout.slice(start));
  } catch {
    throw new Error(`wrangler printed no JSON result: ${stdout.slice(0, 200)}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('wrangler printed an empty result');
  const last = parsed[parsed.length - 1] as { results?: T[]; success?: boolean };
  if (last.success === false || !Array.isArray(last.results))
    throw new Error(`query failed: ${JSON.stringify(last).slice(0, 200)}`);
  return last.results;
}

function run(repoRoot: string, args: string[], extraEnv: Record<string, string>): Promise<string> {
  const bin = path.join(repoRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...QUIET, ...extraEnv, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `wrangler ${args.slice(0, 3).join(' ')} failed (exit ${code}): ${(err || out).trim().split('\n').slice(-8).join('\n')}`,
          ),
        );
    });
  });
}
