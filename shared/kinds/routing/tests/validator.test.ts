import { describe, expect, it } from 'vitest';
import { FEDERAL_RESERVE_DISTRICTS, isValidRouting, validateRouting } from '../validator';
import { itRejects } from '../../../../tests/unit/validators/cases';
import { refAbaValid, refWithAbaCheck } from '../../../../tests/unit/validators/reference';

// Routing numbers published by the banks and the Federal Reserve (FedACH directory).
const PUBLISHED = [
  ['021000021', 'JPMorgan Chase Bank, New York', 2, 'New York', 'regular'],
  ['011000015', 'Federal Reserve Bank of Boston', 1, 'Boston', 'regular'],
  ['121000358', 'Bank of America, San Francisco', 12, 'San Francisco', 'regular'],
  ['026009593', 'Bank of America, New York', 2, 'New York', 'regular'],
  ['111000025', 'Bank of America, Texas', 11, 'Dallas', 'regular'],
  ['091000019', 'Wells Fargo Bank, Minnesota', 9, 'Minneapolis', 'regular'],
  ['322271627', 'JPMorgan Chase Bank (former Washington Mutual, thrift range)', 12, 'San Francisco', 'thrift'],
  ['031000503', 'Wells Fargo Bank', 3, 'Philadelphia', 'regular'],
] as const;

describe('ABA routing number', () => {
  it.each(PUBLISHED)('%s (%s)', (rtn, _name, district, districtName, symbolType) => {
    expect(refAbaValid(rtn)).toBe(true);
    const r = validateRouting(rtn);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(rtn);
    expect(r.parts).toEqual({
      routingSymbol: rtn.slice(0, 4),
      institutionId: rtn.slice(4, 8),
      checkDigit: rtn[8],
      symbolType,
      district,
      districtName,
    });
  });

  it('lists the twelve Federal Reserve districts in order, each named as its Reserve Bank', () => {
    // Each Reserve Bank's own routing number (prefix 01..12: its district) and its name as the
    // Fedwire directory prints it (fpddir 2018-12, 36 characters: SAN FRANCISC(O) is cut).
    const reserveBanks = [
      ['011000015', 'FEDERAL RESERVE BANK OF BOSTON'],
      ['021001208', 'FEDERAL RESERVE BANK OF NEW YORK'],
      ['031000040', 'FEDERAL RESERVE BANK OF PHILADELPHIA'],
      ['041000014', 'FEDERAL RESERVE BANK OF CLEVELAND'],
      ['051000033', 'FEDERAL RESERVE BANK OF RICHMOND'],
      ['061000146', 'FEDERAL RESERVE BANK OF ATLANTA'],
      ['071000301', 'FEDERAL RESERVE BANK OF CHICAGO'],
      ['081000045', 'FEDERAL RESERVE BANK OF ST. LOUIS'],
      ['091000080', 'FEDERAL RESERVE BANK OF MINNEAPOLIS'],
      ['101000048', 'FEDERAL RESERVE BANK OF KANSAS CITY'],
      ['111000038', 'FEDERAL RESERVE BANK OF DALLAS'],
      ['121000374', 'FEDERAL RESERVE BANK OF SAN FRANCISC'],
    ] as const;
    expect(FEDERAL_RESERVE_DISTRICTS).toHaveLength(reserveBanks.length);
    reserveBanks.forEach(([rtn, directoryName], i) => {
      const parts = validateRouting(rtn).parts;
      expect(parts?.district, rtn).toBe(i + 1);
      // The directory's name is the district's, in upper case (cut at 36 characters).
      expect(`FEDERAL RESERVE BANK OF ${FEDERAL_RESERVE_DISTRICTS[i]?.toUpperCase()}`, rtn).toContain(directoryName);
      expect(parts?.districtName, rtn).toBe(FEDERAL_RESERVE_DISTRICTS[i]);
    });
  });

  it('maps every prefix range to its district', () => {
    for (let d = 1; d <= 12; d++) {
      for (const [offset, type] of [
        [0, 'regular'],
        [20, 'thrift'],
        [60, 'electronic'],
      ] as const) {
        const rtn = refWithAbaCheck(String(d + offset).padStart(2, '0') + '000001');
        const r = validateRouting(rtn);
        expect(r.valid, rtn).toBe(true);
        expect(r.parts?.district).toBe(d);
        expect(r.parts?.symbolType).toBe(type);
      }
    }
    const gov = validateRouting(refWithAbaCheck('00000051'));
    expect(gov.parts).toMatchObject({ symbolType: 'government', district: null, districtName: null });
    const tc = validateRouting(refWithAbaCheck('80000000'));
    expect(tc.parts).toMatchObject({ symbolType: 'travelers_checks', district: null });
  });

  it.each(['13', '20', '33', '60', '73', '79', '81', '99'])('rejects prefix %s', (p) => {
    const r = validateRouting(refWithAbaCheck(p + '000001'));
    expect(r.errors).toEqual(['aba.invalid_prefix']);
  });

  itRejects(
    validateRouting,
    {
      'aba.checksum': ['021000022', '012000021'],
      'aba.invalid_length': ['02100002', '0210000211'],
      'aba.invalid_characters': ['02100002A'],
      'aba.empty': [''],
    },
    isValidRouting,
  );

  it('accepts printed forms', () => {
    expect(validateRouting(' 0210-0002-1 ').canonical).toBe('021000021');
    expect(validateRouting('\u2446021000021\u2446').canonical).toBe('021000021');
  });

  it('agrees with the 3-7-1 definition on every check digit', () => {
    for (let d = 0; d < 10; d++) {
      const rtn = '02100002' + d;
      expect(isValidRouting(rtn)).toBe(refAbaValid(rtn));
    }
  });
});

// The prefix rule yields to the Federal Reserve's own directory, and the
// all-zero number (weighted sum 0) is no routing number.
describe('ABA: Treasury numbers outside the prefix ranges, and 000000000', () => {
  it.each(['154000008', '155000007'])('%s (Fedwire Funds directory, U.S. Treasury) is valid', (rtn) => {
    expect(refAbaValid(rtn)).toBe(true);
    const r = validateRouting(rtn);
    expect(r.errors).toEqual([]);
    expect(r.parts).toMatchObject({ symbolType: 'government', district: null });
  });
  it('other numbers with prefix 15 still fail the prefix rule', () => {
    const rtn = refWithAbaCheck('15400001');
    expect(validateRouting(rtn).errors).toEqual(['aba.invalid_prefix']);
  });
  it('000000000 is refused', () => {
    expect(refAbaValid('000000000')).toBe(true); // the formula alone passes it
    expect(validateRouting('000000000').errors).toEqual(['aba.checksum']);
    expect(isValidRouting('000000000')).toBe(false);
  });
});
