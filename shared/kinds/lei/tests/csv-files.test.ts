// The two GLEIF CSVs (lei-bic.csv, lei-names.csv) and how they combine, on tests/fixtures/data/lei.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../scripts/import/csv';
import { assembleLeis } from '../import/assemble';
import { LEI_BIC, LEI_NAMES, parseLeiBics, parseLeiNames } from '../import/csv-files';
import { checkLei } from '../import/row';
import { assertBalanced, formatTallies } from '../../../../scripts/import/tally';
import { FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const bicRecords = () => readCsv(path.join(FIXTURE_DATA, LEI_BIC.file), ['LEI', 'BIC']);
const nameRecords = () => readCsv(path.join(FIXTURE_DATA, LEI_NAMES.file), ['LEI', 'Name']);

describe('checkLei (ISO 17442)', () => {
  it.each([
    ['7LTWFZYICNSX8D621K86', { code: '7LTWFZYICNSX8D621K86', checksum_valid: 1 }],
    [' 7ltwfzyicnsx8d621k86 ', { code: '7LTWFZYICNSX8D621K86', checksum_valid: 1 }],
    ['7LTWFZYICNSX8D621K87', { code: '7LTWFZYICNSX8D621K87', checksum_valid: 0 }], // MOD 97-10 fails: kept, flagged
    ['NOTANLEI', null],
    ['7LTWFZYICNSX8D621K8!', null],
  ])('%s', (raw, expected) => {
    expect(checkLei(raw)).toEqual(expected);
  });
});

describe('lei-bic.csv', () => {
  it('keeps every (BIC, LEI) pair, canonical 11-character BICs, and rejects with reasons', async () => {
    const { rows, tally, byLei } = parseLeiBics(await bicRecords());
    expect(tally).toMatchObject({
      file: 'lei/lei-bic.csv',
      table: 'lei_bics',
      read: 13,
      stored: 10,
      rejected: { duplicate: 1, malformed_lei: 1, malformed_bic: 1 },
    });
    expect(rows).toHaveLength(10);
    // DEUTDEMM (8 characters) is its primary office DEUTDEMMXXX: the later DEUTDEMMXXX row is a duplicate.
    expect(byLei.get('7LTWFZYICNSX8D621K86')).toEqual(['DEUTDEFFXXX', 'DEUTDEFF500', 'DEUTDEMMXXX', 'DBAGDEFFXXX']);
    expect(rows.every((r) => r.bic.length === 11 && r.source === LEI_BIC.source && r.as_of === null)).toBe(true);
  });

  it('keeps a BIC mapped to several LEIs under both, and flags both rows', async () => {
    const { rows, tally } = parseLeiBics(await bicRecords());
    expect(
      rows
        .filter((r) => r.bic === 'DBAGDEFFXXX')
        .map((r) => r.lei)
        .sort(),
    ).toEqual(['549300SHAREDBIC00028', '7LTWFZYICNSX8D621K86']);
    expect(tally.flagged).toEqual({ bic_mapped_to_several_leis: 2, lei_checksum_failed: 1 });
  });
});

describe('lei-names.csv', () => {
  it('NFC-normalises names, keeps CSV quoting, rejects with reasons', async () => {
    const { names, tally } = parseLeiNames(await nameRecords());
    expect(tally).toMatchObject({ read: 9, rejected: { duplicate: 1, missing_name: 1, malformed_lei: 1 } });
    expect(tally.flagged).toEqual({ lei_checksum_failed: 1, name_nfc_normalised: 1 });
    const sg = names.find((n) => n.code === 'O2RNE8IBXP4R0TD8PU41');
    expect(sg?.name).toBe('Soci\u00e9t\u00e9 G\u00e9n\u00e9rale');
    expect(sg?.name).toBe(sg?.name.normalize('NFC'));
    expect(names.find((n) => n.code === '549300SHAREDBIC00028')?.name).toBe('Shared Name, with "quotes"');
    expect(names.find((n) => n.code === '7LTWFZYICNSX8D621K86')?.name).toBe('DEUTSCHE BANK AKTIENGESELLSCHAFT'); // first wins
  });
});

describe('assembleLeis without a golden copy', () => {
  it('one row per LEI, null where the data has no value, tallies balanced', async () => {
    const { leis, tallies } = assembleLeis({
      bics: parseLeiBics(await bicRecords()),
      names: parseLeiNames(await nameRecords()),
    });
    assertBalanced(tallies);
    expect(leis.map((l) => l.code)).toEqual([
      '5299000KOSOVOBANK140',
      '549300SHAREDBIC00028',
      '7LTWFZYICNSX8D621K86',
      '7LTWFZYICNSX8D621K87',
      '851WYGNLUQLFZBSYGB56',
      'O2RNE8IBXP4R0TD8PU41',
      'R0MUWSFPU8MPRO8K5P83',
    ]);
    const byCode = new Map(leis.map((l) => [l.code, l]));
    expect(byCode.get('7LTWFZYICNSX8D621K86')).toMatchObject({
      legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
      checksum_valid: 1,
      country: 'DE',
      entity_status: null,
      legal_address_city: null,
      registration_status: null,
      managing_lou: null,
      source: LEI_NAMES.source,
      as_of: null,
    });
    expect(byCode.get('7LTWFZYICNSX8D621K87')?.checksum_valid).toBe(0);
    // In the BIC map but not in the names file: a bare row, country from its BIC (ISO 9362 chars 5-6).
    expect(byCode.get('5299000KOSOVOBANK140')).toMatchObject({
      legal_name: null,
      country: 'XK',
      source: LEI_BIC.source,
    });
    // Named but without BICs: no country known.
    expect(byCode.get('O2RNE8IBXP4R0TD8PU41')?.country).toBeNull();
    expect(tallies.map((t) => [t.file, t.table, t.read, t.stored])).toEqual([
      ['lei/lei-bic.csv', 'lei_bics', 13, 10],
      ['lei/lei-names.csv', 'leis', 9, 6],
      ['(derived) LEIs of lei/lei-bic.csv without a record or name', 'leis', 1, 1],
    ]);
    expect(formatTallies(tallies)).toContain('flagged bic_mapped_to_several_leis 2');
  });
});
