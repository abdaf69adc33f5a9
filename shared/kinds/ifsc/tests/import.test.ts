// The IFSC importer on small fixtures (tests/fixtures/data/ifsc/): the npm ifsc data, the
// gzip branch list, bank linking, the Source, and the whole import into a local D1.
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BANK_COLUMNS } from '../../../../scripts/import/banks';
import { runImport } from '../../../../scripts/import/importer';
import { mergeLoads } from '../../../../scripts/import/load';
import { ifscSource } from '../import/index';
import { linkIfscBanks, normaliseBankName, sharesName } from '../import/bank-links';
import { BRANCHES_FILE, loadBranches, rowOrigin, type IfscRow } from '../import/branches';
import { expandValidList, loadIfscPackage, owningBank } from '../import/package';
import type { TableLoad } from '../../../../scripts/import/load';
import { SWIFT_COLUMNS } from '../../swift/import/lists';
import { assertBalanced, rejectedTotal } from '../../../../scripts/import/tally';
import {
  FIXTURE_DATA,
  fixtureDataCopy,
  MIGRATIONS,
  useTempDirs,
  withLocalD1,
} from '../../../../tests/unit/import/fixtures';

const tempDir = useTempDirs();

const INDIA = new Set(['IN', 'DE']);
const pkg = loadIfscPackage(FIXTURE_DATA);

/** banks and swifts as the SWIFT source hands them on: column-ordered rows. */
function earlierLoads(): TableLoad[] {
  const bank = (id: number, slug: string, code: string | null, name: string, country = 'IN') =>
    BANK_COLUMNS.map(
      (c) =>
        (
          ({
            id,
            country,
            slug,
            institution_code: code,
            name,
            swifts_count: 1,
            source: 'swift',
            institution_active: 1,
          }) as Record<string, unknown>
        )[c] ?? null,
    ) as (string | number | null)[];
  const swift = (code: string, bankId: number, country = 'IN') =>
    SWIFT_COLUMNS.map(
      (c) =>
        (
          ({
            code,
            bank_code: code.slice(0, 4),
            country,
            location: code.slice(6, 8),
            branch: code.slice(8),
            bank_id: bankId,
            source: 'swift',
          }) as Record<string, unknown>
        )[c] ?? null,
    ) as (string | number | null)[];
  return [
    {
      table: 'banks',
      columns: BANK_COLUMNS,
      rows: [
        bank(7, 'hdfc-bank-ltd', 'HDFC', 'HDFC BANK LTD'),
        bank(8, 'canara-bank-ifsc-banking-unit-ibu', 'CNRB', 'CANARA BANK IFSC BANKING UNIT (IBU)'),
        bank(9, 'state-bank-of-india', 'SBIN', 'STATE BANK OF INDIA'),
        bank(10, 'abhyudaya-co-operative-bank-ltd', 'ABHY', 'ABHYUDAYA CO-OPERATIVE BANK LTD.'),
        bank(11, 'akhand-anand-co-op-bank', 'AKHX', 'SOME OTHER BANK'), // takes the slug an added bank would want
        bank(40, 'deutsche-bank-ag', 'DEUT', 'DEUTSCHE BANK AG', 'DE'),
      ],
    },
    { table: 'swifts', columns: SWIFT_COLUMNS, rows: [swift('HDFCINBBXXX', 7), swift('DEUTDEFFXXX', 40, 'DE')] },
  ];
}

describe('npm ifsc data (ifsc-2.0.50/)', () => {
  it('expands IFSC.json: numbers are zero-padded branch codes, strings are taken as they are', () => {
    expect([...expandValidList({ HDFC: [1, 'CAACOB'], ABHY: [65001] })]).toEqual([
      'HDFC0000001',
      'HDFC0CAACOB',
      'ABHY0065001',
    ]);
    expect(() => expandValidList([])).toThrow(/IFSC.json/);
  });

  it('reads names, bank details and sublets', () => {
    expect(pkg.valid.size).toBe(6);
    expect(pkg.names.get('AACX')).toBe('Akhand Anand Co.op Bank');
    expect(pkg.banks.get('SBIN')).toMatchObject({
      category: 'PSB',
      micr: '400002000',
      iin: '508548',
      main_ifsc: 'SBIN0004343',
      imps: 1,
      upi: 1,
    });
    expect(pkg.banks.get('HDFC')?.imps).toBeNull(); // absent in banks.json: unknown, not "no"
    expect(pkg.banks.get('AACX')?.nach_debit).toBe(0);
  });

  it('finds the bank a code belongs to: exact sublet, then custom prefix, then its first four letters', () => {
    expect(owningBank(pkg, 'HDFC0CAACOB')).toBe('AACX');
    expect(owningBank(pkg, 'BARB0AEROCI')).toBe('AACX'); // custom-sublets.json prefix BARB0AERO
    expect(owningBank(pkg, 'HDFC0000001')).toBe('HDFC');
    expect(
      owningBank(
        {
          sublets: new Map(),
          subletPrefixes: [
            ['KSCB0006', 'LONG'],
            ['KSCB', 'SHORT'],
          ],
        },
        'KSCB0006001',
      ),
    ).toBe('LONG');
  });
});

