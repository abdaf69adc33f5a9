// GLEIF golden copy (LEI-CDF 3.1 CSV) on a small fixture written from GLEIF's documented columns.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../scripts/import/csv';
import { GOLDEN_COPY_SOURCE, fromGoldenCopyRecord, goldenCopyAsOf, readGoldenCopy } from '../import/golden-copy';
import { createLeiSource, goldenCopyPath } from '../import/source';
import { assertBalanced } from '../../../../scripts/import/tally';
import { deutscheBankLeiRow, FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const GOLDEN = path.join(FIXTURE_DATA, 'lei-golden', '20240105-0800-gleif-goldencopy-lei2-golden-copy.csv');

describe('golden copy record', () => {
  it('maps LEI-CDF columns to the leis row', async () => {
    const [record] = await readCsv(GOLDEN, ['LEI']);
    expect(fromGoldenCopyRecord(record!, GOLDEN_COPY_SOURCE, '2024-01-05')).toEqual(
      deutscheBankLeiRow(GOLDEN_COPY_SOURCE, null),
    );
  });

  it("dates the file from GLEIF's file name", () => {
    expect(goldenCopyAsOf(GOLDEN)).toBe('2024-01-05');
    expect(goldenCopyAsOf('/x/golden.csv')).toBeNull();
  });

  it('streams the file, keeps the wanted LEIs, rejects with reasons', async () => {
    const { rows, tally } = await readGoldenCopy(GOLDEN, { keep: (c) => c !== '5299000NOTINMAP00121' });
    expect(rows.map((r) => r.code)).toEqual(['7LTWFZYICNSX8D621K86', '851WYGNLUQLFZBSYGB56']);
    expect(tally).toMatchObject({
      read: 5,
      stored: 2,
      rejected: { out_of_scope_no_bic: 1, malformed_lei: 1, duplicate: 1 },
    });
    expect(rows[1]).toMatchObject({
      registration_status: 'LAPSED',
      corroboration_level: 'ENTITY_SUPPLIED_ONLY',
      hq_address_lines: null,
      as_of: '2024-01-05',
    });
  });

  it('refuses a file without the golden-copy columns', async () => {
    await expect(readGoldenCopy(path.join(FIXTURE_DATA, 'lei', 'lei-names.csv'))).rejects.toThrow(
      /missing column\(s\) Entity.LegalName/,
    );
  });
});

describe('LEI source', () => {
  it('uses a configured golden copy, which supersedes the names file', async () => {
    const out = await createLeiSource({ GLEIF_GOLDEN_COPY: GOLDEN }).load({
      dataDir: FIXTURE_DATA,
      knownCountries: new Set(),
      earlier: [],
      log: () => {},
    });
    assertBalanced(out.tallies);
    expect(out.tallies.map((t) => [t.file, t.read, t.stored, t.rejected])).toEqual([
      [
        'lei-golden/20240105-0800-gleif-goldencopy-lei2-golden-copy.csv',
        5,
        2,
        { out_of_scope_no_bic: 1, malformed_lei: 1, duplicate: 1 },
      ],
      ['lei/lei-bic.csv', 13, 10, { duplicate: 1, malformed_lei: 1, malformed_bic: 1 }],
      ['lei/lei-names.csv', 9, 4, { duplicate: 1, missing_name: 1, malformed_lei: 1, superseded_by_golden_copy: 2 }],
      ['(derived) LEIs of lei/lei-bic.csv without a record or name', 1, 1, {}],
    ]);
    const leis = out.loads.find((l) => l.table === 'leis')!;
    expect(leis.rows).toHaveLength(7);
    const deut = leis.rows.find((r) => r[0] === '7LTWFZYICNSX8D621K86')!;
    expect(deut[leis.columns.indexOf('registration_status')]).toBe('ISSUED');
    expect(deut[leis.columns.indexOf('source')]).toBe(GOLDEN_COPY_SOURCE);
  });

  it('without a golden copy reads only the two CSVs', async () => {
    expect(goldenCopyPath(FIXTURE_DATA, {})).toBeNull();
    const out = await createLeiSource({}).load({
      dataDir: FIXTURE_DATA,
      knownCountries: new Set(),
      earlier: [],
      log: () => {},
    });
    expect(out.tallies.map((t) => t.file)).toEqual([
      'lei/lei-bic.csv',
      'lei/lei-names.csv',
      '(derived) LEIs of lei/lei-bic.csv without a record or name',
    ]);
    expect(out.loads.map((l) => [l.table, l.rows.length])).toEqual([
      ['leis', 7],
      ['lei_bics', 10],
    ]);
  });

  it('fails when the configured golden copy is missing, rather than importing without it', () => {
    expect(() => goldenCopyPath(FIXTURE_DATA, { GLEIF_GOLDEN_COPY: '/nonexistent/golden.csv' })).toThrow(
      /missing file/,
    );
  });
});
