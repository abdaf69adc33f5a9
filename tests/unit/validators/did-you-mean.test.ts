import { describe, expect, it } from 'vitest';
import {
  DIGITS,
  suggestRouting,
  suggestCardNumber,
  suggestCorrections,
  suggestIban,
  suggestLei,
} from '../../../shared/validators/did-you-mean';
import { refAbaValid, refLuhnValid, refMod97 } from './reference';

describe('did you mean', () => {
  it('finds the published IBAN behind a transposition', () => {
    const typo = 'DE89370400440532013000'.replace('0532', '0523');
    const s = suggestIban(typo);
    expect(s).toContain('DE89370400440532013000');
    for (const c of s) expect(refMod97(c.slice(4) + c.slice(0, 4))).toBe(1);
  });

  it('finds the published IBAN behind a substitution', () => {
    expect(suggestIban('GB29 NWBK 6016 1331 9268 18', 50)).toContain('GB29NWBK60161331926819');
  });

  it('finds LEIs, routing numbers and card numbers', () => {
    expect(suggestLei('7LTWFZYICNSX8D612K86')).toContain('7LTWFZYICNSX8D621K86');
    const aba = suggestRouting('021000012');
    expect(aba).toContain('021000021');
    for (const c of aba) expect(refAbaValid(c)).toBe(true);
    const cards = suggestCardNumber('4111 1111 1111 1112');
    expect(cards).toContain('4111111111111111');
    for (const c of cards) expect(refLuhnValid(c)).toBe(true);
  });

  it('returns nothing for valid codes and respects the cap', () => {
    expect(suggestIban('DE89370400440532013000')).toEqual([]);
    expect(suggestCardNumber('4111111111111112', 3)).toHaveLength(3);
    expect(suggestCardNumber('4111111111111112', 0)).toEqual([]);
  });

  it('is generic over the predicate and lists each candidate once', () => {
    const even = (s: string) => Number(s) % 2 === 0 && s.length === 3;
    const s = suggestCorrections('123', even, { alphabet: DIGITS, max: 100 });
    // the transposition 132 first, then the substitutions of the last digit
    expect(s).toEqual(['132', '120', '122', '124', '126', '128']);
    expect(new Set(s).size).toBe(s.length);
    // transpositions come first
    expect(suggestCorrections('ab', (x) => x === 'ba' || x === 'bb', { alphabet: 'ab' })).toEqual(['ba', 'bb']);
  });
});
