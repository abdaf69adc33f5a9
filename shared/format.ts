import type { Locale } from './locales';

// Numbers, dates, country names and sort order in the visitor's language, all from the
// platform's Intl (ECMA-402): nothing to bundle, the same API in workerd and the browser.

/** Most answers a formatter keeps: more than the distinct dates or regions the data has. */
const KEPT_ANSWERS = 2000;

/**
 * `format` answering each input once: Intl's format and of() cost ~10-20 us a call, and a page
 * writes the same few as-of dates and country names many times (every row of a list carries
 * its as-of date: 3 % of a SWIFT page miss's CPU, npm run profile). Pure functions of the
 * input, so a kept answer is the answer.
 */
function remembered(format: (value: string) => string): (value: string) => string {
  const kept = new Map<string, string>();
  return (value) => {
    let answer = kept.get(value);
    if (answer === undefined) {
      answer = format(value);
      if (kept.size < KEPT_ANSWERS) kept.set(value, answer);
    }
    return answer;
  };
}

/** "1,234" in en, "1.234" in de, "1 234" in fr and ru. */
export function numberFormatter(lang: Locale): (n: number) => string {
  const nf = new Intl.NumberFormat(lang);
  return (n) => nf.format(n);
}

/**
 * An as-of date as the data carries it: a full ISO 8601 date ("2025-07-16"), a month
 * ("2025-07") or a year ("2024"). Formatted in UTC so that the server (UTC) and a browser
 * in any time zone write the same day; anything else is shown as it came.
 */
export function dateFormatter(lang: Locale): (value: string) => string {
  const day = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(lang, { year: 'numeric', timeZone: 'UTC' });
  return remembered((value) => {
    const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:$|T)/.exec(value);
    if (!m) return value;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2] ?? 1) - 1, Number(m[3] ?? 1)));
    if (Number.isNaN(date.getTime())) return value;
    return (m[3] ? day : m[2] ? month : year).format(date);
  });
}

/**
 * A country's name from its ISO 3166-1 alpha-2 code (CLDR via Intl.DisplayNames), for
 * where the database has no name in this language; the code itself when even CLDR has none.
 */
export function regionNamer(lang: Locale): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  } catch {
    names = null; // an engine without DisplayNames: codes are still correct, just terse
  }
  return remembered((code) => {
    const upper = code.toUpperCase();
    if (!/^[A-Z]{2}$/.test(upper) || !names) return upper;
    try {
      return names.of(upper) ?? upper;
    } catch {
      return upper;
    }
  });
}

/**
 * Joins whole sentences the way the language writes them: Chinese and Japanese put nothing after
 * the full stop 。 (a Latin space there reads as a stray gap; W3C "Requirements for Japanese Text
 * Layout" 3.1, "Requirements for Chinese Text Layout" 3.1), the others one space.
 */
export function sentenceJoiner(lang: Locale): (sentences: readonly string[]) => string {
  const gap = lang === 'ja' || lang === 'zh' ? '' : ' ';
  return (sentences) => sentences.filter(Boolean).join(gap);
}

/** Compares strings in the language's own order (ä after a in de, kana order in ja). */
export function collator(lang: Locale): Intl.Collator {
  return new Intl.Collator(lang);
}

/** Sorts a copy of `items` by `key` with the language's collation. */
export function sortByName<T>(items: readonly T[], lang: Locale, key: (item: T) => string): T[] {
  const c = collator(lang);
  return [...items].sort((a, b) => c.compare(key(a), key(b)));
}
