// Reads migrations/*.sql for the runner (scripts/import/migrations.ts), on Node: in name order,
// each split into statements the way wrangler splits them (scripts/import/sql.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from './migrations';
import { splitSql } from './sql';

export function readMigrations(migrationsDir: string): Migration[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, queries: splitSql(readFileSync(path.join(migrationsDir, name), 'utf8')) }));
}