describe('branch list (ifsc-branches.csv.gz)', () => {
  it('the committed .csv.gz is exactly the readable .csv beside it', () => {
    const dir = path.join(FIXTURE_DATA, 'ifsc');
    expect(gunzipSync(readFileSync(path.join(dir, 'ifsc-branches.csv.gz'))).toString('utf8')).toBe(
      readFileSync(path.join(dir, 'ifsc-branches.csv'), 'utf8'),
    );
  });

  it('dates each row from its source snapshot', () => {
    expect(rowOrigin('razorpay/ifsc-api@c61accb (2026-03-23)')).toEqual({
      source: 'razorpay/ifsc-api@c61accb (2026-03-23)',
      as_of: '2026-03-23',
    });
    expect(rowOrigin('decrypto27/ifsc-server@d8620d2 (2017-01)').as_of).toBe('2017-01');
    expect(rowOrigin('npm:ifsc@2.0.50 code-list only').as_of).toBe('2026-08-24');
    expect(rowOrigin('')).toEqual({ source: BRANCHES_FILE, as_of: null });
  });

  it('stores well-formed codes, rejects the rest with a reason, and balances per source', async () => {
    const { rows, tallies } = await loadBranches(FIXTURE_DATA, pkg, INDIA);
    assertBalanced(tallies);
    expect(tallies.reduce((n, t) => n + t.read, 0)).toBe(10);
    expect(rows.map((r) => r.code)).toEqual([
      'HDFC0000001',
      'HDFC0CAACOB',
      'SBIN0000001',
      'CNRB0000002',
      'ABHY0065001',
      'XYZB0000001',
      'BARB0AEROCI',
    ]);
    const latest = tallies.find((t) => t.source === 'razorpay/ifsc-api@c61accb (2026-03-23)');
    expect(latest).toMatchObject({
      read: 5,
      stored: 2,
      rejected: { 'malformed_code:ifsc.invalid_reserved_character': 1, malformed_code: 1, duplicate: 1 },
    });
    expect(latest && rejectedTotal(latest)).toBe(3);
  });

  it('keeps codes missing from the valid list, flagged, and reads every field', async () => {
    const { rows } = await loadBranches(FIXTURE_DATA, pkg, INDIA);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('XYZB0000001')).toMatchObject({
      in_valid_list: 0,
      neft: 0,
      rtgs: 0,
      imps: null,
      upi: null,
      micr: null,
    });
    expect(byCode.get('HDFC0000001')).toMatchObject({
      bank_code: 'HDFC',
      ifsc_bank: 'HDFC',
      bank_name: 'HDFC Bank',
      branch: 'KAMALA MILLS COMPOUND',
      city: 'MUMBAI',
      centre: 'GREATER MUMBAI',
      district: 'MUMBAI',
      state: 'MAHARASHTRA',
      state_code: 'IN-MH',
      country: 'IN',
      contact: '+912261606161',
      micr: '400240015',
      swift: 'HDFCINBB',
      neft: 1,
      upi: 1,
      in_valid_list: 1,
      source: 'razorpay/ifsc-api@1d18fe8 (2022-12-09)',
      as_of: '2022-12-09',
    });
    expect(byCode.get('HDFC0CAACOB')).toMatchObject({ bank_code: 'HDFC', ifsc_bank: 'AACX' });
    expect(byCode.get('SBIN0000001')).toMatchObject({ branch: null, contact: null, neft: null, as_of: '2017-01' });
  });

  it('rejects every row when India is not a known country, and fails on a file missing a column', async () => {
    const none = await loadBranches(FIXTURE_DATA, pkg, new Set(['DE']));
    expect(none.rows).toHaveLength(0);
    assertBalanced(none.tallies);
    const dir = tempDir('ifsc-bad-');
    cpSync(path.join(FIXTURE_DATA, 'ifsc'), path.join(dir, 'ifsc'), { recursive: true });
    writeFileSync(path.join(dir, BRANCHES_FILE), gzipSync('IFSC,BANK\nHDFC0000001,HDFC Bank\n'));
    await expect(loadBranches(dir, pkg, INDIA)).rejects.toThrow(/missing column\(s\) BRANCH/);
  });
});

