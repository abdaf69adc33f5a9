import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { nameSearch, codeScores, pick, type RowSpec } from './names';
import { countOf, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';

interface Row {
  routing_number: string;
  name: string;
  city: string | null;
  state: string | null;
  process_status: string;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
}

/** US ABA routing numbers (9 digits) by prefix, on the primary key. All are in the US. */
export const usRoutingSearcher: Searcher = {
  section: 'us_routings',
  async search(db, q) {
    const [byCode, byName] = await Promise.all([prefix(db, q), nameSearch(db, 'us_routings', q, ROWS)]);
    return pick(q, byCode, byName);
  },
};

const prefixSearcher: Searcher = {
  section: 'us_routings',
  async search(db, q) {
    if (!/^\d{1,9}$/.test(q.code)) return null;
    if (q.countries.length > 0 && !q.countries.includes('US')) return { total: 0, items: [] };
    const base = 'FROM us_routings r WHERE r.routing_number >= ?1 AND r.routing_number < ?2';
    const values = [q.code, prefixEnd(q.code)];
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(*) AS n ${base}`, values),
      db
        .prepare(
          `SELECT r.routing_number, r.name, r.city, r.state, r.process_status,
                  k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
           ${base.replace('FROM us_routings r', 'FROM us_routings r LEFT JOIN banks k ON k.id = r.bank_id')}
           ORDER BY r.routing_number LIMIT ?3 OFFSET ?4`,
        )
        .bind(...values, q.limit, q.offset)
        .all<Row>(),
    ]);
    return {
      total: count ?? rows.results.length,
      items: rows.results.map(toHit),
      scores: codeScores(q, rows.results.map((r) => r.routing_number), []),
    };
  },
};

const toHit = (r: Row): SearchHit => ({
        type: 'us_routings',
        code: r.routing_number,
        name: r.name,
        detail: [r.city, r.state].filter(Boolean).join(', ') || null,
        country: 'US',
        path: `/usroutings/${r.routing_number}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
        status: r.process_status,
      });

const SQL_BY_CODES = `SELECT r.routing_number, r.name, r.city, r.state, r.process_status, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
   FROM us_routings r LEFT JOIN banks k ON k.id = r.bank_id WHERE r.routing_number IN (SELECT value FROM json_each(?1))`;

/** The name search's rows (worker/search/names.ts). */
const ROWS: RowSpec<Row> = {
  columns: 'r.routing_number, r.name, r.city, r.state, r.process_status, k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name',
  joins: 'JOIN us_routings r ON r.routing_number = p.key LEFT JOIN banks k ON k.id = r.bank_id',
  toHit,
};

/** Records by their codes, for "did you mean". */
export async function loadRoutings(db: D1Database, codes: string[]): Promise<Map<string, SearchHit>> {
  if (codes.length === 0) return new Map();
  const { results } = await db.prepare(SQL_BY_CODES).bind(JSON.stringify(codes)).all<Row>();
  return new Map(results.map((r) => [r.routing_number, toHit(r)]));
}

const prefix = (db: D1Database, q: Parameters<Searcher['search']>[1]) => prefixSearcher.search(db, q);
