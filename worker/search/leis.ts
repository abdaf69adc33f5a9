import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { nameSearch, codeScores, pick, type RowSpec } from './names';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';

interface Row {
  code: string;
  legal_name: string | null;
  country: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
}

/**
 * LEIs (ISO 17442: 20 alphanumerics) by prefix, on the primary key, from 4 characters on: the
 * first four are the issuing LOU's prefix, so fewer say nothing about the entity.
 */
export const leiSearcher: Searcher = {
  section: 'leis',
  async search(db, q) {
    const [byCode, byName] = await Promise.all([prefix(db, q), nameSearch(db, 'leis', q, ROWS)]);
    return pick(q, byCode, byName);
  },
};

const prefixSearcher: Searcher = {
  section: 'leis',
  async search(db, q) {
    if (!/^[0-9A-Z]{4,20}$/.test(q.code)) return null;
    const filter = countryFilter('l.country', q.countries, 3);
    const base = `FROM leis l WHERE l.code >= ?1 AND l.code < ?2${filter.sql}`;
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(*) AS n ${base}`, values),
      db
        .prepare(
          `SELECT l.code, l.legal_name, l.country,
                  k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
           ${base.replace('FROM leis l', 'FROM leis l LEFT JOIN banks k ON k.id = l.bank_id')}
           ORDER BY l.code LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
        )
        .bind(...values, q.limit, q.offset)
        .all<Row>(),
    ]);
    return {
      total: count ?? rows.results.length,
      items: rows.results.map(toHit),
      scores: codeScores(q, rows.results.map((r) => r.code), []),
    };
  },
};

const toHit = (r: Row): SearchHit => ({
        type: 'leis',
        code: r.code,
        name: r.legal_name ?? r.code,
        detail: null,
        country: r.country,
        path: `/leis/${r.code}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
        status: null, // only US routing numbers have a status the result list names (search.status_*)
      });

const SQL_BY_CODES = `SELECT l.code, l.legal_name, l.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
   FROM leis l LEFT JOIN banks k ON k.id = l.bank_id WHERE l.code IN (SELECT value FROM json_each(?1))`;

/** The name search's rows (worker/search/names.ts). */
const ROWS: RowSpec<Row> = {
  columns: 'l.code, l.legal_name, l.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name',
  joins: 'JOIN leis l ON l.code = p.key LEFT JOIN banks k ON k.id = l.bank_id',
  toHit,
};

/** Records by their codes, for "did you mean". */
export async function loadLeis(db: D1Database, codes: string[]): Promise<Map<string, SearchHit>> {
  if (codes.length === 0) return new Map();
  const { results } = await db.prepare(SQL_BY_CODES).bind(JSON.stringify(codes)).all<Row>();
  return new Map(results.map((r) => [r.code, toHit(r)]));
}

const prefix = (db: D1Database, q: Parameters<Searcher['search']>[1]) => prefixSearcher.search(db, q);
