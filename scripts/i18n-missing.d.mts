// Types of scripts/i18n-missing.mjs, for the locale tests.
export const LOCALES: readonly string[];
export const REFERENCE: string;
export interface Leaf {
  kind: 'text' | 'plural' | 'bad';
  forms: Record<string, string>;
}
export interface LocaleReport {
  missing: string[];
  extra: string[];
  placeholders: { key: string; form: string; expected: string[]; actual: string[] }[];
  plurals: { key: string; problem?: string; absent?: string[]; unused?: string[] }[];
  bad: string[];
}
export function isPluralForms(value: unknown): boolean;
export function leaves(dict: Record<string, unknown>): Map<string, Leaf>;
export function placeholders(text: string): string[];
export function pluralCategories(lang: string): string[];
export function compareLocale(
  reference: Record<string, unknown>,
  dict: Record<string, unknown>,
  lang: string,
): LocaleReport;
export function isComplete(report: LocaleReport): boolean;
export function readLocale(lang: string, dir?: string): Record<string, unknown>;
export function keysUsedInCode(): Map<string, string>;
