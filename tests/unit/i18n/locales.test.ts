import { describe, expect, it } from 'vitest';
import { compareLocale, keysUsedInCode, leaves, placeholders, readLocale } from '../../../scripts/i18n-missing.mjs';
import { LOCALES } from '../../../shared/locales';

// Every string of en.json exists in all ten locales with the same {{placeholders}} and the
// plural forms the language needs, and no locale carries keys en.json does not have.
// The same check runs as `node scripts/i18n-missing.mjs --check`.
const en = readLocale('en');
const others = LOCALES.filter((l) => l !== 'en');

describe('locale files', () => {
  it('en.json has strings to compare against', () => {
    expect(leaves(en).size).toBeGreaterThan(50);
  });

  it.each(others)('%s.json has every key of en.json, no other key, and the same placeholders', (lang) => {
    const report = compareLocale(en, readLocale(lang), lang);
    expect(report.missing).toEqual([]);
    expect(report.extra).toEqual([]);
    expect(report.bad).toEqual([]);
    expect(report.placeholders).toEqual([]);
    expect(report.plurals).toEqual([]);
  });

  it('en.json gives English both plural forms and the same placeholders in each', () => {
    const report = compareLocale(en, en, 'en');
    expect(report.plurals).toEqual([]);
    expect(report.placeholders).toEqual([]);
  });

  it.each(LOCALES)('%s.json has no empty string', (lang) => {
    const empty = [...leaves(readLocale(lang))].filter(([, leaf]) =>
      Object.values(leaf.forms).some((v) => v.trim() === ''),
    );
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it("every t('…') key written literally in shared/ and client/ exists in en.json", () => {
    const keys = leaves(en);
    const pageKeys = [...keysFromPages(keysUsedInCode())];
    expect(pageKeys.length).toBeGreaterThan(30);
    expect(pageKeys.filter((k) => !keys.has(k))).toEqual([]);
  });
});

/** Keys used by pages and components (validators of slices not merged yet are the lead's list). */
function keysFromPages(used: Map<string, string>): string[] {
  return [...used].filter(([, file]) => !file.includes('validators')).map(([k]) => k);
}

describe('the checker itself', () => {
  const reference = { a: { b: 'Hello {{name}}', n: { one: '{{count}} bank', other: '{{count}} banks' } }, c: 'x' };

  it('reports one removed key as missing', () => {
    const report = compareLocale(
      reference,
      { a: { b: 'Hallo {{name}}', n: { one: '{{count}} Bank', other: '{{count}} Banken' } } },
      'de',
    );
    expect(report.missing).toEqual(['c']);
  });

  it('reports an extra key, a renamed placeholder and a missing Russian plural form', () => {
    const report = compareLocale(
      reference,
      {
        a: { b: 'Привет, {{user}}', n: { one: '{{count}} банк', many: '{{count}} банков', other: '{{count}} банка' } },
        c: 'x',
        d: 'лишний',
      },
      'ru',
    );
    expect(report.extra).toEqual(['d']);
    expect(report.placeholders).toEqual([{ key: 'a.b', form: 'text', expected: ['name'], actual: ['user'] }]);
    expect(report.plurals).toEqual([{ key: 'a.n', absent: ['few'], unused: [] }]);
  });

  it('reads templite placeholders with or without inner spaces', () => {
    expect(placeholders('{{ b }} and {{a}} and {{a}}')).toEqual(['a', 'b']);
  });
});
