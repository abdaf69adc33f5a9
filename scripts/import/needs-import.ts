// Whether `npm start` must import before serving: yes unless the local D1 records a completed
// import by this importer version or a newer one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openLocalD1 } from './d1';
import { IMPORTER_VERSION } from './importer';

export async function needsImport(
  persistDir: string,
  databaseId: string,
  version = IMPORTER_VERSION,
): Promise<boolean> {
  // No local D1 at all: answer without starting Miniflare, which would create an empty one.
  if (!localD1Exists(persistDir)) return true;
  const { db, dispose } = await openLocalD1(persistDir, databaseId);
  try {
    return !(await hasCurrentImport(db, version));
  } finally {
    await dispose();
  }
}

export function localD1Exists(persistDir: string): boolean {
  return existsSync(path.join(persistDir, 'v3', 'd1'));
}

/** True when import_runs lists a run by `version` or newer (false when the table is missing). */
export async function hasCurrentImport(db: D1Database, version = IMPORTER_VERSION): Promise<boolean> {
  try {
    const done = await db
      .prepare('SELECT 1 AS done FROM import_runs WHERE importer_version >= ?1 LIMIT 1')
      .bind(version)
      .first<number>('done');
    return done === 1;
  } catch {
    return false; // no import_runs table yet: never imported
  }
}
