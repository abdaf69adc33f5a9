import { describe, expect, it } from 'vitest';
import { applyDisplayNames } from '../../../scripts/import/display-names';
import type { TableLoad } from '../../../scripts/import/load';
import {
  CasingDictionary,
  displayBankName,
  displayCase,
  displayCity,
  isAllCaps,
  stripOfficeDescription,
} from '../../../scripts/import/names';

/** A casing dictionary taught the names given (scripts/import/display-names.ts teaches it the sources'). */
function taught(...names: string[]): CasingDictionary {
  const dictionary = new CasingDictionary();
  for (const n of names) dictionary.learn(n);
  return dictionary;
}

describe('displayCase', () => {
  it.each([
    ['DEUTSCHE BANK AG', 'Deutsche Bank AG'],
    ['HSBC BANK PLC', 'HSBC Bank PLC'],
    ['BNP PARIBAS', 'BNP Paribas'],
    ['UNICREDIT S.P.A.', 'Unicredit S.p.A.'],
    ['BANCO SANTANDER, S.A.', 'Banco Santander, S.A.'],
    ['CITIBANK N.A.', 'Citibank N.A.'],
    ['VOLKSBANK IM MAERKISCHEN KREIS EG', 'Volksbank im Maerkischen Kreis eG'],
    ['COMMERZBANK GMBH', 'Commerzbank GmbH'],
    ['SBERBANK PJSC', 'Sberbank PJSC'],
    ['INTESA SANPAOLO SPA', 'Intesa Sanpaolo SpA'],
    ['CALASTONE LTD', 'Calastone Ltd'],
    ['BOSTON FAMILY OFFICE, LLC', 'Boston Family Office, LLC'],
    ["PEOPLE'S UNITED BANK", "People's United Bank"],
    ['ALFA-BANK', 'Alfa-Bank'],
    ['BANK OF NEW YORK MELLON, THE', 'Bank of New York Mellon, The'],
    ['CREDIT SUISSE (SCHWEIZ) AG', 'Credit Suisse (Schweiz) AG'],
    ['ООО КБ "АЛТАЙКАПИТАЛБАНК"', 'ООО КБ "Алтайкапиталбанк"'],
    ['J.P. MORGAN SE', 'J.P. Morgan SE'],
    ['WELLS FARGO BANK NEW MEXICO NA (ALBUQUERQUE,NM)', 'Wells Fargo Bank New Mexico NA (Albuquerque,NM)'],
  ])('%j -> %j', (name, shown) => {
    expect(displayCase(name)).toBe(shown);
  });

  it.each([
    ['AGRICULTURAL BANK OF CHINA(DUBAI BRANCH)', 'Agricultural Bank of China (Dubai Branch)'],
    ['VOLKSBANK WIEN-BADEN AG(FORMER VOLKSBANK WIEN)', 'Volksbank Wien-Baden AG (Former Volksbank Wien)'],
    ['RBC ROYAL BANK(BAHAMAS)LIMITED', 'RBC Royal Bank (Bahamas) Limited'],
  ])('stands a parenthesis run into its words apart: %s', (name, shown) => {
    expect(displayCase(name)).toBe(shown);
  });

  it('keeps a name the source already writes in mixed case', () => {
    expect(displayCase('JPMorgan Chase Bank, National Association')).toBe('JPMorgan Chase Bank, National Association');
  });

  it('takes the casing of words from names written properly elsewhere', () => {
    const dictionary = taught(
      'JPMorgan Chase Bank, National Association',
      'JPMorgan Securities plc',
      'ICICI Bank Limited',
      'ICICI Securities',
      'SHOUTING JPMORGAN NAME', // all caps: teaches nothing
    );
    expect(displayCase('JPMORGAN CHASE BANK, N.A.', dictionary)).toBe('JPMorgan Chase Bank, N.A.');
    expect(displayCase('ICICI BANK LIMITED', dictionary)).toBe('ICICI Bank Limited');
  });

  describe('splits words the source ran together, where names written properly spell each', () => {
    const marine = 'Marine and General Mutual Life Assurance Society';
    const dictionary = taught(
      'Goldman Sachs Bank USA',
      'The Goldman Sachs Group, Inc.',
      'Union Investment Asset Management Holding AG',
      'Deka Asset Management GmbH',
      'Raiffeisen Bank International AG',
      'Volksbank Mittelhessen eG',
      'Raiffeisenlandesbank Oberösterreich AG',
      'Raiffeisenlandesbank Niederösterreich-Wien AG',
      marine,
      marine, // a word is known once seen twice
    );

    // The 2025 ISO 9362 institution list prints some names so.
    it.each([
      ['GOLDMANSACHSASSETMANAGEMENT AUSTRALIA PTY LTD', 'Goldman Sachs Asset Management Australia Pty Ltd'],
      ['MARINEANDGENERALMUTUALLIFE ASSURANCE SOCIETY', marine],
    ])('%s -> %s', (name, shown) => {
      expect(displayCase(name, dictionary)).toBe(shown);
    });

    it.each([
      'RAIFFEISENVOLKSBANK EG', // two words together are as often one compound or brand
      'RAIFFEISENLANDESBANK OBEROSTERREICH AG', // a word seen whole is one word, however long
      'GOLDMANSACHSZYXWVUT HOLDINGS', // not every piece a known word
    ])('keeps %s as the source runs it', (name) => {
      expect(displayCase(name, dictionary)).toBe(displayCase(name));
    });
  });
});

