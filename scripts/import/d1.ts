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

/** Applies the pending migrations of migrationsDir (scripts/import/migrations.ts). Returns the names applied. */
export async function applyMigrations(db: D1Database, migrationsDir: string): Promise<string[]> {
  return runMigrations(db, readMigrations(migrationsDir));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
