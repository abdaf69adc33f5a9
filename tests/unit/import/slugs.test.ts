// Stable bank slugs across imports and the redirects of changed ones (scripts/import/slugs.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../scripts/import/importer';
import type { TableLoad } from '../../../scripts/import/load';
import { heldBy, namePart, stabilizeSlugs, type PreviousSlugs, type SlugStats } from '../../../scripts/import/slugs';
import { FIXTURE_DATA, fixtureDataCopy, MIGRATIONS, queryLocalD1, useTempDirs } from './fixtures';

const COLUMNS = ['id', 'country', 'slug', 'name', 'city', 'institution_code', 'identity_key'];
type Bank = [
  id: number,
  country: string,
  slug: string,
  name: string,
  city: string | null,
  code: string | null,
  key: string | null,
];
const load = (rows: Bank[]): TableLoad => ({ table: 'banks', columns: COLUMNS, rows });
const slugs = (l: TableLoad) => l.rows.map((r) => r[2]);
type Served = [country: string, slug: string, identityKey: string];
/** What was served before the import: the banks' slugs and the redirects, by identity key. */
const served = (banks: Served[], redirects: Served[] = []): PreviousSlugs => {
  const rows = (list: Served[]) => list.map(([country, slug, identity_key]) => ({ country, slug, identity_key }));
  return { banks: rows(banks), redirects: rows(redirects) };
};

