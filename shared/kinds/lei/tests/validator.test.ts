import { describe, expect, it } from 'vitest';
import { isValidLei, validateLei } from '../validator';
import { itRejects } from '../../../../tests/unit/validators/cases';
import { refMod97, replaceAt } from '../../../../tests/unit/validators/reference';

// LEIs from GLEIF's public LEI records (CC0).
const PUBLISHED = [
  ['7LTWFZYICNSX8D621K86', 'Deutsche Bank AG'],
  ['HWUPKR0MPOU8FGXBT394', 'Apple Inc.'],
  ['8I5DZWZKVSZI1NUHU748', 'JPMorgan Chase & Co.'],
  ['7H6GLXDRUGQFU57RNE97', 'JPMorgan Chase Bank, N.A.'],
  ['B4TYDEB6GKMZO031MB27', 'Bank of America, N.A.'],
  ['G5GSEF7VJP5I7OUK5573', 'Barclays Bank PLC'],
  ['R0MUWSFPU8MPRO8K5P83', 'BNP Paribas'],
  ['549300GKFG0RYRRQ1414', 'DNB Bank ASA'],
  ['213800WSGIIZCXF1P572', 'Jaguar Land Rover Limited'],
  ['5493001KJTIIGC8Y1R12', 'Bloomberg Finance L.P.'],
  ['529900T8BM49AURSDO55', 'published LEI'],
] as const;

describe('LEI (ISO 17442)', () => {
  it.each(PUBLISHED)('%s (%s) is valid', (lei) => {
    const r = validateLei(lei);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(lei);
    expect(refMod97(lei)).toBe(1);
  });

  it('splits the parts', () => {
    expect(validateLei('7LTWFZYICNSX8D621K86').parts).toEqual({
      louPrefix: '7LTW',
      reserved: 'FZ',
      entityId: 'YICNSX8D621K',
      checkDigits: '86',
    });
    expect(validateLei('5493001KJTIIGC8Y1R12').parts?.reserved).toBe('00');
  });

  it('normalises case and spaces', () => {
    expect(validateLei(' 7ltwfzyicnsx8d621k86 ').canonical).toBe('7LTWFZYICNSX8D621K86');
    expect(isValidLei('7LTW FZYI CNSX 8D62 1K86')).toBe(true);
  });

  it('accepts exactly the check digits ISO 7064 MOD 97-10 gives', () => {
    const base = '529900T8BM49AURSDO';
    const expected = String(98 - refMod97(base + '00')).padStart(2, '0');
    for (let n = 0; n < 100; n++) {
      const cd = String(n).padStart(2, '0');
      expect(isValidLei(base + cd), cd).toBe(cd === expected);
    }
  });

  itRejects(
    validateLei,
    {
      'lei.checksum': ['7LTWFZYICNSX8D621K68', '7LTWFZYICNSX8D612K86'], // swapped check digits; a transposition
      'lei.invalid_length': ['7LTWFZYICNSX8D621K8', '7LTWFZYICNSX8D621K86X'],
      'lei.invalid_check_digits': ['7LTWFZYICNSX8D621KAB'],
      'lei.invalid_characters': ['7LTWFZYICNSX8D621K8!'],
      'lei.empty': [''],
    },
    isValidLei,
  );

  it('catches every digit-for-digit and letter-for-letter substitution', () => {
    // (a - b)·10^k is never a multiple of the prime 97 for |a - b| < 97
    const lei = '7LTWFZYICNSX8D621K86';
    for (let i = 0; i < 20; i++) {
      const alphabet = /\d/.test(lei[i] ?? '') ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      for (const c of alphabet) {
        if (c !== lei[i]) expect(isValidLei(replaceAt(lei, i, c))).toBe(false);
      }
    }
  });
});

// An LEI's ISO 7064 MOD 97-10 check digits are 02-98 (ISO 17442-1:2020
// computes them as 98 - r); 00, 01 and 99 pass the remainder test but are never issued.
describe('LEI check pairs 00, 01 and 99', () => {
  const withPair = (want: string): string => {
    for (let n = 0; ; n++) {
      const body = `5299${String(n).padStart(14, '0')}`;
      if (String(98 - refMod97(body + '00')).padStart(2, '0') === want) return body;
    }
  };
  it.each([
    ['97', '00'],
    ['98', '01'],
    ['02', '99'],
  ] as const)('pair %s is valid, %s is not', (pair, alt) => {
    const body = withPair(pair);
    expect(validateLei(body + pair).valid).toBe(true);
    expect(refMod97(body + alt)).toBe(1);
    const r = validateLei(body + alt);
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual(['lei.invalid_check_digits']);
  });
});
