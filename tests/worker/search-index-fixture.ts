import { env } from 'cloudflare:test';
import { afterAll, beforeAll } from 'vitest';
import { fillListCounts } from '../../scripts/import/list-counts';
import { buildSearchIndex, SEARCH_TABLES } from '../../scripts/import/search-index';
import type { SearchHit, SearchResult } from '../../shared/api-types';
import { expectJson } from './fetch';

// Test files that need more records than the fixtures hold (a common word, a deep rank) add
// them to the D1 and rebuild the search index with the importer's own step. They run in the
// runtime the read-only files share (vitest.config.ts), so each takes its records out again after
// its tests (ownRecords): tests/worker/shared-runtime.ts fails a file that leaves the D1 changed.

/**
 * Records a file adds for its tests, taken out after them: each of `tables`' last rowid before the
 * file's own beforeAll (so call this above it), and after its tests every row past it deleted,
 * `restore` (the statements that put back a fixture row the file changed) run, and the search index
 * and the list lengths rebuilt from the fixture rows. None of the records' pages is left in the
 * page cache under the data version the next files read: the files that use this ask the API, or
 * pages for words only their own records hold.
 */
export function ownRecords(tables: readonly string[], restore: () => D1PreparedStatement[] = () => []): void {
  const last = new Map<string, number>();
  beforeAll(async () => {
    for (const table of tables) {
      const row = await env.DB.prepare(`SELECT coalesce(max(rowid), 0) AS n FROM ${table}`).first<{ n: number }>();
      last.set(table, row?.n ?? 0);
    }
  });
  afterAll(async () => {
    await env.DB.batch([
      ...tables.map((table) => env.DB.prepare(`DELETE FROM ${table} WHERE rowid > ?1`).bind(last.get(table) ?? 0)),
      ...restore(),
    ]);
    await rebuildSearchIndex();
    await fillListCounts(env.DB);
  });
}

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

/** A bank as the full data has it: its head office code, name and prominence (banks.popularity). */
export interface FixtureBank {
  id: number;
  country: string;
  code: string;
  name: string;
  popularity: number;
  city?: string;
  slug?: string;
}

/** The statement that adds `banks` (their slug made from the name unless given). */
export function insertBanks(banks: readonly FixtureBank[]): D1PreparedStatement {
  const values = banks.map(
    (b) =>
      `(${b.id},'${b.country}','${b.slug ?? b.name.toLowerCase().replace(/[^a-z]+/g, '-')}','${b.code.slice(0, 4)}','${b.name}',${
        b.city ? `'${b.city}'` : 'NULL'
      },'${b.code}',1,1,'test fixture','2025-07-16',${b.popularity})`,
  );
  return env.DB.prepare(
    `INSERT INTO banks (id, country, slug, institution_code, name, city, head_office_swift, swifts_count, institution_active, source, as_of, popularity) VALUES
     ${values.join(',\n')}`,
  );
}

/** The search index rebuilt from the tables as they are now. */
export async function rebuildSearchIndex(): Promise<void> {
  await env.DB.batch(SEARCH_TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  await buildSearchIndex(env.DB, (table) => table);
}

/** The bank hits of an API search for banks only (the answer checked to be a 200), in their order. */
export async function bankHits(q: string): Promise<SearchHit[]> {
  const path = `/api/v1/search?q=${encodeURIComponent(q)}&types=banks`;
  return (await expectJson<SearchResult>(path)).sections.banks?.items ?? [];
}
