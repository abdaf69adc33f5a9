import { env } from 'cloudflare:test';
import { afterAll, beforeAll, expect } from 'vitest';

// The files of the 'worker' project share a runtime, and so a D1 (vitest.config.ts): each must
// leave the database as it found it, or a file after it reads rows it did not expect, or misses
// some, depending on the order the files ran in. This checks it: every table's rows, before the
// file and after. recent_views is left out: a lookup writes a view there by design (a test that
// reads it looks for its own view, or for what must never be stored).

const SKIPPED = new Set(['recent_views', 'd1_migrations']);

/** Each table's row count and a digest of its rows, in rowid order. */
async function snapshot(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const tables = results.map((r) => r.name).filter((name) => !SKIPPED.has(name));
  const rows = await env.DB.batch(tables.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  const digests = await Promise.all(
    rows.map(async ({ results: tableRows }, i) => {
      const bytes = new TextEncoder().encode(JSON.stringify(tableRows));
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
      const hex = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
      return [tables[i], `${tableRows.length} rows ${hex}`] as const;
    }),
  );
  return Object.fromEntries(digests);
}

let before: Record<string, string> = {};

// After tests/worker/setup.ts's beforeAll (setup files' hooks run in their order), so the
// fixture rows are there.
beforeAll(async () => {
  before = await snapshot();
});

afterAll(async () => {
  expect(
    await snapshot(),
    'this file changed the D1 that the next files of its runtime read: take its rows out (ownRecords, tests/worker/search-index-fixture.ts) or list it in OWN_RUNTIME (vitest.config.ts)',
  ).toEqual(before);
});
