import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { insertRoutings, ownRecords, rebuildSearchIndex } from './search-index-fixture';
import { RARE_TERM } from '../../shared/search-text';

// Speed: two words each held by more records than RARE_TERM have no postings to
// intersect, so the section is read in rank order, each record checked for both. Where the
// records holding both lie deep in the rank, that read has a bound (worker/search/names.ts
// SCAN_RECORDS): "g u s i" and "j t bank" read up to 75,000 rows on the full data. This file adds
// routing numbers of two made-up words, each in RARE_TERM + 100 records, and rebuilds the index
// with the importer's step (taken out after its tests: ownRecords).

const EACH = RARE_TERM + 100;

ownRecords(['routings']);

beforeAll(async () => {
  const rows: [string, string][] = [];
  const add = (name: string) => rows.push([`8${String(rows.length).padStart(8, '0')}`, name]);
  // QUORL and VANTRY: every 20th of the first records holds both (shallow, dense).
  for (let i = 0; i < 2 * EACH; i++) add(i % 20 === 0 ? 'QUORL VANTRY' : i < EACH ? 'QUORL' : 'VANTRY');
  // ZELM and PRAX, each in 2 * EACH records, alternating: three records near their start and
  // the last three hold both, the last below every other (records of equal prominence rank by
  // code). The scan starts after the driver's top list, which ends near the start of their records.
  for (let i = 0; i < 4 * EACH; i++) add([300, 400, 500].includes(i) ? 'ZELM PRAX' : i % 2 === 0 ? 'ZELM' : 'PRAX');
  for (let i = 0; i < 3; i++) add('ZELM PRAX');
  await insertRoutings(rows);
  await rebuildSearchIndex();
});

const search = async (q: string) => {
  const res = await get(`/api/v1/search?q=${encodeURIComponent(q)}&types=us_routings`);
  expect(res.status).toBe(200);
  const rowsRead = Number(/(\d+) rows read/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { rowsRead, section: ((await res.json()) as SearchResult).sections.us_routings };
};

describe('two common words', () => {
  it('are both common: no postings to intersect', async () => {
    const counts = await env.DB.prepare(
      "SELECT prefix, docs FROM search_prefixes WHERE section = 'us_routings' AND prefix IN ('quorl', 'vantry') ORDER BY prefix",
    ).all<{ prefix: string; docs: number }>();
    expect(counts.results.map((r) => r.docs).every((n) => n > RARE_TERM)).toBe(true);
  });

  it('find the records holding both, each of them holding both', async () => {
    const { section } = await search('quorl vantry');
    expect(section?.items.length).toBeGreaterThan(0);
    expect(section?.items.every((h) => h.name === 'QUORL VANTRY')).toBe(true);
  });

  it('read a bounded part of the section, whatever its size', async () => {
    // The last three records holding both lie below 4 * EACH records of ZELM or PRAX: read one
    // by one, that is more than 4 * EACH rows. The bound stops the read before them.
    const { rowsRead, section } = await search('zelm prax');
    expect(rowsRead).toBeLessThan(2 * EACH);
    expect(section?.items.map((h) => h.name)).toEqual(['ZELM PRAX', 'ZELM PRAX', 'ZELM PRAX']);
  });

  it('say that more may match when the bound may have stopped the read', async () => {
    const { section } = await search('zelm prax');
    expect(section?.total).toBe(3);
    expect(section?.capped).toBe(true);
  });
});
