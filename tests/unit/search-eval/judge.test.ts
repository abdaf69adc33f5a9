import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../scripts/lib/mulberry32';
import { typedName, withTypo } from '../../../scripts/search-eval/generate-rules';
import { type EvalQuery, firstHit, isRight, splitHalves } from '../../../scripts/search-eval/sets';
import type { SearchHit, SearchResult } from '../../../shared/records/search';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  type: 'swifts',
  code: 'DEUTDEFF500',
  name: 'Deutsche Bank',
  detail: null,
  country: 'DE',
  path: '/swifts/DEUTDEFF500',
  bank: { country: 'de', slug: 'deutsche-bank-aktiengesellschaft', name: 'Deutsche Bank' },
  status: null,
  ...over,
});

describe('search evaluation: judging a first result', () => {
  it('a SWIFT code matches its institution and location (first 8), other codes whole', () => {
    expect(isRight(hit({}), { codes: ['DEUTDEFF'] }, [])).toBe(true);
    expect(isRight(hit({ code: 'DEUTGB22XXX', country: 'GB' }), { codes: ['DEUTDEFF'] }, [])).toBe(false);
    expect(isRight(hit({ type: 'us_routings', code: '021000021' }), { codes: ['021000021'] }, [])).toBe(true);
    expect(isRight(hit({ type: 'us_routings', code: '021000022' }), { codes: ['021000021'] }, [])).toBe(false);
  });

  it("a code's bank page counts as the bank, and types and country bind the answer", () => {
    const paths = ['/banks/de/deutsche-bank-aktiengesellschaft'];
    expect(isRight(hit({ code: 'X' }), {}, paths)).toBe(true);
    expect(isRight(hit({}), { codes: ['DEUTDEFF'], types: ['leis'] }, [])).toBe(false);
    expect(isRight(hit({}), { types: ['swifts'], country: 'FR' }, [])).toBe(false);
    expect(isRight(hit({ country: 'FR' }), { types: ['swifts'], country: 'FR' }, [])).toBe(true);
    expect(isRight(null, { codes: ['DEUTDEFF'] }, paths)).toBe(false);
  });

  it('reads the exact record first, then the first section, then did-you-mean', () => {
    const a = hit({ code: 'A' });
    const b = hit({ code: 'B' });
    const base: SearchResult = { query: 'q', total: 1, sections: { swifts: { total: 1, items: [b] } }, exact: null };
    expect(firstHit({ ...base, exact: a })?.code).toBe('A');
    expect(firstHit(base)?.code).toBe('B');
    expect(firstHit({ ...base, sections: {}, did_you_mean: [a] })?.code).toBe('A');
  });
});

describe('search evaluation: the frozen split and the generator rules', () => {
  it('splits once into halves of equal size, the same for the same seed', () => {
    const qs: EvalQuery[] = Array.from({ length: 11 }, (_, i) => ({ q: `q${i}`, class: 'name', expect: {} }));
    const one = splitHalves(qs, 7);
    expect(one.map((q) => q.half)).toEqual(splitHalves(qs, 7).map((q) => q.half));
    expect(one.filter((q) => q.half === 'dev')).toHaveLength(6);
    expect(one.map((q) => q.half)).not.toEqual(splitHalves(qs, 8).map((q) => q.half));
  });

  it('types a name without its legal form and article, and makes one typo off the first letter', () => {
    expect(typedName('Deutsche Bank Aktiengesellschaft')).toBe('deutsche bank');
    expect(typedName('The Bank of New York Mellon')).toBe('bank of new york mellon');
    expect(typedName('ABN AMRO Bank N.V.')).toBe('abn amro bank');
    const rnd = mulberry32(1);
    // A swap of two equal letters leaves the word as it was: no typo that time (null).
    const typos = Array.from({ length: 50 }, () => withTypo('commerzbank', rnd)).filter((t) => t !== null);
    expect(typos.length).toBeGreaterThan(40);
    for (const t of typos) {
      expect(t).not.toBe('commerzbank');
      expect(t[0]).toBe('c');
      expect(Math.abs(t.length - 'commerzbank'.length)).toBeLessThanOrEqual(1);
    }
  });
});
