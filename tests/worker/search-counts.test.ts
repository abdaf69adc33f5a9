import { beforeAll, describe, expect, it } from 'vitest';
import { page } from './fetch';
import { insertRoutings, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// A search section's count is written with the language's digit grouping, as the total above
// it is ("Routing-Nummern (1.200)", not "(1200)"). This file adds 1,200 routing numbers of one made-up
// institution name and rebuilds the index (taken out after its tests: ownRecords).

const N = 1200;

ownRecords(['routings']);

beforeAll(async () => {
  const rows = Array.from({ length: N }, (_, i) => [String(500_000_000 + i * 7), `QUORVAN SAVINGS ${i}`] as const);
  await insertRoutings(rows);
  await rebuildSearchIndex();
});

describe('search section counts', () => {
  it.each([
    ['de', /\(1\.\d{3}\+?\)/],
    ['en', /\(1,\d{3}\+?\)/],
    ['ru', /\(1\u00A0\d{3}\+?\)/],
  ])('%s groups the digits of a section count', async (lang, grouped) => {
    const { status, text } = await page(`${lang === 'en' ? '' : `/${lang}`}/search?q=quorvan`);
    expect(status).toBe(200);
    // React's text separators (<!-- -->) left out.
    const heading = (text.match(/<h2 id="results-us_routings">[\s\S]*?<\/h2>/)?.[0] ?? '').replace(/<!-- -->/g, '');
    expect(heading).toMatch(grouped);
    expect(heading).not.toMatch(/\(1\d{3}\+?\)/);
  });
});
