// Paths shared by the importer tests: small fixtures laid out like ../shared/data.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { openLocalD1 } from '../../../scripts/import/d1';
import { assertBalanced, type FileTally } from '../../../scripts/import/tally';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FIXTURE_DATA = path.join(REPO_ROOT, 'tests', 'fixtures', 'data');
export const MIGRATIONS = path.join(REPO_ROOT, 'migrations');

/**
 * Temporary directories for one test file (or describe block), removed after its tests: call it
 * once where the cleanup belongs; it returns the maker.
 */
export function useTempDirs(): (prefix: string) => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return (prefix) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/**
 * Checks the tally a reader kept of `from` (its file and source line) loaded into `table`: exactly
 * these counts, and read = stored + rejected.
 */
export function expectTally(
  tally: FileTally,
  from: { file: string; source: string },
  table: string,
  counts: Pick<FileTally, 'read' | 'stored'> & Partial<FileTally>,
): void {
  expect(tally).toEqual({ file: from.file, table, source: from.source, ...counts });
  expect(() => assertBalanced([tally])).not.toThrow();
}

/**
 * A copy of the fixture data in `dir`, changed by `edit(dir)`: one source's file as a test needs
 * it (a row added, a name changed, a file broken). Returns `dir`.
 */
export function fixtureDataCopy(dir: string, edit: (dir: string) => void): string {
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** Uses a persisted local D1 with a fresh Miniflare (as wrangler would), closed after `use`. */
export async function withLocalD1<R>(
  persistDir: string,
  databaseId: string,
  use: (db: D1Database) => Promise<R>,
): Promise<R> {
  const { db, dispose } = await openLocalD1(persistDir, databaseId);
  try {
    return await use(db);
  } finally {
    await dispose();
  }
}

/** The rows `sql` selects from a persisted local D1 (withLocalD1). */
export const queryLocalD1 = <T>(persistDir: string, databaseId: string, sql: string): Promise<T[]> =>
  withLocalD1(persistDir, databaseId, async (db) => (await db.prepare(sql).all<T>()).results);

/**
 * The leis row of Deutsche Bank's record in the fixtures (tests/fixtures/data/lei), as both GLEIF
 * readers make it: the golden copy carries no creation date, the API does.
 */
export function deutscheBankLeiRow(source: string, creationDate: string | null) {
  return {
    code: '7LTWFZYICNSX8D621K86',
    checksum_valid: 1,
    legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
    country: 'DE',
    entity_status: 'ACTIVE',
    entity_category: 'GENERAL',
    entity_sub_category: null,
    legal_jurisdiction: 'DE',
    legal_form_code: '8Z6G',
    legal_form_other: null,
    registered_at: 'RA000242',
    registered_as: 'HRB 30000',
    creation_date: creationDate,
    expiration_date: null,
    expiration_reason: null,
    legal_address_lines: 'Taunusanlage 12',
    legal_address_city: 'Frankfurt am Main',
    legal_address_region: 'DE-HE',
    legal_address_country: 'DE',
    legal_address_postal_code: '60325',
    hq_address_lines: 'Taunusanlage 12\nDeutsche Bank Twin Towers',
    hq_address_city: 'Frankfurt am Main',
    hq_address_region: 'DE-HE',
    hq_address_country: 'DE',
    hq_address_postal_code: '60325',
    initial_registration_date: '2012-06-06',
    last_update_date: '2024-01-04',
    next_renewal_date: '2025-01-29',
    registration_status: 'ISSUED',
    corroboration_level: 'FULLY_CORROBORATED',
    managing_lou: '5299000J2N45DDNE4Y28',
    bank_id: null,
    source,
    as_of: '2024-01-05',
  };
}
