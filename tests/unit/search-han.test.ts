import { describe, expect, it } from 'vitest';
import { indexTerms, queryWords, tokens } from '../../shared/search-text';

// Traditional and simplified Han meet in the index: both sides read simplified (OpenCC).
describe('search text: Han characters folded to simplified', () => {
  it.each([
    ['中國銀行', '中国银行'],
    ['滙豐銀行', '汇丰银行'],
    ['建設銀行', '建设银行'],
    ['臺灣銀行', '台湾银行'],
  ])('%s reads as %s', (traditional, simple) => {
    expect(tokens(traditional)).toEqual(tokens(simple));
    expect(queryWords(traditional)).toEqual(queryWords(simple));
    expect(indexTerms(`${traditional}股份有限公司`)).toEqual(expect.arrayContaining(queryWords(simple)));
  });

  it('leaves other scripts as they were', () => {
    expect(tokens('Сбербанк Deutsche Bank 신한은행 りそな')).toEqual([
      'сбербанк',
      'deutsche',
      'bank',
      '신한은행',
      'りそな',
    ]);
  });
});
