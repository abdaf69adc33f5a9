import { useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { LOCALES, localizedPath, type Locale } from '../locales';

/** Each language named in itself, so a visitor finds theirs whatever page they landed on. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
};

/**
 * Links to the same page in the other nine languages, path and query kept
 * (/de/banks/de?page=2 -> /fr/banks/de?page=2). Each language is its own router
 * basename with its own strings chunk, so switching is a plain link: a full load.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  // Relative to the basename: the path without its language prefix.
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('layout.languages')} className="languages">
      {LOCALES.map((l) => (
        <a
          key={l}
          href={localizedPath(l, pathname) + search}
          hrefLang={l}
          lang={l}
          aria-current={l === lang ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[l]}
        </a>
      ))}
    </nav>
  );
}
