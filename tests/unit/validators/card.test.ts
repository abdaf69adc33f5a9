import { describe, expect, it } from 'vitest';
import {
  detectCardSchemes,
  isValidBin,
  MAJOR_INDUSTRY_IDENTIFIERS,
  validateBin,
} from '../../../shared/kinds/bin/validator';
import { isValidCardNumber, validateCardNumber } from '../../../shared/validators/card';
import { byAnswer, itRejects } from './cases';
import { refLuhnValid, refWithLuhn, replaceAt } from './reference';

// Test card numbers published by the payment processors (Stripe, PayPal/Braintree docs).
const PUBLISHED = [
  ['4111111111111111', 'visa'],
  ['4242424242424242', 'visa'],
  ['4000056655665556', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['5200828282828210', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  ['6011111111111117', 'discover'],
  ['6011000990139424', 'discover'],
  ['3056930009020004', 'diners'],
  ['36227206271667', 'diners'],
  ['3566002020360505', 'jcb'],
  ['3530111333300000', 'jcb'],
  ['6200000000000005', 'unionpay'],
  ['6205500000000000004', 'unionpay'],
] as const;

// Numbers built in the test from a published IIN range plus a Luhn check digit computed here.
const DERIVED = [
  ['220000000000000', 'mir'],
  ['220412345678901', 'mir'],
  ['675964982643845', 'maestro'],
  ['501812345678901', 'maestro'],
  ['636297000045701', 'elo'],
  ['401178123456789', 'elo'],
  ['606282123456789', 'hipercard'],
  ['506099123456789', 'verve'],
  ['979212345678901', 'troy'],
  ['508512345678901', 'rupay'],
  ['810012345678901', 'unionpay'], // 8100-8171: UnionPay
  ['817212345678901', 'rupay'], // the rest of 81: RuPay
  ['501912345678901', 'dankort'],
  ['860012345678901', 'uzcard'],
  ['986012345678901', 'humo'],
] as const;

describe('card numbers (ISO/IEC 7812)', () => {
  it.each(PUBLISHED)('%s (%s)', (pan, scheme) => {
    expect(refLuhnValid(pan)).toBe(true);
    const r = validateCardNumber(pan);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(pan);
    expect(r.parts?.schemes.map((s) => s.scheme)).toContain(scheme);
    expect(r.parts?.schemes[0]?.scheme).toBe(scheme);
    expect(r.parts?.schemeLengthValid).toBe(true);
  });

  it.each(DERIVED)('%s + Luhn digit (%s)', (payload, scheme) => {
    const pan = refWithLuhn(payload);
    const r = validateCardNumber(pan);
    expect(r.valid).toBe(true);
    expect(r.parts?.schemes.map((s) => s.scheme)).toContain(scheme);
  });

  it('splits the number into its ISO/IEC 7812 parts', () => {
    expect(validateCardNumber('4111 1111 1111 1111').parts).toMatchObject({
      mii: 4,
      miiName: 'Banking and financial',
      issuerIdentifier: '411111',
      issuerIdentifier8: '41111111',
      accountIdentifier: '111111111',
      checkDigit: '1',
      last4: '1111',
    });
    const amex = validateCardNumber('3782-822463-10005').parts;
    expect(amex).toMatchObject({
      mii: 3,
      miiName: 'Travel and entertainment',
      issuerIdentifier: '378282',
      issuerIdentifier8: null,
      accountIdentifier: '24631000',
      checkDigit: '5',
    });
  });

  it('rejects numbers failing the Luhn check', () => {
    const pan = '4111111111111111';
    for (let i = 0; i < pan.length; i++) {
      for (let d = 0; d < 10; d++) {
        const changed = replaceAt(pan, i, String(d));
        if (changed === pan) continue;
        expect(refLuhnValid(changed)).toBe(false);
        expect(validateCardNumber(changed).errors).toContain('card.checksum');
      }
    }
  });

  itRejects(
    validateCardNumber,
    {
      'card.checksum': ['4111111111111112'],
      // Amex is 15 digits, not 16; Mastercard is 16, not 17.
      'card.invalid_length_for_scheme': [refWithLuhn('378282246310005'), refWithLuhn('5555555555554444')],
      'card.invalid_length': ['41111111111', '41111111111111111111'],
      'card.invalid_characters': ['4111-1111-1111-111X'],
      'card.empty': [''],
    },
    isValidCardNumber,
  );

  it('accepts numbers of unknown schemes on Luhn and length alone', () => {
    const pan = refWithLuhn('700000000000000');
    const r = validateCardNumber(pan);
    expect(r.valid).toBe(true);
    expect(r.parts?.schemes).toEqual([]);
    expect(r.parts?.schemeLengthValid).toBeNull();
  });
});

describe('BIN / IIN', () => {
  it.each(
    byAnswer({
      visa: ['411111'],
      mir: ['22000000'],
      mastercard: ['22210000', '27209999'],
      verve: ['650002'], // the 6-digit Verve range beats Discover/RuPay 65
      // 65: Discover, outside the blocks of Elo, Troy and RuPay; 6011 beats RuPay 60
      discover: ['650000', '601100', '644000'],
      'unionpay discover': ['622126', '622925'],
      unionpay: ['622927'],
      rupay: ['601000', '508500'],
      elo: ['401178'], // an Elo range inside Visa 4
      hipercard: ['606282', '384100'],
      diners: ['380000', '305000'],
      jcb: ['352800', '358999'],
      amex: ['340000'],
      maestro: ['501800', '676200'],
      dankort: ['501900'],
      troy: ['979200'],
      uatp: ['100000'],
      gpn: ['19460000'], // Indonesia's GPN inside UATP's MII 1
      '': ['999999'],
    }),
  )('%s -> %j', (bin, schemes) => {
    const r = validateBin(bin);
    expect(r.valid).toBe(true);
    expect(r.parts?.schemes.map((s) => s.scheme)).toEqual(schemes);
    expect(detectCardSchemes(bin).map((s) => s.scheme)).toEqual(schemes);
  });

  it('names the major industry identifier (ISO/IEC 7812-1 table 1)', () => {
    expect(MAJOR_INDUSTRY_IDENTIFIERS).toHaveLength(10);
    expect(validateBin('100000').parts?.miiName).toBe('Airlines');
    expect(validateBin('411111').parts).toMatchObject({ mii: 4, miiName: 'Banking and financial' });
    expect(validateBin('601100').parts?.miiName).toBe('Merchandising and banking/financial');
    expect(validateBin('911200').parts?.miiName).toBe('For assignment by national standards bodies');
  });

  itRejects(
    validateBin,
    {
      'bin.invalid_length': ['41111', '4111111', '411111111'],
      'bin.invalid_characters': ['4111a1'],
      'bin.empty': [''],
    },
    isValidBin,
  );
});

// The scheme ranges. Expected schemes from the schemes' published ranges,
// and from the real records of our BIN data (scripts/measure-card-schemes.ts).
describe('card scheme ranges: Maestro, Troy, and no two schemes at 65 and 81', () => {
  const schemes = (digits: string) => detectCardSchemes(digits).map((s) => s.scheme);
  it.each([
    ['590000', 'maestro'], // Maestro 56-69 (498 real Maestro records start 59)
    ['560000', 'maestro'],
    ['504400', 'maestro'], // Maestro 50
    ['500000', 'maestro'],
    ['670000', 'maestro'],
    ['630400', 'maestro'],
    ['640000', 'maestro'], // under Discover's 644-649
    ['644000', 'discover'],
    ['508500', 'rupay'], // RuPay's 508 over Maestro's 50
    ['501900', 'dankort'],
    ['606100', 'rupay'], // RuPay's 60 over Maestro's 6
    ['620000', 'unionpay'],
    ['650052', 'troy'], // Troy inside Discover's 65
    ['650082', 'troy'],
    ['654997', 'troy'],
    ['979200', 'troy'],
    ['65875000', 'troy'], // an 8-digit Troy block needs 8 digits
    ['658750', 'discover'],
    ['652150', 'rupay'], // RuPay's block inside 65
    ['653149', 'rupay'],
    ['652149', 'discover'],
    ['653150', 'discover'],
    ['810000', 'unionpay'],
    ['817100', 'unionpay'],
    ['817200', 'rupay'],
    ['820000', 'rupay'],
  ] as const)('%s -> %s alone', (digits, scheme) => {
    expect(schemes(digits)).toEqual([scheme]);
  });

  it('gives one scheme to every 6-digit BIN under 65 and 81', () => {
    for (let n = 650000; n <= 659999; n += 1) expect(schemes(String(n)).length, String(n)).toBe(1);
    for (let n = 810000; n <= 819999; n += 1) expect(schemes(String(n)).length, String(n)).toBe(1);
  });

  it('keeps the one deliberate pair: UnionPay cards Discover carries', () => {
    expect(schemes('622126')).toEqual(['unionpay', 'discover']);
  });

  it('a full Maestro number of any length 12-19 is valid with its scheme', () => {
    for (let len = 12; len <= 19; len++) {
      const pan = refWithLuhn('590000'.padEnd(len - 1, '1'));
      const r = validateCardNumber(pan);
      expect(r.valid, pan).toBe(true);
      expect(r.parts?.schemes.map((s) => s.scheme)).toEqual(['maestro']);
    }
  });
});

describe('GPN cards', () => {
  it('a 16-digit GPN card (IIN 1946) is valid, not a UATP number of the wrong length', () => {
    const r = validateCardNumber('1946 1234 5678 9010');
    expect(r.errors).toEqual([]);
    expect(r.parts?.schemes.map((s) => s.scheme)).toEqual(['gpn']);
  });
});
