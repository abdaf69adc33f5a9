import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import { isValidBic, isValidSwift, validateBic, validateSwift } from '../../../shared/validators/swift';
import { countryCodes } from '../../../shared/validators/iso3166';

// BICs from the public BIC directory (ISO 9362 registration authority SWIFT).
describe('SWIFT / BIC (ISO 9362)', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFFXXX', { bank: 'DEUT', country: 'DE', location: 'FF', branch: 'XXX', isPrimaryOffice: true, isPassive: false }],
    ['DEUTDEFFXXX', 'DEUTDEFFXXX', { bank: 'DEUT', country: 'DE', isPrimaryOffice: true }],
    ['NWBKGB2L', 'NWBKGB2LXXX', { bank: 'NWBK', country: 'GB', location: '2L' }],
    ['CHASUS33', 'CHASUS33XXX', { bank: 'CHAS', country: 'US', location: '33' }],
    ['BOFAUS3N', 'BOFAUS3NXXX', { country: 'US' }],
    ['BNPAFRPP', 'BNPAFRPPXXX', { country: 'FR' }],
    ['UBSWCHZH80A', 'UBSWCHZH80A', { bank: 'UBSW', country: 'CH', location: 'ZH', branch: '80A', isPrimaryOffice: false }],
    ['MARKDEF1100', 'MARKDEF1100', { bank: 'MARK', location: 'F1', branch: '100', isPassive: true, isTest: false }], // Bundesbank
    ['SABRRUMM', 'SABRRUMMXXX', { country: 'RU' }], // Sberbank
    ['NCBAXKPR', 'NCBAXKPRXXX', { country: 'XK' }], // Kosovo
    ['RZBBBGSF', 'RZBBBGSFXXX', { country: 'BG' }],
  ] as const)('%s', (input, canonical, parts) => {
    const r = validateSwift(input);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(canonical);
    expect(r.parts).toMatchObject({ ...parts, bic8: canonical.slice(0, 8) });
  });

  it('recognises the location conventions', () => {
    expect(validateSwift('DEUTDEF0').parts).toMatchObject({ isTest: true, isPassive: false, isReverseBilling: false });
    expect(validateSwift('DEUTDEF1').parts).toMatchObject({ isTest: false, isPassive: true });
    expect(validateSwift('DEUTDEF2').parts).toMatchObject({ isReverseBilling: true });
  });

  it('normalises', () => {
    expect(validateSwift(' deut de ff ').canonical).toBe('DEUTDEFFXXX');
    expect(validateBic('DEUT-DE-FF-XXX').canonical).toBe('DEUTDEFFXXX');
    expect(isValidBic('DEUTDEFF')).toBe(true);
  });

  it.each([
    ['DEUTXXFF', ['swift.invalid_country']],
    ['DEUTQQFF', ['swift.invalid_country']],
    ['DEUT1EFF', ['swift.invalid_country']],
    ['DEU1DEFF', ['swift.invalid_bank_code']],
    ['DEUTDE0F', ['swift.invalid_location']],
    ['DEUTDE1F', ['swift.invalid_location']],
    ['DEUTDEFO', ['swift.invalid_location']],
    ['DEUTDEFFXYZ', ['swift.invalid_branch']],
    ['DEUTDEFFX', ['swift.invalid_length']],
    ['DEUTDEF', ['swift.invalid_length']],
    ['DEUTDEFF_', ['swift.invalid_length', 'swift.invalid_characters']],
    ['DEUTDEF!', ['swift.invalid_characters']],
    ['', ['swift.empty']],
  ] as const)('%j -> %j', (input, errors) => {
    expect(validateSwift(input).errors).toEqual(errors);
    expect(isValidSwift(input)).toBe(false);
  });

  it('knows exactly the ISO 3166-1 alpha-2 codes plus XK', () => {
    const reference = new Set(Object.keys(countries.getAlpha2Codes()));
    reference.add('XK');
    expect([...countryCodes()].sort()).toEqual([...reference].sort());
  });
});
