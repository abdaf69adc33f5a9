import { describe, expect, it } from 'vitest';
import { expectPage, json, page, pageTests } from './fetch';
import { licenseOf } from '../../worker/db/bank-extras';
import type { Bank } from '../../shared/api-types';

// Bank page, per-bank lists, countries index and breadcrumbs over the fixture seed:
// Deutsche Bank DE (bank 1) has 3 SWIFTs, 3 Russian BICs (head office 044525101, a fixture
// shortcut), 2 BINs and an LEI; its US namesake (bank 5) one Fedwire routing number; HDFC
// (bank 3001) three IFSCs; ALTE BANK (bank 3) is gone from the ISO 9362 list.

const api = <T>(path: string) => json<T>(`/api/v1/${path}`);

/** Every JSON-LD block of a page, parsed. */
function jsonLd(text: string): Record<string, unknown>[] {
  return [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function breadcrumbs(text: string): { name: string; item?: string }[] {
  const list = jsonLd(text).find((d) => d['@type'] === 'BreadcrumbList');
  expect(list).toBeDefined();
  return (list!.itemListElement as { name: string; item?: string }[]).map(({ name, item }) => ({
    name,
    ...(item ? { item } : {}),
  }));
}

describe('bank API extras', () => {
  it('counts the codes of each kind, derives the license from the head-office BIC and gives its requisites', async () => {
    const { status, body } = await api<Bank>('banks/de/deutsche-bank-ag');
    expect(status).toBe(200);
    expect(body.counts).toEqual({ swifts: 3, rubics: 3, bins: 2, ifscs: 0, us_routings: 0 });
    expect(body.license).toEqual({ status: 'valid', since: null, basis: 'rubic' });
    expect(body.requisites).toMatchObject({
      bic: '044525101',
      correspondent_account: '30101810100000000101',
      bic_rkc: '044525000',
      registration_number: '3328',
      okato: '45',
      legal_address: '129090, г Москва, ул. Щепкина, д. 4',
      english_name: 'Deutsche Bank Ltd',
      in_directory_since: '1998-05-26',
    });
    expect(body.us).toBeNull();
    expect(body.india).toBeNull();
  });

  it('gives a US bank its FedACH / Fedwire counts and an Indian bank its RBI code', async () => {
    const us = await api<Bank>('banks/us/deutsche-bank-ag');
    expect(us.body.us).toEqual({ fedach_count: 0, fedwire_count: 1 });
    expect(us.body.license).toEqual({ status: 'valid', since: '2025-07-16', basis: 'iso9362' });
    expect(us.body.requisites).toBeNull();
    const india = await api<Bank>('banks/in/hdfc-bank-ltd');
    expect(india.body.counts?.ifscs).toBe(3);
    expect(india.body.india).toEqual({
      code: 'HDFC',
      category: 'Private',
      type: 'private',
      main_ifsc: 'HDFC0999999',
      micr: '400240001',
    });
  });

  it('shows a bank gone from ISO 9362 as invalid, undated; an unknown status as none', async () => {
    expect((await api<Bank>('banks/de/alte-bank')).body.license).toEqual({
      status: 'invalid',
      since: '2025-07-16',
      basis: 'iso9362',
    });
    expect((await api<Bank>('banks/in/akhand-anand-co-op-bank')).body.license).toBeNull();
  });

  it('maps Bank of Russia BIC statuses to license states (SPEC.md section 4)', () => {
    expect(licenseOf({ status: 'canceled_license', status_date: '2026-04-10' }, 1)).toEqual({
      status: 'revoked',
      since: '2026-04-10',
      basis: 'rubic',
    });
    expect(licenseOf({ status: 'invalid_license', status_date: '2019-08-09' }, null)).toEqual({
      status: 'invalid',
      since: '2019-08-09',
      basis: 'rubic',
    });
    expect(licenseOf({ status: 'inactive', status_date: '2020-01-01' }, 1)).toEqual({
      status: 'invalid',
      since: '2020-01-01',
      basis: 'rubic',
    });
    expect(licenseOf({ status: 'temporary', status_date: '2026-12-30' }, 0)).toEqual({
      status: 'valid',
      since: null,
      basis: 'rubic',
    });
    // An unknown BIC status says nothing: the ISO 9362 presence decides.
    expect(licenseOf({ status: 'unknown', status_date: null }, 0)).toEqual({
      status: 'invalid',
      since: '2025-07-16',
      basis: 'iso9362',
    });
  });
});

describe('bank page', () => {
  pageTests([
    {
      name: 'has about, head office codes, license, bank info, requisites and the code sections with show-all links',
      path: '/banks/de/deutsche-bank-ag',
      has: [
        'About DEUTSCHE BANK AG',
        'href="/swifts/DEUTDEFFXXX"',
        'href="/bics/044525101"',
        'href="/leis/7LTWFZYICNSX8D621K86"',
        // Its Russian head-office BIC's ED807 status is a license status a source states.
        'Licence status',
        '>Valid<',
        'Payment details',
        '30101810100000000101',
        // Deferred sections: the first rows of each list the bank has, then a link to the full list.
        'href="/swifts/DEUTDEFF500"',
        'href="/bics/044525102"',
        'href="/bins/45717360"',
        ...['swifts', 'bics', 'bins'].map((kind) => `href="/banks/de/deutsche-bank-ag/${kind}"`),
        '<th scope="col">',
        'Banks in other countries with the institution code DEUT',
        'href="/banks/fr/deutsche-bank-ag"',
      ],
      // Lists the counts say are empty are not asked for.
      lacks: ['href="/banks/de/deutsche-bank-ag/ifscs"', 'href="/banks/de/deutsche-bank-ag/usroutings"'],
    },
  ]);

  it('carries schema.org BankOrCreditUnion and BreadcrumbList JSON-LD and Open Graph tags', async () => {
    const { text } = await page('/banks/de/deutsche-bank-ag');
    const bank = jsonLd(text).find((d) => d['@type'] === 'BankOrCreditUnion');
    expect(bank).toMatchObject({
      '@context': 'https://schema.org',
      name: 'DEUTSCHE BANK AG',
      url: 'http://test/banks/de/deutsche-bank-ag',
      leiCode: '7LTWFZYICNSX8D621K86',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'DE',
        addressLocality: 'FRANKFURT AM MAIN',
        streetAddress: 'TAUNUSANLAGE 12',
      },
    });
    expect(bank!.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'SWIFT', value: 'DEUTDEFF' },
      { '@type': 'PropertyValue', propertyID: 'LEI', value: '7LTWFZYICNSX8D621K86' },
      { '@type': 'PropertyValue', propertyID: 'BIK', value: '044525101' },
    ]);
    expect(breadcrumbs(text)).toEqual([
      { name: 'Home', item: 'http://test/' },
      { name: 'Countries', item: 'http://test/countries' },
      { name: 'Germany', item: 'http://test/banks/de' },
      { name: 'DEUTSCHE BANK AG' },
    ]);
    expect(text).toContain(
      '<meta property="og:title" content="DEUTSCHE BANK AG, Germany: SWIFT codes and bank details"/>',
    );
    expect(text).toContain('<meta property="og:url" content="http://test/banks/de/deutsche-bank-ag"/>');
    expect(text).toContain('<meta property="og:type" content="website"/>');
    expect(text).toContain('<meta property="og:site_name" content="BankCodes"/>');
    expect(text).toMatch(/<meta property="og:description" content="DEUTSCHE BANK AG \(Germany\): [^"]+"\/>/);
  });

  it('shows no license where no source states one: only the ISO 9362 listing with its date, localized', async () => {
    const en = (await page('/banks/de/alte-bank')).text;
    expect(en).not.toContain('Licence status');
    expect(en).toMatch(/No longer listed in the ISO 9362 directory of [^<]*2025/);
    expect((await page('/de/banks/de/alte-bank')).text).toMatch(
      /Im ISO-9362-Verzeichnis vom [^<]*2025 nicht mehr aufgeführt/,
    );
  });

  it('an unknown bank is BANK NOT FOUND with 404', async () => {
    const text = await expectPage('/banks/de/no-such-bank', { status: 404, has: ['BANK NOT FOUND'] });
    expect(jsonLd(text).some((d) => d['@type'] === 'BankOrCreditUnion')).toBe(false);
  });
});

