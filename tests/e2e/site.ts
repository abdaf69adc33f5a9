import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';
import type { Miniflare } from 'miniflare';
import { seedStatements } from '../fixtures/seed';
import { readMigrations } from '../../scripts/import/migration-files';
import { runMigrations } from '../../scripts/import/migrations';
import { buildSearchIndex } from '../../scripts/import/search-index';
import { fillListCounts } from '../../scripts/import/list-counts';

export interface TestSite {
  url: string;
  mf: Miniflare;
  close: () => Promise<void>;
}

/** Extra Miniflare settings for fault tests (scripts/serve.mjs startSite). */
export interface SiteOptions {
  workerOptions?: Record<string, unknown>;
  extraWorkers?: Record<string, unknown>[];
  onLog?: (level: string, message: string) => void;
}

/**
 * The production build under Miniflare with its own D1 and KV in a temp dir: the
 * migrations applied, then the fixture rows of tests/fixtures/seed/*.sql and their search index.
 */
export async function startTestSite(vars: Record<string, string> = {}, options: SiteOptions = {}): Promise<TestSite> {
  try {
    return await startOnce(vars, options);
  } catch (error) {
    // Miniflare's synchronous proxy (used by the D1 binding's prepare() from Node) has failed an
    // internal assertion a few times on a loaded machine while the fixture rows went in, before
    // any test ran (SynchronousFetcher.fetch, fetch-sync.ts). A fresh site is tried once more; a
    // second failure, or any failure of the tests themselves, is reported as it is.
    console.warn(`startTestSite: starting again after ${String(error)}`);
    return startOnce(vars, options);
  }
}

async function startOnce(vars: Record<string, string>, options: SiteOptions): Promise<TestSite> {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'bankcodes-e2e-'));
  const site = await startSite({ persistDir, vars, ...options });
  const close = async () => {
    await site.dispose();
    rmSync(persistDir, { recursive: true, force: true });
  };
  try {
    const db = await site.mf.getD1Database('DB');
    await runMigrations(db as unknown as D1Database, readMigrations('migrations'));
    await db.batch(seedStatements().map((s: string) => db.prepare(s)));
    // The search index, built from the fixture rows by the importer's own step.
    await buildSearchIndex(db as unknown as D1Database, (table) => table);
    // The list lengths the importer keeps ("first 20 of N"), by its own step.
    await fillListCounts(db as unknown as D1Database);
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return { url: site.url, mf: site.mf, close };
}
