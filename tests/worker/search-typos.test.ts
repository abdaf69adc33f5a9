import { describe, expect, it } from 'vitest';
import { expectJson, page } from './fetch';
import type { SearchResult, SuggestResult } from '../../shared/api-types';

// Words typed with a slip, against the fixture rows of tests/fixtures/seed (DEUTSCHE BANK AG,
// COMMERZBANK AG, ALTE BANK): a word the index does not know is read as the known word one
// edit away, and the answer says which query it shows; it is never dropped in silence.

const search = (q: string) => expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}`);

describe('search: a mistyped word is read as the known word one edit away', () => {
  it.each([
    ['deusche bank', 'deutsche bank'], // a letter missing
    ['deutsche bnak', 'deutsche bank'], // two swapped
    ['comerzbank', 'commerzbank'], // a letter missing
    ['commerzbsnk', 'commerzbank'], // one struck for its neighbour
    ['deuttsche', 'deutsche'], // one too many
  ])('%s -> %s', async (typed, meant) => {
    const body = await search(typed);
    expect(body.corrected).toBe(meant);
    const first = Object.values(body.sections)[0]?.items[0];
    expect(first?.name.toLowerCase()).toContain(meant.split(' ')[0]);
  });

  it('leaves a query alone when its words are known, or still being typed', async () => {
    for (const q of ['deutsche bank', 'deutsc', 'commerzb']) {
      const body = await search(q);
      expect(body.corrected).toBeUndefined();
      expect(body.total).toBeGreaterThan(0);
    }
  });

  it('does not drop an unknown word in silence: "deusche bank" is not "bank" alone', async () => {
    const body = await search('deusche bank');
    const names = Object.values(body.sections).flatMap((s) => s?.items.map((i) => i.name) ?? []);
    expect(names).not.toContain('ALTE BANK');
  });

  it('says nothing where no known word is one edit away', async () => {
    const body = await search('qqqqzzzz');
    expect(body.corrected).toBeUndefined();
    expect(body.total).toBe(0);
  });

  it('the search page shows which query its results are for, in the visitor language', async () => {
    const en = await page('/search?q=comerzbank');
    expect(en.status).toBe(200);
    expect(en.text).toContain('Showing results for “commerzbank”');
    const de = await page('/de/search?q=comerzbank');
    expect(de.text).toContain('Ergebnisse für „commerzbank“');
  });

  it('autocompletion offers the bank a mistyped name means', async () => {
    const body = await expectJson<SuggestResult>('/api/v1/suggest?q=comerzbank');
    expect(body.suggestions[0]?.label.toLowerCase()).toContain('commerzbank');
  });
});
