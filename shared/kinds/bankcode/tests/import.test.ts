import { describe, expect, it } from 'vitest';
import { BANKDATA_GERMANY } from '../import/bankdata-germany';
import { loadBankCodes } from '../import/index';
import { canonicalBic, rowProblem } from '../import/rows';
import { SCHWIFTY } from '../import/schwifty';
import { checkIbanSpecs } from '../../iban/import/specs';
import { FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const KNOWN = new Set(['DE', 'AT', 'FR', 'SI', 'US']);

describe('rowProblem', () => {
  it('accepts a bank code of the length of the IBAN bank identifier, or of bank + branch (SI)', () => {
    expect(rowProblem('DE', '37040044', 'COBADEFFXXX', KNOWN)).toBeNull();
    expect(rowProblem('SI', '26330', '', KNOWN)).toBeNull(); // SI: bank 2 + branch 3
    expect(rowProblem('DE', '3704004', '', KNOWN)).toBe('malformed_bank_code');
    expect(rowProblem('DE', '', '', KNOWN)).toBe('missing_bank_code');
  });

  it('names the reason for countries and BICs', () => {
    expect(rowProblem('ZZ', '12345', '', KNOWN)).toBe('unknown_country');
    expect(rowProblem('US', '12345', '', KNOWN)).toBe('no_iban_format');
    expect(rowProblem('FR', '30004', 'BNPA-FRPP', KNOWN)).toBe('malformed_bic');
  });

  it('stores BICs in their canonical 11 characters, none as null', () => {
    expect(canonicalBic('PSSTFRPP')).toBe('PSSTFRPPXXX');
    expect(canonicalBic('MARKDEF1100')).toBe('MARKDEF1100');
    expect(canonicalBic('')).toBeNull();
  });
});

describe('loadBankCodes on the fixtures', async () => {
  const { rows, tallies } = await loadBankCodes(FIXTURE_DATA, KNOWN);
  const row = (country: string, code: string) => rows.find((r) => r.country === country && r.bank_code === code);
  const tally = (file: string) => tallies.find((t) => t.file === file);

  it('counts every row read as stored or rejected, by reason, per file', () => {
    expect(tally(BANKDATA_GERMANY.file)).toMatchObject({
      table: 'bank_codes',
      read: 7,
      stored: 4,
      rejected: { malformed_bank_code: 1, malformed_bic: 1, missing_name: 1 },
    });
    expect(tally(`${SCHWIFTY.dir}/generated_at.v2.json`)).toMatchObject({
      read: 4,
      stored: 3,
      rejected: { duplicate: 1 },
    });
    expect(tally(`${SCHWIFTY.dir}/generated_de.json`)).toMatchObject({
      read: 2,
      stored: 1,
      rejected: { superseded: 1 },
    });
    expect(tally(`${SCHWIFTY.dir}/manual_fr.json`)).toMatchObject({
      read: 9,
      stored: 2,
      rejected: {
        duplicate: 2,
        missing_bank_code: 1,
        malformed_bic: 1,
        malformed_bank_code: 1,
        unknown_country: 1,
        no_iban_format: 1,
      },
    });
    for (const t of tallies) {
      const rejected = Object.values(t.rejected).reduce((a, b) => a + b, 0);
      expect(t.read, t.file).toBe(t.stored + rejected);
    }
    expect(rows.length).toBe(tallies.reduce((n, t) => n + t.stored, 0));
  });

  it('keeps the Bundesbank row for a German code both sources list, with its source and as-of date', () => {
    expect(row('DE', '37040044')).toEqual({
      code: 'DE37040044',
      country: 'DE',
      bank_code: '37040044',
      name: 'Commerzbank',
      short_name: null,
      bic: 'COBADEFFXXX',
      bank_id: null,
      // bankdata-germany has no check method: schwifty's row for the same code gives it.
      check_method: '13',
      source: BANKDATA_GERMANY.source,
      as_of: '2026-06-08',
    });
    expect(row('DE', '76026000')).toMatchObject({
      name: 'norisbank',
      check_method: 'C7',
      source: SCHWIFTY.source,
      as_of: null,
    });
  });

  it('stores no check method where schwifty lists none for the code, nor outside Germany', () => {
    expect(row('DE', '10000000')).toMatchObject({ name: 'Bundesbank', check_method: null });
    const abroad = rows.filter((r) => r.country !== 'DE');
    expect(abroad.length).toBeGreaterThan(0);
    expect(abroad.filter((r) => r.check_method !== null)).toEqual([]);
  });

  it("keys every row by its country and national code, the bank code kind's key", () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.code !== r.country + r.bank_code)).toEqual([]);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('stores a bank without a BIC with bic null, and an 8-character BIC as its primary office', () => {
    expect(row('DE', '60050009')).toMatchObject({ name: 'ZV Landesbank Baden-Württemberg ISE', bic: null });
    expect(row('DE', '10070000')?.bic).toBe('DEUTDEBBXXX');
    expect(row('AT', '12345')).toMatchObject({ name: 'Bank ohne BIC', bic: null, short_name: null });
  });

  it('expands v2 entries into one row per bank code, and prefers the entry marked primary', () => {
    expect(row('AT', '60000')).toMatchObject({ name: 'Oesterreichische Postsparkasse', bic: 'OPSKATWWXXX' });
    expect(row('AT', '60001')).toMatchObject({ name: 'Oesterreichische Postsparkasse' });
    expect(row('FR', '20041')).toMatchObject({ name: 'LA BANQUE POSTALE', bic: 'PSSTFRPPXXX' }); // primary, listed second
    expect(row('FR', '30004')).toMatchObject({ name: 'BNP PARIBAS' }); // both primary: the first
  });

  it('returns the rows sorted by country and bank code', () => {
    const keys = rows.map((r) => `${r.country}:${r.bank_code}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('checkIbanSpecs (the data file against the compiled registry)', async () => {
  const check = await checkIbanSpecs(FIXTURE_DATA);

  it('counts the countries that agree and lists each difference', () => {
    expect(check.read).toBe(4);
    expect(check.agreeing).toBe(2); // DE and FR
    expect(check.differences).toContain('AT: iban_length "21" in the file, "20" in the registry');
    expect(check.differences).toContain('AT: bban_spec "5!n12!n" in the file, "5!n11!n" in the registry');
    expect(check.differences).toContain('ZZ: in the file, not in the registry');
    expect(check.differences).toContain('GB: in the registry, not in the file');
    expect(check.differences.some((d) => d.startsWith('DE:') || d.startsWith('FR:'))).toBe(false);
  });
});
