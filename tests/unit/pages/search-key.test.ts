import { describe, expect, it } from 'vitest';
import { searchCacheQuery } from '../../../worker/pages/search-key';

// The page cache's key of a search page (worker/pages/search-key.ts).
const key = (query: string) => searchCacheQuery(new URLSearchParams(query));

describe('search page cache key', () => {
  it('is one spelling of one search: lower case, spaces folded, types sorted once', () => {
    const one = key('q=deutsche+bank&types=banks,swifts&countries=de&page=2');
    expect(one).toBe('?q=deutsche+bank&types=banks%2Cswifts&countries=de&page=2');
    for (const spelling of [
      'q=%20Deutsche%20%20%0ABANK%20&types=swifts&types=banks&countries=DE&page=2',
      'page=2&countries=de&types=swifts,banks,banks&q=deutsche bank',
    ])
      expect(key(spelling), spelling).toBe(one);
    expect(key('q=deutsche&page=1')).toBe(key('q=deutsche'));
    expect(key('')).toBe('?q=');
  });

  it('is none for an IBAN or a card number anywhere in the query', () => {
    for (const q of [
      'DE89 3704 0044 0532 0130 00',
      'pay GB29-NWBK-6016-1331-9268-19 now',
      'mt84malt011000012345mtlcast001s',
      '4571 7360 1234 5678',
      '45717360123456',
    ])
      expect(key(`q=${encodeURIComponent(q)}`), q).toBeNull();
    // A BIN (what the entry leaves of a card number) and codes are kept.
    expect(key('q=45717360')).toBe('?q=45717360');
    expect(key('q=DEUTDEFF')).toBe('?q=deutdeff');
  });

  it.each([
    'q=deutsche&utm_source=x',
    'q=deutsche&types=nonsense',
    'q=deutsche&countries=deu',
    'q=deutsche&page=0',
    'q=a&q=b',
    `q=${'a'.repeat(101)}`,
  ])('is none for other parameters, filters the loader drops and overlong queries: %s', (query) => {
    expect(key(query), query).toBeNull();
  });
});
