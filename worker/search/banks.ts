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

/**
 * Banks by name, every word of the query a word prefix of a word of the name ("deut ban" finds
 * DEUTSCHE BANK AG), or by ISO 9362 institution code; the most prominent banks first.
 * Word prefixes are index range scans of bank_words (migrations/0010_bank_words.sql), one per
 * query word, intersected: milliseconds whatever the number of banks, where a LIKE scan of
 * every name took 15-25 ms on the full data.
 */
export const bankSearcher: Searcher = {
  section: 'banks',
  async search(db, q) {
    const words = searchWords(q.text).slice(0, 6).map((w) => w.slice(0, 60));
    if (words.length === 0) return null;
    // ?1, ?2 the range of word 1, ?3, ?4 of word 2, ...: [word, word + U+FFFF).
    const ranges = words.map((_, i) => `SELECT bank_id FROM bank_words WHERE word >= ?${2 * i + 1} AND word < ?${2 * i + 2}`);
    const code = /^[A-Z]{4}$/.test(q.code) ? q.code : null;
    const values: (string | number)[] = [...words.flatMap((w) => [w, `${w}\uffff`]), ...(code ? [code] : [])];
    // The matching bank ids, from the word index (and the institution code): the join below is
    // driven by them, so a rare word costs a few index reads and a common one ("bank", ~9,400
    // banks) a sort of its matches, never a scan of every bank.
    const ids = `${ranges.join(' INTERSECT ')}${code ? ` UNION SELECT id FROM banks WHERE institution_code = ?${values.length}` : ''}`;
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
