import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { TOP_FROM } from '../../scripts/import/search-index';
import { insertRoutings, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// Speed: a word held by more than TOP_FROM records of a section gets a top list
// (search_top) and its exact count (search_prefixes); a one-word query reads its page there
// instead of reading every record. The fixtures hold no such word, so this file adds
// TOP_FROM + 60 routing numbers of one made-up institution and rebuilds the index with the
// importer's step (taken out after its tests: ownRecords). The answer must be
// the one the postings give: the same query with a country filter takes the other plan.

const N = TOP_FROM + 60;

ownRecords(['routings']);

beforeAll(async () => {
  const rows = Array.from({ length: N }, (_, i): [string, string] => [
    `9${String(i).padStart(8, '0')}`,
    // Every seventh is also "Trust": a second word held by fewer records.
    i % 7 === 0 ? 'ZEPHYRIA SAVINGS TRUST' : 'ZEPHYRIA SAVINGS',
  ]);
  await insertRoutings(rows);
  await rebuildSearchIndex();
});

const search = async (query: string) => {
  const res = await get(`/api/v1/search?${query}&types=us_routings`);
  expect(res.status).toBe(200);
  return ((await res.json()) as SearchResult).sections.us_routings;
};

/** The rows the search read in D1, as its Server-Timing states them (worker/api/search.ts). */
const rowsRead = async (query: string) => {
  const timing = (await get(`/api/v1/search?${query}&types=us_routings`)).headers.get('server-timing') ?? '';
  return Number(/(\d+) rows read/.exec(timing)?.[1]);
};

describe('a word with a top list (search_top from TOP_FROM records)', () => {
  it('is listed with its exact count, each record once', async () => {
    const row = await env.DB.prepare(
      "SELECT docs FROM search_prefixes WHERE section = 'us_routings' AND prefix = 'zephyr'",
    ).first<{ docs: number }>();
    expect(row?.docs).toBe(N);
  });

  it.each([1, 2])('page %i of one word is the page the postings give, with the exact count', async (page) => {
    const top = await search(`q=zephyr&page=${page}`);
    const postings = await search(`q=zephyr&page=${page}&countries=us`);
    expect(top?.total).toBe(N);
    expect(top?.capped).toBeUndefined();
    expect(top?.items.length).toBeGreaterThan(0);
    expect(top?.items.map((h) => h.code)).toEqual(postings?.items.map((h) => h.code));
  });

  it('reads the top list, not every record holding the word', async () => {
    expect(await rowsRead('q=zephyr')).toBeLessThan(N);
    expect(await rowsRead('q=zephyr&countries=us')).toBeGreaterThan(N);
  });

  it('two words count the records holding both', async () => {
    const both = await search('q=zephyr%20trust');
    expect(both?.total).toBe(Math.ceil(N / 7));
    expect(both?.items.every((h) => h.name === 'ZEPHYRIA SAVINGS TRUST')).toBe(true);
  });
});