describe('per-bank lists', () => {
  it.each([
    ['/banks/de/deutsche-bank-ag/swifts', ['DEUTDEFFXXX', 'DEUTDEFF500', 'DEUTDEBBXXX'], 'SWIFT codes'],
    ['/banks/de/deutsche-bank-ag/bics', ['044525101', '044525102', '100000101'], 'Russian BICs'],
    ['/banks/de/deutsche-bank-ag/bins', ['457173', '45717360'], 'BINs'],
    ['/banks/in/hdfc-bank-ltd/ifscs', ['HDFC0000001', 'HDFC0000002', 'HDFC0000999'], 'IFSC codes'],
    ['/banks/us/deutsche-bank-ag/usroutings', ['026003780'], 'US routing numbers'],
  ])('%s lists every code with breadcrumbs home > countries > country > bank > list', async (path, codes, list) => {
    const { status, text } = await page(path);
    expect(status).toBe(200);
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(`<caption class="visually-hidden">${list} of `); // the h1 above says it
    const crumbs = breadcrumbs(text);
    expect(crumbs.map((c) => c.name).slice(0, 2)).toEqual(['Home', 'Countries']);
    expect(crumbs[3]!.item).toBe(`http://test${path.replace(/\/[a-z]+$/, '')}`);
    expect(crumbs[4]).toEqual({ name: list });
  });

  it('an unknown bank is BANK NOT FOUND with 404; an unknown list kind or a page past the end a 404', async () => {
    await expectPage('/banks/de/no-such-bank/swifts', { status: 404, has: ['BANK NOT FOUND'] });
    expect((await page('/banks/de/deutsche-bank-ag/leis')).status).toBe(404);
    expect((await page('/banks/de/deutsche-bank-ag/swifts?page=2')).status).toBe(404);
  });

  it('an empty list has no page: the bank page does not link it, and asked for it is a 404', async () => {
    const bankPage = (await page('/banks/de/commerzbank-ag')).text;
    expect(bankPage).toContain('href="/banks/de/commerzbank-ag/bins"');
    expect(bankPage).not.toContain('href="/banks/de/commerzbank-ag/ifscs"');
    await expectPage('/banks/de/commerzbank-ag/ifscs', { status: 404, lacks: ['<caption>'] });
  });

  it('filters a list with ?filter= on the server (a plain GET form), grouped by city', async () => {
    await expectPage('/banks/de/deutsche-bank-ag/swifts?filter=berlin', {
      has: [
        'DEUTDEBBXXX',
        '1 of 3 entries matches “berlin”.',
        '<meta name="robots" content="noindex, follow"/>',
        /<form[^>]*action="\/banks\/de\/deutsche-bank-ag\/swifts" method="get"><label for="list-filter">Filter by code, city or address<\/label>.*?<input id="list-filter" type="search"[^>]*name="filter" value="berlin"/,
        // The header's search box is not the filter's.
        /id="header-search"[^>]*name="q" value=""/,
      ],
      lacks: ['DEUTDEFF500'],
    });
    await expectPage('/banks/de/deutsche-bank-ag/swifts?filter=nowhere', { has: ['No entry matches “nowhere”.'] });
  });
});

