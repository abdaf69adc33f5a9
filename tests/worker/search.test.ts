import { countryCodes } from '../../shared/validators/iso3166';
import { describe, expect, it } from 'vitest';
import { type ApiError, expectJson, expectPage, expectRedirect, get, SCRIPT } from './fetch';
import type { SearchResult } from '../../shared/api-types';

// One search over every identifier type, against the fixture rows of tests/fixtures/seed.

const search = async (query: string) => {
  const res = await get(`/api/v1/search?${query}`);
  return { res, body: (await res.json()) as SearchResult };
};

describe('GET /api/v1/search', () => {
  it('finds banks by word prefixes of their name, biggest first', async () => {
    const { res, body } = await search('q=deut%20ban');
    expect(res.status).toBe(200);
    expect(body.sections.banks?.total).toBe(3);
    expect(body.sections.banks?.items[0]).toMatchObject({
      type: 'banks',
      name: 'DEUTSCHE BANK AG',
      path: '/banks/de/deutsche-bank-ag',
    });
    // "ban" is a word prefix of BANK, not a substring search: ALTE BANK has no word starting "deut".
    expect(body.sections.banks?.items.map((i) => i.name)).not.toContain('ALTE BANK');
    expect(res.headers.get('total')).toBe(String(body.total));
  });

  it('counts every match whatever the page, in any letter case (one scan carries the total)', async () => {
    const first = await search('q=DeUt%20bAn&page_size=1');
    expect(first.body.sections.banks?.total).toBe(3);
    expect(first.body.sections.banks?.items.map((i) => i.name)).toEqual(['DEUTSCHE BANK AG']);
    const last = await search('q=deut%20ban&page_size=1&page=3');
    expect(last.body.sections.banks?.total).toBe(3);
    expect(last.body.sections.banks?.items).toHaveLength(1);
    // Past the end of the section: it is left out (each section pages on its own; the page is a 404).
    const past = await search('q=deut%20ban&page_size=1&page=4');
    expect(past.body.sections.banks).toBeUndefined();
  });

  it('finds SWIFT codes by prefix and filters by country', async () => {
    const all = await search('q=DEUT');
    expect(all.body.sections.swifts?.total).toBe(5);
    const fr = await search('q=deut&countries=fr');
    expect(fr.body.sections.swifts?.items.map((i) => i.code)).toEqual(['DEUTFRPPXXX']);
    expect(fr.body.sections.banks?.items.map((i) => i.path)).toEqual(['/banks/fr/deutsche-bank-ag']);
  });

  it('keeps only the requested types', async () => {
    const { body } = await search('q=DEUT&types=swifts');
    expect(Object.keys(body.sections)).toEqual(['swifts']);
  });

  it('names the exact record of a complete code, even beyond the first page', async () => {
    const { body } = await search('q=deutdeff&page_size=1');
    expect(body.exact).toMatchObject({ code: 'DEUTDEFFXXX', path: '/swifts/DEUTDEFFXXX' });
    expect((await search('q=ZZZZDEFF')).body.exact).toBeNull();
  });

  // worker/search/batch.ts: every section's statements, their counts merged, go to D1 in one
  // batch ("DEUTSCHE", shaped like a BIC, would take one more: the exact record's lookup).
  const roundTrips = async (q: string) => {
    const timing = (await get(`/api/v1/search?q=${encodeURIComponent(q)}`)).headers.get('server-timing') ?? '';
    const [, trips, statements] = /(\d+) round trips, (\d+) statements/.exec(timing) ?? [];
    return { trips: Number(trips), statements: Number(statements) };
  };

  it.each(['DEUT', 'frankfurt'])('asks D1 for "%s" in one round trip', async (q) => {
    const { trips, statements } = await roundTrips(q);
    expect(trips).toBe(1);
    expect(statements).toBeGreaterThan(1);
  });

  // worker/search/typos.ts: only a query that finds nothing asks once more, for the known words
  // one edit away of its unknown ones; a third time only to search the corrected query.
  it('asks once more when nothing matches ("chase"), and again only for a correction ("comerzbank")', async () => {
    expect((await roundTrips('chase')).trips).toBe(2);
    expect((await roundTrips('comerzbank')).trips).toBe(3);
  });

  // worker/search/index.ts searchSections: fewer words only when no section holds them all.
  it('looks for fewer of the words only when no record of any section holds them all', async () => {
    const full = await get('/api/v1/search?q=deut%20ban');
    const timing = full.headers.get('server-timing') ?? '';
    expect(/(\d+) round trips/.exec(timing)?.[1]).toBe('1');
    const body = (await full.json()) as SearchResult;
    expect(body.sections.banks?.items[0]?.name).toBe('DEUTSCHE BANK AG');
    // IFSCs hold "ban" (HDFC Bank) but not "deut": no section of partial matches under a full answer.
    expect(body.sections.ifscs).toBeUndefined();
    // No record holds both words: each section answers with the words it holds.
    const fewer = (await search('q=deutsche%20mumbai')).body;
    expect(fewer.sections.banks?.items.map((i) => i.name)).toContain('DEUTSCHE BANK AG');
    expect(fewer.sections.ifscs?.items.map((i) => i.code)).toContain('HDFC0000001');
  });

  it('treats LIKE wildcards as text', async () => {
    const { body } = await search('q=%25%25');
    expect(body.total).toBe(0);
  });

  it.each([
    ['q=', 'invalid_query'],
    [`q=${'a'.repeat(101)}`, 'invalid_query'],
    ['q=x&types=nope', 'invalid_types'],
    ['q=x&countries=germany', 'invalid_countries'],
    ['q=x&page=0', 'invalid_page'],
  ])('answers 400 to %s', async (query, code) => {
    expect((await expectJson<ApiError>(`/api/v1/search?${query}`, 400)).error.code).toBe(code);
  });
});

