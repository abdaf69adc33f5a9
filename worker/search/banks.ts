import type { Searcher } from './types';
import { countOf, countryFilter } from './types';

interface Row {
  country: string;
  slug: string;
  name: string;
  city: string | null;
  head_office_swift: string | null;
}

/**
 * LIKE pattern for a word prefix: the word escaped (%, _ and \ are literal), after a space.
 * D1 refuses LIKE patterns longer than 50 bytes ("pattern too complex"): a longer word is cut to
 * its first characters, which still finds the names it could have found.
 */
const MAX_PATTERN_BYTES = 50;
const utf8 = new TextEncoder();
function wordPattern(word: string): string {
  let chars = [...word];
  for (;;) {
    const pattern = `% ${chars.join('').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (utf8.encode(pattern).length <= MAX_PATTERN_BYTES) return pattern;
    chars = chars.slice(0, -1);
  }
}

/**
 * Banks by name, every word of the query a word prefix of the name ("deut ban" finds DEUTSCHE
 * BANK AG), or by ISO 9362 institution code. Biggest banks (most SWIFT codes) first.
 * A scan of the banks table (~42k short rows); an FTS5 index would be the next step if the
 * table grows by an order of magnitude. The scan is kept to one pass, and a cheap one:
 * - no lower(name): SQLite's LIKE already ignores case for ASCII letters, and its lower()
 *   folds only ASCII letters too (no ICU in D1), so the matches are the same. Measured on
 *   the real import ("deutsche"): 28 -> 13 ms of SQL for the count.
 * - the total comes with the page (count(*) OVER (), computed before LIMIT), not from a
 *   second scan; only a page past the end, which has no row to carry it, counts separately.
 */
export const bankSearcher: Searcher = {
  section: 'banks',
  async search(db, q) {
    if (q.words.length === 0) return null;
    const words = q.words.slice(0, 6);
    const likes = words.map((_, i) => `(' ' || name) LIKE ?${i + 1} ESCAPE '\\'`).join(' AND ');
    const code = /^[A-Z]{4}$/.test(q.code) ? q.code : null;
    const where = `(${likes}${code ? ` OR institution_code = ?${words.length + 1}` : ''})`;
    const values: (string | number)[] = [...words.map(wordPattern), ...(code ? [code] : [])];
    const filter = countryFilter('country', q.countries, values.length + 1);
    const base = `FROM banks WHERE ${where}${filter.sql}`;
    const all = [...values, ...filter.values];
    // Suggestions need no total: without the window count, LIMIT can stop the scan early.
    const counted = q.count !== false;
    const rows = await db
      .prepare(`SELECT country, slug, name, city, head_office_swift${counted ? ', count(*) OVER () AS total' : ''} ${base} ORDER BY swifts_count DESC, name LIMIT ?${all.length + 1} OFFSET ?${all.length + 2}`)
      .bind(...all, q.limit, q.offset)
      .all<Row & { total?: number }>();
    const total = !counted
      ? rows.results.length
      : (rows.results[0]?.total ?? (q.offset > 0 ? ((await countOf(db, q, `SELECT count(*) AS n ${base}`, all)) ?? 0) : 0));
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
