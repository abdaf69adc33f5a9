import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { nameSearch, codeScores, pick, type RowSpec } from './names';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';

interface Row {
  code: string;
  bank_name: string | null;
  branch: string | null;
  city: string | null;
  country: string;
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
}

/**
 * IFSCs (RBI: 4 letters for the bank, '0', 6 for the branch) by prefix, on the primary key,
 * once the bank's four letters are typed: fewer would match every Indian bank at once.
 */
export const ifscSearcher: Searcher = {
  section: 'ifscs',
  async search(db, q) {
    const [byCode, byName] = await Promise.all([prefix(db, q), nameSearch(db, 'ifscs', q, ROWS)]);
    return pick(q, byCode, byName);
  },
};

const prefixSearcher: Searcher = {
  section: 'ifscs',
  async search(db, q) {
    if (!/^[A-Z]{4}(0[0-9A-Z]{0,6})?$/.test(q.code)) return null;
    const filter = countryFilter('i.country', q.countries, 3);
    const base = `FROM ifscs i WHERE i.code >= ?1 AND i.code < ?2${filter.sql}`;
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(*) AS n ${base}`, values),
      db
        .prepare(
          `SELECT i.code, i.bank_name, i.branch, i.city, i.country,
                  k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_display_name
           ${base.replace('FROM ifscs i', 'FROM ifscs i LEFT JOIN banks k ON k.id = i.bank_id')}
           ORDER BY i.code LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
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
        type: 'ifscs',
        code: r.code,
        name: r.bank_name ?? r.bank_display_name ?? r.code,
        detail: [r.branch, r.city].filter(Boolean).join(', ') || null,
        country: r.country,
        path: `/ifscs/${r.code}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
        status: null,
      });

const SQL_BY_CODES = `SELECT i.code, i.bank_name, i.branch, i.city, i.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_display_name
   FROM ifscs i LEFT JOIN banks k ON k.id = i.bank_id WHERE i.code IN (SELECT value FROM json_each(?1))`;

/** The name search's rows (worker/search/names.ts). */
const ROWS: RowSpec<Row> = {
  columns: 'i.code, i.bank_name, i.branch, i.city, i.country, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_display_name',
  joins: 'JOIN ifscs i ON i.code = p.key LEFT JOIN banks k ON k.id = i.bank_id',
  toHit,
};

/** Records by their codes, for "did you mean". */
export async function loadIfscs(db: D1Database, codes: string[]): Promise<Map<string, SearchHit>> {
  if (codes.length === 0) return new Map();
  const { results } = await db.prepare(SQL_BY_CODES).bind(JSON.stringify(codes)).all<Row>();
  return new Map(results.map((r) => [r.code, toHit(r)]));
}

const prefix = (db: D1Database, q: Parameters<Searcher['search']>[1]) => prefixSearcher.search(db, q);
