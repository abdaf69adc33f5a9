import { describe, expect, it } from 'vitest';
import { createTranslator, makeI18n } from '../../../shared/i18n';
import { dateFormatter, numberFormatter, regionNamer, sortByName } from '../../../shared/format';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import ru from '../../../locales/ru.json';

const translate = createTranslator({ de, en, ja, ru });

describe('translator (rosetta, the language passed on each call)', () => {
  it('serves two languages from one instance without switching a shared locale', () => {
    expect(translate('de')('error.not_found')).toBe('Seite nicht gefunden');
    expect(translate('en')('error.not_found')).toBe('Page not found');
    expect(translate('de')('error.system')).toBe('Systemfehler');
  });

  it('fills placeholders', () => {
    expect(translate('en')('swift.heading', { code: 'DEUTDEFFXXX' })).toBe('SWIFT code DEUTDEFFXXX');
  });

  it('picks the plural form from a numeric count and writes the count in the language', () => {
    const t = translate('en');
    expect(t('countries.banks', { count: 1 })).toBe('1 bank');
    expect(t('countries.banks', { count: 1234 })).toBe('1,234 banks');
    expect(translate('de')('countries.banks', { count: 1234 })).toBe('1.234 Banken');
  });

  it('uses the Russian forms one, few and many', () => {
    const t = translate('ru');
    expect(t('countries.banks', { count: 1 })).toBe('1 банк');
    expect(t('countries.banks', { count: 3 })).toBe('3 банка');
    expect(t('countries.banks', { count: 11 })).toBe('11 банков');
    expect(t('countries.banks', { count: 21 })).toBe('21 банк');
    // The countries' phrase takes its own form from its own figure.
    expect(t('home.lead', { count: 45231, countries: t('home.in_countries', { count: 231 }) })).toBe(
      'Более 45\u00a0231 банка из 231 страны.',
    );
    expect(t('home.in_countries', { count: 232 })).toBe('из 232 стран');
  });

  it('a language with one form (ja) uses it for every number', () => {
    expect(translate('ja')('countries.banks', { count: 1 })).toBe('1行');
    expect(translate('ja')('countries.banks', { count: 7 })).toBe('7行');
  });

  it('a missing key comes back as the key, which the page tests look for', () => {
    expect(translate('de')('nope.missing')).toBe('nope.missing');
    // A plural entry asked for without a count is not a string: the key, never [object Object].
    expect(translate('en')('countries.banks')).toBe('countries.banks');
  });
});

describe('formatting (Intl)', () => {
  it('numbers group digits per language', () => {
    expect(numberFormatter('en')(1234567)).toBe('1,234,567');
    expect(numberFormatter('de')(1234567)).toBe('1.234.567');
    expect(numberFormatter('fr')(1234567)).toMatch(/^1\s234\s567$/);
  });

  it('as-of dates: a day, a month or a year, in UTC', () => {
    expect(dateFormatter('en')('2025-07-16')).toBe('July 16, 2025');
    expect(dateFormatter('de')('2025-07-16')).toBe('16. Juli 2025');
    expect(dateFormatter('ja')('2025-07-16')).toBe('2025年7月16日');
    expect(dateFormatter('de')('2025-07')).toBe('Juli 2025');
    expect(dateFormatter('en')('2024')).toBe('2024');
    expect(dateFormatter('en')('2025-07-16T12:00:00Z')).toBe('July 16, 2025');
    expect(dateFormatter('en')('unknown')).toBe('unknown');
  });

  it('country names from ISO 3166 codes when the data has none', () => {
    expect(regionNamer('de')('de')).toBe('Deutschland');
    expect(regionNamer('zh')('DE')).toBe('德国');
    expect(regionNamer('en')('<script>')).toBe('<SCRIPT>');
  });

  it("sorts with the language's collation, not code points", () => {
    const names = ['Zypern', 'Österreich', 'Oman', 'Ägypten', 'Albanien'];
    expect(sortByName(names, 'de', (n) => n)).toEqual(['Ägypten', 'Albanien', 'Oman', 'Österreich', 'Zypern']);
    expect([...names].sort()).not.toEqual(sortByName(names, 'de', (n) => n));
  });

  it('makeI18n bundles them for one language', () => {
    const i18n = makeI18n('de', translate);
    expect(i18n.formatNumber(1000)).toBe('1.000');
    expect(i18n.countryName('FR')).toBe('Frankreich');
    expect(['b', 'ä', 'a'].sort(i18n.compare)).toEqual(['a', 'ä', 'b']);
  });
});
