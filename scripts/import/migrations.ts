// The one migration runner: the importer (scripts/import/d1.ts, also behind `npm start` and
// `npm run preview`), the Worker tests (tests/worker/setup.ts, inside workerd) and the browser
// tests (tests/e2e/site.ts) all apply migrations/*.sql through it. No Node import here, so that
// it runs in workerd too; scripts/import/migration-files.ts reads the files on Node.

/**
 * One migration file split into statements: the shape of @cloudflare/vitest-pool-workers'
 * D1Migration (a type, not an interface, so that it passes as a JSON binding to the test Worker).
 */
export type Migration = { name: string; queries: string[] };

/** wrangler's own bookkeeping table, created with wrangler's exact DDL (d1/migrations/helpers.ts). */
const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Applies the migrations not yet listed in d1_migrations, in the order given, each with its
 * d1_migrations row in one batch (a transaction), as `wrangler d1 migrations apply --local`
 * does. Afterwards wrangler finds nothing to apply. Returns the names applied.
 */
export async function runMigrations(db: D1Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.prepare(MIGRATIONS_TABLE_DDL).run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const pending = migrations.filter((m) => !applied.has(m.name));
  for (const { name, queries } of pending) {
    try {
      await db.batch([
        ...queries.map((sql) => db.prepare(sql)),
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(name),
      ]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${name} failed: ${message}`, { cause: error });
    }
  }
  return pending.map((m) => m.name);
}
