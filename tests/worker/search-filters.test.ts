import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { ownRecords, rebuildSearchIndex } from './search-index-fixture';
import { RARE_TERM, TOP_RECORDS } from '../../shared/search-text';

// A common word with a rare country filter: the word's records are read in rank order, and the
// first few thousand of the world's may hold none of that country ("bank" among France's SWIFT
// codes answered "0 results"). This file adds SWIFT codes of a made-up institution word, QUORL,
// in RARE_TERM * 2 German records ranked first (equal prominence ranks by code) and five French
// ones ranked after all of them, and rebuilds the index with the importer's step (taken out
// after its tests: ownRecords).

const GERMAN = RARE_TERM * 2;
const letters = (n: number, width: number) => {
  let s = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 26)) s = String.fromCharCode(65 + (n % 26)) + s;
  return s;
};

ownRecords(['swifts', 'banks']);

beforeAll(async () => {
  const rows: [string, string, string][] = [];
  for (let i = 0; i < GERMAN; i++) rows.push([`A${letters(i, 3)}DEFF${letters(i, 3)}`, 'DE', 'QUORL BANK']);
  for (let i = 0; i < 5; i++) rows.push([`ZZZ${letters(i, 1)}FRPP${letters(i, 3)}`, 'FR', 'QUORL BANQUE']);
  for (let i = 0; i < rows.length; i += 500)
    await env.DB.batch(
      rows.slice(i, i + 500).map(([code, country, name]) =>
        env.DB.prepare(
          `INSERT INTO swifts (code, bank_code, country, location, branch, bank_name, city, institution_active, source, as_of)
           VALUES (?1, substr(?1, 1, 4), ?2, substr(?1, 7, 2), substr(?1, 9, 3), ?3, 'CITY', 1, 'test', '2026-01-01')`,
        ).bind(code, country, name),
      ),
    );
  // Two sections for one query: QUORL's first SWIFT code belongs to a prominent bank (its
  // record ranks above every QUORL bank), the others to none; two QUORL banks of no prominence.
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO banks (id, country, slug, name, swifts_count, source, popularity) VALUES
      (9501, 'DE', 'alpha-holding', 'ALPHA HOLDING', 1, 'test', 90),
      (9502, 'DE', 'quorl-a', 'QUORL A', 0, 'test', 0), (9503, 'DE', 'quorl-b', 'QUORL B', 0, 'test', 0)`),
    env.DB.prepare(`UPDATE swifts SET bank_id = 9501 WHERE code = 'AAAADEFFAAA'`),
    // A city of more banks than a city label keeps (TOP_RECORDS), each of its own prominence.
    env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${TOP_RECORDS + 50})
      INSERT INTO banks (id, country, slug, name, city, swifts_count, source, popularity)
      SELECT 9600 + i, 'FR', 'vantry-' || i, 'VANTRY ' || i, 'Zelmville', 0, 'test', i FROM n`),
  ]);
  await rebuildSearchIndex();
});

/** The number in the first column of a query's first row (undefined: no row). */
const numberOf = async (sql: string) => (await env.DB.prepare(sql).raw<[number]>())[0]?.[0];

const search = async (query: string) => {
  const res = await get(`/api/v1/search?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResult;
};

describe('a common word with a country filter', () => {
  it('is common: read in rank order, not through postings', async () => {
    const docs = await numberOf("SELECT docs FROM search_prefixes WHERE section = 'swifts' AND prefix = 'quorl'");
    expect(docs).toBeGreaterThan(RARE_TERM);
  });

  it("finds the country's records however deep they rank", async () => {
    const body = await search('q=quorl&types=swifts&countries=fr');
    expect(body.sections.swifts?.items.map((h) => h.country)).toEqual(['FR', 'FR', 'FR', 'FR', 'FR']);
    expect(body.total).toBe(5);
  });

  it('finds them with another country in the filter too, in rank order', async () => {
    const body = await search('q=quorl&types=swifts&countries=fr,at');
    expect(body.sections.swifts?.items.map((h) => h.code)).toEqual(
      [...(body.sections.swifts?.items.map((h) => h.code) ?? [])].sort(),
    );
    expect(body.sections.swifts?.items).toHaveLength(5);
  });
});

describe('filters the answer keeps', () => {
  it('refuses a country code that names no country', async () => {
    const res = await get('/api/v1/search?q=bank&countries=zz');
    expect(res.status).toBe(400);
    expect((await get('/api/v1/search?q=bank&countries=xk')).status).toBe(200); // Kosovo: SWIFT and IBAN use it
  });

  it('gives no exact record outside the countries asked for', async () => {
    expect((await search('q=DEUTDEFF')).exact?.code).toBe('DEUTDEFFXXX');
    const gb = await search('q=DEUTDEFF&countries=gb');
    expect(gb.exact).toBeNull();
    expect(gb.total).toBe(0);
  });

  it('keeps one order of sections on every page of a query', async () => {
    const order = async (page: number) => Object.keys((await search(`q=quorl&page_size=1&page=${page}`)).sections);
    const first = await order(1);
    expect(first).toEqual(['swifts', 'banks']);
    // Page 2 holds both sections (each its second record); past the banks' end, only the SWIFT codes.
    expect(await order(2)).toEqual(first);
    for (const page of [3, 4]) expect(await order(page)).toEqual(['swifts']);
  });
});

describe('a city alone', () => {
  it('labels its most prominent banks only, and lists them first', async () => {
    const labels = await numberOf("SELECT count(*) FROM search_names WHERE section = 'banks' AND name = 'zelmville'");
    expect(labels).toBe(TOP_RECORDS);
    const body = await search('q=zelmville&types=banks');
    expect(body.sections.banks?.items[0]?.name).toBe(`VANTRY ${TOP_RECORDS + 50}`);
    // The others are found all the same (the city is among their terms).
    expect(body.sections.banks?.total).toBeGreaterThanOrEqual(TOP_RECORDS + 50);
  });
});