describe('countries index and country page', () => {
  it('the economies API answers the listed banks found in the data, head-office SWIFT as BIC8', async () => {
    const { status, body } = await api<unknown[]>('economies');
    expect(status).toBe(200);
    // Of the ten head-office codes only Deutsche Bank's is in the fixture.
    expect(body).toEqual([
      {
        country: 'de',
        swift: 'DEUTDEFF',
        bank_name: 'DEUTSCHE BANK AG',
        city: 'FRANKFURT AM MAIN',
        bank: { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' },
      },
    ]);
  });

  it("shows the largest economies' main banks with their head-office SWIFT codes", async () => {
    const text = await expectPage('/countries', { has: ['SWIFT codes of the largest economies'] });
    expect(text).toMatch(
      /<th scope="row"><a href="\/banks\/de"[^>]*>Germany<\/a><\/th><td[^>]*><a href="\/banks\/de\/deutsche-bank-ag"[^>]*>DEUTSCHE BANK AG<\/a><\/td><td[^>]*><a class="code" href="\/swifts\/DEUTDEFFXXX"/,
    );
    expect(breadcrumbs(text)).toEqual([{ name: 'Home', item: 'http://test/' }, { name: 'Countries' }]);
  });

  it('an unknown country (/banks/zz) or one without banks (/banks/aq) is the 404 page, not an empty list', async () => {
    for (const path of ['/banks/zz', '/banks/aq', '/de/banks/zz']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text, path).not.toMatch(/(ZZ|Antarctica|Antarktis): (list of banks|alle Banken)/);
      expect(text, path).not.toContain('<table');
    }
    expect((await page('/banks/de')).status).toBe(200);
  });

  it('the country page has breadcrumbs home > countries > country', async () => {
    const { text } = await page('/banks/de');
    expect(breadcrumbs(text)).toEqual([
      { name: 'Home', item: 'http://test/' },
      { name: 'Countries', item: 'http://test/countries' },
      { name: 'Germany' },
    ]);
  });
});

