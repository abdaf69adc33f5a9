import type { SearchHit } from '../../shared/api-types';
import type { SearchQuery, SectionResult } from './types';
import { countryFilter } from './types';
import { RARE_TERM } from '../../shared/search-text';

// Records by the words of their names and places, on the search index
// (migrations/0020_search_index.sql). Every query word must start a term of the record. The
// rarest word (search_vocab counts) drives:
// - a rare one (<= RARE records) is a range of search_terms, its records sorted by rank and
//   checked for the other words in their term string;
// - a common one ("bank" is in almost every IFSC record) would cost a sort of most of the
//   section, so the section's records are read in rank order (search_docs_section) and checked
//   for every word, stopping at the page: dense matches are found within a few hundred rows.
// Either way one statement with one AND per word: no compound SELECT, whatever the number of
// words (D1 limits compound SELECTs; the former INTERSECT per word reached it at six words).

const RARE = RARE_TERM;
/**
 * One ranking for the search page and the autocompletion: relevance points (exact name 6, name
 * prefix or acronym 4, the name's start plus the other words 3.5, all words 2, a code prefix
 * typed like a word 1.5, fewer words 0) plus the decimal log of the bank's prominence, so that
 * a much more prominent bank can pass a weaker kind of match ("chase": JPMorgan Chase Bank
 * before Chase Fleming) but an exact name stays first ("deutsche bank": Deutsche Bank AG
 * before DZ Bank, Deutsche Zentral-Genossenschaftsbank, whose prominence is 15 times higher).
 */
export function score(m: { cls: number; prominence: number }): number {
  const points = m.cls <= 0 ? 6 : m.cls <= 1 ? 4 : m.cls <= 1.5 ? 3.5 : m.cls <= 2 ? 2 : m.cls <= 2.5 ? 1.5 : 0;
  return points + Math.log10(1 + Math.max(0, m.prominence));
}

export interface NameMatch {
  id: number;
  key: string;
  prominence: number;
  /** Relevance: 0 exact name, 1 name prefix or acronym, 2 all words, 3 fewer words. */
  cls: number;
}

export interface NameResult {
  total: number;
  capped: boolean;
  matches: NameMatch[];
}

type Vocab = Map<string, Map<string, number>>;
const vocabs = new WeakMap<SearchQuery, Promise<Vocab>>();

/** How many records of each section hold a term starting with each query word (one statement per word, one batch). */
function vocabOf(db: D1Database, q: SearchQuery): Promise<Vocab> {
  let found = vocabs.get(q);
  if (!found) {
    found = Promise.all(
      q.words.map(async (w) => {
        const { results } = await db
          .prepare('SELECT section, sum(docs) AS n FROM search_vocab WHERE term >= ?1 AND term < ?2 GROUP BY section')
          .bind(w, `${w}\uffff`)
          .all<{ section: string; n: number }>();
        return [w, new Map(results.map((r) => [r.section, r.n]))] as const;
      }),
    ).then((entries) => new Map(entries));
    vocabs.set(q, found);
  }
  return found;
}

interface Row {
  id: number;
  key: string;
  prominence: number;
}

