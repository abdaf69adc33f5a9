import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import { isValidBic, isValidSwift, validateBic, validateSwift } from '../validator';
import { countryCodes } from '../../../validators/iso3166';
import { itRejects } from '../../../../tests/unit/validators/cases';

// BICs from the public BIC directory (ISO 9362 registration authority SWIFT).
describe('SWIFT / BIC (ISO 9362)', () => {
  it.each([
    [
      'DEUTDEFF',
      'DEUTDEFFXXX',
      { bank: 'DEUT', country: 'DE', location: 'FF', branch: 'XXX', isPrimaryOffice: true, isPassive: false },
    ],
    ['DEUTDEFFXXX', 'DEUTDEFFXXX', { bank: 'DEUT', country: 'DE', isPrimaryOffice: true }],
    ['NWBKGB2L', 'NWBKGB2LXXX', { bank: 'NWBK', country: 'GB', location: '2L' }],
    ['CHASUS33', 'CHASUS33XXX', { bank: 'CHAS', country: 'US', location: '33' }],
    ['BOFAUS3N', 'BOFAUS3NXXX', { country: 'US' }],
    ['BNPAFRPP', 'BNPAFRPPXXX', { country: 'FR' }],
    [
      'UBSWCHZH80A',
      'UBSWCHZH80A',
      { bank: 'UBSW', country: 'CH', location: 'ZH', branch: '80A', isPrimaryOffice: false },
    ],
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

  itRejects(
    validateSwift,
    {
      'swift.invalid_country': ['DEUTXXFF', 'DEUTQQFF', 'DEUT1EFF'],
      'swift.invalid_location': ['DEUTDE0F', 'DEUTDE1F', 'DEUTDEFO'],
      'swift.invalid_branch': ['DEUTDEFFXYZ'],
      'swift.invalid_length': ['DEUTDEFFX', 'DEUTDEF'],
      'swift.invalid_length swift.invalid_characters': ['DEUTDEFF_'],
      'swift.invalid_characters': ['DEUTDEF!'],
      'swift.empty': [''],
    },
    isValidSwift,
  );

  it('knows exactly the ISO 3166-1 alpha-2 codes plus XK', () => {
    const reference = new Set(Object.keys(countries.getAlpha2Codes()));
    reference.add('XK');
    expect([...countryCodes()].sort()).toEqual([...reference].sort());
  });
});

// Which rule for the party prefix. ISO 9362:2022 allows 4 alphanumerics;
// SWIFT has issued letters only, which is what payment systems accept: valid, flagged.
describe('BIC party prefix: ISO 9362:2022 form accepted, flagged', () => {
  it.each(['DEU1DEFF', '1BCDDEFF', '1234DEFFXXX', 'AB12GB2L'])('%s is valid with the 2022 flag', (bic) => {
    const r = validateSwift(bic);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.parts?.iso2022PartyPrefix).toBe(true);
    expect(r.warnings).toEqual(['swift.iso2022_party_prefix']);
  });
  it('a letters-only prefix (what SWIFT issues) carries no flag', () => {
    const r = validateSwift('DEUTDEFF');
    expect(r.parts?.iso2022PartyPrefix).toBe(false);
    expect(r.warnings).toEqual([]);
  });
  it('the rest of the rules still apply to the 2022 form', () => {
    expect(validateSwift('DEU1XXFF').errors).toEqual(['swift.invalid_country']);
    expect(validateSwift('DEU1DE0F').errors).toEqual(['swift.invalid_location']);
    expect(validateSwift('DEU1DE0F').warnings).toEqual([]);
  });
});
