import { env } from 'cloudflare:test';
import { beforeAll } from 'vitest';
import { runMigrations } from '../../scripts/import/migrations';
import { buildSearchIndex } from '../../scripts/import/search-index';
import { fillListCounts } from '../../scripts/import/list-counts';

// Real D1 (SQLite in workerd) with the project's migrations (applied by the importer's runner), then the fixture rows
// of tests/fixtures/seed/*.sql, and the search index built from them.
beforeAll(async () => {
  await runMigrations(env.DB, env.TEST_MIGRATIONS);
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM countries').first<{ n: number }>();
  if (row?.n === 0) {
    await env.DB.batch(env.TEST_SEED.map((sql: string) => env.DB.prepare(sql)));
    // The search index, built from the fixture rows by the importer's own step.
    await buildSearchIndex(env.DB, (table) => table);
    // The list lengths the importer keeps ("first 20 of N"), by its own step.
    await fillListCounts(env.DB);
  }
});