/** The records of a section holding every word of `words`, in rank order: a page of them and their count. */
async function allWords(db: D1Database, section: string, words: string[], vocab: Vocab, q: SearchQuery, limit: number, offset: number): Promise<{ total: number; capped: boolean; rows: Row[] }> {
  const n = (w: string) => vocab.get(w)?.get(section) ?? 0;
  const driver = words.reduce((a, b) => (n(a) <= n(b) ? a : b));
  const rare = n(driver) <= RARE;
  const checked = rare ? words.filter((w) => w !== driver) : words;
  const values: (string | number)[] = rare ? [section, driver, `${driver}\uffff`] : [section];
  const checks = checked.map((w) => {
    values.push(` ${w}`);
    return ` AND instr(d.terms, ?${values.length}) > 0`;
  });
  const filter = countryFilter('d.country', q.countries, values.length + 1);
  values.push(...filter.values);
  const where = `${checks.join('')}${filter.sql}`;
  const from = rare
    ? `FROM search_terms t JOIN search_docs d ON d.id = t.doc WHERE t.section = ?1 AND t.term >= ?2 AND t.term < ?3${where}`
    : `FROM search_docs d WHERE d.section = ?1${where}`;
  const page = db
    .prepare(`SELECT ${rare ? 'DISTINCT ' : ''}d.id, d.key, d.prominence ${from} ORDER BY d.id LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`)
    .bind(...values, limit, offset)
    .all<Row>();
  // A rare driver's matches are counted exactly. A common word's would take a scan of most of
  // the section: the count is then the rarest word's record count (search_vocab), an upper
  // bound, and the section says so (capped).
  const count = q.count === false || !rare ? null : db.prepare(`SELECT count(DISTINCT d.id) AS n ${from}`).bind(...values).first<number>('n');
  const [rows, total] = await Promise.all([page, count]);
  if (rare) return { total: total ?? rows.results.length, capped: false, rows: rows.results };
  const bound = Math.max(rows.results.length + offset, n(driver));
  return { total: q.count === false ? rows.results.length : bound, capped: bound > rows.results.length + offset, rows: rows.results };
}

/**
 * A section's records by name: every word (class 2); when no record has them all, the words
 * that occur in the section, or all but the last (class 3). Null when no word could match.
 */
export async function findByName(db: D1Database, section: string, q: SearchQuery, limit = q.limit, offset = q.offset): Promise<NameResult | null> {
  if (q.words.length === 0) return null;
  const vocab = await vocabOf(db, q);
  const occurs = q.words.filter((w) => (vocab.get(w)?.get(section) ?? 0) > 0);
  if (occurs.length === 0) return { total: 0, capped: false, matches: [] };
  const tries: [string[], number][] = [];
  if (occurs.length === q.words.length) tries.push([q.words, 2]);
  else tries.push([occurs, 3]);
  if (occurs.length > 1) tries.push([occurs.slice(0, -1), 3]);
  for (const [words, cls] of tries) {
    const found = await allWords(db, section, words, vocab, q, limit, offset);
    if (found.total > 0 || found.rows.length > 0) {
      return { total: found.total, capped: found.capped, matches: found.rows.map((r) => ({ ...r, cls })) };
    }
  }
  return { total: 0, capped: false, matches: [] };
}

/**
 * Records whose whole name is the query (class 0), starts with it or has it as acronym (1), or
 * starts with the query but its last word, holding that word elsewhere (1.5: "deutsche bank
 * frankfurt" is Deutsche Bank in Frankfurt before DZ Bank, Deutsche Zentral-..., Frankfurt).
 */
export async function findByWholeName(db: D1Database, section: string, q: SearchQuery, limit: number): Promise<NameMatch[]> {
  if (q.name.length < 2) return [];
  const words = q.name.split(' ');
  // The name's start: all words but the last, the first two, the first one; the rest must be
  // among the record's terms.
  const lengths = [...new Set([words.length - 1, 2, 1])].filter((n) => n >= 1 && n < words.length);
  const run = (name: string, rest: string[]) => {
    const values = [section, name, `${name}\uffff`, ...rest.map((w) => ` ${w}`)];
    const checks = rest.map((_, i) => ` AND instr(d.terms, ?${4 + i}) > 0`).join('');
    const filter = countryFilter('d.country', q.countries, values.length + 1);
    return db
      .prepare(
        `SELECT d.id, d.key, d.prominence, min(CASE WHEN n.name = ?2 AND n.acronym = 0 THEN 0 ELSE 1 END) AS cls
         FROM search_names n JOIN search_docs d ON d.id = n.doc
         WHERE n.section = ?1 AND n.name >= ?2 AND n.name < ?3 AND (n.acronym = 0 OR n.name = ?2)${checks}${filter.sql}
         GROUP BY d.id ORDER BY cls, d.id LIMIT ${limit}`,
      )
      .bind(...values, ...filter.values)
      .all<NameMatch>();
  };
  const [whole, ...starts] = await Promise.all([run(q.name, []), ...lengths.map((n) => run(words.slice(0, n).join(' '), words.slice(n)))]);
  const out = [...whole.results];
  const seen = new Set(out.map((m) => m.id));
  for (const start of starts) for (const m of start.results) if (!seen.has(m.id)) { seen.add(m.id); out.push({ ...m, cls: 1.5 }); }
  return out;
}

