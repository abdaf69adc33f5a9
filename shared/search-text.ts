// How names and queries become search terms, the same way on both sides (the importer's index,
// scripts/import/search-index.ts, and the Worker's search, worker/search/names.ts):
// - case, diacritics and punctuation folded (NFKD without combining marks, plus the Latin
//   letters NFKD leaves whole: ß, ø, æ, ł, đ, ı, œ, þ);
// - scripts written without spaces (Han, Hiragana, Katakana, Thai, and Hangul, whose words
//   are long compounds) cut into character unigrams and bigrams, the n-gram scheme CJK search
//   engines use where no dictionary segmenter is available: "中国银行" is found inside
//   "中国银行股份有限公司";
// - Cyrillic also transliterated to Latin (the common passport scheme, ICAO Doc 9303, with
//   "kh", "ts", "shch"), so "sberbank" finds "Сбербанк";
// - words joined across hyphens and initials ("alfa-bank" -> "alfabank", "j.p." -> "jp");
// - traditional Han characters read as simplified (OpenCC), so both spellings meet.
import { Converter } from 'opencc-js/t2cn';
import { cyrillicTable } from './icao9303';
import { NAME_PARTICLES } from './name-particles';
import { KIND_IDS, KINDS } from './kinds';

/**
 * A term held by more records of a section is left out of search_terms: the search reads such
 * a word's section in rank order instead of sorting its matches (worker/search/names.ts).
 */
export const RARE_TERM = 3000;

/**
 * How many records, in rank order, search_top keeps for each prefix held by more than TOP_FROM
 * records of a section (scripts/import/search-index.ts): a common word's first page is read there
 * instead of scanning the section until its page fills ("sbi" in the IFSC section: 118,000 rows
 * read), a one-word query's instead of reading all its records.
 */
export const TOP_RECORDS = 100;

/**
 * A bank-name prefix starting more than this many names of search_names is common: search_top
 * keeps its first TOP_RECORDS banks in rank order (section 'names'), and the search reads those
 * instead of every name in its range ("bank" starts 5,000 names; worker/search/names.ts).
 */
export const COMMON_NAME_PREFIX = 100;

const LATIN_EXTRA: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
};

/** Lower case, NFKD, combining marks dropped, the few Latin letters NFKD keeps whole spelled out. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæłđıœþðħ]/g, (c) => LATIN_EXTRA[c] ?? c)
    .normalize('NFC'); // Hangul syllables back together (NFKD split them into jamo)
}

// ICAO Doc 9303 (2021), Part 3, transliteration of Cyrillic; ъ and ь dropped, Ukrainian and Belarusian letters read.
const CYRILLIC = cyrillicTable({ hardSign: '', otherLetters: true });

/** Latin transliteration of a Cyrillic word (lower case), or null when it has no Cyrillic letter. */
export function transliterate(word: string): string | null {
  if (!/\p{Script=Cyrillic}/u.test(word)) return null;
  return [...word].map((c) => CYRILLIC[c] ?? c).join('');
}

