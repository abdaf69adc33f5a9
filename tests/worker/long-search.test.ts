import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { SearchResult, SuggestResult } from '../../shared/api-types';

// One INTERSECT per word reached D1's compound-SELECT limit at six words
// ("D1_ERROR: too many terms in compound SELECT"); any number of words must answer.

const LONG = [
  'industrial and commercial bank of china',
  'deutsche bank ag frankfurt am main germany europe',
  // 50 different one-letter words, the most a 100-character query holds (Latin, then Cyrillic)
  Array.from({ length: 50 }, (_, i) => String.fromCodePoint(i < 26 ? 97 + i : 0x430 + i - 26)).join(' '),
  Array.from(
    { length: 50 },
    (_, i) => String.fromCodePoint(0x3b1 + (i % 24)) + String.fromCodePoint(0x430 + Math.floor(i / 24)),
  )
    .join(' ')
    .slice(0, 100),
];

describe('searches of many words', () => {
  it.each(LONG)('the API search answers 200 to "%s"', async (q) => {
    const res = await get(`/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SearchResult).query).toBe(q.trim());
  });

  it.each(LONG)('suggest answers 200 to "%s"', async (q) => {
    const res = await get(`/api/v1/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(((await res.json()) as SuggestResult).suggestions)).toBe(true);
  });

  it('a seventh word that no name has still answers, the names with the most words first (then fewer words)', async () => {
    const res = await get(
      `/api/v1/search?q=${encodeURIComponent('deutsche bank ag deutsche bank ag zzzqqq')}&types=banks`,
    );
    expect(res.status).toBe(200);
    const items = ((await res.json()) as SearchResult).sections.banks?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.name).toMatch(/^deutsche bank/i);
  });

  it('the search page shows results, not "not available"', async () => {
    const res = await get(`/search?q=${encodeURIComponent('deutsche bank ag deutsche bank ag')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/not available/i);
    expect(html).toMatch(/<h2 id="results-banks">Banks/);
  });
});