const topBanks = new WeakMap<SearchQuery, Promise<NameMatch[]>>();

/** The banks the query names (whole name, name prefix, acronym), at most 5, shared by the sections of one query. */
function namedBanks(db: D1Database, q: SearchQuery): Promise<NameMatch[]> {
  let found = topBanks.get(q);
  if (!found) {
    found = findByWholeName(db, 'banks', { ...q, countries: [] }, 5);
    topBanks.set(q, found);
  }
  return found;
}

/**
 * A code section's records by name and place, as hits in rank order (loaded by their keys):
 * first the records of the banks the query names ("deutsche" lists Deutsche Bank's SWIFT codes
 * before those of DZ Bank, Deutsche Zentral-Genossenschaftsbank), then every record holding
 * all words.
 */
export async function codesByName(
  db: D1Database,
  section: string,
  q: SearchQuery,
  load: (db: D1Database, keys: string[]) => Promise<Map<string, SearchHit>>,
): Promise<SectionResult | null> {
  if (q.words.length === 0) return null;
  const want = q.offset + q.limit;
  const banks = await namedBanks(db, q);
  const clsOf = new Map(banks.map((b) => [Number(b.key), b.cls]));
  const values: (string | number)[] = [section, JSON.stringify(banks.map((b) => Number(b.key)))];
  const checks = q.words.map((w) => {
    values.push(` ${w}`);
    return ` AND instr(d.terms, ?${values.length}) > 0`;
  });
  const filter = countryFilter('d.country', q.countries, values.length + 1);
  // INDEXED BY: without it SQLite reads the whole section in id order (its ORDER BY) and
  // tests each record's bank, 200-400 ms on the IFSC section; the bank index reads only the
  // named banks' records.
  const [found, named] = await Promise.all([
    findByName(db, section, q, want + 50, 0),
    banks.length === 0
      ? null
      : db
          .prepare(
            `SELECT d.id, d.key, d.prominence, d.bank_id FROM search_docs d INDEXED BY search_docs_bank
             WHERE d.section = ?1 AND d.bank_id IN (SELECT value FROM json_each(?2))${checks.join('')}${filter.sql}
             ORDER BY d.id LIMIT ${want}`,
          )
          .bind(...values, ...filter.values)
          .all<NameMatch & { bank_id: number }>(),
  ]);
  if (!found) return null;
  const first = (named?.results ?? []).map((m) => ({ id: m.id, key: m.key, prominence: m.prominence, cls: clsOf.get(m.bank_id) ?? 2 }));
  const seen = new Set(first.map((m) => m.id));
  const ranked = [...first, ...found.matches.filter((m) => !seen.has(m.id))]
    .sort((a, b) => score(b) - score(a) || a.id - b.id)
    .slice(q.offset, want);
  const hits = await load(db, ranked.map((m) => m.key));
  const items: SearchHit[] = [];
  const scores: { cls: number; prominence: number }[] = [];
  for (const m of ranked) {
    const hit = hits.get(m.key);
    if (!hit) continue;
    items.push(hit);
    scores.push({ cls: m.cls, prominence: m.prominence });
  }
  return { total: Math.max(found.total, first.length), capped: found.capped, items, scores };
}

/**
 * One section's answer when the query can be both a code prefix and a name ("DEUT", "chase"):
 * the code prefix when typed like a code or when no name matches, else the names.
 */
export function pick(q: SearchQuery, byCode: SectionResult | null, byName: SectionResult | null): SectionResult | null {
  if (byCode && byCode.total > 0 && (q.codeLike || !byName || byName.total === 0)) return byCode;
  return byName ?? byCode;
}

/** Scores of code-prefix hits: 0 for the complete code, else a prefix (1 when typed like a code, 2.5 when typed like a word). */
export function codeScores(q: SearchQuery, codes: (string | null)[], prominence: number[]): { cls: number; prominence: number }[] {
  return codes.map((code, i) => ({ cls: code === q.code ? 0 : q.codeLike ? 1 : 2.5, prominence: prominence[i] ?? 0 }));
}
