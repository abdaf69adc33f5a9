// The project's local D1 database, opened through Miniflare exactly as wrangler stores it.
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { readMigrations } from './migration-files';
import { runMigrations } from './migrations';

export interface LocalD1 {
  db: D1Database;
  dispose(): Promise<void>;
}

/**
 * Opens <persistDir>/v3/d1 with the database id from wrangler.toml. Miniflare names the SQLite
 * file after that id (not after the binding), which is why `wrangler dev` and
 * `wrangler d1 execute DB --local` then see the same rows.
 */
export async function openLocalD1(persistDir: string, databaseId: string): Promise<LocalD1> {
  const mf = new Miniflare({
    modules: true,
    script: STATEMENT_WORKER,
    d1Databases: { DB: databaseId },
    d1Persist: path.join(persistDir, 'v3', 'd1'),
  });
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose();
    throw error;
  }
  const call = async (body: Call): Promise<unknown> => {
    const res = await mf.dispatchFetch('http://local/', { method: 'POST', body: JSON.stringify(body) });
    const answer = (await res.json()) as { result?: unknown; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result;
  };
  return { db: requestD1(call), dispose: () => mf.dispose() };
}

// Statements go to the database in requests to a tiny Worker, one request per query or batch,
// not through Miniflare's D1 proxy (getD1Database): the proxy makes every prepare() and bind() a
// synchronous round trip of its own to workerd, which was two thirds of a fixture import's time
// (CPU profile: Miniflare's synchronous fetch), the migrations' hundreds of statements most of it.

/** One bound statement as the Worker receives it. */
interface Plain {
  sql: string;
  params: unknown[];
}
type Call =
  | { op: 'all' | 'run' | 'raw' | 'first'; statement: Plain; column?: string; columnNames?: boolean }
  | { op: 'batch'; statements: Plain[] }
  | { op: 'exec'; sql: string };

/** Runs a Call on env.DB and answers with D1's own result (JSON: the tables hold no blobs). */
const STATEMENT_WORKER = `export default {
  async fetch(request, env) {
    const call = await request.json();
    const bound = (s) => env.DB.prepare(s.sql).bind(...s.params);
    try {
      let result;
      if (call.op === 'batch') result = await env.DB.batch(call.statements.map(bound));
      else if (call.op === 'exec') result = await env.DB.exec(call.sql);
      else if (call.op === 'first')
        result = await (call.column === undefined ? bound(call.statement).first() : bound(call.statement).first(call.column));
      else if (call.op === 'raw') result = await bound(call.statement).raw({ columnNames: call.columnNames });
      else result = await bound(call.statement)[call.op]();
      return Response.json({ result: result ?? null });
    } catch (error) {
      return Response.json({ error: String((error && error.message) || error) }, { status: 500 });
    }
  },
};`;

/** The D1Database methods the importer uses, each statement sent when it runs. */
function requestD1(call: (body: Call) => Promise<unknown>): D1Database {
  const statement = (sql: string, params: unknown[]) => {
    const plain: Plain = { sql, params };
    return {
      plain,
      bind: (...values: unknown[]) => statement(sql, values),
      all: () => call({ op: 'all', statement: plain }),
      run: () => call({ op: 'run', statement: plain }),
      first: (column?: string) => call({ op: 'first', statement: plain, column }),
      raw: (options?: { columnNames?: boolean }) =>
        call({ op: 'raw', statement: plain, columnNames: options?.columnNames ?? false }),
    };
  };
  const db = {
    prepare: (sql: string) => statement(sql, []),
    batch: (statements: { plain: Plain }[]) => call({ op: 'batch', statements: statements.map((s) => s.plain) }),
    exec: (sql: string) => call({ op: 'exec', sql }),
  };
  return db as unknown as D1Database;
}

/** Applies the pending migrations of migrationsDir (scripts/import/migrations.ts). Returns the names applied. */
export async function applyMigrations(db: D1Database, migrationsDir: string): Promise<string[]> {
  return runMigrations(db, readMigrations(migrationsDir));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
