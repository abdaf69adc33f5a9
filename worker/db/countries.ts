import type { Country } from '../../shared/api-types';
import { regionNamer } from '../../shared/format';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import { first, run, type Read } from './plan';

// Country names come from one source, CLDR through Intl.DisplayNames (shared/format.ts), in the
// API as on every page: titles, headings, the countries list, the search filter and breadcrumbs
// all write a country the same way. The countries table's name_* columns (i18n-iso-countries)
// mixed European Portuguese into the Brazilian site (Polónia beside the breadcrumb's Polônia),
// official long forms (Российская Федерация beside Россия) and misspellings (폴랜드); they stay
// in the table for the record only.
export type CountryNamer = (code: string | null | undefined) => string | null;

const namers = new Map<Locale, CountryNamer>();

/** The name of a country code in `lang` (the default language for anything else); null for no code. */
export function countryNamer(lang: string | undefined): CountryNamer {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  let namer = namers.get(locale);
  if (!namer) {
    const name = regionNamer(locale);
    namer = (code) => (code ? name(code) : null);
    namers.set(locale, namer);
  }
  return namer;
}

/**
 * The list as last built per language, with the rows it was built from: naming and collating
 * 231 countries cost the search page (which offers them as its filter) about a tenth of its render
 * on every page-cache miss (npm run profile -- search), and the rows change only with an import.
 */
const built = new Map<Locale, { rows: string; list: Country[] }>();

export async function listCountries(db: D1DatabaseSession, lang: string | undefined): Promise<Country[]> {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const { results } = await db
    .prepare('SELECT code, banks_count FROM countries WHERE banks_count > 0')
    .all<{ code: string; banks_count: number }>();
  const rows = results.map((r) => `${r.code}:${r.banks_count}`).join(',');
  const kept = built.get(locale);
  if (kept?.rows === rows) return kept.list;
  const name = countryNamer(locale);
  // Sorted with the language's own collation (SQLite only knows binary order).
  const collator = new Intl.Collator(locale);
  const list = results
    .map((r) => ({ short_code: r.code.toLowerCase(), name: name(r.code) ?? r.code, banks_count: r.banks_count }))
    .sort((a, b) => collator.compare(a.name, b.name));
  built.set(locale, { rows, list });
  return list;
}

/** The country's name in `lang` when the countries table knows its code, else null. */
export function countryNameRead(db: D1DatabaseSession, code: string, lang: string | undefined): Read<string | null> {
  return first(
    db.prepare('SELECT code FROM countries WHERE code = ?1').bind(code.toUpperCase()),
    (
      row: {
        code: string;
      } | null,
    ) => countryNamer(lang)(row?.code),
  );
}

export const countryName = (db: D1DatabaseSession, code: string, lang: string | undefined) =>
  run(db, countryNameRead(db, code, lang));
