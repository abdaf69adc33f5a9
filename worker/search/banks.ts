import type { Searcher } from './types';
import { countOf, countryFilter } from './types';
import { searchWords } from '../../shared/search-words';

interface Row {
  country: string;
  slug: string;
  name: string;
  city: string | null;
  head_office_swift: string | null;
}

/** At most this many words go into the query (the longest: the most selective), so that words,
 * countries and paging stay within D1's 100 bound parameters whatever the input. */
export const MAX_QUERY_WORDS = 32;

/**
 * The words a name must have a word starting with: each once, and none that is the start of
 * another query word ("ban bank" needs only "bank": a name word starting "bank" starts "ban").
 * After this no name word can match two query words, which the count below relies on.
 */
export function requiredWords(text: string): string[] {
  const words = [...new Set(searchWords(text).map((w) => w.slice(0, 60)))];
  const needed = words.filter((w) => !words.some((o) => o !== w && o.startsWith(w)));
  return needed.sort((a, b) => b.length - a.length).slice(0, MAX_QUERY_WORDS);
}

/**
 * Banks by name, every word of the query a word prefix of a word of the name ("deut ban" finds
 * DEUTSCHE BANK AG), or by ISO 9362 institution code; the most prominent banks first.
 * Word prefixes are index range scans of bank_words (migrations/0010_bank_words.sql), one per
 * query word: milliseconds whatever the number of banks, where a LIKE scan of every name took
 * 15-25 ms on the full data. They are combined in ONE select (OR of the ranges, grouped by bank,
 * kept when every query word matched) rather than one INTERSECT per word: D1, like SQLite with
 * SQLITE_MAX_COMPOUND_SELECT, refuses compound selects of many terms ("too many terms in
 * compound SELECT" at six words), and this form has no such limit.
 */
export const bankSearcher: Searcher = {
  section: 'banks',
  async search(db, q) {
    const words = requiredWords(q.text);
    if (words.length === 0) return null;
    // ?1 is word 1, its range [word, word + U+FFFF); ?2 word 2, ...
    const ranges = words.map((_, i) => `(word >= ?${i + 1} AND word < ?${i + 1} || char(65535))`);
    const which = words.map((_, i) => `WHEN ${ranges[i]} THEN ${i}`).join(' ');
    const code = /^[A-Z]{4}$/.test(q.code) ? q.code : null;
    const values: (string | number)[] = [...words, ...(code ? [code] : [])];
    // The matching bank ids, from the word index (and the institution code): the join below is
    // driven by them, so a rare word costs a few index reads and a common one ("bank", ~9,400
    // banks) a sort of its matches, never a scan of every bank.
    const byWords = `SELECT bank_id FROM bank_words WHERE ${ranges.join(' OR ')} GROUP BY bank_id HAVING count(DISTINCT CASE ${which} END) = ${words.length}`;
    const ids = `${byWords}${code ? ` UNION SELECT id FROM banks WHERE institution_code = ?${values.length}` : ''}`;
    const filter = countryFilter('b.country', q.countries, values.length + 1);
    const all = [...values, ...filter.values];
    const from = `FROM (${ids}) AS m JOIN banks b ON b.id = m.bank_id WHERE 1 = 1${filter.sql}`;
    // Two statements, sent in the search's one batch (worker/search/batch.ts): the page in
    // prominence order, and the count (from the index alone without a country filter; skipped
    // for suggestions, which need none).
    const [rows, count] = await Promise.all([
      db
        .prepare(`SELECT b.country, b.slug, b.name, b.city, b.head_office_swift ${from} ORDER BY b.popularity DESC, b.id LIMIT ?${all.length + 1} OFFSET ?${all.length + 2}`)
        .bind(...all, q.limit, q.offset)
        .all<Row>(),
      countOf(db, q, filter.sql ? `SELECT count(*) AS n ${from}` : `SELECT count(*) AS n FROM (${ids})`, all),
    ]);
    const total = count ?? rows.results.length;
    return {
      total,
      items: rows.results.map((r) => {
        const country = r.country.toLowerCase();
        return {
          type: 'banks' as const,
          code: r.head_office_swift,
          name: r.name,
          detail: r.city,
          country: r.country,
          path: `/banks/${country}/${r.slug}`,
          bank: { country, slug: r.slug, name: r.name },
          status: null,
        };
      }),
    };
  },
};
