import { describe, expect, it } from 'vitest';
import { expectJson } from './fetch';
import { toQuery } from '../../worker/search';
import type { SearchResult } from '../../shared/api-types';

// Phrases pasted from a question ("swift code for ...", "БИК 044525101"): the words that name a
// type of code are read as that type, the code after them as a code, against the fixture rows
// of tests/fixtures/seed (HDFC Bank's IFSCs and SWIFT, Deutsche Bank's Moscow BICs, Fed numbers).

const search = (q: string) => expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}`);

describe('search: intent words in a pasted phrase', () => {
  it.each([
    ['БИК 044525101', 'rubics'],
    ['bik 044525101', 'rubics'],
    ['aba 021000089', 'us_routings'],
    ['routing number 021000089', 'us_routings'],
    ['swift HDFCINBB', 'swifts'],
  ])('%s names the code after the type word', async (q, section) => {
    const body = await search(q);
    expect(body.exact?.type).toBe(section);
    // An 8-character BIC names its primary office (branch XXX).
    expect(body.exact?.code?.startsWith(q.split(' ').at(-1) as string)).toBe(true);
  });

  it("takes only its own words for type words: 'constructor' or 'tostring' is a name word", () => {
    // INTENT_WORDS is a plain object: its prototype's keys are no type words.
    const q = (text: string) => toQuery({ text, types: [], countries: [], page: 1, pageSize: 10, lang: undefined });
    expect(q('hdfc constructor').words).toEqual(['hdfc', 'constructor']);
    expect(q('hdfc tostring').words).toEqual(['hdfc', 'tostring']);
    expect(q('hdfc swift').words).toEqual(['hdfc']);
  });

  it('lists the section the phrase asks for first', async () => {
    const body = await search('ifsc hdfc bank');
    expect(Object.keys(body.sections)[0]).toBe('ifscs');
    const plain = await search('hdfc bank');
    expect(Object.keys(plain.sections)[0]).toBe('banks');
  });

  it('drops the connective after a type word: "swift code for hdfc bank" is HDFC Bank', async () => {
    const body = await search('swift code for hdfc bank');
    const first = Object.values(body.sections)[0]?.items[0];
    expect(first?.name.toLowerCase()).toContain('hdfc');
    expect(body.total).toBe((await search('swift hdfc bank')).total);
  });
});

describe('search: an IBAN', () => {
  it("names its bank's SWIFT record, spaced or not (the IBAN registers' bank identifier)", async () => {
    for (const q of ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'de89370400440532013000']) {
      const body = await search(q);
      expect(body.exact, q).toMatchObject({ type: 'swifts', code: 'COBADEFFXXX' });
    }
  });

  it('names nothing when its checks fail, or outside the countries asked for', async () => {
    expect((await search('DE89370400440532013001')).exact).toBeNull();
    const gb = await expectJson<SearchResult>('/api/v1/search?q=DE89370400440532013000&countries=gb');
    expect(gb.exact).toBeNull();
  });
});
