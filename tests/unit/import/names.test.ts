import { describe, expect, it } from 'vitest';
import { applyDisplayNames } from '../../../scripts/import/display-names';
import { shortDictionaryWords, shortWordsByLanguage } from '../../../scripts/import/short-words';
import type { TableLoad } from '../../../scripts/import/load';
import {
  CasingDictionary,
  closeName,
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

  // Faults of the display names sample (docs/names-sample.md), each a class on the full data.
  // Classes of display-name faults, each with the names that show it.
  const classes: [string, [string, string][]][] = [
    [
      'puts an inverted article back in front',
      [
        ['BANK OF NEW YORK MELLON, THE', 'The Bank of New York Mellon'],
        ['SIAM COMMERCIAL BANK PCL,THE', 'The Siam Commercial Bank PCL'],
        ['WEIR GROUP PLC (THE)', 'The Weir Group PLC'],
      ],
    ],
    [
      'keeps initials no one reads as a word in capitals',
      [
        ['FCE BANK PLC', 'FCE Bank PLC'],
        ['CBRE SERVICES, INC.', 'CBRE Services, Inc.'],
        ['BPCE FACTOR', 'BPCE Factor'],
        ['PHILIPPINE DIGITAL ASSET EXCHANGE (PDAX) INC', 'Philippine Digital Asset Exchange (PDAX) Inc'],
        ['IFM INVESTORS PTY LTD', 'IFM Investors Pty Ltd'],
        ['ANZ BANK (VIETNAM) LIMITED', 'ANZ Bank (Vietnam) Limited'],
      ],
    ],
    [
      'writes legal and fund forms as they are printed',
      [
        ['NTT DATA SPAIN SLU', 'NTT Data Spain SLU'],
        ['VARCHEV FINANCE EOOD', 'Varchev Finance EOOD'],
        ['AQA UCITS FUNDS SICAV PLC', 'Aqa UCITS Funds SICAV PLC'],
      ],
    ],
    [
      'capitalises the word after an elided article, lowers the article inside a name',
      [
        ["LAURENCE O'TOOLE'S CREDIT UNION LIMITED", "Laurence O'Toole's Credit Union Limited"],
        ["BANCA D'ITALIA", "Banca d'Italia"],
        ["BANQUE DE L'EUROPE MERIDIONALE", "Banque de l'Europe Meridionale"],
        ["BANCA POPOLARE DELL'ALTO ADIGE", "Banca Popolare dell'Alto Adige"],
        ["D'AMICO SOCIETA DI NAVIGAZIONE", "D'Amico Societa di Navigazione"],
      ],
    ],
  ];
  for (const [title, cases] of classes)
    it.each(cases)(`${title}: %j -> %j`, (name, shown) => {
      expect(displayCase(name)).toBe(shown);
    });

  it('... but not words, whatever their first letters (romanised names, places, legal forms)', () => {
    const shown = [
      'FCE HWA NAN BANK',
      'KWONG WAH BANK',
      'BANQUE COMMERCIALE DU TCHAD',
      'TVER BANK',
      'LLOYDS BANK PLC',
      'SINGAPORE ISLAND BANK PTE LTD',
      'BANCO SANTOS LTDA',
    ].map((name) => displayCase(name));
    expect(shown).toEqual([
      'FCE Hwa Nan Bank',
      'Kwong Wah Bank',
      'Banque Commerciale du Tchad',
      'Tver Bank',
      'Lloyds Bank PLC',
      'Singapore Island Bank Pte Ltd',
      'Banco Santos Ltda',
    ]);
  });

  it('starts a name with a capital even where names write its first word in lower case', () => {
    const dictionary = taught(
      'Banca di Cividale società cooperativa',
      'Banca Popolare di Sondrio società cooperativa per azioni',
      'mBank S.A.',
      'mBank Hipoteczny S.A.',
    );
    expect(displayCase('COOPERATIVA DE AHORRO Y CREDITO SAINT MICHEL LTDA.', dictionary)).toBe(
      'Cooperativa de Ahorro y Credito Saint Michel Ltda.',
    );
    expect(displayCase('DE VOLKSBANK N.V.', dictionary)).toBe('De Volksbank N.V.');
    expect(displayCase('MBH BANK NYRT.', dictionary)).toBe('MBH Bank Nyrt.');
    // A brand spelt with a lower-case first letter keeps it.
    expect(displayCase('MBANK S.A.', dictionary)).toBe('mBank S.A.');
  });

  it('joins a word the source broke with a space, where names written properly spell it whole', () => {
    const dictionary = taught(
      'Banca di Cividale società cooperativa',
      'Banca Popolare di Sondrio società cooperativa per azioni',
      'Citigroup Global Markets Australia Pty Limited',
      'Macquarie Bank Australia',
      'Delta Air Lines, Inc.',
      'Air Lines Holdings',
      'Airlines Reporting Corporation',
      'Airlines Group',
    );
    expect(displayCase("SOCIETA' COOPERAT IVA S.C.", dictionary)).toBe("Societa' cooperativa S.C.");
    expect(displayCase('CITIGROUP ASSET MANAGEMENT AUSTRA LIA LTD', dictionary)).toBe(
      'Citigroup Asset Management Australia Ltd',
    );
    // Two words of their own stay apart, whatever they spell together.
    expect(displayCase('DELTA AIR LINES, INC.', dictionary)).toBe('Delta Air Lines, Inc.');
  });

  it.each([
    ['E.SUN COMMERCIAL BANK, LTD.', 'E.Sun Commercial Bank, Ltd.'],
    ['ETABLISSEMENTS J.SOUFFLET S.A.S.', 'Etablissements J.Soufflet S.A.S.'],
    ['VOLKSBANK WEINVIERTEL E.GEN.', 'Volksbank Weinviertel e.Gen.'],
    ['S.W.I.F.T.TERMINAL SERVICES (PTE) LTD', 'S.W.I.F.T.Terminal Services (Pte) Ltd'],
    // Only whole initials: words the source ran together around a dot stay as before, and so
    // does an abbreviation with a doubled letter.
    ['BNPPARIBASS.A.NIEDERLASSUNG F.LLI DE CECCO E.SUN', 'Bnpparibass.a.niederlassung F.lli de Cecco E.Sun'],
    [
      'VOLKSBANK STEIRISCHES SALZKAMMERGUT REGISTRIERTE GENOSSENSCHAFT MIT BESCHRAENKTER HAFTUNG',
      'Volksbank Steirisches Salzkammergut Registrierte Genossenschaft mit beschraenkter Haftung',
    ],
  ])('cases initials run into a word and spelt-out legal forms as written: %j -> %j', (name, shown) => {
    expect(displayCase(name)).toBe(shown);
  });

  it('takes the normal case of a word mixed-case names write as often in capitals as not', () => {
    const dictionary = taught(
      'Banque Chaabi du MAROC',
      'Attijariwafa bank MAROC',
      'Bank Al-Maghrib, Maroc',
      'CDG Capital Maroc',
    );
    expect(displayCase('BANQUE CENTRALE POPULAIRE DU MAROC', dictionary)).toBe('Banque Centrale Populaire du Maroc');
    expect(displayCity('VIENNA', taught('UniCredit Bank Austria VIENNA', 'Erste Group Vienna'))).toBe('Vienna');
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

  describe('a short word no source reads as a word is initials, pronounceable or not', () => {
    // Words a spelling dictionary knows (scripts/import/short-words.ts gives the real ones).
    const dictionary = new CasingDictionary(new Set(['SUD', 'MUT', 'RIO']));
    dictionary.learn('FoF AuAg Asset Management AB');
    dictionary.learnPlace('TAI PO');

    it('capitals for initials; words, places and romanised syllables title-cased', () => {
      const cases = [
        ['NEC CORPORATION', 'NEC Corporation'],
        ['IFF BOURSE', 'IFF Bourse'],
        ['CIT GROUP FINANCE (FRANCE) SNC', 'CIT Group Finance (France) SNC'],
        ['YSN SHARES AND SECURITIES PRIVATE LIMITED', 'YSN Shares and Securities Private Limited'],
        // A consonant pair no romanisation begins a syllable with: no syllable ("DLA" is no "HWA").
        ['DLA PIPER UK LLP', 'DLA Piper UK LLP'],
        // A mixed-case name's one spelling of it.
        ['FOF ASSET MANAGEMENT AKTIEBOLAG', 'FoF Asset Management Aktiebolag'],
        // Words, places and romanised syllables stay title-cased.
        ['MUTUELLE FORCE SUD', 'Mutuelle Force Sud'],
        ['BANCO RIO', 'Banco Rio'],
        ['TAI FUNG BANK', 'Tai Fung Bank'],
        ['YUE XIU SECURITIES', 'Yue Xiu Securities'],
        ['CHANG HWA COMMERCIAL BANK', 'Chang Hwa Commercial Bank'],
      ];
      expect(cases.map(([name]) => displayCase(name!, dictionary))).toEqual(cases.map(([, shown]) => shown));
    });
  });

  it("reads a short word in the country's likely language or English, where it has a dictionary", () => {
    const byLanguage = new Map([
      ['en', new Set(['SUN'])],
      ['pl', new Set(['DLA', 'AJ'])],
      ['fr', new Set(['NEC'])],
      ['de', new Set(['MUT'])],
    ]);
    const dictionary = new CasingDictionary(new Set(['SUN', 'DLA', 'AJ', 'NEC', 'MUT']), byLanguage);
    dictionary.learnPlace('TAI PO');
    const shown = (name: string, country: string) => displayCase(name, dictionary.forCountry(country));
    // Polish words are initials in a British name, words in a Polish one.
    expect(shown('DLA PIPER UK LLP', 'GB')).toBe('DLA Piper UK LLP');
    expect(shown('AJ BELL SECURITIES LIMITED', 'GB')).toBe('AJ Bell Securities Limited');
    expect(shown('BANK DLA ROLNIKOW', 'PL')).toBe('Bank Dla Rolnikow');
    // English words and the sources' places everywhere.
    expect(shown('SUN LIFE NEC', 'FR')).toBe('Sun Life Nec');
    expect(shown('TAI SUN BANK', 'GB')).toBe('Tai Sun Bank');
    // The real dictionaries hold a word also without its accents, as the directories write it.
    expect(shortWordsByLanguage().get('fr')?.has('ILE')).toBe(true);
    expect(shortWordsByLanguage().get('tr')?.has('KOC')).toBe(true);
    // ... not in the words of every language, where a dropped accent would make CEC a word.
    expect([...shortWordsByLanguage().values()].some((words) => words.has('CEC'))).toBe(true);
    expect(shortDictionaryWords().has('CEC')).toBe(false);
    // An abbreviation with its dot is read by every language's words ("Mut." of mutuel, German Mut).
    expect(shown('CREDIT MUT. SUN', 'FR')).toBe('Credit Mut. Sun');
    expect(shown('CREDIT MUT SUN', 'FR')).toBe('Credit MUT Sun');
    // A country whose language has no dictionary reads every language's words, as before.
    expect(shown('NEC CORPORATION', 'JP')).toBe('Nec Corporation');
    expect(shown('DLA PIPER INDIA LLP', 'IN')).toBe('Dla Piper India LLP');
  });

  describe('words run together around dots, each cased as a word', () => {
    const dictionary = new CasingDictionary(new Set(['MUT', 'REG', 'GEN']));
    dictionary.learn('St. James Bank');
    dictionary.learn('St. Lucia Bank');
    it('abbreviations each cased, a domain in lower case', () => {
      const cases = [
        ['CAUMUPRO TEOL.CAUT.MUT.NEGOC. OLEA PROTEA', 'Caumupro Teol.Caut.Mut.Negoc. Olea Protea'],
        ['BANK OF JINING CO.LTD', 'Bank of Jining Co.Ltd'],
        ['RAIFFEISENBANK ALTHOFEN REG.GEN.M.B.H.', 'Raiffeisenbank Althofen Reg.Gen.m.b.H.'],
        ['ST.GEORGE BANK', 'St.George Bank'],
        // A web address keeps its domain in lower case.
        ['NOON.COM', 'Noon.com'],
        ['CRED.IT SOCIETA FINANZIARIA SPA', 'Cred.it Societa Finanziaria SpA'],
      ];
      expect(cases.map(([name]) => displayCase(name!, dictionary))).toEqual(cases.map(([, shown]) => shown));
    });
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
    ['CHAUX-DE-FONDS, LA', 'CH', 'Chaux-de-Fonds, La'],
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
    // A care-of line names the post's receiver, not the institution.
    ['NORDEA INVEST SPECIAL C/O INVESTERINGSFORENINGEN', 'COPENHAGEN', 'NORDEA INVEST SPECIAL'],
    ['GLOBAL FUND, C/O ABC MANAGEMENT LTD', null, 'GLOBAL FUND'],
    // ... nor does an attention line.
    ['HARGREAVES LANSDOWN STOCKBROKERS LTD ATTN DARRYL TEMPLAR', 'BRISTOL', 'HARGREAVES LANSDOWN STOCKBROKERS LTD'],
    ['MICROSOFT CORPORATION ATTN: TREASURY DEPARTMENT', null, 'MICROSOFT CORPORATION'],
    // "OFFICE" as part of a name is no description.
    ['UNITED KINGDOM DEBT MANAGEMENT OFFICE', 'LONDON', 'UNITED KINGDOM DEBT MANAGEMENT OFFICE'],
  ])('%j (city %j) -> %j', (name, city, kept) => {
    expect(stripOfficeDescription(name, city)).toBe(kept);
  });
});

describe('closeName', () => {
  it.each([
    ['BANCO BCT SOCIEDAD ANONIMA .', 'BANCO BCT SOCIEDAD ANONIMA'],
    ['AXIS BANK LIMITED (FORMERLY UTI BANK', 'AXIS BANK LIMITED (FORMERLY UTI BANK)'],
    ['FNZ SA ADMINISTRATION SERVICES (PTY', 'FNZ SA ADMINISTRATION SERVICES (PTY)'],
    // A branch designation the source cut: a branch word cut short, or "branch of" without the parent.
    ['EBURY PARTNERS BELGIUM NV/SA, ZWEIG', 'EBURY PARTNERS BELGIUM NV/SA'],
    ['UNIFIEDPOST PAYMENTS, FILIAL AF', 'UNIFIEDPOST PAYMENTS'],
    ['T. ROWE PRICE INTERNATIONAL LTD UK, FILI', 'T. ROWE PRICE INTERNATIONAL LTD UK'],
    // ... and a preposition a cut name ends with.
    ['CAISSE DE PREVOYANCE ET DE RETRAITE DES', 'CAISSE DE PREVOYANCE ET DE RETRAITE'],
    // Whole names are kept: a branch named, an inverted article, a legal form of single letters.
    ['DNB BANK ASA, FILIAL SVERIGE', 'DNB BANK ASA, FILIAL SVERIGE'],
    ['IAM STRATEGIC S.A., LUXEMBOURG, FILIAL', 'IAM STRATEGIC S.A., LUXEMBOURG, FILIAL'],
    ['BARY SECURITIES N.V., DE', 'BARY SECURITIES N.V., DE'],
    ['BANCO GENERAL S A', 'BANCO GENERAL S A'],
    ['S.W.I.F.T. SC', 'S.W.I.F.T. SC'],
    ['BANK OF CHINA (HONG KONG) LIMITED', 'BANK OF CHINA (HONG KONG) LIMITED'],
  ])('%j -> %j', (name, closed) => {
    expect(closeName(name)).toBe(closed);
  });
});

it('displayBankName strips, then cases; displayCity cases', () => {
  expect(displayBankName('BANK OF CHINA, BEIJING (HEAD OFFICE)', 'BEIJING')).toBe('Bank of China');
  expect(displayCity('FRANKFURT AM MAIN')).toBe('Frankfurt am Main');
  expect(isAllCaps('HSBC')).toBe(true);
  expect(isAllCaps('HSBC Bank')).toBe(false);
  expect(isAllCaps('中国银行')).toBe(false);
});

it('cases each word of a hyphenated compound as a word: legal forms, initials, particles', () => {
  const dictionary = new CasingDictionary(new Set(['RAS']));
  for (const n of ['UniCredit S.p.A.', 'UniCredit Bank AG', 'Banque Raiffeisen société coopérative', 'société anonyme'])
    dictionary.learn(n);
  expect(
    [
      'UNICREDIT SPA-LONDON BRANCH',
      'ASATSU-DK INC',
      'CM-CIC BELGIUM',
      'VOLKS-UND RAIFFEISENBANK SAARPFALZ EG',
      'BFV-SOCIETE GENERALE',
      'THE NATIONAL BANK OF RAS AL-KHAIMAH',
    ].map((n) => displayCase(n, dictionary)),
  ).toEqual([
    'UniCredit SpA-London Branch',
    'Asatsu-DK Inc',
    'CM-CIC Belgium',
    'Volks-und Raiffeisenbank Saarpfalz eG',
    'BFV-Societe Generale',
    'The National Bank of Ras Al-Khaimah',
  ]);
});

it("an elided article inside a hyphenated place, and the Dutch 's-, in lower case", () => {
  expect(displayCity("VILLENEUVE-D'ASCQ", undefined, 'FR')).toBe("Villeneuve-d'Ascq");
  expect(displayCity("'S-GRAVENHAGE", undefined, 'NL')).toBe("'s-Gravenhage");
  expect(displayCity("L'AQUILA", undefined, 'IT')).toBe("L'Aquila");
  // ... where the source lost the apostrophe, in the Low Countries only.
  expect(displayCity('S-GRAVENHAGE', undefined, 'NL')).toBe("'s-Gravenhage");
  expect(displayCity('S-Hertogenbosch', undefined, 'NL')).toBe("'s-Hertogenbosch");
  expect(displayCity('S-MERAN', undefined, 'IT')).toBe('S-Meran');
});

describe('a letter the source lost as a space (applyDisplayNames)', () => {
  const shown = (rows: string[][]) => {
    const loads: TableLoad[] = [
      { table: 'banks', columns: ['id', 'country', 'name'], rows: rows.map(([c, n], i) => [i + 1, c!, n!]) },
    ];
    applyDisplayNames(loads);
    return loads[0]!.rows.map((r) => r[2]);
  };

  it('takes the word most names of the country write after the same word, one letter between the pieces', () => {
    expect(
      shown([
        ['TR', 'AK YATIRIM MENKUL DEGERLER A.S.'],
        ['TR', 'GEDIK YATIRIM MENKUL DEGERLER A.S.'],
        ['TR', 'GLOBAL MENKUL DEGERLER A.S.'],
        ['TR', 'SAYILGAN MENKUL DE ERLER TICARETI AS'],
      ])[3],
    ).toBe('Sayilgan Menkul Degerler Ticareti AS');
    // Not where too few names, or names of another country, show the word.
    const rows = [
      ['TR', 'GLOBAL MENKUL DEGERLER A.S.'],
      ['DE', 'X MENKUL DEGERLER'],
      ['DE', 'Y MENKUL DEGERLER'],
      ['TR', 'SAYILGAN MENKUL DE ERLER TICARETI AS'],
    ];
    expect(shown(rows)[3]).toBe('Sayilgan Menkul de Erler Ticareti AS');
  });
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

it("keeps South Africa's state-owned company SOC before Ltd, not Italy's Soc. abbreviation", () => {
  expect(displayCase('ESKOM HOLDINGS SOC LIMITED')).toBe('Eskom Holdings SOC Limited');
  expect(displayCase('LAND AND AGRICULTURAL DEVELOPMENT BANK OF SOUTH AFRICA SOC LTD')).toMatch(/ SOC Ltd$/);
  expect(displayCase('BANCA DI PIACENZA SOC. COOP.')).toBe('Banca di Piacenza Soc. Coop.');
});

describe("initials by the bank's own names (applyDisplayNames)", () => {
  const COLUMNS = ['id', 'country', 'name'];
  /** Bank 1's shown name, with the given names on its SWIFT rows and its LEI. */
  const shown = (name: string, swiftNames: string[], legalName?: string) => {
    const loads: TableLoad[] = [
      { table: 'banks', columns: COLUMNS, rows: [[1, 'XX', name]] },
      { table: 'swifts', columns: ['code', 'bank_id', 'bank_name'], rows: swiftNames.map((n, i) => [`C${i}`, 1, n]) },
      // GLEIF's legal name reaches the bank through its BIC-to-LEI map.
      { table: 'leis', columns: ['code', 'legal_name'], rows: legalName ? [['L1', legalName]] : [] },
      { table: 'lei_bics', columns: ['bic', 'lei'], rows: [['C0', 'L1']] },
    ];
    applyDisplayNames(loads);
    return loads[0]!.rows[0]![2];
  };

  it('keeps in capitals a word a phrase of the same name or of its other names spells out, not a surname', () => {
    // Schwartz & Hearst: each word's first letter, then more of its letters (SAudi, InterBancária).
    expect(shown('SAUDI BASIC INDUSTRIES CORPORATION (SABIC)', [])).toBe('Saudi Basic Industries Corporation (SABIC)');
    expect(shown('SIBS PAGAMENTOS, S.A.', ['SOCIEDADE INTERBANCARIA DE SERVICOS SA'])).toBe('SIBS Pagamentos, S.A.');
    // ... or of its LEI's legal name, reached through GLEIF's BIC-to-LEI map.
    expect(shown('IRCEM PREVOYANCE', ['IRCEM'], 'Institution de Retraite Complémentaire des Employés de Maison')).toBe(
      'IRCEM Prevoyance',
    );
    // Not a surname or brand: no phrase spells them with each initial a word's.
    expect(shown('HAUCK AUFHAEUSER LAMPE PRIVATBANK AG', ['HAUCK AND AUFHAEUSER PRIVATBANKIERS AG'])).toBe(
      'Hauck Aufhaeuser Lampe Privatbank AG',
    );
    expect(shown('B. METZLER SEEL. SOHN AND CO. AG', ['BANKHAUS METZLER'])).toBe('B. Metzler Seel. Sohn and Co. AG');
    expect(shown('M.M. WARBURG AND CO', ['M.M.WARBURG AND CO (AG AND CO) KGAA'])).toBe('M.M. Warburg and Co');
    // Nor the letters of a legal form, nor more than two letters of one word.
    expect(shown('SERVIGIROS CASA DE CAMBIO S.A.', [])).toBe('Servigiros Casa de Cambio S.A.');
    expect(shown('BANCA SOC.COOP.P.A.', ['BANCA SOCIETA COOPERATIVA PER AZIONI'])).toBe('Banca Soc.Coop.P.A.');
    // Short words take single initials only: "Sun" is no chance spelling of "SUNshine".
    expect(shown('SUN HUNG KAI AND CO', ['SUNSHINE NORTH'])).toBe('Sun Hung Kai and Co');
  });

  it('keeps a word names written properly use as a word, whatever a phrase spells ("Bank", "fuer")', () => {
    const loads: TableLoad[] = [
      { table: 'banks', columns: COLUMNS, rows: [[1, 'BH', 'BANK OF BAHRAIN AND KUWAIT B.S.C.']] },
      { table: 'swifts', columns: ['code', 'bank_id', 'bank_name'], rows: [['C0', 1, 'BAHRAIN AND NATIONAL KUWAIT']] },
      {
        table: 'leis',
        columns: ['code', 'legal_name'],
        rows: [
          ['L1', 'Bank of Cyprus'],
          ['L2', 'Bank Julius Baer'],
        ],
      },
    ];
    applyDisplayNames(loads);
    expect(loads[0]!.rows[0]![2]).toBe('Bank of Bahrain and Kuwait B.S.C.');
    // Without names that use the word, the same phrase defines it.
    loads[0]!.rows = [[1, 'BH', 'BANK OF BAHRAIN AND KUWAIT B.S.C.']];
    loads[2]!.rows = [];
    applyDisplayNames(loads);
    expect(loads[0]!.rows[0]![2]).toBe('BANK of Bahrain and Kuwait B.S.C.');
  });
});

describe("a country's legal form that is also a word, as a name's last word (ISO 20275 ELF)", () => {
  it.each([
    ['PACIFIC MANAGEMENT SAM', 'MC', 'Pacific Management SAM'],
    ['EBURY PARTNERS BELGIUM NV/SA', 'DE', 'Ebury Partners Belgium NV/SA'],
    ['KBC ASSET MANAGEMENT SA/NV, LONDON', 'GB', 'KBC Asset Management SA/NV, London'],
    ['CSOB ASSET MANAGEMENT, SRO', 'CZ', 'CSOB Asset Management, SRO'],
    // Only in its country, only at the end, only where the source wrote the name in capitals.
    ['SAM HOUSTON STATE BANK', 'US', 'Sam Houston State Bank'],
    ['FIRST BANK OF SAM', 'US', 'First Bank of Sam'],
    ['Pacific Management Sam', 'MC', 'Pacific Management Sam'],
    ['LANCY/GENEVA BANK', 'CH', 'Lancy/Geneva Bank'],
  ])('%j in %j -> %j', (name, country, shown) => {
    expect(displayBankName(name, null, undefined, undefined, country)).toBe(shown);
  });
});

describe("words run together by one source, spaced as another of the bank's names writes them (applyDisplayNames)", () => {
  /** Bank 1's shown name, with the given names on its SWIFT rows and its own LEI's legal name. */
  const shown = (name: string, swiftNames: string[], legalName?: string, leiCountry = 'GB') => {
    const loads: TableLoad[] = [
      { table: 'banks', columns: ['id', 'country', 'name'], rows: [[1, 'GB', name]] },
      { table: 'swifts', columns: ['code', 'bank_id', 'bank_name'], rows: swiftNames.map((n, i) => [`C${i}`, 1, n]) },
      // An LEI of the bank's country whose legal name its name spells, spaces aside (no BIC map needed).
      {
        table: 'leis',
        columns: ['code', 'legal_name', 'country'],
        rows: legalName ? [['L1', legalName, leiCountry]] : [],
      },
    ];
    applyDisplayNames(loads);
    return loads[0]!.rows[0]![2];
  };

  it("takes the words of the bank's LEI or SWIFT rows that spell the run letter for letter", () => {
    expect(shown('SCULPTORCAPITALMANAGEMENTEUROPE LIMITED', [], 'SCULPTOR CAPITAL MANAGEMENT EUROPE LIMITED')).toBe(
      'Sculptor Capital Management Europe Limited',
    );
    expect(shown('FAROSOCIETACOOPERATIVAAGRICOLAPER AZIONI', [], "FARO SOCIETA' COOPERATIVA AGRICOLA PER AZIONI")).toBe(
      "Faro Societa' Cooperativa Agricola per Azioni",
    );
    // "&" spelt out by the source.
    expect(shown('ROTHSCHILD ANDCO WEALTH MANAGEMENT LIMITED', [], 'ROTHSCHILD & CO WEALTH MANAGEMENT LIMITED')).toBe(
      'Rothschild & Co Wealth Management Limited',
    );
    expect(shown('GOLDMANSACHSINTERNATIONAL', ['GOLDMAN SACHS INTERNATIONAL, LONDON'])).toBe(
      'Goldman Sachs International',
    );
  });

  it('cases the words it takes as its own: a name in capitals stays one to case', () => {
    expect(shown('FAROSOCIETACOOPERATIVAAGRICOLAPER AZIONI', [], "Faro Societa' Cooperativa Agricola per Azioni")).toBe(
      "Faro Societa' Cooperativa Agricola per Azioni",
    );
    // The token's own apostrophe once: "ITALIANISOCIETA'" is "... ITALIANI SOCIETA'".
    expect(shown("INVESTIMENTIITALIANISOCIETA' PER AZIONI", [], "INVESTIMENTI ITALIANI SOCIETA' PER AZIONI")).toBe(
      "Investimenti Italiani Societa' per Azioni",
    );
    expect(shown('ATIVA CORRETORA DE TITULOS CAMBIOE VALORES', ['ATIVA CORRETORA DE TITULOS CAMBIO E VALORES'])).toBe(
      'Ativa Corretora de Titulos Cambio e Valores',
    );
  });

  it('keeps a word another name writes as one word too, that no name spells, or two words a brand may join', () => {
    expect(shown('TRANSFERWISE LTD', ['TRANSFER WISE LTD', 'TRANSFERWISE LIMITED'])).toBe('Transferwise Ltd');
    expect(shown('BANKSERVAFRICA', ['BANK SERV LIMITED'])).toBe('Bankservafrica');
    expect(shown('ODEABANK A.S.', ['ODEA BANK A.S.'])).toBe('Odeabank A.S.');
    expect(shown('LASALLE INVESTMENT MANAGEMENT', ['LA SALLE INVESTMENT MANAGEMENT'])).toBe(
      'Lasalle Investment Management',
    );
    // A piece of two letters is a word the other source broke ("MOBILIA RE"), not one of the run.
    expect(shown('INTERMEDIAZIONEMOBILIARE SPA', ['INTERMEDIAZIONE MOBILIA RE SPA'])).toBe(
      'Intermediazionemobiliare SpA',
    );
    // An LEI of another country spells nothing of the bank's.
    expect(
      shown('SCULPTORCAPITALMANAGEMENTEUROPE LIMITED', [], 'SCULPTOR CAPITAL MANAGEMENT EUROPE LIMITED', 'US'),
    ).toBe('Sculptorcapitalmanagementeurope Limited');
    // Only letters are respaced: a hyphen, an ampersand, dots and parentheses are the source's own.
    expect(shown('THE TORONTO-DOMINION BANK', ['THE TORONTO DOMINION BANK'])).toBe('The Toronto-Dominion Bank');
    expect(shown('I&M BANK (RWANDA) PLC', ['I AND M BANK (RWANDA) PLC'])).toMatch(/^I&M Bank /i);
    expect(shown("BANCA D'ITALIA", ['BANCA D ITALIA'])).toBe("Banca d'Italia");
    expect(shown('MIZUHO BANK (CHINA),LTD.', ['MIZUHO BANK (CHINA), LTD. SHANGHAI'])).toBe('Mizuho Bank (China),Ltd.');
  });
});