/** Runs of a script written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}ー]+/u;
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}ー]+|[\p{L}\p{N}]+/gu;

/** Unigrams and bigrams of an unspaced run: the index side. */
function ngrams(run: string): string[] {
  const chars = [...run];
  const out = [...chars];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

const HAN = /\p{Script=Han}/u;
let simplified: ((text: string) => string) | null = null;

/**
 * Han characters in their simplified form (OpenCC's Traditional, Taiwan and Hong Kong variants
 * to Mainland simplified), on both sides: "中國銀行" finds 中国银行, "滙豐銀行" 汇丰银行, and a
 * Japanese name's kyūjitai its shinjitai. Built on first use: its dictionary is not parsed at
 * the Worker's start-up, nor by a page that never searches.
 */
function toSimplified(token: string): string {
  simplified ??= Converter({ from: 'hk', to: 'cn' });
  return simplified(token);
}

/** Folded tokens of a text, unspaced runs kept whole (cut later), in order. */
export function tokens(text: string): string[] {
  const out = fold(text.normalize('NFC')).match(TOKEN) ?? [];
  return out.map((t) => (HAN.test(t) ? toSimplified(t) : t));
}

export const isUnspaced = (token: string) => UNSPACED.test(token);

/** Every index term of a name or place: its words, n-grams, transliterations and joined forms. */
export function indexTerms(text: string): string[] {
  const out = new Set<string>();
  const toks = tokens(text);
  for (const t of toks) {
    if (isUnspaced(t)) for (const g of ngrams(t)) out.add(g);
    else {
      out.add(t.slice(0, 40));
      const latin = transliterate(t);
      if (latin) out.add(latin.slice(0, 40));
    }
  }
  for (const joined of joinedForms(text)) out.add(joined.slice(0, 40));
  return [...out];
}

/**
 * The text with the hyphens and apostrophes inside its words dropped ("T-Bank" -> "TBank",
 * "People's" -> "Peoples"): a word so written is one word as well as its parts.
 */
export const joinWords = (text: string): string => text.replace(/(?<=[\p{L}\p{N}])[-'’](?=[\p{L}\p{N}])/gu, '');

/** "alfa-bank" -> "alfabank", "j.p. morgan" -> "jp": how people also type these. */
function joinedForms(text: string): string[] {
  const out: string[] = [];
  const folded = fold(text.normalize('NFC'));
  for (const m of folded.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)+/gu)) {
    const joined = joinWords(m[0]);
    out.push(joined);
    const latin = transliterate(joined);
    if (latin) out.push(latin);
  }
  for (const m of folded.matchAll(/(?:^|[^\p{L}\p{N}])((?:\p{L}\.\s?){2,})/gu)) out.push(m[1]!.replace(/[.\s]/g, ''));
  return out;
}

/**
 * The words a query must match, each as a prefix of an index term. An unspaced run is cut into
 * its bigrams (a single character stays one term), so "工商银行" must contain 工商, 商银 and 银行.
 */
export function queryWords(text: string): string[] {
  const out: string[] = [];
  for (const t of tokens(text)) {
    if (!isUnspaced(t)) out.push(t.slice(0, 40));
    else if ([...t].length === 1) out.push(t);
    else for (const g of ngrams(t).filter((g) => [...g].length === 2)) out.push(g);
  }
  return [...new Set(out)];
}

/** Whether a word names what is wanted (own keys only: "constructor" is a bank's word, not an intent). */
export const isIntentWord = (word: string): boolean => Object.hasOwn(INTENT_WORDS, word);

// Words that name what is wanted rather than who: "Deutsche Bank SWIFT code" is a bank. Dropped
// from a query that has other words (and then they point the autocompletion at that section):
// each kind's own words (its declaration's `intent`) name its section, these name none.
const GENERIC_INTENT_WORDS = ['code', 'codes', 'number', 'numero', 'nummer', 'код', '代码', '코드'];

export const INTENT_WORDS: Record<string, string> = Object.fromEntries([
  ...KIND_IDS.flatMap((k) => (KINDS[k].intent ?? []).map((w) => [w, KINDS[k].api])),
  ...GENERIC_INTENT_WORDS.map((w) => [w, '']),
]);

// Words left out of acronyms: articles and prepositions of the name languages, and legal forms.
const ACRONYM_SKIP = new Set(NAME_PARTICLES);
const LEGAL_FORMS = new Set([
  'ag',
  'aktiengesellschaft',
  'nv',
  'pjsc',
  'ps',
  'pcl',
  'kk',
  'sapi',
  'sab',
  'sabdecv',
  'abp',
  'ua',
  'sca',
  'scarl',
  'ead',
  'sp',
  'sa',
  'plc',
  'ltd',
  'limited',
  'inc',
  'llc',
  'corp',
  'co',
  'bv',
  'gmbh',
  'spa',
  'ab',
  'asa',
  'as',
  'oyj',
  'jsc',
  'ojsc',
  'cjsc',
  'ooo',
  'pao',
  'ao',
  'bhd',
  'berhad',
  'sae',
  'saa',
  'sal',
  'psc',
  'pjs',
  'na',
  'n',
  'a',
  'kg',
  'eg',
  'se',
  'sarl',
  'sas',
  'srl',
  'sl',
  'scrl',
  'kft',
  'zrt',
  'rt',
  'dd',
  'doo',
  'ad',
  'pt',
  'tbk',
  'pllc',
  'lp',
  'fsb',
  'ssb',
  'пао',
  'ао',
  'ооо',
  'зао',
  'оао',
  'нко',
  'кб',
  'акб',
]);

/** Legal forms written in several words, folded ("Spółka Akcyjna", "National Association"). */
const LEGAL_PHRASES = [
  ['spolka', 'akcyjna'],
  ['anonim', 'sirketi'],
  ['national', 'association'],
  ['public', 'limited', 'company'],
  ['public', 'company', 'limited'],
  ['company', 'limited'],
  ['co', 'ltd'],
  ['societe', 'anonyme'],
  ['sociedad', 'anonima'],
  ['societa', 'per', 'azioni'],
  ['publichnoe', 'aktsionernoe', 'obshchestvo'],
  ['публичное', 'акционерное', 'общество'],
  ['акционерное', 'общество'],
];
/** Words a name may open with that are not its name: an article, or a legal form written first. */
const LEADING_FORMS = new Set([
  'the',
  'pt',
  'jsc',
  'pjsc',
  'ojsc',
  'cjsc',
  'пао',
  'ао',
  'ооо',
  'зао',
  'оао',
  'акб',
  'кб',
  'нко',
  'სს',
  '주식회사',
  '주',
]);
/** Legal forms written into a Han, kana or Hangul name, as the index folds them (simplified). */
const UNSPACED_FORMS = /^(?:株式会社|주식회사)|(?:股份有限公司|有限责任公司|有限公司|株式会社|주식회사)$/u;

/** A word that was only a legal form written into a Han or Hangul run. */
const FORM = '\u0000';

const endsWith = (words: string[], end: number, phrase: string[]) =>
  end - phrase.length >= 1 && phrase.every((w, i) => words[end - phrase.length + i] === w);

/** How many single letters before `end` spell a legal form together (at least 2; the longest such run), or 0. */
function initialsForm(list: string[], start: number, end: number): number {
  let letters = end;
  while (letters > start + 1 && list[letters - 1]!.length === 1) letters--;
  for (let n = end - letters; n >= 2; n--) if (LEGAL_FORMS.has(list.slice(end - n, end).join(''))) return n;
  return 0;
}

/**
 * The name without its legal forms ("deutsche bank ag" -> "deutsche bank", "the bank of new
 * york mellon" -> "bank of new york mellon", "abn amro bank n v" -> "abn amro bank",
 * "株式会社三井住友银行" -> "三井住友银行"), folded, or null when the same. Initials written with
 * dots ("N.V.", "P.J.S.C.", "A/S") fold to single letters: a run of them that spells a legal
 * form is one. At least one word is kept.
 */
export function withoutLegalForm(words: string[]): string[] | null {
  // A Han or Hangul run loses a legal form written into it; one that is nothing else ("有限公司"
  // after "(中国)") is a legal form word of its own.
  const list = words.map((w) => (isUnspaced(w) ? w.replace(UNSPACED_FORMS, '') || FORM : w));
  const isForm = (w: string) => w === FORM || LEGAL_FORMS.has(w);
  let start = 0;
  for (let changed = true; changed && start < list.length - 1; ) {
    const phrase = LEGAL_PHRASES.find(
      (p) => p.every((w, i) => list[start + i] === w) && start + p.length < list.length,
    );
    changed = !!phrase || LEADING_FORMS.has(list[start]!) || list[start] === FORM;
    if (changed) start += phrase ? phrase.length : 1;
  }
  let end = list.length;
  for (let changed = true; changed && end - start > 1; ) {
    // Initials folded to letters first, the longest run that spells a form ("s a" of S.A., "n v"
    // of N.V.): a letter that is also a form alone ("a" of N.A.) must not be taken on its own and
    // leave the rest of the initials ("banco santander s") as if they were the name's.
    const initials = initialsForm(list, start, end);
    if (initials > 0) {
      end -= initials;
      continue;
    }
    changed = false;
    if (isForm(list[end - 1]!)) {
      end--;
      changed = true;
      continue;
    }
    const phrase = LEGAL_PHRASES.find((p) => endsWith(list, end, p) && end - p.length > start);
    if (phrase) {
      end -= phrase.length;
      changed = true;
    }
  }
  const out = list.slice(start, end);
  return out.length < words.length || out.some((w, i) => w !== words[i]) ? out : null;
}

/**
 * Initials of a Latin name's significant words ("industrial and commercial bank of china" ->
 * icbc; "state bank of india" -> sbi), without its legal form, 3 to 6 letters: a legal form's
 * initial is not part of what people abbreviate ("Unicaja Banco SA" is not UBS: it ranked third
 * for "ubs" with the initials of "SA" counted).
 */
export function acronyms(words: string[]): string[] {
  const out = new Set<string>();
  for (const list of [withoutLegalForm(words) ?? words]) {
    const significant = list.filter((w) => !ACRONYM_SKIP.has(w) && /^\p{Script=Latin}/u.test(w));
    if (significant.length < 3 || significant.length > 6) continue;
    out.add(significant.map((w) => w[0]).join(''));
  }
  return [...out];
}
