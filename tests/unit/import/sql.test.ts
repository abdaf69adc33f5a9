import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDatabaseId } from '../../../scripts/import/config';
import { asideCreateSql } from '../../../scripts/import/refresh';
import { splitSql } from '../../../scripts/import/sql';
import { MIGRATIONS, REPO_ROOT } from './fixtures';

describe('splitSql (as wrangler splits migrations)', () => {
  it('splits the first migration into its statements, without comments', () => {
    const statements = splitSql(readFileSync(path.join(MIGRATIONS, '0001_countries_banks_swifts.sql'), 'utf8'));
    expect(statements.map((s) => s.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'CREATE TABLE countries',
      'CREATE TABLE banks',
      'CREATE INDEX banks_country_name',
      'CREATE INDEX banks_country_swifts',
      'CREATE TABLE swifts',
      'CREATE INDEX swifts_bank',
      'CREATE INDEX swifts_country',
      'CREATE TABLE import_runs',
    ]);
    expect(statements.join('\n')).not.toContain('--');
  });

  it('keeps semicolons inside quotes, comments and trigger bodies', () => {
    expect(
      splitSql(`INSERT INTO t VALUES ('a;b'); /* x; y */ CREATE TRIGGER tr AFTER INSERT ON t BEGIN
        DELETE FROM u; UPDATE v SET w = 1;
      END; SELECT "c;d" -- e;f
      ;`),
    ).toEqual([
      "INSERT INTO t VALUES ('a;b')",
      'CREATE TRIGGER tr AFTER INSERT ON t BEGIN\n        DELETE FROM u; UPDATE v SET w = 1;\n      END',
      'SELECT "c;d"',
    ]);
  });
});

describe('asideCreateSql', () => {
  it('renames the table however SQLite quoted it', () => {
    expect(asideCreateSql({ table: 'swifts', createSql: 'CREATE TABLE swifts (\n code TEXT)' })).toBe(
      'CREATE TABLE "swifts__import" (\n code TEXT)',
    );
    // After ALTER TABLE ... RENAME, sqlite_master holds the quoted form.
    expect(asideCreateSql({ table: 'swifts', createSql: 'CREATE TABLE "swifts" (code TEXT)' })).toBe(
      'CREATE TABLE "swifts__import" (code TEXT)',
    );
  });

  it('refuses schema text that names another table', () => {
    expect(() => asideCreateSql({ table: 'swifts', createSql: 'CREATE TABLE banks (id)' })).toThrow(
      /unexpected schema/,
    );
  });
});

describe('localDatabaseId', () => {
  it("reads the DB binding's id from wrangler.toml", () => {
    expect(localDatabaseId(REPO_ROOT)).toBe('6b6f3a3e-0b1c-4d55-9d3f-5c2a8e1f7a10');
  });
});
