import { describe, expect, it } from 'vitest';
import { detectIdentifier, validateAba, validateCardNumber, validateIban, validateLei, validateSwift } from '../../../shared/validators';
import { normalizeAba, normalizeBic, normalizeIban, normalizeLei } from '../../../shared/validators/normalize';

// Issue 18, defect 6: the forms people paste. One normaliser per kind (shared/validators/normalize.ts),
// used by the validator and by type detection alike: each input here is accepted by both.

describe('input normalisers', () => {
  it.each([
    ['NO93 8601.11.17947', 'NO9386011117947'], // the Norwegian dotted notation (stdnum's own valid list)
    ['DE89–3704–0044–0532–0130–00', 'DE89370400440532013000'], // en dashes
    ['DE89—3704‐0044−0532 0130 00', 'DE89370400440532013000'], // em dash, hyphen, minus sign
    ['ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００', 'DE89370400440532013000'], // full width (NFKC)
    ['IBAN: DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['\u00a0DE89\u200b3704 0044 0532 0130 00 ', 'DE89370400440532013000'], // NBSP, zero-width space
  ])('IBAN %j', (input, iban) => {
    expect(normalizeIban(input)).toBe(iban);
    expect(validateIban(input).valid).toBe(true);
    expect(detectIdentifier(input)[0]).toEqual({ type: 'iban', valid: true, normalized: iban });
  });

  it.each([
    ['BIC DEUTDEFF', 'DEUTDEFF'],
    ['SWIFT: DEUTDEFF', 'DEUTDEFF'],
    ['SWIFT code: deut de ff', 'DEUTDEFF'],
    ['BIC/SWIFT DEUTDEFFXXX', 'DEUTDEFFXXX'],
    ['swift：ＤＥＵＴＤＥＦＦ', 'DEUTDEFF'], // full-width colon and letters
    ['DEUT.DE.FF', 'DEUTDEFF'],
  ])('BIC %j', (input, bic) => {
    expect(normalizeBic(input)).toBe(bic);
    expect(validateSwift(input).valid).toBe(true);
    expect(detectIdentifier(input)[0]).toEqual({ type: 'swift', valid: true, normalized: bic.padEnd(11, 'X') });
  });

  it('keeps a BIC that merely starts with the letters BIC', () => {
    expect(normalizeBic('BICSDEFF')).toBe('BICSDEFF');
    expect(normalizeBic('BIC')).toBe('BIC');
  });

  it.each([
    ['⑆021000021⑆', '021000021'], // MICR transit symbols as printed on checks
    ['⑆ 021000021 ⑆', '021000021'],
    ['ABA 021000021', '021000021'],
    ['Routing number: 021-000-021', '021000021'],
    ['RTN #021000021', '021000021'],
    ['０２１００００２１', '021000021'],
  ])('ABA %j', (input, rtn) => {
    expect(normalizeAba(input)).toBe(rtn);
    expect(validateAba(input).valid).toBe(true);
    expect(detectIdentifier(input)[0]).toEqual({ type: 'aba', valid: true, normalized: rtn });
  });

  it.each([
    ['LEI: 7LTWFZYICNSX8D621K86', '7LTWFZYICNSX8D621K86'],
    ['7LTW–FZYI–CNSX–8D62–1K86', '7LTWFZYICNSX8D621K86'],
  ])('LEI %j', (input, lei) => {
    expect(normalizeLei(input)).toBe(lei);
    expect(validateLei(input).valid).toBe(true);
    expect(detectIdentifier(input)[0]).toEqual({ type: 'lei', valid: true, normalized: lei });
  });

  it('card numbers with dots, dashes or full-width digits', () => {
    for (const input of ['4111.1111.1111.1111', '4111–1111–1111–1111', '４１１１ １１１１ １１１１ １１１１']) {
      expect(validateCardNumber(input).canonical).toBe('4111111111111111');
      expect(detectIdentifier(input)[0]).toEqual({ type: 'card', valid: true, normalized: '4111111111111111' });
    }
  });
});