describe("displayCity keeps a subdivision code of the place's country (ISO 3166-2) in capitals", () => {
  it.each([
    ['PITTSBURGH, PA', 'US', 'Pittsburgh, PA'],
    ['NEW YORK,NY', 'US', 'New York,NY'],
    ['NEW ORLEANS, LA', 'US', 'New Orleans, LA'],
    ['INDIANAPOLIS, IN', 'US', 'Indianapolis, IN'],
    ['SCRANTON PA', 'US', 'Scranton PA'],
    ['TORONTO, ON', 'CA', 'Toronto, ON'],
    ['SYDNEY, NSW', 'AU', 'Sydney, NSW'],
    ['BUCHS SG', 'CH', 'Buchs SG'],
    // Not a code of that country, a particle, or a name's last word: normal case as before.
    ['CHAUX-DE-FONDS, LA', 'CH', 'Chaux-De-Fonds, La'],
    ['DI AN', 'VN', 'Di an'],
    ['ZELL AM SEE', 'AT', 'Zell am See'],
    ['LA PAZ', 'BO', 'La Paz'],
    ['PITTSBURGH, PA', null, 'Pittsburgh, Pa'],
    ['PA', 'US', 'Pa'],
    ['Pittsburgh, Pa', 'US', 'Pittsburgh, Pa'],
  ])('%j in %j -> %j', (city, country, shown) => {
    expect(displayCity(city, undefined, country)).toBe(shown);
  });
});

describe('stripOfficeDescription', () => {
  it.each([
    ['BANK OF CHINA, BEIJING (HEAD OFFICE)', 'BEIJING', 'BANK OF CHINA'],
    ['SBERBANK (SEVERO-ZAPADNY HEAD OFFICE)', null, 'SBERBANK'],
    ['CANARA BANK IFSC BANKING UNIT (IBU)', null, 'CANARA BANK'],
    ['BANQUE SAUDI FRANSI HEAD OFFICE', null, 'BANQUE SAUDI FRANSI'],
    ['CHINA MERCHANTS BANK H.O.', 'SHENZHEN', 'CHINA MERCHANTS BANK'],
    ['JORDAN ISLAMIC BANK (H.O.)', null, 'JORDAN ISLAMIC BANK'],
    // Initials inside a name are no office: kept.
    ['H.O. BANK LTD', null, 'H.O. BANK LTD'],
    ['FUBON SECURITIES CO. LTD, HEAD OFFICE', null, 'FUBON SECURITIES CO. LTD'],
    // A foreign bank's branch is the institution in that country: kept.
    ['ING BANK NV, SYDNEY BRANCH', 'SYDNEY', 'ING BANK NV, SYDNEY BRANCH'],
    // "OFFICE" as part of a name is no description.
    ['UNITED KINGDOM DEBT MANAGEMENT OFFICE', 'LONDON', 'UNITED KINGDOM DEBT MANAGEMENT OFFICE'],
  ])('%j (city %j) -> %j', (name, city, kept) => {
    expect(stripOfficeDescription(name, city)).toBe(kept);
  });
});

it('displayBankName strips, then cases; displayCity cases', () => {
  expect(displayBankName('BANK OF CHINA, BEIJING (HEAD OFFICE)', 'BEIJING')).toBe('Bank of China');
  expect(displayCity('FRANKFURT AM MAIN')).toBe('Frankfurt am Main');
  expect(isAllCaps('HSBC')).toBe(true);
  expect(isAllCaps('HSBC Bank')).toBe(false);
  expect(isAllCaps('中国银行')).toBe(false);
});

describe('namesakes of one country told apart (applyDisplayNames)', () => {
  const COLUMNS = ['id', 'country', 'name', 'city', 'head_office_swift', 'institution_code'];
  const names = (rows: (string | number | null)[][]) => {
    const loads: TableLoad[] = [{ table: 'banks', columns: COLUMNS, rows }];
    const stats = applyDisplayNames(loads);
    return { names: loads[0]!.rows.map((r) => r[2]), stats };
  };

  it('by their city, else (same city, or none) by their head office or institution code', () => {
    const { names: shown, stats } = names([
      [1, 'US', 'First Bank', 'Troy', 'FBTRUS33', 'FBTR'],
      [2, 'US', 'First Bank', 'Lakewood', 'FBLWUS44', 'FBLW'],
      [3, 'US', 'First Bank', 'Lakewood', 'FBLXUS44', 'FBLX'],
      [4, 'GB', 'Aberdeen Asset Managers Limited', null, null, 'ABPI'],
      [5, 'GB', 'Aberdeen Asset Managers Limited', null, null, 'ABSN'],
      [6, 'IN', 'Commercial Co-operative Bank', 'Vadodara', null, null],
      [7, 'IN', 'Commercial Co-operative Bank', 'Vadodara', null, null],
    ]);
    expect(shown).toEqual([
      'First Bank',
      'First Bank (Lakewood)',
      'First Bank (FBLXUS44)',
      'Aberdeen Asset Managers Limited',
      'Aberdeen Asset Managers Limited (ABSN)',
      'Commercial Co-operative Bank',
      'Commercial Co-operative Bank', // nothing to tell it by: counted by the audit
    ]);
    expect(stats).toMatchObject({ cityAdded: 1, codeAdded: 2 });
  });
});
