import { createContext, useContext, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from './locales';
import { collator, dateFormatter, numberFormatter, regionNamer, sentenceJoiner } from './format';

export type Dictionary = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** CLDR plural categories (Unicode TR 35, "Language Plural Rules"). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A string that depends on a number: one form per plural category the language has. */
export function isPluralForms(
  value: unknown,
): value is Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((k) => (PLURAL_CATEGORIES as readonly string[]).includes(k));
}

/**
 * One rosetta instance per dictionary set, the language passed on every call:
 * a Worker serves many languages at once, so nobody switches a shared locale.
 *
 * Plurals: a key whose value is `{ one, few, many, other }` picks its form with
 * Intl.PluralRules from a numeric `count` param (1 bank / 2 banks; 1 банк / 2 банка /
 * 5 банков), and `count` is then written with the language's digit grouping.
 * A missing key yields the key itself, which the locale tests look for.
 */
export function createTranslator(dictionaries: Partial<Record<Locale, Dictionary>>) {
  const i18n = rosetta(dictionaries as Record<string, Dictionary>);
  return (lang: Locale): Translate => {
    const plural = new Intl.PluralRules(lang);
    const nf = new Intl.NumberFormat(lang);
    return (key, params = {}) => {
      let path = key;
      let values = params;
      const count = params.count;
      if (typeof count === 'number') {
        const forms = i18n.t(key, {}, lang) as unknown;
        if (isPluralForms(forms)) {
          const category = plural.select(count);
          path = `${key}.${category in forms ? category : 'other'}`;
          values = { ...params, count: nf.format(count) };
        }
      }
      const text = i18n.t(path, values, lang) as unknown;
      return typeof text === 'string' && text !== '' ? text : key;
    };
  };
}

export interface I18nValue {
  lang: Locale;
  t: Translate;
  /** Numbers in the visitor's language: 1,234 / 1.234 / 1 234. */
  formatNumber: (n: number) => string;
  /** An ISO 8601 date, month or year ("2025-07-16", "2024") in the visitor's language. */
  formatDate: (value: string) => string;
  /** A country's name from its alpha-2 code: the one source of country names on every page. */
  countryName: (code: string) => string;
  /** Whole sentences joined as the language writes them (no space after 。 in ja and zh). */
  joinSentences: (sentences: readonly string[]) => string;
  /** The language's collation, for sorting names. */
  compare: (a: string, b: string) => number;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Built once per language and dictionary set, then shared: its Intl objects (two number
 * formats, plural rules, three date formats, display names, a collator) hold no per-request
 * state, and building them anew for every page render showed up in a CPU profile of the
 * Worker (npm run bench; Intl.DateTimeFormat construction alone ~3 % of the samples).
 */
const made = new WeakMap<(lang: Locale) => Translate, Map<Locale, I18nValue>>();

export function makeI18n(lang: Locale, translate: (lang: Locale) => Translate): I18nValue {
  let byLang = made.get(translate);
  if (!byLang) made.set(translate, (byLang = new Map()));
  let value = byLang.get(lang);
  if (!value) {
    value = {
      lang,
      t: translate(lang),
      formatNumber: numberFormatter(lang),
      formatDate: dateFormatter(lang),
      countryName: regionNamer(lang),
      joinSentences: sentenceJoiner(lang),
      compare: collator(lang).compare,
    };
    byLang.set(lang, value);
  }
  return value;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
