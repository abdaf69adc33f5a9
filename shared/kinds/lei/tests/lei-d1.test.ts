// The LEI source inside the whole import, into a real local D1: LEIs reach their banks through
// their BICs (leis.bank_id) and banks get their head-office LEI (banks.lei), on the aside tables,
// before the swap.
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../../scripts/import/importer';
import { swiftSource } from '../../swift/import/index';
import { createLeiSource } from '../import/source';
import { GOLDEN_COPY_SOURCE } from '../import/golden-copy';
import { FIXTURE_DATA, MIGRATIONS, queryLocalD1 } from '../../../../tests/unit/import/fixtures';

const GOLDEN = path.join(FIXTURE_DATA, 'lei-golden', '20240105-0800-gleif-goldencopy-lei2-golden-copy.csv');

const DATABASE_ID = '0d7c5f0e-3a7e-4f43-9d8b-1e1f5a0a0007';
const persistDir = mkdtempSync(path.join(tmpdir(), 'lei-d1-'));
afterAll(() => rmSync(persistDir, { recursive: true, force: true }));

const query = <T>(sql: string): Promise<T[]> => queryLocalD1<T>(persistDir, DATABASE_ID, sql);

describe('LEI import into a local D1', { timeout: 60_000 }, () => {
  let summary: Awaited<ReturnType<typeof runImport>>;
  beforeAll(async () => {
    summary = await runImport({
      dataDir: FIXTURE_DATA,
      persistDir,
      migrationsDir: MIGRATIONS,
      databaseId: DATABASE_ID,
      sources: [swiftSource, createLeiSource({})],
    });
  }, 120_000);

  it('stores every LEI and pair the tallies count', async () => {
    expect(summary.rows).toMatchObject({ leis: 7, lei_bics: 10 });
    expect(await query('SELECT count(*) AS n FROM leis')).toEqual([{ n: 7 }]);
    expect(await query('SELECT code, checksum_valid FROM leis WHERE checksum_valid = 0')).toEqual([
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
    const names = (await query<{ name: string }>("SELECT name FROM sqlite_master WHERE type IN ('table','index')")).map(
      (r) => r.name,
    );
    expect(names).toEqual(expect.arrayContaining(['leis', 'lei_bics', 'leis_bank', 'leis_country', 'lei_bics_lei']));
    expect(names.filter((n) => n.includes('__import'))).toEqual([]);
  });
});

// An LEI none of whose BICs is in the SWIFT files: the ISO 9362 institution its BICs name is its
// bank when that institution is one bank, no other LEI's. The fixture's SWIFT, IBAN (bank codes)
// and country files,
// plus institutions of the 2025 list without a code in either SWIFT file; the LEIs are written here.
describe('an LEI whose BICs only name an ISO 9362 institution', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lei-institution-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = path.join(dir, 'state');
  const rows = <T>(sql: string): Promise<T[]> => queryLocalD1<T>(run, DATABASE_ID, sql);

  beforeAll(async () => {
    const data = path.join(dir, 'data');
    for (const sub of ['countries', 'swift', 'iban'])
      cpSync(path.join(FIXTURE_DATA, sub), path.join(data, sub), { recursive: true });
    // Cairn Capital has been Polus Capital Management since 2023; the 2025 list still says Cairn.
    appendFileSync(
      path.join(data, 'swift', 'iso9362-institutions-2025-07-16.csv'),
      'GB,CAIR,CAIRN CAPITAL LIMITED\nGB,TWIN,TWIN FUNDS LIMITED\nGB,SHRD,SHARED CODE LIMITED\n',
    );
    mkdirSync(path.join(data, 'lei'));
    const leis: [string, string, string[]][] = [
      // SOGE is in the 2025 list; SOGEFRPP in neither SWIFT file of the fixture.
      ['O2RNE8IBXP4R0TD8PU41', 'SOCIETE GENERALE', ['SOGEFRPPXXX']],
      ['529900POLUSCAPITAL74', 'POLUS CAPITAL MANAGEMENT LIMITED', ['CAIRGB2LXXX']],
      // DEUT's bank is Deutsche Bank AG, whose head-office LEI is another.
      ['7LTWFZYICNSX8D621K86', 'DEUTSCHE BANK AKTIENGESELLSCHAFT', ['DEUTDEFFXXX']],
      ['529900DEUTSCHEHAMB03', 'DEUTSCHE HAMBURG FUND GMBH', ['DEUTDE2HXXX']],
      // Two LEIs hold BICs of one institution: which one it is, nothing says.
      ['529900TWINONEFUND077', 'TWIN ONE LIMITED', ['TWINGB2LXXX']],
      ['529900TWINTWOFUND055', 'TWIN TWO LIMITED', ['TWINGB22XXX']],
      // A head office mapped to the bank's own LEI and to one it absorbed: its own, by its name.
      ['529900ABSORBEDEVO012', 'EVO COMMERZ BANCO SA', ['COBADEFFXXX']],
      ['851WYGNLUQLFZBSYGB56', 'COMMERZBANK AKTIENGESELLSCHAFT', ['COBADEFFXXX']],
      // One BIC mapped to two LEIs is no evidence.
      ['529900SHAREDONE00093', 'SHARED ONE LIMITED', ['SHRDGB2LXXX']],
      ['529900SHAREDTWO00085', 'SHARED TWO LIMITED', ['SHRDGB2LXXX']],
    ];
    writeFileSync(
      path.join(data, 'lei', 'lei-bic.csv'),
      ['LEI,BIC', ...leis.flatMap(([lei, , bics]) => bics.map((b) => `${lei},${b}`))].join('\n'),
    );
    writeFileSync(
      path.join(data, 'lei', 'lei-names.csv'),
      ['LEI,Name', ...leis.map(([lei, name]) => `${lei},${name}`)].join('\n'),
    );
    await runImport({
      dataDir: data,
      persistDir: run,
      migrationsDir: MIGRATIONS,
      databaseId: DATABASE_ID,
      sources: [swiftSource, createLeiSource({})],
    });
  }, 120_000);

  const expectRows = async (sql: string, expected: unknown[]) => expect(await rows(sql)).toEqual(expected);

  it('links it to that institution only where the institution is one bank and no other LEI holds it', async () => {
    await expectRows(
      "SELECT l.code, b.country || ':' || b.institution_code AS bank FROM leis l LEFT JOIN banks b ON b.id = l.bank_id ORDER BY l.code",
      [
        // Its only BIC is Commerzbank's head office: the LEI leads there, the bank shows its own.
        { code: '529900ABSORBEDEVO012', bank: 'DE:COBA' },
        { code: '529900DEUTSCHEHAMB03', bank: null },
        { code: '529900POLUSCAPITAL74', bank: 'GB:CAIR' },
        { code: '529900SHAREDONE00093', bank: null },
        { code: '529900SHAREDTWO00085', bank: null },
        { code: '529900TWINONEFUND077', bank: null },
        { code: '529900TWINTWOFUND055', bank: null },
        { code: '7LTWFZYICNSX8D621K86', bank: 'DE:DEUT' },
        { code: '851WYGNLUQLFZBSYGB56', bank: 'DE:COBA' },
        { code: 'O2RNE8IBXP4R0TD8PU41', bank: 'FR:SOGE' },
      ],
    );
  });

  it('shows the one LEI linked to a bank as its own when the map gives it none, and its own of two on its head office', async () => {
    await expectRows(
      "SELECT country || ':' || institution_code AS bank, lei FROM banks WHERE institution_code IN ('CAIR', 'COBA', 'SOGE', 'TWIN') ORDER BY bank",
      [
        { bank: 'DE:COBA', lei: '851WYGNLUQLFZBSYGB56' },
        { bank: 'FR:SOGE', lei: 'O2RNE8IBXP4R0TD8PU41' },
        { bank: 'GB:CAIR', lei: '529900POLUSCAPITAL74' },
        { bank: 'GB:TWIN', lei: null },
      ],
    );
  });
});

// GLEIF_GOLDEN_COPY_ALL=1 (npm run bench:scale): the records without a BIC are the universe, not
// the banks. They are written to a file while the golden copy is read and go into the table from
// there, so the importer's memory does not grow with them.
describe('every golden-copy record, the ones without a BIC through a file on disk', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lei-all-'));
  const spillDir = path.join(dir, 'tmp');
  const golden = path.join(dir, '20240105-0800-gleif-goldencopy-lei2-golden-copy.csv');
  const allDb = path.join(dir, 'state');
  let summary: Awaited<ReturnType<typeof runImport>>;
  const savedTmp = process.env.TMPDIR;
  beforeAll(async () => {
    // The fixture plus a second record out of the BIC map and a repeat of it (different case).
    const fixture = readFileSync(GOLDEN, 'utf8').trimEnd().split('\n');
    const notInMap = fixture.find((l) => l.startsWith('"5299000NOTINMAP00121"'))!;
    writeFileSync(
      golden,
      [
        ...fixture,
        notInMap.replace('5299000NOTINMAP00121', '5299000notinmap00121').replace('NOT A BANK GMBH', 'REPEATED'),
        notInMap.replace('5299000NOTINMAP00121', '529900T8BM49AURSDO55').replace('NOT A BANK GMBH', 'SECOND ENTITY SE'),
      ].join('\n') + '\n',
    );
    mkdirSync(spillDir);
    process.env.TMPDIR = spillDir; // where the importer spills, to check it cleans up
    try {
      summary = await runImport({
        dataDir: FIXTURE_DATA,
        persistDir: allDb,
        migrationsDir: MIGRATIONS,
        databaseId: DATABASE_ID,
        sources: [swiftSource, createLeiSource({ GLEIF_GOLDEN_COPY: golden, GLEIF_GOLDEN_COPY_ALL: '1' })],
      });
    } finally {
      // Assigning undefined would store the string "undefined": os.tmpdir() would then name a
      // folder "undefined" in the working directory, where the Miniflares opened after it write.
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const queryAll = <T>(sql: string): Promise<T[]> => queryLocalD1<T>(allDb, DATABASE_ID, sql);

  it('puts TMPDIR back as it was', () => {
    expect(process.env.TMPDIR).toBe(savedTmp);
  });

  it('stores them once each, counts the repeat as a duplicate, and removes the file', async () => {
    const tally = summary.tallies.find((t) => t.file === golden)!;
    // 7 records: 2 with a BIC, 2 without (the repeat of one of them dropped by the table), 1 malformed, 1 repeat of a BIC one.
    expect(tally).toMatchObject({ read: 7, stored: 4, rejected: { malformed_lei: 1, duplicate: 2 } });
    expect(summary.rows.leis).toBe(9);
    expect(
      await queryAll(
        "SELECT code, legal_name, bank_id, source FROM leis WHERE code IN ('5299000NOTINMAP00121', '529900T8BM49AURSDO55') ORDER BY code",
      ),
    ).toEqual([
      { code: '5299000NOTINMAP00121', legal_name: 'NOT A BANK GMBH', bank_id: null, source: GOLDEN_COPY_SOURCE },
      { code: '529900T8BM49AURSDO55', legal_name: 'SECOND ENTITY SE', bank_id: null, source: GOLDEN_COPY_SOURCE },
    ]);
    expect(await queryAll('SELECT count(*) AS n FROM leis')).toEqual([{ n: 9 }]);
    expect(readdirSync(spillDir)).toEqual([]);
  });
});
