import { describe, expect, it } from 'vitest';
import { BANKS_DB, readBanksDb } from '../import/banks-db';
import { BINLIST, readBinlist } from '../import/binlist';
import { binSource, precedenceOf } from '../import/index';
import { INDIA_LIST, readIndiaList } from '../import/india';
import { linkBanks, normaliseBankName, type BankForMatch } from '../import/link-banks';
import { normaliseUrl, plausiblePhone, schemeFromName, schemeFromRanges, type BinRow } from '../import/row';
import { assertBalanced } from '../../../../scripts/import/tally';
import { expectTally, FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const KNOWN = new Set(['DE', 'FR', 'GB', 'IN']);

describe('banks-db prefixes', async () => {
  const { records, tally } = await readBanksDb(FIXTURE_DATA, KNOWN);
  const at = (prefix: string, country?: string) =>
    records.find((r) => r.iin_start === prefix && (!country || r.country === country));

  it('counts every rejected row by reason', () => {
    expectTally(tally, BANKS_DB, 'bins', {
      read: 10,
      stored: 6,
      rejected: { duplicate: 1, unknown_country: 1, malformed_prefix: 2 },
    });
  });

  it('stores 5- and 6-digit prefixes as one-prefix ranges with the scheme from the IIN ranges', () => {
    expect(at('49735')).toMatchObject({
      iin_end: '49735',
      prefix_length: 5,
      scheme: 'visa',
      scheme_derived: 1,
      country: 'FR',
      issuer_name: 'Societe Generale',
      issuer_name_local: 'Société Générale',
    });
    expect(at('535110')).toMatchObject({
      scheme: 'mastercard',
      scheme_derived: 1,
      issuer_url: 'https://www.deutsche-bank.de/',
    });
  });

  it('leaves the scheme unknown where published ranges overlap (622126: UnionPay and Discover)', () => {
    expect(at('622126')).toMatchObject({ scheme: null, scheme_derived: 0 });
  });

  it('keeps a prefix claimed by two banks, once per bank', () => {
    expect(
      records
        .filter((r) => r.iin_start === '510213')
        .map((r) => r.country)
        .sort(),
    ).toEqual(['FR', 'GB']);
  });

  it('marks every row with its source and as-of date', () => {
    expect(new Set(records.map((r) => `${r.source}|${r.as_of}`))).toEqual(new Set([`${BANKS_DB.source}|null`]));
  });
});

describe('bin-list-data India list', async () => {
  const { records, tally, phoneTally } = await readIndiaList(FIXTURE_DATA, KNOWN);
  const at = (bin: string) => records.find((r) => r.iin_start === bin);

  it('counts every rejected row by reason', () => {
    expect(tally).toMatchObject({
      read: 8,
      stored: 5,
      rejected: { duplicate: 1, malformed_prefix: 1, unknown_country: 1 },
    });
    assertBalanced([tally, phoneTally]);
  });

  it('drops spreadsheet-mangled phone numbers (9.118E+11) and counts them, keeping the row', () => {
    expect(at('100001')).toMatchObject({ issuer_name: 'STATE BANK OF INDIA', issuer_phone: null });
    expect(at('421323')?.issuer_phone).toBeNull(); // 0.099938844
    expect(at('652150')?.issuer_phone).toBeNull(); // -24409029
    expect(at('607153')?.issuer_phone).toBe('+91 20 3046 1600-609');
    expect(phoneTally).toMatchObject({
      table: 'bins',
      source: null,
      read: 3,
      stored: 0,
      rejected: { mangled_phone: 3 },
    });
  });

  it('maps brands to schemes; local brands stay without one', () => {
    expect(at('508500')).toMatchObject({
      scheme: 'rupay',
      brand: 'RUPAY',
      card_type: 'debit',
      card_category: null,
      prepaid: null,
      issuer_name: 'ICICI BANK, LTD.',
    });
    expect(at('607153')).toMatchObject({
      scheme: 'rupay',
      brand: 'JCB/RUPAY',
      card_type: 'credit',
      card_category: 'PREPAID PLATINUM',
      prepaid: 1,
    });
    expect(at('421323')).toMatchObject({ scheme: 'visa', scheme_derived: 0, prepaid: 0 });
    expect(at('100001')).toMatchObject({ scheme: null, brand: 'LOCAL BRAND' });
  });

  it('sets source on every row', () => {
    expect(records.every((r) => r.source === INDIA_LIST.source && r.as_of === null)).toBe(true);
  });
});

describe('binlist ranges', async () => {
  const { records, tally } = await readBinlist(FIXTURE_DATA, KNOWN);

  it('counts every rejected row by reason', () => {
    expect(tally).toMatchObject({
      source: BINLIST.source,
      read: 9,
      stored: 4,
      rejected: { malformed_range: 1, range_too_wide: 1, malformed_prefix: 1, duplicate: 1, unknown_country: 1 },
    });
    assertBalanced([tally]);
  });

  it('stores a range with its ends, a single row as a one-prefix range', () => {
    expect(records.find((r) => r.iin_start === '45717360')).toMatchObject({
      iin_end: '45717369',
      prefix_length: 8,
      scheme: 'visa',
      scheme_derived: 0,
      brand: 'Visa/Dankort',
      card_type: 'debit',
      country: 'DE',
      issuer_phone: '+49 69 910 10000',
      issuer_city: 'Frankfurt',
      issuer_url: 'https://www.deutsche-bank.de/',
      as_of: '2017-03-19',
    });
    expect(records.find((r) => r.iin_start === '371241')).toMatchObject({
      iin_end: '371242',
      prefix_length: 6,
      scheme: 'amex',
    });
    expect(records.find((r) => r.iin_start === '400000')).toMatchObject({ iin_end: '400000', prepaid: 1 });
  });
});

describe('row rules', () => {
  it.each([
    ['9.118E+11', false],
    ['9.18664E+11', false],
    ['0.099938844', false],
    ['-24409029', false],
    ['', false],
    ['+91 20 3046 1600-609', true],
    ['39022000', true],
    ['0832-229112 0832-229113', true],
    ['+593 2 297 3100', true],
  ])('plausiblePhone(%j) = %s', (value, ok) => {
    expect(plausiblePhone(value)).toBe(ok);
  });

  it('names schemes from source spellings', () => {
    expect(schemeFromName('CHINA UNION PAY')).toBe('unionpay');
    expect(schemeFromName('mastercard')).toBe('mastercard');
    expect(schemeFromName('AMERICAN EXPRESS')).toBe('amex');
    expect(schemeFromName('PRIVATE LABEL')).toBeNull();
  });

  it('derives a scheme only when one published range matches', () => {
    expect(schemeFromRanges('220012')).toBe('mir');
    expect(schemeFromRanges('650010')).toBe('verve');
    // Discover and RuPay both publish 65; RuPay's own block is 652150-653149, so 650000 is Discover's.
    expect(schemeFromRanges('650000')).toBe('discover');
    expect(schemeFromRanges('652150')).toBe('rupay');
  });

  it('adds https:// to bare host names and drops junk', () => {
    expect(normaliseUrl('www.americanexpress.com')).toBe('https://www.americanexpress.com/');
    expect(normaliseUrl('n/a')).toBeNull();
  });
});

describe('linking to banks', () => {
  it('normalises legal forms and punctuation away', () => {
    expect(normaliseBankName('ICICI BANK, LTD.')).toBe('ICICI BANK');
    expect(normaliseBankName('BANK OF AMERICA, N.A.')).toBe('BANK OF AMERICA');
    expect(normaliseBankName('Société Générale S.A.')).toBe('SOCIETE GENERALE');
    expect(normaliseBankName('Deutsche Bank AG')).toBe(normaliseBankName('Deutsche Bank'));
  });

  it('links by country + name, never across countries; namesakes only when GLEIF singles one out', () => {
    const rows = [issuerRow('DE', 'Deutsche Bank'), issuerRow('FR', 'Deutsche Bank'), issuerRow('DE', 'Chase')];
    const namesakes = [
      { id: 1, country: 'DE', name: 'DEUTSCHE BANK AG', swifts_count: 3 },
      { id: 2, country: 'DE', name: 'DEUTSCHE BANK AG', swifts_count: 40 },
    ];
    // Two banks of that name and nothing to tell them apart: no guess (the larger one is not evidence).
    expect(linkBanks(rows, namesakes)).toEqual({
      linked: 0,
      issuersMatched: 0,
      issuersUnmatched: 3,
      ambiguous: 1,
      weak: 0,
      scheme: 0,
    });
    expect(rows.map((r) => r.bank_id)).toEqual([null, null, null]);
    const result = linkBanks(rows, [namesakes[0]!, { ...namesakes[1]!, lei_named: true }]);
    expect(rows.map((r) => r.bank_id)).toEqual([2, null, null]);
    expect(result).toEqual({ linked: 1, issuersMatched: 1, issuersUnmatched: 2, ambiguous: 0, weak: 0, scheme: 0 });
  });
});

/** A card record naming `name` as its issuer in `country`, not yet linked. */
const issuerRow = (country: string, name: string) =>
  ({ country, issuer_name: name, issuer_name_local: null, bank_id: null }) as unknown as BinRow;

/** Cases of issuers, each beside the bank it must be linked to (null: none). */
type IssuerCases = { name: string; issuers: [country: string, issuer: string, bank: number | null][] }[];

/** One test a case: its issuers linked among `banks`, each to the bank beside it, and counted. */
function itLinksEach(cases: IssuerCases, banks: BankForMatch[], countryWords: Map<string, Set<string>>): void {
  for (const { name, issuers } of cases)
    it(name, () => {
      const rows = issuers.map(([country, issuer]) => issuerRow(country, issuer));
      const result = linkBanks(rows, banks, countryWords);
      expect(rows.map((r) => r.bank_id)).toEqual(issuers.map(([, , bank]) => bank));
      expect(result.linked).toBe(issuers.filter(([, , bank]) => bank !== null).length);
    });
}

describe('linking brand-like issuer names (name variants)', () => {
  const bank = (id: number, country: string, name: string, lei_named = false) => ({
    id,
    country,
    name,
    swifts_count: 1,
    lei_named,
  });
  const countryWords = new Map([
    ['US', new Set(['UNITED', 'STATES', 'USA'])],
    ['DK', new Set(['DENMARK', 'DNK'])],
    ['FI', new Set(['FINLAND', 'FIN'])],
  ]);
  const banks = [
    bank(1, 'US', 'JPMorgan Chase Bank, National Association', true),
    bank(2, 'US', 'JPMorgan Chase & Co.', true), // a holding: never a card issuer
    bank(3, 'US', 'Chase Bank of Texas'),
    bank(4, 'US', 'Wells Fargo Bank, National Association', true),
    bank(5, 'US', 'Capital One, National Association', true),
    bank(6, 'US', 'HSBC Bank USA, National Association', true),
    bank(7, 'DK', 'Danske Bank A/S', true),
    bank(8, 'DK', 'Nordea Danmark, Filial af Nordea Bank Abp, Finland', true),
    bank(9, 'DK', 'Investeringsforeningen Nordea Invest - Basis 1 KL', true), // a fund: no banking word
    bank(10, 'US', 'National Bank of Arizona'),
    bank(11, 'US', 'American Marine Bank'),
    bank(12, 'US', 'Federal Reserve Bank of Kansas City', true),
    bank(13, 'TR', 'Vakif Katilim Bankasi A.S.'),
  ];
  const cases: IssuerCases = [
    {
      name: 'links an issuer named by its brand to the one bank whose name holds it, followed by descriptors only',
      issuers: [
        ['US', 'Chase', 1],
        ['US', 'Wells Fargo', 4],
        ['US', 'Capital One Bank', 5],
        ['US', 'HSBC', 6],
        ['DK', 'Danske Bank', 7], // "A/S" is one legal form, not two words
        ['DK', 'Nordea', 8], // a branch's name holds its parent's
      ],
    },
    {
      name: 'never links a brand to a place, another kind of institution or a name with another distinctive word',
      issuers: [
        ['US', 'ARIZONA FEDERAL CREDIT UNION', null],
        ['US', 'MARINE FEDERAL CREDIT UNION', null],
        ['US', 'BANK OF KANSAS CITY', null],
        ['TR', 'Vakif Bank', null],
        ['US', 'American Express', null],
        ['FR', 'Chase', null],
      ],
    },
  ];
  itLinksEach(cases, banks, countryWords);
});

describe("linking on a bank's other names and one institution's pages", () => {
  const bank = (id: number, country: string, name: string, more: Partial<BankForMatch> = {}): BankForMatch => ({
    id,
    country,
    name,
    swifts_count: 1,
    ...more,
  });
  const countryWords = new Map([
    ['TR', new Set(['TURKIYE', 'TUR'])],
    ['UA', new Set(['UKRAINE', 'UKR'])],
  ]);
  const banks = [
    // Names the sources give besides the bank's own: its SWIFT rows', its former name.
    bank(1, 'IE', 'Aib, Public Limited Company', { aliases: ['AIB BANK'] }),
    bank(2, 'US', 'Truist Bank', { aliases: ['SUNTRUST BANK'] }),
    bank(3, 'UA', 'JSC the State Export-Import Bank of Ukraine', {
      aliases: ['JSC THE STATE EXPORT-IMPORT BANK OF UKRAINE - JSC UKREXIMBANK'],
    }),
    bank(4, 'UA', 'Raiffeisen Bank Joint Stock Company', {
      aliases: ["'RAIFFEISEN BANK AVAL' PUBLIC JOINT STOCK COMPANY"],
    }),
    bank(5, 'TR', 'QNB Bank Anonim Sirketi', { lei_named: true, aliases: ['QNB FINANSBANK A.S.'] }),
    // Own names come before other names: DBS Bank Ltd's Indian rows name its Indian subsidiary.
    bank(6, 'IN', 'DBS Bank India Limited (formerly Lakshmi Vilas Bank Ltd.'),
    bank(7, 'IN', 'DBS Bank Limited', { aliases: ['DBS BANK INDIA LIMITED'] }),
    // A SWIFT row's parentheses and dashes say where the office is, not who the bank is.
    bank(8, 'US', 'Industrial and Commercial Bank of China Limited', {
      aliases: ['INDUSTRIAL AND COMMERCIAL BANK OF CHINA (NEW YORK)'],
    }),
    bank(9, 'US', 'Comerica Bank', { aliases: ['COMERICA BANK - ILLINOIS'] }),
    bank(19, 'IT', 'Cassa Rurale Val di Sole', {
      aliases: ['CASSA RURALE VAL DI SOLE - BANCA DI CREDITO COOPERATIVO'],
    }),
    bank(10, 'IT', 'Cassa Rurale Val di Sole - Banca di Credito Cooperativo'),
    // Words run together or apart.
    bank(11, 'DK', 'Vestjysk Bank AS'),
    bank(12, 'US', 'U.S. Bank National Association'),
    // One institution's two pages: one legal entity (the page with more codes), or one city
    // with one LEI; namesakes of different cities stay apart.
    bank(13, 'TR', 'Turkiye Garanti Bankasi A.S.', { lei: '5493002XSS7K7RHN1V37', city: 'Istanbul' }),
    bank(14, 'TR', 'Turkiye Garanti Bankasi A.S.', { lei: '5493002XSS7K7RHN1V37', city: 'Istanbul', swifts_count: 11 }),
    bank(15, 'IE', 'Bank of Ireland', { lei: 'Q2GQA2KF6XJ24W42G291', city: 'Dublin' }),
    bank(16, 'IE', 'Bank of Ireland', { city: 'Dublin' }),
    bank(17, 'DK', 'den Jyske Sparekasse', { city: 'Grindsted' }),
    bank(18, 'DK', 'den Jyske Sparekasse A/S', { city: 'Viborg', lei: '549300JYSKESPAR00000' }),
  ];
  const cases: IssuerCases = [
    {
      name: "links an issuer no bank's own name has to the bank one of whose other names it is, never on its office's place",
      issuers: [
        ['IE', 'AIB Bank', 1],
        ['US', 'SunTrust', 2],
        ['UA', 'Ukreximbank', 3],
        ['UA', 'Raiffeisen Bank Aval', 4],
        ['TR', 'Finansbank', 5],
        ['IN', 'DBS BANK INDIA, LTD.', 6],
        // never on an office's city, or on a bank's kind after a dash
        ['US', 'NEW YORK COMMUNITY', null],
        ['US', 'ILLINOIS COMMUNITY CREDIT UNION', null],
        ['IT', 'BANCA DI CREDITO COOPERATIVO', null],
      ],
    },
    {
      name: 'links the same words run together',
      issuers: [
        ['DK', 'vestjyskBANK', 11],
        ['US', 'USBANK', 12],
      ],
    },
    {
      name: "links to one institution's page among its duplicates, never among namesakes",
      issuers: [
        ['TR', 'Garanti Bankasi', 14],
        ['IE', 'Bank Of Ireland', 15],
        ['DK', 'Den Jyske Sparekasse', null],
      ],
    },
  ];
  itLinksEach(cases, banks, countryWords);
});

describe('binSource', () => {
  it('loads one bins table with ids, links banks produced earlier and balances its tallies', async () => {
    const lines: string[] = [];
    const banks = {
      table: 'banks',
      columns: ['id', 'country', 'name', 'swifts_count'],
      rows: [
        [7, 'FR', 'BNP PARIBAS', 2],
        [8, 'DE', 'COMMERZBANK AG', 1],
      ],
    };
    const out = await binSource.load({
      dataDir: FIXTURE_DATA,
      knownCountries: KNOWN,
      log: (l) => lines.push(l),
      earlier: [banks],
    });
    expect(out.loads).toHaveLength(1);
    const [load] = out.loads;
    expect(load?.rows).toHaveLength(6 + 5 + 4);
    assertBalanced(out.tallies);
    const col = (name: string) => load?.columns.indexOf(name) ?? -1;
    const ids = load?.rows.map((r) => r[col('id')]);
    expect(ids).toEqual(ids?.map((_, i) => i + 1));
    const linked = load?.rows
      .filter((r) => r[col('bank_id')] !== null)
      .map((r) => `${r[col('iin_start')]}:${r[col('bank_id')]}`);
    expect(linked?.sort()).toEqual(['400000:7', '510213:7', '535110:8']);
    expect(lines.join('\n')).toMatch(/3 linked to a bank/);
  });

  it("reads a bank's other names from the SWIFT rows of its legal entity, in any country", async () => {
    // The fixture's GB BIN names its issuer NatWest; only the German rows of National Westminster
    // Bank (the same LEI) carry that name.
    const lei = '213800IBT39XQ9C4CP71';
    const banks = {
      table: 'banks',
      columns: ['id', 'country', 'name', 'swifts_count', 'lei', 'city'],
      rows: [
        [20, 'GB', 'National Westminster Bank Public Limited Company', 17, lei, 'London'],
        [21, 'DE', 'National Westminster Bank PLC', 4, lei, 'Frankfurt am Main'],
        [22, 'GB', 'Natwest Markets Public Limited Company', 3, null, 'London'],
      ],
    };
    const swifts = {
      table: 'swifts',
      columns: ['code', 'bank_id', 'country', 'city', 'bank_name'],
      rows: [
        ['NWBKGB2LXXX', 20, 'GB', 'London', 'NATIONAL WESTMINSTER BANK PLC'],
        ['NWBKDEF2XXX', 21, 'DE', 'Frankfurt', 'NATIONAL WESTMINSTER BANK PLC - NATWEST BANK PLC (FOR NWB ROUTING)'],
        ['NATGGBKAXXX', 22, 'GB', 'London', 'NATWEST GILTS LIMITED'],
      ],
    };
    const out = await binSource.load({
      dataDir: FIXTURE_DATA,
      knownCountries: KNOWN,
      log: () => {},
      earlier: [banks, swifts],
    });
    const load = out.loads[0]!;
    const col = (name: string) => load.columns.indexOf(name);
    const natwest = load.rows.filter((r) => r[col('iin_start')] === '510213' && r[col('country')] === 'GB');
    expect(natwest.map((r) => r[col('bank_id')])).toEqual([20]);
  });

  it('gives every record its source precedence: banks-db, then the India list, then binlist (docs/decisions/bins.md)', async () => {
    expect([BANKS_DB.source, INDIA_LIST.source, BINLIST.source].map(precedenceOf)).toEqual([1, 2, 3]);
    expect(precedenceOf('some other list')).toBe(4);
    const out = await binSource.load({ dataDir: FIXTURE_DATA, knownCountries: KNOWN, log: () => {}, earlier: [] });
    const load = out.loads[0]!;
    const [source, precedence] = [load.columns.indexOf('source'), load.columns.indexOf('precedence')];
    expect(new Set(load.rows.map((r) => `${r[source]}:${r[precedence]}`))).toEqual(
      new Set([`${BANKS_DB.source}:1`, `${INDIA_LIST.source}:2`, `${BINLIST.source}:3`]),
    );
  });
});