describe('stabilizeSlugs', () => {
  const cases: {
    name: string;
    banks: Bank[];
    previous: PreviousSlugs;
    slugs: string[];
    redirects: Bank[number][][];
    stats: Partial<SlugStats>;
  }[] = [
    {
      name: 'without served data, every bank keeps the slug its source gave it and nothing redirects',
      banks: [
        [1, 'US', 'first-bank', 'First Bank', 'Troy', 'FBTR', 'US:bic:FBTRUS33'],
        [2, 'US', 'first-bank-lakewood', 'First Bank', 'Lakewood', 'FBLW', 'US:bic:FBLWUS44'],
      ],
      previous: { banks: [], redirects: [] },
      slugs: ['first-bank', 'first-bank-lakewood'],
      redirects: [],
      stats: { known: 0, kept: 0, changed: 0, redirects: 0 },
    },
    {
      name: 'an unchanged bank keeps its slug when a stronger namesake arrives; the newcomer gets its city',
      // The source ranked the newcomer (Lakewood) first, so it handed it the plain slug.
      banks: [
        [1, 'US', 'first-bank', 'First Bank', 'Lakewood', 'FBLW', 'US:bic:FBLWUS44'],
        [2, 'US', 'first-bank-troy', 'First Bank', 'Troy', 'FBTR', 'US:bic:FBTRUS33'],
      ],
      previous: served([['US', 'first-bank', 'US:bic:FBTRUS33']]),
      slugs: ['first-bank-lakewood', 'first-bank'],
      redirects: [],
      stats: { known: 1, kept: 1, changed: 0 },
    },
    {
      name: 'a renamed bank gets the slug of its new name, its old slug redirects to it, chains included',
      banks: [[1, 'IT', 'intesa-sanpaolo', 'Intesa Sanpaolo', 'Torino', 'BCIT', 'IT:bic:BCITITMM']],
      previous: served(
        [['IT', 'banca-intesa', 'IT:bic:BCITITMM']],
        [['IT', 'banca-commerciale-italiana', 'IT:bic:BCITITMM']],
      ),
      slugs: ['intesa-sanpaolo'],
      redirects: [
        ['IT', 'banca-commerciale-italiana', 'intesa-sanpaolo', 'IT:bic:BCITITMM'],
        ['IT', 'banca-intesa', 'intesa-sanpaolo', 'IT:bic:BCITITMM'],
      ],
      stats: { known: 1, kept: 0, changed: 1, redirects: 2 },
    },
    {
      name: 'drops a redirect whose bank is gone or whose slug a bank now holds',
      banks: [[1, 'DE', 'old-bank', 'Old Bank', 'Bonn', 'NEWB', 'DE:bic:NEWBDEBB']],
      previous: served([['DE', 'gone-bank', 'DE:bic:GONEDEFF']], [['DE', 'old-bank', 'DE:bic:OLDBDEFF']]),
      slugs: ['old-bank'],
      redirects: [],
      stats: { dropped: 1 }, // gone-bank; old-bank is simply served again
    },
  ];
  for (const {
    name,
    banks: rows,
    previous,
    slugs: expected,
    redirects: expectedRedirects,
    stats: expectedStats,
  } of cases) {
    it(name, () => {
      const banks = load(rows);
      const { redirects, stats } = stabilizeSlugs(banks, previous);
      expect(slugs(banks)).toEqual(expected);
      expect(redirects.rows).toEqual(expectedRedirects);
      expect(stats).toMatchObject(expectedStats);
    });
  }

  it('a previous slug of another country or name is not kept; a duplicate identity key is owned by the first bank', () => {
    const banks = load([
      [1, 'FR', 'bnp-paribas', 'BNP Paribas', 'Paris', 'BNPA', 'FR:bic:BNPAFRPP'],
      [2, 'FR', 'bnp-paribas-lyon', 'BNP Paribas', 'Lyon', 'BNPA', 'FR:bic:BNPAFRPP'],
    ]);
    const previous = served([['FR', 'cent-asl', 'FR:bic:BNPAFRPP']]);
    const { redirects, stats } = stabilizeSlugs(banks, previous);
    expect(slugs(banks)).toEqual(['bnp-paribas', 'bnp-paribas-lyon']);
    expect(banks.rows.map((r) => r[6])).toEqual(['FR:bic:BNPAFRPP', null]);
    expect(redirects.rows).toEqual([['FR', 'cent-asl', 'bnp-paribas', 'FR:bic:BNPAFRPP']]);
    expect(stats.duplicateKeys).toBe(1);
  });

  // A bank merged into another since: its old slugs lead to the bank now holding what identified it.
  const merged = (bank: Bank, held: TableLoad, previous: Served[]) =>
    stabilizeSlugs(load([bank]), served(previous), heldBy(load([bank]), [held]));
  const heldLoad = (table: string, rows: [string, number][]): TableLoad => ({
    table,
    columns: ['code', 'bank_id'],
    rows,
  });

  it('a bank merged into another since leads to the bank now holding its head office code', () => {
    // SWTM (S.W.I.F.T. SC, La Hulpe) was a page of its own; its codes now belong to SWHQ's bank.
    const { redirects, stats } = merged(
      [1, 'BE', 's-w-i-f-t-sc', 'S.W.I.F.T. SC', 'La Hulpe', 'SWHQ', 'BE:bic:SWHQBEBB'],
      heldLoad('swifts', [
        ['SWHQBEBBXXX', 1],
        ['SWTMBEBBXXX', 1],
        ['SWTMBEBB100', 1],
      ]),
      [
        ['BE', 's-w-i-f-t-sc', 'BE:bic:SWHQBEBB'],
        ['BE', 's-w-i-f-t-sc-la-hulpe', 'BE:bic:SWTMBEBB'],
        ['BE', 'gone-bank', 'BE:bic:GONEBEBB'],
      ],
    );
    expect(redirects.rows).toEqual([['BE', 's-w-i-f-t-sc-la-hulpe', 's-w-i-f-t-sc', 'BE:bic:SWTMBEBB']]);
    expect(stats).toMatchObject({ redirects: 1, dropped: 1 });
  });

  it('an Indian bank merged into its namesake under another IFSC bank code leads to it', () => {
    const { redirects } = merged(
      [1, 'IN', 'akola-janata-bank', 'Akola Janata Bank', 'Akola', null, 'IN:ifsc:AJKB'],
      heldLoad('ifsc_banks', [
        ['AJKB', 1],
        ['AKJB', 1],
      ]),
      [['IN', 'akola-janata-bank-akjb', 'IN:ifsc:AKJB']],
    );
    expect(redirects.rows).toEqual([['IN', 'akola-janata-bank-akjb', 'akola-janata-bank', 'IN:ifsc:AKJB']]);
  });

  it('namePart drops the city or code suffix that told namesakes apart', () => {
    const suffix = { city: 'troy', codes: ['fbtr'] };
    expect(namePart('first-bank-troy', suffix)).toBe('first-bank');
    expect(namePart('first-bank-fbtr', suffix)).toBe('first-bank');
    expect(namePart('first-bank-fbtr-3', suffix)).toBe('first-bank');
    expect(namePart('first-bank', suffix)).toBe('first-bank');
    expect(namePart('troy', suffix)).toBe('troy');
  });
});

