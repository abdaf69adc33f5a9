// The LEI source inside the whole import, into a real local D1: LEIs reach their banks through
// their BICs (leis.bank_id) and banks get their head-office LEI (banks.lei), on the aside tables,
// before the swap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalD1 } from '../../../../scripts/import/d1';
import { runImport, swiftSource } from '../../../../scripts/import/importer';
import { createLeiSource } from '../../../../scripts/import/lei/source';
import { FIXTURE_DATA, MIGRATIONS } from '../fixtures';

const DATABASE_ID = '0d7c5f0e-3a7e-4f43-9d8b-1e1f5a0a0007';
const persistDir = mkdtempSync(path.join(tmpdir(), 'lei-d1-'));
afterAll(() => rmSync(persistDir, { recursive: true, force: true }));

async function query<T>(sql: string): Promise<T[]> {
  const { db, dispose } = await openLocalD1(persistDir, DATABASE_ID);
  try {
    return (await db.prepare(sql).all<T>()).results;
  } finally {
    await dispose();
  }
}

describe('LEI import into a local D1', { timeout: 60_000 }, () => {
  let summary: Awaited<ReturnType<typeof runImport>>;
  beforeAll(async () => {
    summary = await runImport({
      dataDir: FIXTURE_DATA, persistDir, migrationsDir: MIGRATIONS, databaseId: DATABASE_ID,
      sources: [swiftSource, createLeiSource({})],
    });
  }, 120_000);

  it('stores every LEI and pair the tallies count', async () => {
    expect(summary.rows).toMatchObject({ leis: 7, lei_bics: 10 });
    expect(await query('SELECT count(*) AS n FROM leis')).toEqual([{ n: 7 }]);
    expect(await query("SELECT code, checksum_valid FROM leis WHERE checksum_valid = 0")).toEqual([
      { code: '7LTWFZYICNSX8D621K87', checksum_valid: 0 },
    ]);
  });

  it('sets the head-office LEI of each bank from its head-office BIC', async () => {
    const banks = await query<{ country: string; institution_code: string; lei: string | null }>(
      'SELECT country, institution_code, lei FROM banks WHERE lei IS NOT NULL ORDER BY country, institution_code',
    );
    expect(banks).toEqual([
      { country: 'DE', institution_code: 'COBA', lei: '851WYGNLUQLFZBSYGB56' },
      // DBAG ("DEUTSCHE BANK AG", Frankfurt; DBAGDEFFXXX mapped to Deutsche Bank's LEI among
      // others) is the same legal entity as DEUT: its codes join Deutsche Bank (docs/bank-identity.md).
      { country: 'DE', institution_code: 'DEUT', lei: '7LTWFZYICNSX8D621K86' },
      // OLDB's head office is OLDBDEHH (it carries the most codes); the map only has OLDBDEFFXXX.
      { country: 'FR', institution_code: 'BNPA', lei: 'R0MUWSFPU8MPRO8K5P83' },
      { country: 'XK', institution_code: 'RBKO', lei: '5299000KOSOVOBANK140' },
    ]);
  });

  it('links each LEI to its bank; the one whose head-office LEI it is comes first', async () => {
    const rows = await query<{ code: string; bank: string | null }>(
      "SELECT l.code, b.country || ':' || b.institution_code AS bank FROM leis l LEFT JOIN banks b ON b.id = l.bank_id ORDER BY l.code",
    );
    expect(rows).toEqual([
      { code: '5299000KOSOVOBANK140', bank: 'XK:RBKO' },
      // Its only BIC, DBAGDEFFXXX, is now Deutsche Bank's.
      { code: '549300SHAREDBIC00028', bank: 'DE:DEUT' },
      { code: '7LTWFZYICNSX8D621K86', bank: 'DE:DEUT' },
      { code: '7LTWFZYICNSX8D621K87', bank: 'DE:OLDB' },
      // COBADEFF: Commerzbank's BICs are in the fixtures, so it links too.
      { code: '851WYGNLUQLFZBSYGB56', bank: 'DE:COBA' },
      { code: 'O2RNE8IBXP4R0TD8PU41', bank: null },
      { code: 'R0MUWSFPU8MPRO8K5P83', bank: 'FR:BNPA' },
    ]);
  });

  it('leaves no aside table behind and rebuilds the LEI indexes', async () => {
    const names = (await query<{ name: string }>("SELECT name FROM sqlite_master WHERE type IN ('table','index')")).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['leis', 'lei_bics', 'leis_bank', 'leis_country', 'lei_bics_lei']));
    expect(names.filter((n) => n.includes('__import'))).toEqual([]);
  });
});
