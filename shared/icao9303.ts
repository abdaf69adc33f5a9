// Cyrillic to Latin as ICAO Doc 9303 (2021), Part 3, section 6 writes it (Russian passports since
// 2013). One table for the two uses, which differ in two stated ways (CyrillicUse):
// - bank slugs (shared/kinds/rubic/import/banks.ts) spell ъ as Doc 9303 does, 'ie', and take the
//   Russian letters only: a slug, once served, must not change, and it never had the others;
// - search (shared/search-text.ts) drops ъ, as people type names without it, and also reads the
//   Ukrainian and Belarusian letters of the same table (і ї є ґ ў).

/** The Russian alphabet, lower case; ъ as Doc 9303 writes it. */
const RUSSIAN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** Ukrainian and Belarusian letters of the same table. */
const OTHER_LETTERS: Readonly<Record<string, string>> = { і: 'i', ї: 'i', є: 'ie', ґ: 'g', ў: 'u' };

export interface CyrillicUse {
  /** How ъ is written: 'ie' (Doc 9303) or '' (dropped). */
  hardSign: 'ie' | '';
  /** Whether the Ukrainian and Belarusian letters are transliterated too (else left as they are). */
  otherLetters: boolean;
}

/** The letter table of one use, lower-case letters only. */
export function cyrillicTable(use: CyrillicUse): Readonly<Record<string, string>> {
  return { ...RUSSIAN, ъ: use.hardSign, ...(use.otherLetters ? OTHER_LETTERS : {}) };
}
