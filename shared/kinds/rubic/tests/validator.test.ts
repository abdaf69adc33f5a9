import { describe, expect, it } from 'vitest';
import { isValidRubic, isValidRussianAccount, validateRubic, validateRussianAccount } from '../validator';
import { itRejects } from '../../../../tests/unit/validators/cases';
import { refRuKeyOk, replaceAt } from '../../../../tests/unit/validators/reference';

// BICs and accounts from the Bank of Russia BIC directory (ED807) and the SWIFT IBAN registry.
describe('Bank of Russia BIC', () => {
  it.each([
    [
      '044525225',
      {
        countryCode: '04',
        regionCode: '45',
        subdivisionCode: '25',
        institutionCode: '225',
        kind: 'credit_institution',
      },
    ], // Sberbank
    ['044525974', { institutionCode: '974', kind: 'credit_institution' }], // T-Bank
    ['040407627', { regionCode: '04', kind: 'credit_institution' }], // Sberbank Krasnoyarsk
    ['044525000', { institutionCode: '000', kind: 'bank_of_russia' }], // GU Bank of Russia, Central federal district
    ['004525988', { countryCode: '00', kind: 'treasury' }], // UFK Moscow
    ['100070047', { countryCode: '10', kind: 'foreign_bank' }],
  ] as const)('%s', (bic, parts) => {
    const r = validateRubic(bic);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(bic);
    expect(r.parts).toMatchObject(parts);
  });

  itRejects(
    validateRubic,
    {
      'rubic.invalid_length': ['04452522', '0445252250'],
      'rubic.invalid_characters': ['04452522A'],
      'rubic.invalid_prefix': ['944525225'],
      'rubic.empty': [''],
    },
    isValidRubic,
  );
});

describe('Russian account control key', () => {
  it.each([
    // correspondent accounts at the Bank of Russia: '0' + BIC digits 5-6
    ['30101810400000000225', '044525225', 'bank_of_russia', '025'], // Sberbank
    ['30101810145250000974', '044525974', 'bank_of_russia', '025'], // T-Bank
    ['30101810800000000627', '040407627', 'bank_of_russia', '007'], // Sberbank Krasnoyarsk
    // single treasury account of UFK Moscow
    ['40102810545370000003', '004525988', 'bank_of_russia', '025'],
    // account held at Sberbank (SWIFT IBAN registry example RU03 0445 2522 5408 1781 0538 0913 1041 9)
    ['40817810538091310419', '044525225', 'credit_institution', '225'],
  ] as const)('%s at %s', (account, bic, holder, keyPrefix) => {
    expect(refRuKeyOk(keyPrefix, account)).toBe(true);
    const r = validateRussianAccount(account, bic);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.parts).toMatchObject({ holder, keyPrefix });
  });

  it('splits the account number', () => {
    expect(validateRussianAccount('40817 810 5 3809 1310419', '044525225').parts).toMatchObject({
      balanceAccount: '40817',
      currencyCode: '810',
      checkDigit: '5',
      branch: '3809',
      serial: '1310419',
    });
  });

  it('rejects every other check digit', () => {
    const account = '40817810538091310419';
    for (let d = 0; d < 10; d++) {
      const changed = replaceAt(account, 8, String(d));
      expect(isValidRussianAccount(changed, '044525225')).toBe(refRuKeyOk('225', changed));
      expect(isValidRussianAccount(changed, '044525225')).toBe(changed === account);
    }
    expect(validateRussianAccount('30101810400000000226', '044525225').errors).toEqual(['ruaccount.checksum']);
  });

  it('applies the rule the caller forces', () => {
    // the correspondent account does not pass as an account held at the credit institution
    expect(refRuKeyOk('225', '30101810400000000225')).toBe(false);
    expect(isValidRussianAccount('30101810400000000225', '044525225', 'credit_institution')).toBe(false);
    expect(isValidRussianAccount('30101810400000000225', '044525225', 'bank_of_russia')).toBe(true);
  });

  it.each([
    ['4081781053809131041', '044525225', ['ruaccount.invalid_length']],
    ['4081781053809131041X', '044525225', ['ruaccount.invalid_characters']],
    ['40817810538091310419', '04452522', ['ruaccount.invalid_bic']],
    ['', '044525225', ['ruaccount.empty']],
  ] as const)('%j / %j -> %j', (account, bic, errors) => {
    expect(validateRussianAccount(account, bic).errors).toEqual(errors);
  });
});
