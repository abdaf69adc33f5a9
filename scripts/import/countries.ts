// Countries: ISO 3166-1 names in the ten site languages, from i18n-iso-countries (converted to
// CSV in the data folder), plus Kosovo, which ISO 3166-1 lacks but ISO 9362 and IBAN use (XK).
import path from 'node:path';
import { readCsv, text } from './csv';
import { newTally, reject, type FileTally } from './tally';

export const COUNTRIES_FILE = 'countries/country_names_10lang.csv';
export const COUNTRIES_SOURCE = 'i18n-iso-countries 7.14.0 (MIT)';
/** Kosovo is not from the package: say so on its row. */
export const KOSOVO_SOURCE = 'added by hand: XK, user-assigned code used by ISO 9362 and IBAN';

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'] as const;
type NameColumn = `name_${(typeof LANGUAGES)[number]}`;

export type CountryRow = {
  code: string;
  alpha3: string | null;
  numeric: string | null;
  banks_count: number;
  swifts_count: number;
  source: string;
  as_of: string | null;
} & Record<NameColumn, string | null>;

export const COUNTRY_COLUMNS = [
  'code',
  'alpha3',
  'numeric',
  ...LANGUAGES.map((l) => `name_${l}` as const),
  'banks_count',
  'swifts_count',
  'source',
  'as_of',
] as const satisfies readonly (keyof CountryRow)[];

const KOSOVO: CountryRow = {
  code: 'XK',
  alpha3: 'XKX',
  numeric: null,
  name_de: 'Kosovo',
  name_en: 'Kosovo',
  name_es: 'Kosovo',
  name_fr: 'Kosovo',
  name_it: 'Kosovo',
  name_ja: 'コソボ',
  name_ko: '코소보',
  name_pt: 'Kosovo',
  name_ru: 'Косово',
  name_zh: '科索沃',
  banks_count: 0,
  swifts_count: 0,
  source: KOSOVO_SOURCE,
  as_of: null,
};

export interface CountriesResult {
  countries: CountryRow[];
  tallies: FileTally[];
}

export async function loadCountries(dataDir: string): Promise<CountriesResult> {
  const tally = newTally(COUNTRIES_FILE, 'countries', COUNTRIES_SOURCE);
  const records = await readCsv(path.join(dataDir, COUNTRIES_FILE), ['alpha2', 'alpha3', 'numeric', 'name_en']);
  const byCode = new Map<string, CountryRow>();
  for (const record of records) {
    tally.read++;
    const code = text(record.alpha2)?.toUpperCase() ?? '';
    const nameEn = text(record.name_en);
    if (!/^[A-Z]{2}$/.test(code)) reject(tally, 'malformed_code');
    else if (!nameEn) reject(tally, 'missing_name');
    else if (byCode.has(code)) reject(tally, 'duplicate');
    else {
      const names = Object.fromEntries(LANGUAGES.map((l) => [`name_${l}`, text(record[`name_${l}`])])) as Record<
        NameColumn,
        string | null
      >;
      byCode.set(code, {
        code,
        alpha3: text(record.alpha3),
        numeric: text(record.numeric), // kept as text: '004' keeps its leading zeros
        ...names,
        banks_count: 0,
        swifts_count: 0,
        source: COUNTRIES_SOURCE,
        as_of: null, // the package release is the version, it carries no data date
      });
      tally.stored++;
    }
  }
  const manual = newTally('(added by hand) Kosovo XK', 'countries', KOSOVO_SOURCE);
  manual.read = 1;
  if (byCode.has('XK'))
    reject(manual, 'already_in_source'); // a later package release may add it
  else {
    byCode.set('XK', { ...KOSOVO });
    manual.stored = 1;
  }
  return { countries: [...byCode.values()], tallies: [tally, manual] };
}