describe('linking IFSC banks to banks', () => {
  it('normalises names the way the SWIFT lists and the RBI spell them', () => {
    expect(normaliseBankName('THE COSMOS CO-OPERATIVE BANK LTD.')).toBe(normaliseBankName('Cosmos Co-operative Bank'));
    expect(normaliseBankName('NKGSB CO OP BANK LTD')).toBe(normaliseBankName('NKGSB Co-operative Bank'));
    expect(normaliseBankName('Punjab & Sind Bank')).toBe('PUNJAB AND SIND BANK');
    expect(sharesName('Canara Bank', 'CANARA BANK IFSC BANKING UNIT (IBU)')).toBe(true);
    expect(sharesName('CITI Bank', 'CITIBANK, N.A')).toBe(true);
    expect(sharesName('Mattancherry Sarvajanik Co-operative Bank', 'METROPOLITAN STOCK EXCHANGE OF INDIA')).toBe(false);
  });

  it("matches by the SWIFT on the bank's own rows, by ISO 9362 code + name, by name, else adds a bank", async () => {
    const { rows } = await loadBranches(FIXTURE_DATA, pkg, INDIA);
    const banks = [...new Set(rows.map((r) => r.ifsc_bank))].map((code) => ({
      code,
      name: pkg.names.get(code) ?? 'Xyz Nagari Sahakari Bank',
      main_ifsc: pkg.banks.get(code)?.main_ifsc ?? null,
    }));
    const links = linkIfscBanks(banks, rows, earlierLoads(), { source: 'npm ifsc', as_of: '2026-08-24' });
    expect(Object.fromEntries(links.bankIds)).toMatchObject({ HDFC: 7, CNRB: 8, SBIN: 9, ABHY: 10 });
    expect(links).toMatchObject({ matchedBySwift: 1, matchedByInstitution: 2, matchedByName: 1 });
    // AACX's code carries HDFCINBB, HDFC's SWIFT: a sublet code is no evidence for the sub-member bank.
    expect(links.added.map((b) => [b.name, b.id, b.slug])).toEqual([
      ['Akhand Anand Co.op Bank', 41, 'akhand-anand-co-op-bank-aacx'], // ids after the largest (40); slug taken
      ['Xyz Nagari Sahakari Bank', 42, 'xyz-nagari-sahakari-bank'],
    ]);
    expect(links.added[0]).toMatchObject({
      country: 'IN',
      institution_code: null,
      institution_active: null,
      city: 'SURAT', // its own district: the row's city, MUMBAI, is the sponsor bank's service centre
      source: 'npm ifsc',
    });
  });
});

describe('a bank under two IFSC bank codes', () => {
  const row = (code: string, ifscBank: string, city: string, district: string) =>
    ({ code, bank_code: code.slice(0, 4), ifsc_bank: ifscBank, city, district }) as IfscRow;
  const origin = { source: 'npm ifsc', as_of: '2026-08-24' };

  it('is one bank where the name and place agree; a namesake of another place is another bank', () => {
    const links = linkIfscBanks(
      [
        { code: 'AJKB', name: 'Akola Janata Commercial Co-operative Bank', main_ifsc: 'HDFC0CAJKB1' },
        { code: 'AKJB', name: 'Akola Janata Commercial Co-operative Bank', main_ifsc: 'AKJB0000001' },
        { code: 'CMCX', name: 'Commercial Co-operative Bank', main_ifsc: 'ICIC00COMCB' },
        { code: 'CMLX', name: 'Commercial Co-operative Bank', main_ifsc: 'HDFC0COMMCO' },
      ],
      [
        row('HDFC0CAJKB1', 'AJKB', 'MUMBAI', 'AKOLA'), // sponsored: the city is HDFC's service centre
        row('AKJB0000001', 'AKJB', 'AKOLA', 'AKOLA'),
        row('ICIC00COMCB', 'CMCX', 'MUMBAI', 'VADODARA'),
        row('HDFC0COMMCO', 'CMLX', 'MUMBAI', 'JAMNAGAR'),
      ],
      earlierLoads(),
      origin,
    );
    expect(links.added.map((b) => [b.name, b.city])).toEqual([
      ['Akola Janata Commercial Co-operative Bank', 'AKOLA'],
      ['Commercial Co-operative Bank', 'VADODARA'],
      ['Commercial Co-operative Bank', 'JAMNAGAR'],
    ]);
    expect(links.bankIds.get('AKJB')).toBe(links.bankIds.get('AJKB'));
  });
});

