// The ten interface languages (SPEC.md section 1). en is the default and is served without prefix.
export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string | undefined | null): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

/** The router basename of a language: '' for en, '/de' for German. */
export function basenameOf(lang: Locale): string {
  return lang === DEFAULT_LOCALE ? '' : `/${lang}`;
}

/** A path (without language prefix) as seen in another language. */
export function localizedPath(lang: Locale, path: string): string {
  const base = basenameOf(lang);
  if (!base) return path;
  return path === '/' ? base : base + path;
}

export type LocaleSplit = { kind: 'page'; lang: Locale; path: string } | { kind: 'redirect'; location: string };

/**
 * Splits an optional /{lang} prefix off a request path (SPEC.md section 2):
 * /de/... is German, /en/... redirects to the unprefixed path, and anything
 * else is English (an unsupported prefix then fails to match a route: 404).
 * The redirect target always starts with exactly one '/', so /en//host and
 * /en/\host cannot become protocol-relative redirects to another site.
 */
export function splitLocale(pathname: string, search: string): LocaleSplit {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix === DEFAULT_LOCALE) {
    const rest = pathname.slice(3).replace(/^[/\\]+/, '');
    return { kind: 'redirect', location: `/${rest}${search}` };
  }
  if (isLocale(prefix)) {
    return { kind: 'page', lang: prefix, path: pathname.slice(3) || '/' };
  }
  return { kind: 'page', lang: DEFAULT_LOCALE, path: pathname };
}
