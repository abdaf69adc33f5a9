import type { Country } from '../../shared/api-types';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import { first, run, type Read } from './plan';

/** The name column of a language; `lang` is checked against the ten locales, never interpolated raw. */
export function nameColumn(lang: string | undefined): `name_${Locale}` {
  return `name_${isLocale(lang) ? lang : DEFAULT_LOCALE}`;
}

export async function listCountries(db: D1Database, lang: string | undefined): Promise<Country[]> {
  const col = nameColumn(lang);
  const { results } = await db
    .prepare(`SELECT code, COALESCE(${col}, name_en) AS name, banks_count FROM countries WHERE banks_count > 0`)
    .all<{ code: string; name: string; banks_count: number }>();
  // Sorted with the language's own collation (SQLite only knows binary order).
  const collator = new Intl.Collator(isLocale(lang) ? lang : DEFAULT_LOCALE);
  return results
    .map((r) => ({ short_code: r.code.toLowerCase(), name: r.name, banks_count: r.banks_count }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryNameRead(db: D1Database, code: string, lang: string | undefined): Read<string | null> {
  return first(
    db
      .prepare(`SELECT COALESCE(${nameColumn(lang)}, name_en) AS name FROM countries WHERE code = ?1`)
      .bind(code.toUpperCase()),
    (row: { name: string } | null) => row?.name ?? null,
  );
}

export const countryName = (db: D1Database, code: string, lang: string | undefined) =>
  run(db, countryNameRead(db, code, lang));
