import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { nameSearch, codeScores, pick, type RowSpec } from './names';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';

interface Row {
  code: string;
  name: string;
  english_name: string | null;
  locality: string | null;
  country: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
}

/**
 * Russian BICs (Bank of Russia directory, 9 digits) by prefix, on the primary key. The name is
 * the directory's Russian one for Russian visitors, else its English name where it has one.
 */
export const rubicSearcher: Searcher = {
  section: 'rubics',
  async search(db, q) {
    const [byCode, byName] = await Promise.all([prefix(db, q), nameSearch(db, 'rubics', q, ROWS)]);
    return pick(q, byCode, byName);
  },
};

const prefixSearcher: Searcher = {
  section: 'rubics',
  async search(db, q) {
    if (!/^\d{1,9}$/.test(q.code)) return null;
    const filter = countryFilter('r.country', q.countries, 3);
    const base = `FROM rubics r WHERE r.code >= ?1 AND r.code < ?2${filter.sql}`;
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(*) AS n ${base}`, values),
      db
        .prepare(
          `SELECT r.code, r.name, r.english_name, r.locality, r.country,
                  k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
           ${base.replace('FROM rubics r', 'FROM rubics r LEFT JOIN banks k ON k.id = r.bank_id')}
           ORDER BY r.code LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
        )
        .bind(...values, q.limit, q.offset)
        .all<Row>(),
    ]);
    return {
      total: count ?? rows.results.length,
      items: rows.results.map((r) => toHit(r, q.lang)),
      scores: codeScores(q, rows.results.map((r) => r.code), []),
    };
  },
};

const toHit = (r: Row, lang?: string): SearchHit => ({
        type: 'rubics',
        code: r.code,
        name: lang === 'ru' ? r.name : (r.english_name ?? r.name),
        detail: r.locality,
        country: r.country,
        path: `/bics/${r.code}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
        status: null, // only US routing numbers have a status the result list names (search.status_*)
      });

const SQL_BY_CODES = `SELECT r.code, r.name, r.english_name, r.locality, r.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
   FROM rubics r LEFT JOIN banks k ON k.id = r.bank_id WHERE r.code IN (SELECT value FROM json_each(?1))`;

/** The name search's rows (worker/search/names.ts). */
const ROWS: RowSpec<Row> = {
  columns: 'r.code, r.name, r.english_name, r.locality, r.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name',
  joins: 'JOIN rubics r ON r.code = p.key LEFT JOIN banks k ON k.id = r.bank_id',
  toHit: (r, q) => toHit(r, q.lang),
};

/** Records by their codes, for "did you mean". */
export async function loadRubics(db: D1Database, codes: string[], lang?: string): Promise<Map<string, SearchHit>> {
  if (codes.length === 0) return new Map();
  const { results } = await db.prepare(SQL_BY_CODES).bind(JSON.stringify(codes)).all<Row>();
  return new Map(results.map((r) => [r.code, toHit(r, lang)]));
}

const prefix = (db: D1Database, q: Parameters<Searcher['search']>[1]) => prefixSearcher.search(db, q);
