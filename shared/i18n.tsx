import { createContext, useContext, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from './locales';

export type Dictionary = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One rosetta instance per dictionary set, the language passed on every call:
 * a Worker serves many languages at once, so nobody switches a shared locale.
 */
export function createTranslator(dictionaries: Partial<Record<Locale, Dictionary>>) {
  const i18n = rosetta(dictionaries as Record<string, Dictionary>);
  return (lang: Locale): Translate =>
    (key, params) => i18n.t(key, params ?? {}, lang) || key;
}

export interface I18nValue {
  lang: Locale;
  t: Translate;
  /** Numbers and dates in the visitor's language. */
  formatNumber: (n: number) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function makeI18n(lang: Locale, translate: (lang: Locale) => Translate): I18nValue {
  const nf = new Intl.NumberFormat(lang);
  return { lang, t: translate(lang), formatNumber: (n) => nf.format(n) };
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
