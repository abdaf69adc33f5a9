import { readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeXml, parseEd807 } from '../import/ed807';
import { directoryRows } from '../import/rows';
import { knownBanks, linkBanks, transliterate } from '../import/banks';
import { ED807_SOURCE, findEd807File, rubicSource } from '../import/index';
import { accountStatus, participantStatus } from '../import/status';
import { assertBalanced } from '../../../../scripts/import/tally';
import { transliterate as searchTransliterate } from '../../../search-text';
import { FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

// tests/fixtures/data/russia_bik/20260417_ED807_full.xml: a hand-written ED807 in WINDOWS-1251
// (as the Bank of Russia publishes it), 10 entries covering every rule of the importer.
const FILE = 'russia_bik/20260417_ED807_full.xml';
const bytes = readFileSync(path.join(FIXTURE_DATA, FILE));
const dir = parseEd807(decodeXml(bytes));
const rowsOf = () => directoryRows(parseEd807(decodeXml(bytes)), FILE, ED807_SOURCE);

describe('ED807 reading', () => {
  it('decodes by the declared WINDOWS-1251 encoding (the bytes are not UTF-8)', () => {
    expect(bytes.includes(Buffer.from('Тест', 'utf8'))).toBe(false);
    expect(dir.entries[0]?.participant?.NameP).toBe('ПАО "Тест Банк"'); // &quot; decoded too
  });

  it('decodes UTF-8 when the declaration says so or says nothing', () => {
    const xml =
      '<?xml version="1.0"?><ED807 BusinessDay="2026-01-02"><BICDirectoryEntry BIC="044525225"><ParticipantInfo NameP="ПАО Сбербанк" PtType="20" ParticipantStatus="PSAC"/></BICDirectoryEntry></ED807>';
    expect(parseEd807(decodeXml(Buffer.from(xml, 'utf8'))).entries[0]?.participant?.NameP).toBe('ПАО Сбербанк');
    const koi8 = iconv.encode(xml.replace('version="1.0"', 'version="1.0" encoding="KOI8-R"'), 'koi8-r');
    expect(parseEd807(decodeXml(koi8)).entries[0]?.participant?.NameP).toBe('ПАО Сбербанк');
  });

  it('reads the header and keeps codes as strings with their leading zeros', () => {
    expect(dir).toMatchObject({
      businessDay: '2026-04-17',
      edDate: '2026-04-16',
      creationReason: 'FCBD',
      infoTypeCode: 'FIRR',
    });
    expect(dir.entries).toHaveLength(10);
    const first = dir.entries[0]!;
    expect(first.BIC).toBe('044525999');
    expect(first.accounts[0]).toMatchObject({
      Account: '30101810600000000999',
      CK: '01',
      AccountCBRBIC: '044525000',
      AccRstrList: [],
    });
    expect(first.swbics).toEqual([
      { SWBIC: 'TESTRUMMXXX', DefaultSWBIC: '1' },
      { SWBIC: 'TESTRUMM', DefaultSWBIC: '0' },
    ]);
    expect(dir.entries[3]?.participant?.RstrList).toEqual([{ Rstr: 'URRS', RstrDate: '2019-08-09' }]);
  });

  it('refuses a file that is not an ED807', () => {
    expect(() => parseEd807('<?xml version="1.0"?><ED101/>')).toThrow(/ED807/);
  });

  it('finds the newest full directory in russia_bik/', () => {
    expect(findEd807File(FIXTURE_DATA)).toBe(FILE);
    expect(() => findEd807File('/nonexistent')).toThrow(/russia_bik/);
  });
});

describe('ED807 rows and tallies', () => {
  const rows = rowsOf();
  const byCode = new Map(rows.rubics.map((r) => [r.code, r]));

  it('balances: read = stored + rejected, per table, with reasons', () => {
    expect(() => assertBalanced(rows.tallies)).not.toThrow();
    expect(rows.tallies.map(({ table, read, stored, rejected }) => ({ table, read, stored, rejected }))).toEqual([
      { table: 'rubics', read: 10, stored: 8, rejected: { malformed_bic: 1, duplicate_bic: 1 } },
      { table: 'rubic_accounts', read: 9, stored: 8, rejected: { entry_rejected: 1 } },
      {
        table: 'rubic_swifts',
        read: 4,
        stored: 1,
        rejected: { duplicate_swift: 1, entry_rejected: 1, malformed_swift: 1 },
      },
    ]);
    expect(rows.rubics.every((r) => r.as_of === '2026-04-17' && r.source === ED807_SOURCE)).toBe(true);
  });

  it('maps ED807 codes to the SPEC statuses, with their dates', () => {
    const status = (code: string) => ({ status: byCode.get(code)?.status, date: byCode.get(code)?.status_date });
    expect(status('044525999')).toEqual({ status: 'active', date: null });
    expect(status('049205931')).toEqual({ status: 'invalid_license', date: '2019-08-09' }); // URRS
    expect(status('044525583')).toEqual({ status: 'canceled_license', date: '2026-04-10' }); // LWRS
    expect(status('044525966')).toEqual({ status: 'pending_changes', date: '2026-04-01' }); // SDRS on its account
    expect(status('044525111')).toEqual({ status: 'inactive', date: '2020-06-30' }); // PSDL
    // One of its two accounts closes on 2026-12-31 (CLRS), the other works: the BIC stays active.
    expect(status('044525997')).toEqual({ status: 'active', date: null });
    const closing = rows.accounts.find((a) => a.account === '30101810245250000997');
    expect(closing).toMatchObject({ status: 'temporary', status_date: '2026-12-31' });
    expect(JSON.parse(closing!.restrictions!)).toEqual([
      { code: 'LMRS', date: '2026-03-04', successor_bic: null },
      { code: 'CLRS', date: '2026-12-31', successor_bic: null },
    ]);
  });

  it('status rules: DateOut in the past or future, unknown codes', () => {
    expect(participantStatus('PSAC', '2026-05-01', [], '2026-04-17')).toEqual({
      status: 'temporary',
      date: '2026-05-01',
    });
    expect(participantStatus('PSAC', '2026-04-17', [], '2026-04-17')).toEqual({
      status: 'inactive',
      date: '2026-04-17',
    });
    expect(participantStatus('PSAC', null, [{ code: 'XXXX', date: '2020-01-01' }], '2026-04-17')).toEqual({
      status: 'unknown',
      date: '2020-01-01',
    });
    expect(participantStatus('PSAC', null, [{ code: 'MRTR', date: '2020-01-01' }], '2026-04-17').status).toBe(
      'invalid_license',
    );
    expect(participantStatus('PSZZ', null, [], '2026-04-17').status).toBe('unknown');
    expect(accountStatus('ACAC', null, [{ code: 'CLRS', date: '2026-01-01' }], '2026-04-17')).toEqual({
      status: 'inactive',
      date: '2026-01-01',
    });
    expect(accountStatus('ACAC', null, [{ code: 'FPRS', date: '2026-01-01' }], '2026-04-17').status).toBe('active');
  });

  it('checks every account control key against its Bank of Russia unit; failures are kept and flagged', () => {
    expect(rows.controlKeyFailures).toBe(2);
    const flagged = rows.accounts.filter((a) => a.control_key_valid === 0);
    expect(flagged.map((a) => a.account).sort()).toEqual(['30101810000000000111', '40702810900000000997']);
    expect(JSON.parse(flagged[0]!.control_key_errors!)).toEqual(['ruaccount.checksum']);
    expect(rows.accounts.find((a) => a.account === '30101810022029205931')?.control_key_valid).toBe(1);
  });

  it('keeps the country (RU when ED807 leaves CntrCd out) and the address parts', () => {
    expect(byCode.get('044525000')).toMatchObject({
      country: 'RU',
      participant_type: '00',
      name: 'ОКЦ № 1 ГУ Банка России по ЦФО',
    });
    expect(byCode.get('044525998')).toMatchObject({
      parent_bic: '044525999',
      registration_number: '9999/1',
      locality: 'Москва',
      postcode: '101001',
    });
  });
});

describe('linking BICs to banks', () => {
  const loaded = [
    { table: 'swifts', columns: ['code', 'bank_id'], rows: [['TESTRUMMXXX', 7]] },
    {
      table: 'banks',
      columns: ['id', 'country', 'slug'],
      rows: [
        [7, 'RU', 'test-bank-pjsc'],
        [40, 'RU', 'ao-elkin-bank'],
      ],
    },
  ];

  /** The directory's rows linked to the banks loaded before, with `countries` in the countries table. */
  const link = (countries: string[]) => {
    const rows = rowsOf();
    return { rows, ...linkBanks(rows.rubics, rows.swifts, knownBanks(loaded), new Set(countries), FILE, ED807_SOURCE) };
  };

  it('links by SWIFT BIC, branches through their head office, and adds the other credit institutions', () => {
    const { rows, banks, tally } = link(['RU']);
    const r = new Map(rows.rubics.map((x) => [x.code, x]));
    expect(r.get('044525999')).toMatchObject({ bank_id: 7, is_head_office: 1 });
    expect(r.get('044525998')).toMatchObject({ bank_id: 7, is_head_office: 0 });
    // New banks continue after the highest id; slugs never collide with a bank already loaded.
    expect(banks.map((b) => [b.id, b.slug, b.name, b.country])).toEqual([
      [41, 'ooo-zakrytyi-bank', 'ООО "Закрытый Банк"', 'RU'],
      [42, 'bank-rmp-ao', 'Банк РМП (АО)', 'RU'],
      [43, 'ao-elkin-bank-044525997', 'АО "Ёлкин Банк"', 'RU'],
    ]);
    expect(r.get('044525997')).toMatchObject({ bank_id: 43, is_head_office: 1 });
    expect(r.get('049205931')?.bank_id).toBeNull(); // a liquidator: no SWIFT BIC, no bank
    expect(r.get('044525000')?.bank_id).toBeNull();
    expect(tally).toMatchObject({ table: 'banks', read: 3, stored: 3, rejected: {}, source: ED807_SOURCE });
  });

  it('rejects a new bank of a country the countries table does not have', () => {
    const { banks, tally } = link(['DE']);
    expect(banks).toEqual([]);
    expect(tally.rejected).toEqual({ unknown_country: 3 });
  });

  it('transliterates Russian names for slugs (ICAO Doc 9303)', () => {
    expect(transliterate('Щёлковский Хлебозавод')).toBe('shchelkovskii khlebozavod');
  });

  it("slugs and search read one ICAO table: they differ only by ъ and search's Ukrainian and Belarusian letters", () => {
    // Every letter of the Cyrillic blocks (U+0400-U+052F), upper and lower case (not their combining marks).
    const letters = Array.from({ length: 0x130 }, (_, i) => String.fromCodePoint(0x400 + i).toLowerCase()).filter((c) =>
      /\p{L}/u.test(c),
    );
    const differ = letters.filter((c) => transliterate(c) !== searchTransliterate(c));
    expect(new Set(differ)).toEqual(new Set(['ъ', 'і', 'ї', 'є', 'ґ', 'ў']));
    expect([transliterate('ъ'), searchTransliterate('ъ')]).toEqual(['ie', '']);
    // Slugs leave the other letters as they are (slugify then drops them), search spells them out.
    expect(['і', 'ї', 'є', 'ґ', 'ў'].map((c) => [transliterate(c), searchTransliterate(c)])).toEqual([
      ['і', 'i'],
      ['ї', 'i'],
      ['є', 'ie'],
      ['ґ', 'g'],
      ['ў', 'u'],
    ]);
  });

  it('as a Source: loads for rubics, accounts, SWIFT BICs and added banks', async () => {
    const out = await rubicSource.load({
      dataDir: FIXTURE_DATA,
      knownCountries: new Set(['RU']),
      earlier: loaded,
      log: () => {},
    });
    expect(out.loads.map((l) => [l.table, l.rows.length])).toEqual([
      ['rubics', 8],
      ['rubic_accounts', 8],
      ['rubic_swifts', 1],
      ['banks', 3],
    ]);
    expect(() => assertBalanced(out.tallies)).not.toThrow();
  });
});

describe('mergeLoads', () => {
  it('makes one load per table, in source order, over the union of the columns', async () => {
    const { mergeLoads } = await import('../../../../scripts/import/load');
    const merged = mergeLoads([
      { table: 'banks', columns: ['id', 'name', 'institution_code'], rows: [[1, 'A', 'AAAA']] },
      { table: 'rubics', columns: ['code'], rows: [['044525999']] },
      { table: 'banks', columns: ['id', 'name'], rows: [[2, 'B']] },
    ]);
    expect(merged).toEqual([
      {
        table: 'banks',
        columns: ['id', 'name', 'institution_code'],
        rows: [
          [1, 'A', 'AAAA'],
          [2, 'B', null],
        ],
      },
      { table: 'rubics', columns: ['code'], rows: [['044525999']] },
    ]);
  }, 30_000); // the first import of importer.ts loads every source module
});
