import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson, expectPage, expectRedirect, get } from './fetch';
import type { SearchResult, SuggestResult } from '../../shared/api-types';
import { SEARCH_TABLES, buildSearchIndex } from '../../scripts/import/search-index';
import { fillListCounts } from '../../scripts/import/list-counts';
import { ownRecords } from './search-index-fixture';

// The cases of docs/search-quality.md that fixtures can carry: real names (from the public
// datasets) of a few big banks and of the banks that used to rank above them, each with the
// prominence it has in the full data (banks.popularity of the bank row holding its head-office
// BIC; JPMorgan Chase Bank's largest row). The rows below, the changed prominence of a fixture bank
// and the rebuilt index are taken out after this file's tests (ownRecords), so they do not reach
// the test files after it in the runtime they share.

const BANKS = `INSERT INTO banks (id, country, slug, institution_code, name, city, head_office_swift, swifts_count, institution_active, source, as_of, popularity) VALUES
 (9001,'DE','dz-bank-ag','GENO','DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK','FRANKFURT AM MAIN','GENODEFF',1,1,'test fixture','2025-07-16',43.605),
 (9002,'RU','sberbank','SABR','SBERBANK','MOSCOW','SABRRUMM',1,1,'test fixture','2025-07-16',64.892),
 (9003,'CN','bank-of-china-limited','BKCH','BANK OF CHINA LIMITED','BEIJING','BKCHCNBJ',1,1,'test fixture','2025-07-16',15.032),
 (9004,'CN','industrial-and-commercial-bank-of-china-limited','ICBK','INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED','BEIJING','ICBKCNBJ',1,1,'test fixture','2025-07-16',55.364),
 (9005,'TW','mega-international-commercial-bank-co-ltd','ICBC','MEGA INTERNATIONAL COMMERCIAL BANK CO., LTD.','TAIPEI','ICBCTWTP',1,1,'test fixture','2025-07-16',40.033),
 (9006,'IN','state-bank-of-india','SBIN','STATE BANK OF INDIA','MUMBAI','SBININBB',1,1,'test fixture','2025-07-16',38.803),
 (9007,'CA','sbi-canada-bank','SBIN','SBI CANADA BANK','TORONTO','SBINCATX',1,1,'test fixture','2025-07-16',15.86),
 (9008,'US','jpmorgan-chase-bank-n-a','CHAS','JPMORGAN CHASE BANK, N.A.','NEW YORK','CHASUS33',1,1,'test fixture','2025-07-16',54.39),
 (9009,'GB','chase-fleming-limited','CHFL','CHASE FLEMING LIMITED','LONDON','CHFLGB2L',1,1,'test fixture','2025-07-16',4.746),
 (9010,'RU','alfa-bank','ALFA','ALFA-BANK','MOSCOW','ALFARUMM',1,1,'test fixture','2025-07-16',46.05),
 (9011,'JP','sumitomo-mitsui-banking-corporation','SMBC','SUMITOMO MITSUI BANKING CORPORATION','TOKYO','SMBCJPJT',1,1,'test fixture','2025-07-16',47.2),
 (9014,'US','bank-of-america-n-a','BOFA','BANK OF AMERICA, N.A.','CHARLOTTE,NC','BOFAUS3N',1,1,'test fixture','2025-07-16',58.9),
 (9013,'DE','frankfurter-volksbank-eg','FFVB','FRANKFURTER VOLKSBANK EG','FRANKFURT AM MAIN','FFVBDEFF',1,1,'test fixture','2025-07-16',12.4),
 (9012,'CN','sumitomo-mitsui-banking-corporation-china-limited','SMBC','SUMITOMO MITSUI BANKING CORPORATION (CHINA) LIMITED','SHANGHAI','SMBCCNSH',1,1,'test fixture','2025-07-16',21.5)`;

const swift = (code: string, bankId: number, name: string, city: string) =>
  `('${code}','${code.slice(0, 4)}','${code.slice(4, 6)}','${code.slice(6, 8)}','${code.slice(8)}',${bankId},'${name}',NULL,NULL,'${city}',NULL,1,'test fixture','2024')`;
