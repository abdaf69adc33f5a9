// `npm run bench:search-index [-- --swap]`: the import's search-index step on its own, over the
// tables the last `npm run data:import` filled (the step made the import slow). It
// builds the index into empty aside tables as the import does, times the build and the index
// creation of the swap, prints the rows, then drops them, or with --swap puts them in place of
// the served index (a local shortcut after a change to the index, instead of a full import).
import { SEARCH_TABLES, buildSearchIndex } from './search-index';
import { localDatabaseId, resolvePaths } from './config';
import { applyMigrations, openLocalD1 } from './d1';
import { asideCreateSql, asideName } from './refresh';

const swap = process.argv.includes('--swap');
const paths = resolvePaths();
const { db, dispose } = await openLocalD1(paths.persistDir, localDatabaseId(paths.repoRoot));
const log = (line: string) =>
  console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
const started = performance.now();
try {
  const applied = await applyMigrations(db, paths.migrationsDir);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  const schemas = [];
  for (const table of SEARCH_TABLES) {
    const { results } = await db
      .prepare(
        "SELECT type, sql FROM sqlite_master WHERE tbl_name = ?1 AND sql IS NOT NULL AND type IN ('table', 'index')",
      )
      .bind(table)
      .all<{ type: string; sql: string }>();
    const createSql = results.find((r) => r.type === 'table')!.sql;
    schemas.push({ table, createSql, indexSql: results.filter((r) => r.type === 'index').map((r) => r.sql) });
    await db.prepare(`DROP TABLE IF EXISTS "${asideName(table)}"`).run();
    await db.prepare(asideCreateSql({ table, createSql })).run();
  }
  const built = performance.now();
  const figures = await buildSearchIndex(
    db,
    (name) => ((SEARCH_TABLES as readonly string[]).includes(name) ? asideName(name) : name),
    log,
  );
  const buildMs = performance.now() - built;
  const rows: Record<string, number> = {};
  for (const table of SEARCH_TABLES)
    rows[table] = (await db.prepare(`SELECT count(*) AS n FROM "${asideName(table)}"`).first<number>('n')) ?? 0;
  const indexed = performance.now();
  if (swap) {
    await db.batch([
      ...schemas.map((s) => db.prepare(`DROP TABLE "${s.table}"`)),
      ...schemas.map((s) => db.prepare(`ALTER TABLE "${asideName(s.table)}" RENAME TO "${s.table}"`)),
      ...schemas.flatMap((s) => s.indexSql.map((sql) => db.prepare(sql))),
    ]);
  } else {
    // The swap's index creation, timed on the aside tables, then dropped with them.
    for (const s of schemas)
      for (const sql of s.indexSql)
        await db
          .prepare(
            sql
              .replace(/ON\s+"?(\w+)"?\s*\(/, (_, t: string) => `ON "${asideName(t)}" (`)
              .replace(/INDEX\s+"?(\w+)"?/, (_, i: string) => `INDEX "${i}__bench"`),
          )
          .run();
    for (const table of SEARCH_TABLES) await db.prepare(`DROP TABLE "${asideName(table)}"`).run();
  }
  const indexMs = performance.now() - indexed;
  console.log(
    `\nsearch index step: build ${(buildMs / 1000).toFixed(1)} s, indexes ${(indexMs / 1000).toFixed(1)} s${swap ? ' (swapped in)' : ''}`,
  );
  console.log(
    `rows: ${Object.entries(rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')} (${figures.docs} records)`,
  );
} finally {
  await dispose();
}
