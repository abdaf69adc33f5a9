import { describe, expect, it } from 'vitest';
import { detectIdentifier } from '../../../shared/validators';
import { byAnswer } from './cases';

const types = (input: string) => detectIdentifier(input).map((c) => `${c.type}${c.valid ? '' : '?'}`);

describe('detectIdentifier', () => {
  it.each(
    byAnswer({
      iban: ['DE89 3704 0044 0532 0130 00', 'RU0304452522540817810538091310419'],
      'iban?': ['DE99 3704 0044 0532 0130 00'],
      swift: ['DEUTDEFF', 'deutdeffxxx'],
      'swift?': ['DEUTXXFF'],
      lei: ['7LTWFZYICNSX8D621K86'],
      'lei?': ['7LTWFZYICNSX8D621K68'],
      ifsc: ['SBIN0000300'],
      aba: ['021000021'],
      // Sberbank's BIC fails the ABA check: both readings, the checked one first (a Russian BIC
      // has no check digit; bulk validation picks the one its directory holds)
      // 021000022 likewise: a routing number with a wrong check digit, or a Federal Treasury BIC (02)
      'aba? rubic': ['044525225', '021000022'],
      bin: ['411111', '41111111'],
      card: ['4111 1111 1111 1111'],
      'card?': ['4111 1111 1111 1112'],
      '': ['hello', '', 'DE89'], // 'DE89': not a complete IBAN
    }),
  )('%j -> %j', (input, expected) => {
    expect(types(input)).toEqual(expected);
  });

  it('prefers the ABA reading when a 04 number passes the ABA check', () => {
    // 041000124 is a routing number of PNC Bank (Cleveland district) and also has a Russian BIC's shape
    expect(types('041000124')).toEqual(['aba', 'rubic']);
  });

  it('gives the normalised form', () => {
    expect(detectIdentifier('deut de ff')[0]).toEqual({ type: 'swift', valid: true, normalized: 'DEUTDEFFXXX' });
    expect(detectIdentifier('IBAN de89 3704 0044 0532 0130 00')[0]?.normalized).toBe('DE89370400440532013000');
  });
});

// The type whose structure fits comes first, with its own errors; where
// two types are possible, both are listed.
describe('detectIdentifier: the structure that fits first', () => {
  it('a German IBAN one digit short is an IBAN with the wrong length, not unrecognised', () => {
    expect(types('DE89 3704 0044 0532 0130 0')).toEqual(['iban?']);
  });
  it('20 characters with an IBAN country code and check digits: the reading whose check passes first', () => {
    // HR812407000577367469: a Croatian IBAN (21 characters) missing a digit, or an LEI: the LEI check passes
    expect(types('HR812407000577367469')).toEqual(['lei', 'iban?']);
  });
  it('a real LEI that only starts like an IBAN stays an LEI first', () => {
    // EE: all-digit BBAN, so letters in it do not fit an Estonian IBAN
    expect(types('EE21I29HG6U2CDOO8372')[0]).toBe('lei');
  });
  it('a nine-digit 04 number failing the ABA check is not a valid Russian BIC first', () => {
    expect(types('049999999')).toEqual(['aba?', 'rubic']);
  });
  it('accepts the MICR symbols as bulk validation does', () => {
    expect(types('⑆021000021⑆')).toEqual(['aba']);
  });

  it('an LEI whose start is a Swiss IBAN’s but not its BBAN (digits in the bank code) is no IBAN', () => {
    expect(types('CH696GX5LZURG24C0162')).toEqual(['lei']);
  });
  it('a Russian BIC of any prefix the Bank of Russia gives is read as one, beside the ABA reading', () => {
    expect(types('000816041')).toEqual(['aba?', 'rubic']);
    expect(types('100070004')).toEqual(['aba?', 'rubic']);
    // 20: no Federal Reserve range has it, so the ABA reading is no rival
    expect(types('200000131')).toEqual(['rubic', 'aba?']);
  });
});

describe('detectIdentifier: near misses when no shape fits', () => {
  it.each(
    byAnswer({
      'lei?': ['7LTWFZYICNSX8D621K8', '7LTWFZYICNSX8D621K86A', '7LTWFZYICNSX8D621KAB'],
      'swift?': ['DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF50', 'DEUTDEFF5000', 'DEUT1EFF'],
      'aba?': ['0210000210'],
      'iban?': ['NO938601111794'],
      '': ['hello world', 'HELLOWORLD'],
    }),
  )('%j -> %j', (input, expected) => {
    expect(types(input)).toEqual(expected);
  });
});