const SWIFTS = `INSERT INTO swifts (code, bank_code, country, location, branch, bank_id, bank_name, branch_name, address, city, postcode, institution_active, source, as_of) VALUES
 ${[
   swift('GENODEFFXXX', 9001, 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK', 'FRANKFURT AM MAIN'),
   swift('SABRRUMMXXX', 9002, 'SBERBANK', 'MOSCOW'),
   swift('BKCHCNBJXXX', 9003, 'BANK OF CHINA LIMITED', 'BEIJING'),
   swift('ICBKCNBJXXX', 9004, 'INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED', 'BEIJING'),
   swift('ICBCTWTPXXX', 9005, 'MEGA INTERNATIONAL COMMERCIAL BANK CO., LTD.', 'TAIPEI'),
   swift('SBININBBXXX', 9006, 'STATE BANK OF INDIA', 'MUMBAI'),
   swift('SBINCATXXXX', 9007, 'SBI CANADA BANK', 'TORONTO'),
   swift('CHASUS33XXX', 9008, 'JPMORGAN CHASE BANK, N.A.', 'NEW YORK,NY'),
   swift('CHFLGB2LXXX', 9009, 'CHASE FLEMING LIMITED', 'LONDON'),
   swift('ALFARUMMXXX', 9010, 'ALFA-BANK', 'MOSCOW'),
 ].join(',\n ')}`;

// Other names, from the sources that carry them: GLEIF legal names, ED807 names, banks-db's
// local issuer names (values as in ../shared/data).
const OTHER = [
  `INSERT INTO leis (code, checksum_valid, legal_name, country, bank_id, source) VALUES
   ('54930053HGCFWVHYZX42',1,'中国银行股份有限公司','CN',9003,'test fixture'),
   ('5493002ERZU2K9PZDL40',1,'中国工商银行股份有限公司','CN',9004,'test fixture'),
   ('5U0XI89JRFVHWIBS4F54',1,'株式会社三井住友銀行','JP',9011,'test fixture'),
   ('5493001B6TPTVRVISB73',1,'三井住友银行（中国）有限公司','CN',9012,'test fixture')`,
  `INSERT INTO rubics (code, country, locality, name, english_name, status, bank_id, is_head_office, source) VALUES
   ('044525225','RU','Москва','ПАО Сбербанк','SBERBANK','active',9002,1,'test fixture')`,
  `INSERT INTO bins (id, iin_start, iin_end, prefix_length, scheme, scheme_derived, card_type, country, issuer_name, issuer_name_local, bank_id, source) VALUES
   (9001,'42765','42765',5,'visa',1,NULL,'RU','Sberbank','Сбербанк',9002,'banks-db test fixture'),
   (9002,'45841','45841',5,'visa',1,NULL,'RU','Alfa-Bank','Альфа-Банк',9010,'banks-db test fixture')`,
  `INSERT INTO ifscs (code, bank_code, ifsc_bank, bank_id, bank_name, branch, city, district, state, country, in_valid_list, source) VALUES
   ('SBIN0000001','SBIN','SBIN',9006,'State Bank of India','KOLKATA MAIN','KOLKATA','KOLKATA','WEST BENGAL','IN',1,'test fixture'),
   ('SBIN0000300','SBIN','SBIN',9006,'State Bank of India','MUMBAI MAIN BRANCH','MUMBAI','MUMBAI','MAHARASHTRA','IN',1,'test fixture')`,
  `INSERT INTO routings (routing_number, process_status, name, city, state, bank_id, check_digit_valid, source) VALUES
   ('021000021','both','JPMORGAN CHASE','TAMPA','FL',9008,1,'test fixture')`,
  `UPDATE banks SET popularity = 24.63 WHERE id = 1`,
  // A US bank's code for its branch in Tokyo (Bank of America's, as the 2024 file lists it).
  `INSERT INTO swifts (code, bank_code, country, location, branch, bank_id, bank_name, branch_name, city, institution_active, source, as_of) VALUES
   ('BOFAUS3DJAP','BOFA','US','3D','JAP',9014,'BANK OF AMERICA, N.A.','TOKYO BRANCH','NEW YORK,NY',1,'test fixture','2024')`,
];

/** Bank 1's prominence before OTHER changes it. */
let popularity: number | null = null;
ownRecords(['banks', 'swifts', 'leis', 'rubics', 'bins', 'ifscs', 'routings'], () => [
  env.DB.prepare('UPDATE banks SET popularity = ?1 WHERE id = 1').bind(popularity),
]);

