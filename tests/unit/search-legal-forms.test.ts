import { describe, expect, it } from 'vitest';
import { tokens, withoutLegalForm } from '../../shared/search-text';
import { cityNames } from '../../scripts/import/search-index';

// Legal forms and articles are set aside for matching (kept for display): the index's short
// name of a bank and a query's name are both read without them.
const short = (name: string) => (withoutLegalForm(tokens(name)) ?? tokens(name)).join(' ');

describe('search text: a name without its legal forms', () => {
  it.each([
    ['Deutsche Bank AG', 'deutsche bank'],
    ['Deutsche Bank Aktiengesellschaft', 'deutsche bank'],
    ['ABN AMRO Bank N.V.', 'abn amro bank'], // initials with dots fold to letters
    ['First Abu Dhabi Bank P.J.S.C.', 'first abu dhabi bank'],
    ['Danske Bank A/S', 'danske bank'],
    ['UniCredit S.p.A.', 'unicredit'],
    ['Banco Santander S.A.', 'banco santander'], // "a" alone is a form (N.A.), but not before "s"
    ['Banco de Sabadell, S.A.', 'banco de sabadell'],
    ['Bank of America, N.A.', 'bank of america'],
    ['Banco B S A', 'banco b'], // the longest run of letters that spells a form
    ['Türkiye İş Bankası A.Ş.', 'turkiye is bankasi'],
    ['Bank Polska Kasa Opieki - Spółka Akcyjna', 'bank polska kasa opieki'],
    ['JPMorgan Chase Bank, National Association', 'jpmorgan chase bank'],
    ['The Bank of New York Mellon', 'bank of new york mellon'], // an article first
    ['ПАО Сбербанк', 'сбербанк'], // a legal form first
    ['Publichnoe Aktsionernoe Obshchestvo Sberbank Rossii', 'sberbank rossii'],
    ['სს საქართველოს ბანკი', 'საქართველოს ბანკი'],
    ['주식회사 하나은행', '하나은행'],
    ['株式会社三井住友銀行', '三井住友银行'], // written into the Han run
    ['三井住友银行(中国)有限公司', '三井住友银行 中国'],
  ])('%s -> %s', (name, expected) => {
    expect(short(name)).toBe(expected);
  });

  it('keeps a name that is nothing but a legal form, and names without one, as they are', () => {
    expect(withoutLegalForm(tokens('AG'))).toBeNull();
    expect(withoutLegalForm(tokens('Co-operative Bank'))).toBeNull();
    expect(short('Bank AG')).toBe('bank');
  });
});

describe('search index: the names a city goes by', () => {
  it.each([
    ['Frankfurt am Main', ['frankfurt am main', 'frankfurt']],
    ['New York, NY', ['new york']],
    ['New York,NY', ['new york']],
    ['Zürich', ['zurich']],
    ['Stratford-upon-Avon', ['stratford upon avon', 'stratford']],
    ['Tokyo', ['tokyo']],
    ['Ur', []], // too short to name a city alone
  ])('%s', (city, expected) => {
    expect(cityNames(city)).toEqual(expected);
  });
});
