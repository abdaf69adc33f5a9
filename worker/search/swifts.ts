import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';
import { nameSearch, codeScores, pick, type RowSpec } from './names';

interface Row {
  code: string;
  country: string;
  bank_name: string | null;
  branch_name: string | null;
  city: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
  prominence?: number;
}

const COLUMNS = `s.code, s.country, s.bank_name, s.branch_name, s.city, b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_display_name`;

const toHit = (r: Row): SearchHit => ({
  type: 'swifts',
  code: r.code,
  name: r.bank_display_name ?? r.bank_name ?? r.code,
  detail: [r.branch_name, r.city].filter(Boolean).join(', ') || null,
  country: r.country,
  path: `/swifts/${r.code}`,
  bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
  status: null,
});

/** The name search's rows (worker/search/names.ts). */
const ROWS: RowSpec<Row> = { columns: COLUMNS, joins: 'JOIN swifts s ON s.code = p.key LEFT JOIN banks b ON b.id = s.bank_id', toHit };

export async function loadSwifts(db: D1Database, codes: string[]): Promise<Map<string, SearchHit>> {
  if (codes.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM swifts s LEFT JOIN banks b ON b.id = s.bank_id WHERE s.code IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(codes))
    .all<Row>();
  return new Map(results.map((r) => [r.code, toHit(r)]));
}

/**
 * SWIFT/BIC codes by prefix (ISO 9362: 4 letters first), the most prominent bank's first and
 * its head office first (the search index's rank); and by the bank's names, branch and city
 * ("deutsche bank frankfurt").
 */
export const swiftSearcher: Searcher = {
  section: 'swifts',
  async search(db, q) {
    const [byCode, byName] = await Promise.all([
      /^[A-Z]{4}[0-9A-Z]{0,7}$/.test(q.code) ? byPrefix(db, q) : null,
      nameSearch(db, 'swifts', q, ROWS),
    ]);
    return pick(q, byCode, byName);
  },
};

async function byPrefix(db: D1Database, q: Parameters<Searcher['search']>[1]) {
  const filter = countryFilter('s.country', q.countries, 3);
  const values = [q.code, prefixEnd(q.code), ...filter.values];
  const [count, rows] = await Promise.all([
    countOf(db, q, `SELECT count(*) AS n FROM swifts s WHERE s.code >= ?1 AND s.code < ?2${filter.sql}`, values),
    db
      .prepare(
        `SELECT ${COLUMNS}, d.prominence
         FROM search_docs d JOIN swifts s ON s.code = d.key LEFT JOIN banks b ON b.id = s.bank_id
         WHERE d.section = 'swifts' AND d.key >= ?1 AND d.key < ?2${filter.sql}
         ORDER BY d.id LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
      )
      .bind(...values, q.limit, q.offset)
      .all<Row>(),
  ]);
  return {
    total: count ?? rows.results.length,
    items: rows.results.map(toHit),
    scores: codeScores(q, rows.results.map((r) => (r.code.endsWith('XXX') && q.code.length === 8 ? r.code.slice(0, 8) : r.code)), rows.results.map((r) => r.prominence ?? 0)),
  };
}