// One rule for every page type: home > countries > country > bank > list or code.
describe('breadcrumbs on detail pages: home > countries > country > bank > code', () => {
  const bankCrumbs = (country: string, countryName: string, slug: string, bank: string, code: string) => [
    { name: 'Home', item: 'http://test/' },
    { name: 'Countries', item: 'http://test/countries' },
    { name: countryName, item: `http://test/banks/${country}` },
    { name: bank, item: `http://test/banks/${country}/${slug}` },
    { name: code },
  ];

  it.each([
    ['/swifts/DEUTDEFFXXX', bankCrumbs('de', 'Germany', 'deutsche-bank-ag', 'DEUTSCHE BANK AG', 'DEUTDEFFXXX')],
    ['/bics/044525101', bankCrumbs('de', 'Germany', 'deutsche-bank-ag', 'DEUTSCHE BANK AG', '044525101')],
    ['/bins/45717360', bankCrumbs('de', 'Germany', 'deutsche-bank-ag', 'DEUTSCHE BANK AG', '45717360')],
    ['/ifscs/HDFC0000001', bankCrumbs('in', 'India', 'hdfc-bank-ltd', 'HDFC BANK LTD', 'HDFC0000001')],
    ['/usroutings/026003780', bankCrumbs('us', 'United States', 'deutsche-bank-ag', 'DEUTSCHE BANK AG', '026003780')],
    [
      '/leis/851WYGNLUQLFZBSYGB56',
      bankCrumbs('de', 'Germany', 'commerzbank-ag', 'COMMERZBANK AG', '851WYGNLUQLFZBSYGB56'),
    ],
    [
      '/iban/DE89370400440532013000',
      bankCrumbs('de', 'Germany', 'commerzbank-ag', 'COMMERZBANK AG', 'DE89 3704 0044 0532 0130 00'),
    ],
  ])('%s', async (path, expected) => {
    const { status, text } = await page(path);
    expect(status).toBe(200);
    expect(breadcrumbs(text)).toEqual(expected);
    // One trail per page: no ad-hoc breadcrumbs left beside the component.
    expect(text.match(/class="breadcrumbs"/g)).toHaveLength(1);
  });

  it('every page type names the country the same way in its trail (the database says "United States of America")', async () => {
    const trails = await Promise.all(
      [
        '/banks/us',
        '/banks/us/deutsche-bank-ag',
        '/banks/us/deutsche-bank-ag/swifts',
        '/swifts/DEUTUS33XXX',
        '/usroutings/026003780',
      ].map(async (path) => breadcrumbs((await page(path)).text)),
    );
    for (const trail of trails) {
      expect(trail.slice(0, 3).map((c) => c.name)).toEqual(['Home', 'Countries', 'United States']);
    }
  });

  it('a code without a known bank has home > countries > country > code', async () => {
    const { text } = await page('/usroutings/021000089');
    expect(breadcrumbs(text)).toEqual([
      { name: 'Home', item: 'http://test/' },
      { name: 'Countries', item: 'http://test/countries' },
      { name: 'United States', item: 'http://test/banks/us' },
      { name: '021000089' },
    ]);
  });

  it('a missing code has home > countries > its country > code, and the code is escaped in the JSON-LD', async () => {
    const text = await expectPage('/swifts/AAAADEFFXXX', { status: 404 });
    expect(breadcrumbs(text)).toEqual([
      { name: 'Home', item: 'http://test/' },
      { name: 'Countries', item: 'http://test/countries' },
      { name: 'Germany', item: 'http://test/banks/de' },
      { name: 'AAAADEFFXXX' },
    ]);
    const hostile = await page('/swifts/%3C%2Fscript%3E%3Cb%3E');
    expect(hostile.status).toBe(404);
    expect(hostile.text).not.toMatch(/<\/script><b>/i);
    expect(breadcrumbs(hostile.text).at(-1)).toEqual({ name: '</SCRIPT><B>' });
  });
});
