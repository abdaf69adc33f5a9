import type { Searcher } from './types';
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
      items: rows.results.map((r) => ({
        type: 'ifscs' as const,
        code: r.code,
        name: r.bank_name ?? r.bank_display_name ?? r.code,
        detail: [r.branch, r.city].filter(Boolean).join(', ') || null,
        country: r.country,
        path: `/ifscs/${r.code}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
        status: null,
      })),
    };
  },
};