describe('the ifsc Source and the merge of its bank rows', () => {
  it('returns ifscs, ifsc_banks and added banks with balanced tallies', async () => {
    const output = await ifscSource.load({
      dataDir: FIXTURE_DATA,
      knownCountries: INDIA,
      log: () => {},
      earlier: earlierLoads(),
    });
    assertBalanced(output.tallies);
    const rows = Object.fromEntries(output.loads.map((l) => [l.table, l.rows.length]));
    expect(rows).toEqual({ ifscs: 7, ifsc_banks: 7, banks: 2 });
    const stored = (table: string) => output.tallies.filter((t) => t.table === table).reduce((n, t) => n + t.stored, 0);
    expect(stored('ifscs')).toBe(7);
    expect(stored('ifsc_banks')).toBe(7); // 6 named + XYZB named from its rows
    expect(stored('banks')).toBe(2);
    const ifscs = output.loads.find((l) => l.table === 'ifscs');
    const col = (name: string) => ifscs?.columns.indexOf(name) ?? -1;
    const hdfc = ifscs?.rows.find((r) => r[col('code')] === 'HDFC0000001');
    expect(hdfc?.[col('bank_id')]).toBe(7);
  });

  it('merges loads of one table, reordering columns by name', () => {
    const merged = mergeLoads([
      { table: 'banks', columns: ['id', 'name'], rows: [[1, 'A']] },
      { table: 'swifts', columns: ['code'], rows: [['X']] },
      { table: 'banks', columns: ['name', 'id'], rows: [['B', 2]] },
    ]);
    expect(merged).toEqual([
      {
        table: 'banks',
        columns: ['id', 'name'],
        rows: [
          [1, 'A'],
          [2, 'B'],
        ],
      },
      { table: 'swifts', columns: ['code'], rows: [['X']] },
    ]);
    // A column only a later source sets is null in the earlier source's rows.
    expect(
      mergeLoads([
        { table: 'banks', columns: ['id'], rows: [[1]] },
        { table: 'banks', columns: ['id', 'extra'], rows: [[2, 'x']] },
      ]),
    ).toEqual([
      {
        table: 'banks',
        columns: ['id', 'extra'],
        rows: [
          [1, null],
          [2, 'x'],
        ],
      },
    ]);
  });
});

describe('full import with India into a local D1', { timeout: 120_000 }, () => {
  it('stores the IFSCs, adds banks after the SWIFT banks, reconciles and counts India', async () => {
    const dataDir = fixtureDataCopy(tempDir('ifsc-data-'), (dir) =>
      appendFileSync(
        path.join(dir, 'countries', 'country_names_10lang.csv'),
        'IN,IND,356,Indien,India,India,Inde,India,インド,인도,Índia,Индия,印度,\n',
      ),
    );
    const persistDir = tempDir('ifsc-d1-');
    const databaseId = '0c9e4a52-1f0b-4b6e-9a43-3b2f1d7e8a61';
    const summary = await runImport({ dataDir, persistDir, migrationsDir: MIGRATIONS, databaseId });
    expect(summary.rows).toMatchObject({ ifscs: 7, ifsc_banks: 7 });
    await withLocalD1(persistDir, databaseId, async (db) => {
      const one = async (sql: string) => (await db.prepare(sql).first()) as Record<string, unknown>;
      const swiftBanks = await one(
        "SELECT max(id) AS max FROM banks WHERE source != 'npm ifsc 2.0.50 (Razorpay, public-domain data)'",
      );
      const added = await one("SELECT count(*) AS n, min(id) AS min FROM banks WHERE country = 'IN'");
      // The fixture SWIFT lists have no Indian bank: every IFSC bank with a code is added.
      expect(added).toEqual({ n: 6, min: Number(swiftBanks.max) + 1 });
      expect(await one("SELECT banks_count FROM countries WHERE code = 'IN'")).toEqual({ banks_count: 6 });
      expect(
        await one(
          "SELECT i.in_valid_list, b.name, b.slug FROM ifscs i JOIN banks b ON b.id = i.bank_id WHERE i.code = 'HDFC0CAACOB'",
        ),
      ).toEqual({ in_valid_list: 1, name: 'Akhand Anand Co.op Bank', slug: 'akhand-anand-co-op-bank' });
      expect(await one('SELECT count(*) AS n FROM ifscs WHERE bank_id IS NULL')).toEqual({ n: 0 });
    });
  });
});