describe('two imports of the fixtures, a bank renamed in between', { timeout: 240_000 }, () => {
  const tempDir = useTempDirs();
  const DATABASE_ID = '0f3d1c2b-13aa-4c55-8e3f-0a2b4c6d8e13';
  const persistDir = tempDir('slugs-d1-');
  const options = (dataDir: string) => ({ dataDir, persistDir, migrationsDir: MIGRATIONS, databaseId: DATABASE_ID });
  const read = <T>(sql: string): Promise<T[]> => queryLocalD1<T>(persistDir, DATABASE_ID, sql);
  type Row = { country: string; slug: string; identity_key: string };
  let first: Row[];
  let second: Row[];
  let summary: Awaited<ReturnType<typeof runImport>>;

  beforeAll(async () => {
    await runImport(options(FIXTURE_DATA));
    first = await read<Row>('SELECT country, slug, identity_key FROM banks ORDER BY identity_key');
    // The 2025 directory renames the Kosovo institution (its SWIFT rows keep the old wording).
    const renamed = fixtureDataCopy(tempDir('slugs-data-'), (dir) => {
      const list = path.join(dir, 'swift', 'iso9362-institutions-2025-07-16.csv');
      writeFileSync(
        list,
        readFileSync(list, 'utf8').replace('RAIFFEISEN BANK KOSOVO J.S.C.', 'RAIFFEISEN BANK KOSOVA SH.A.'),
      );
    });
    summary = await runImport(options(renamed));
    second = await read<Row>('SELECT country, slug, identity_key FROM banks ORDER BY identity_key');
  }, 240_000); // two whole imports on a shared 2-core machine (failed once at 120 s beside a full-data import)

  it('every bank has an identity key, and the unchanged banks keep their slugs', () => {
    expect(first.every((b) => b.identity_key)).toBe(true);
    const unchanged = first.filter((b) => b.country !== 'XK');
    expect(unchanged.length).toBeGreaterThan(0);
    expect(second.filter((b) => b.country !== 'XK')).toEqual(unchanged);
  });

  it('the renamed bank gets its new slug, and its old slug redirects to it', async () => {
    expect(first.find((b) => b.country === 'XK')).toEqual({
      country: 'XK',
      slug: 'raiffeisen-bank-kosovo-j-s-c',
      identity_key: 'XK:bic:RBKOXKPR',
    });
    expect(second.find((b) => b.country === 'XK')).toEqual({
      country: 'XK',
      slug: 'raiffeisen-bank-kosova-sh-a',
      identity_key: 'XK:bic:RBKOXKPR',
    });
    expect(await read('SELECT * FROM bank_slug_redirects')).toEqual([
      {
        country: 'XK',
        slug: 'raiffeisen-bank-kosovo-j-s-c',
        to_slug: 'raiffeisen-bank-kosova-sh-a',
        identity_key: 'XK:bic:RBKOXKPR',
      },
    ]);
    // The summary lists the table, so data:publish copies it like every other.
    expect(summary.rows.bank_slug_redirects).toBe(1);
    expect(summary.notes['slugs.changed']).toBe(1);
  });

  it('a third import with the first name back serves the old slug again and redirects the other', async () => {
    await runImport(options(FIXTURE_DATA));
    expect(await read("SELECT slug FROM banks WHERE country = 'XK'")).toEqual([
      { slug: 'raiffeisen-bank-kosovo-j-s-c' },
    ]);
    expect(await read('SELECT slug, to_slug FROM bank_slug_redirects')).toEqual([
      { slug: 'raiffeisen-bank-kosova-sh-a', to_slug: 'raiffeisen-bank-kosovo-j-s-c' },
    ]);
  });
});
