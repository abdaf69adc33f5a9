// The project's local D1 database, opened through Miniflare exactly as wrangler stores it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { splitSql } from './sql';

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
    script: 'export default { fetch() { return new Response(null) } }',
    d1Databases: { DB: databaseId },
    d1Persist: path.join(persistDir, 'v3', 'd1'),
  });
  try {
    // Miniflare types D1Database from workers-types/experimental; same shape as the global one.
    const db = (await mf.getD1Database('DB')) as unknown as D1Database;
    return { db, dispose: () => mf.dispose() };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** wrangler's own bookkeeping table, created with wrangler's exact DDL (d1/migrations/helpers.ts). */
const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Applies the .sql files of migrationsDir not yet listed in d1_migrations, in name order, each
 * with its d1_migrations row in one batch (a transaction), as `wrangler d1 migrations apply
 * --local` does. Afterwards wrangler finds nothing to apply. Returns the names applied.
 */
export async function applyMigrations(db: D1Database, migrationsDir: string): Promise<string[]> {
  await db.prepare(MIGRATIONS_TABLE_DDL).run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const statements = splitSql(readFileSync(path.join(migrationsDir, name), 'utf8'));
    try {
      await db.batch([
        ...statements.map((sql) => db.prepare(sql)),
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(name),
      ]);
    } catch (error) {
      throw new Error(`migration ${name} failed: ${errorMessage(error)}`, { cause: error });
    }
  }
  return pending;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
