import { SEARCH_SECTIONS } from '../../shared/api-types';
import { isUnspaced, tokens } from '../../shared/search-text';
import type { StatementPlan } from './batch';
import { oneEditAway } from './did-you-mean';

// A name word the index does not know ("deusche", "barclys", "santandar") is read as the word it
// knows one edit away (Damerau-Levenshtein distance 1: a letter missing, one too many, one
// struck for another, two swapped; the slips of typing, as for codes in ./did-you-mean.ts),
// the one most records hold, or the next ones where the query's other words are not found with
// it (READINGS). A word is known when some term of the index starts with it, so a
// word still being typed is never "corrected". The sources hold typing slips of their own (a
// routing record's "FEDRAL", an IFSC's "BNAK"), so a word only a handful of records know is
// still read as a neighbour that many times as many records hold, when the query as typed finds
// nothing. Only alphabetic scripts: a Han or kana query is matched by its n-grams, where one
// wrong character already leaves the others to match.

/** Words shorter than this have too many neighbours one edit away to pick one. */
const MIN_LENGTH = 4;
/**
 * A word the index knows is still read as a neighbour held by at least this many times as many
 * records as all the terms the word starts: "fedral" (1 record) is "federal" (about 2,000).
 */
const SLIP_RATIO = 20;

/** The letters an edit may bring in, per script, as the index folds them (shared/search-text.ts fold). */
const ALPHABETS: [RegExp, string][] = [
  [/^[a-z]+$/, 'abcdefghijklmnopqrstuvwxyz'],
  [/^[а-яёєіїў]+$/, 'абвгдежзиклмнопрстуфхцчшщъыьэюяєії'],
  [/^[α-ω]+$/, 'αβγδεζηθικλμνξοπρστυφχψω'],
];

export interface Correction {
  /** The query with each unknown word replaced, as it is searched and shown. */
  text: string;
  /** The words replaced, typed -> known. */
  words: [string, string][];
}

/**
 * Readings of a query beside the first: a word's neighbour most records hold may be a word the
 * query's other words are never found with ("krdi" is "kadi", a town of many IFSC branches,
 * before "kredi" of "yapi ve kredi bankasi"), so the next neighbours are read too, one word at a
 * time, each a search of its own (a round trip): at most this many readings in all.
 */
const READINGS = 3;

/**
 * The query's unknown words read as their nearest known ones, the likeliest reading first (each
 * word's neighbour most records hold), then READINGS - 1 more at most (one word's next
 * neighbour); none when every word is known or none has a known neighbour. One round trip:
 * whether each word starts a term, and which of its neighbours are terms (with how many records
 * hold them), in one batch.
 */
export async function correctTypos(plan: StatementPlan, text: string): Promise<Correction[]> {
  const words = [...new Set(tokens(text))].filter(
    (w) => !isUnspaced(w) && [...w].length >= MIN_LENGTH && ALPHABETS.some(([re]) => re.test(w)),
  );
  if (words.length === 0) return [];
  const neighbours = new Map<string, string[]>();
  for (const w of words) {
    const alphabet = ALPHABETS.find(([re]) => re.test(w))?.[1] ?? '';
    neighbours.set(w, oneEditAway(w, alphabet));
  }
  const sections = SEARCH_SECTIONS.map((s) => `'${s}'`).join(', ');
  const db = plan.db;
  const [known, terms] = await Promise.all([
    // docs: null where no term starts with the word (SQL sum of no rows).
    plan.all<{ word: string; docs: number | null }>(
      db
        .prepare(
          `SELECT w.value AS word, (SELECT sum(v.docs) FROM search_vocab v WHERE v.section IN (${sections})
             AND v.term >= w.value AND v.term < w.value || char(65535)) AS docs
           FROM json_each(?1) w`,
        )
        .bind(JSON.stringify(words)),
    ),
    plan.all<{ term: string; docs: number }>(
      db
        .prepare(
          `SELECT v.term AS term, sum(v.docs) AS docs FROM search_vocab v
           WHERE v.section IN (${sections}) AND v.term IN (SELECT value FROM json_each(?1)) GROUP BY v.term`,
        )
        .bind(JSON.stringify([...new Set([...neighbours.values()].flat())])),
    ),
  ]);
  const held = new Map(known.map((r) => [r.word, r.docs ?? 0]));
  const docs = new Map(terms.map((r) => [r.term, r.docs]));
  // Each word's known neighbours, the most records first; on a tie the first (transpositions
  // come first: a stable sort).
  const options = new Map<string, string[]>();
  for (const w of words) {
    const own = held.get(w) ?? 0;
    const known = (neighbours.get(w) ?? [])
      .filter((n) => (docs.get(n) ?? 0) > 0 && (own === 0 || (docs.get(n) ?? 0) >= SLIP_RATIO * own))
      .sort((a, b) => (docs.get(b) ?? 0) - (docs.get(a) ?? 0));
    if (known.length > 0) options.set(w, known);
  }
  if (options.size === 0) return [];
  const best = new Map([...options].map(([w, known]) => [w, known[0] as string]));
  const reading = (swap: ReadonlyMap<string, string>): Correction => ({
    text: tokens(text)
      .map((t) => swap.get(t) ?? t)
      .join(' '),
    words: [...swap],
  });
  const readings = [reading(best)];
  for (const [w, known] of options)
    for (const next of known.slice(1)) {
      if (readings.length >= READINGS) break;
      readings.push(reading(new Map([...best, [w, next]])));
    }
  return readings;
}