describe('/search page', () => {
  it('lists the sections with their counts and keeps the query in the page links', async () => {
    await expectPage('/search?q=deutsche', {
      has: [
        /<p role="status">\d[\d,]* results? found<\/p>/,
        /<h2 id="results-banks">Banks/,
        'href="/banks/de/deutsche-bank-ag"',
        'name="robots" content="noindex, follow"',
        '"@type":"BreadcrumbList"',
      ],
    });
  });

  it('goes straight to the record of a complete code', async () => {
    await expectRedirect('/search?q=DEUTDEFF', '/swifts/DEUTDEFFXXX');
    const de = await get('/de/search?q=DEUTDEFF');
    expect(de.headers.get('location')).toBe('/de/swifts/DEUTDEFFXXX');
  });

  it('goes straight to the IBAN page for a valid IBAN', async () => {
    await expectRedirect('/search?q=DE89%203704%200044%200532%200130%2000', '/iban/DE89370400440532013000');
  });

  it('keeps the list when filters are set, and escapes the query', async () => {
    const res = await get('/search?q=DEUTDEFF&types=swifts');
    expect(res.status).toBe(200);
    await expectPage(`/search?q=${SCRIPT}`, { lacks: ['<script>alert(1)</script>'] });
  });

  it('says so when the query is too long', async () => {
    await expectPage(`/search?q=${'a'.repeat(150)}`, { has: ['at most 100 characters'] });
  });
});

describe('search under many filters', () => {
  it('answers with many countries (more bound parameters than one D1 statement takes)', async () => {
    // Assigned codes only: one that names no country is a 400.
    const countries = ['de', 'fr', 'us', ...[...countryCodes()].slice(0, 47).map((c) => c.toLowerCase())];
    const body = await expectJson<SearchResult>(`/api/v1/search?q=DEUT&countries=${[...new Set(countries)].join(',')}`);
    expect(body.sections.swifts?.total).toBe(5);
  });
});

// Type detection weighs every reading: an LEI that starts like an IBAN passes ISO 17442's check
// where the IBAN reading fails ISO 13616's, so the search looks it up as an LEI.
describe('search: an LEI of IBAN shape is not sent to the IBAN page', () => {
  it.each(['EE21I29HG6U2CDOO8372', 'GL16H1DHB0QSHP25F723', 'JE75XDS7HR68LR10V064'])('%s', async (lei) => {
    const res = await get(`/search?q=${lei}`);
    expect(res.headers.get('location') ?? '').not.toMatch(/\/iban\//);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it('a mistyped IBAN still goes to the IBAN page that names what is wrong', async () => {
    await expectRedirect('/search?q=DE89370400440532013001', '/iban/DE89370400440532013001');
  });
});
