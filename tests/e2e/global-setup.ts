import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';
import { seedStatements } from '../fixtures/seed';
import { readMigrations } from '../../scripts/import/migration-files';
import { runMigrations } from '../../scripts/import/migrations';
import { buildSearchIndex } from '../../scripts/import/search-index';
import { fillListCounts } from '../../scripts/import/list-counts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A persist dir whose D1 holds the migrated fixture database (tests/e2e/site.ts copies it). */
    e2eDatabase: string;
  }
}

/**
 * Once per run of the e2e project, before its files: the fixture database every test site
 * starts from, made the way the importer makes one (the migrations applied, the fixture rows of
 * tests/fixtures/seed/*.sql, their search index and list lengths). Each site gets a copy of it
 * (tests/e2e/site.ts), so the migrations run once, not once per site, and sites never share a
 * database file. Starting the site here also builds the Worker bundle when it is missing
 * (scripts/serve.mjs), once, before files that run side by side could each start building it.
 */
export default async function setup(project: TestProject) {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'bankcodes-e2e-db-'));
  try {
    await fill(persistDir);
  } catch (error) {
    // Miniflare's synchronous proxy (used by the D1 binding's prepare() from Node) has failed an
    // internal assertion a few times on a loaded machine while the fixture rows went in
    // (SynchronousFetcher.fetch, fetch-sync.ts). The database is made once more from nothing; a
    // second failure is reported as it is.
    console.warn(`e2e database: filling it again after ${String(error)}`);
    rmSync(persistDir, { recursive: true, force: true });
    await fill(persistDir);
  }
  project.provide('e2eDatabase', persistDir);
  return () => rmSync(persistDir, { recursive: true, force: true });
}

async function fill(persistDir: string): Promise<void> {
  const site = await startSite({ persistDir });
  try {
    const db = await site.mf.getD1Database('DB');
    await runMigrations(db as unknown as D1Database, readMigrations('migrations'));
    await db.batch(seedStatements().map((s: string) => db.prepare(s)));
    // The search index, built from the fixture rows by the importer's own step.
    await buildSearchIndex(db as unknown as D1Database, (table) => table);
    // The list lengths the importer keeps ("first 20 of N"), by its own step.
    await fillListCounts(db as unknown as D1Database);
  } finally {
    await site.dispose();
  }
}
