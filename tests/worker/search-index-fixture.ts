import { env } from 'cloudflare:test';
import { buildSearchIndex, SEARCH_TABLES } from '../../scripts/import/search-index';

// Test files that need more records than the fixtures hold (a common word, a deep rank) add
// them to their own D1 (each such file is in OWN_RUNTIME, vitest.config.ts: a runtime and a D1
// of its own) and rebuild the search index with the importer's own step.

/** Routing numbers of made-up institutions, as [number, name], in one city. */
export async function insertRoutings(rows: readonly (readonly [string, string])[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await env.DB.batch(
      rows.slice(i, i + 500).map(([code, name]) =>
        env.DB.prepare(
          `INSERT INTO routings (routing_number, process_status, name, city, state, check_digit_valid, source, as_of)
           VALUES (?1, 'both', ?2, 'SPRINGFIELD', 'IL', 1, 'test', '2026-01-01')`,
        ).bind(code, name),
      ),
    );
}

/** The search index rebuilt from the tables as they are now. */
export async function rebuildSearchIndex(): Promise<void> {
  await env.DB.batch(SEARCH_TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  await buildSearchIndex(env.DB, (table) => table);
}