beforeAll(async () => {
  popularity =
    (await env.DB.prepare('SELECT popularity FROM banks WHERE id = 1').first<{ popularity: number | null }>())
      ?.popularity ?? null;
  await env.DB.batch([BANKS, SWIFTS, ...OTHER].map((sql) => env.DB.prepare(sql)));
  await env.DB.batch(SEARCH_TABLES.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  await buildSearchIndex(env.DB, (table) => table);
  await fillListCounts(env.DB);
});

const search = (q: string, extra = '') => expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}${extra}`);
const names = (r: SearchResult, s: keyof SearchResult['sections']) => r.sections[s]?.items.map((h) => h.name) ?? [];
const codes = (r: SearchResult, s: keyof SearchResult['sections']) => r.sections[s]?.items.map((h) => h.code) ?? [];

describe('search quality (docs/search-quality.md)', () => {
  it('puts the bank a name names first, above a more prominent bank holding the same words', async () => {
    const r = await search('deutsche bank');
    expect(names(r, 'banks')[0]).toBe('DEUTSCHE BANK AG');
    expect(names(r, 'banks')).toContain('DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK');
  });

  it('reads "Deutsche Bank SWIFT code" as the bank, and lists its SWIFT codes by name', async () => {
    const r = await search('Deutsche Bank SWIFT code');
    expect(names(r, 'banks')[0]).toBe('DEUTSCHE BANK AG');
    expect(codes(r, 'swifts')[0]).toBe('DEUTDEFFXXX');
    const only = await search('deutsche', '&types=swifts');
    expect(codes(only, 'swifts')[0]).toBe('DEUTDEFFXXX');
    expect(codes(only, 'swifts')).toContain('GENODEFFXXX');
  });

  it('finds SWIFT codes by bank name and city', async () => {
    const r = await search('deutsche bank frankfurt', '&types=swifts');
    expect(codes(r, 'swifts').slice(0, 2)).toEqual(['DEUTDEFFXXX', 'DEUTDEFF500']);
    expect(codes(r, 'swifts')).not.toContain('DEUTDEBBXXX'); // Berlin
    const city = await search('frankfurt', '&types=swifts');
    expect(codes(city, 'swifts')).toContain('COBADEFFXXX'); // no "Frankfurt" in its name
  });

  it('finds names in their own script and in Latin transliteration', async () => {
    for (const q of ['Сбербанк', 'сбер', 'sberbank']) expect(names(await search(q), 'banks')[0], q).toBe('SBERBANK');
    for (const q of ['Альфа-Банк', 'альфа', 'alfabank'])
      expect(names(await search(q), 'banks')[0], q).toBe('ALFA-BANK');
    expect(names(await search('中国银行'), 'banks')[0]).toBe('BANK OF CHINA LIMITED');
    expect(names(await search('工商银行'), 'banks')[0]).toBe('INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED');
  });

  it('sets legal forms aside: 株式会社 before a name does not hide it behind a subsidiary whose name starts with it', async () => {
    // GLEIF's legal names (real LEIs' names): Japan's head office is 株式会社三井住友銀行, its
    // Chinese subsidiary 三井住友银行（中国）有限公司, whose name the query used to start.
    for (const q of ['三井住友銀行', '三井住友银行', 'sumitomo mitsui banking corporation'])
      expect(names(await search(q), 'banks')[0], q).toBe('SUMITOMO MITSUI BANKING CORPORATION');
  });

  it("a city alone lists that city's banks by prominence, before the codes of other countries that mention it", async () => {
    // DZ Bank is Frankfurt's most prominent bank here; Frankfurter Volksbank's name starts with
    // the word, and used to come first.
    expect(names(await search('frankfurt'), 'banks')[0]).toBe('DZ BANK AG DEUTSCHE ZENTRAL-GENOSSENSCHAFTSBANK');
    // Bank of America's code for its Tokyo branch is more prominent than SMBC, a bank of Tokyo.
    const tokyo = await search('tokyo');
    expect(Object.keys(tokyo.sections)[0]).toBe('banks');
    expect(names(tokyo, 'banks')[0]).toBe('SUMITOMO MITSUI BANKING CORPORATION');
  });

  it('finds a Han name shortened to a character of each word by its characters', async () => {
    // 工行 is how 中国工商银行 (ICBC) is shortened: 工 of 工商, 行 of 银行; the pair 工行 is in no name.
    expect(names(await search('工行'), 'banks')[0]).toBe('INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED');
    expect(names(await search('工商行'), 'banks')[0]).toBe('INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED');
  });

  it('reads traditional Han characters as simplified, both ways (OpenCC)', async () => {
    // The fixture's names are simplified (GLEIF's legal names of the two banks).
    expect(names(await search('中國銀行'), 'banks')[0]).toBe('BANK OF CHINA LIMITED');
    expect(names(await search('工商銀行'), 'banks')[0]).toBe('INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED');
  });

  it('knows acronyms of big banks from their names', async () => {
    const icbc = await search('icbc');
    expect(names(icbc, 'banks')[0]).toBe('INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED');
    expect(names(icbc, 'banks')).toContain('MEGA INTERNATIONAL COMMERCIAL BANK CO., LTD.'); // its ISO 9362 code is ICBC
    expect(names(await search('sbi'), 'banks').slice(0, 2)).toEqual(['STATE BANK OF INDIA', 'SBI CANADA BANK']);
    expect(codes(await search('sbi mumbai', '&types=ifscs'), 'ifscs')).toEqual(['SBIN0000300']);
  });

  it('ranks a much more prominent bank holding the word above a small one whose name starts with it: "chase"', async () => {
    const r = await search('chase');
    expect(names(r, 'banks').slice(0, 2)).toEqual(['JPMORGAN CHASE BANK, N.A.', 'CHASE FLEMING LIMITED']);
    expect(codes(r, 'swifts')[0]).toBe('CHASUS33XXX');
    // An exact name still beats a much more prominent bank holding the words.
    expect(names(await search('chase fleming limited'), 'banks')[0]).toBe('CHASE FLEMING LIMITED');
  });

  it('autocompletes the best matches across types: "chase" offers CHASUS33', async () => {
    const res = await get('/api/v1/suggest?q=chase');
    const body = (await res.json()) as SuggestResult;
    const paths = body.suggestions.map((s) => s.path);
    expect(paths).toContain('/swifts/CHASUS33XXX');
    expect(paths).toContain('/banks/us/jpmorgan-chase-bank-n-a');
    expect(paths).toContain('/usroutings/021000021');
  });

  it('looks a 6-digit BIN up by its longest stored prefix', async () => {
    const r = await search('427655');
    expect(r.exact).toMatchObject({ type: 'bins', code: '427655', path: '/bins/427655' });
    await expectRedirect('/search?q=427655', '/bins/427655');
  });

  it('offers the SWIFT codes a mistyped one was meant to be, in search and on the not-found page', async () => {
    for (const q of ['DEUTDEFX', 'DUETDEFF']) {
      const r = await search(q);
      expect(r.total, q).toBe(0);
      expect(
        r.did_you_mean?.map((h) => h.code),
        q,
      ).toContain('DEUTDEFFXXX');
    }
    await expectPage('/swifts/DEUTDEFXXXX', { status: 404, has: ['href="/swifts/DEUTDEFFXXX"'] });
    expect((await search('021000012')).did_you_mean?.map((h) => h.code)).toEqual(['021000021']);
  });

  it('sends a mistyped IBAN from the search box to the IBAN page', async () => {
    await expectRedirect('/search?q=DE89%203704%200044%200532%200130%2001', '/iban/DE89370400440532013001');
  });

  it('answers a long multi-word query (no compound SELECT per word)', async () => {
    const r = await search('deutsche bank ag frankfurt am main taunusanlage zwölf filiale one two three');
    expect(r.total).toBeGreaterThanOrEqual(0);
    const words = await search('deutsche bank ag frankfurt am main');
    expect(codes(words, 'swifts')[0]).toBe('DEUTDEFFXXX');
  });

  it('pages each section on its own, and a page past the end is a 404 page', async () => {
    const second = await search('bank', '&page_size=2&page=2');
    for (const section of Object.values(second.sections)) expect(section.items.length).toBeGreaterThan(0);
    const past = await search('bank', '&page=999');
    expect(past.sections).toEqual({});
    expect((await get('/search?q=bank&page=999')).status).toBe(404);
  });
});
