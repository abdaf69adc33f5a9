import type { Searcher } from './types';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';

interface Row {
  code: string;
  country: string;
  bank_name: string | null;
  branch_name: string | null;
  city: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
}

/** SWIFT/BIC codes by prefix (ISO 9362: 4 letters first), on the primary key. */
export const swiftSearcher: Searcher = {
  section: 'swifts',
  async search(db, q) {
    if (!/^[A-Z]{4}[0-9A-Z]{0,7}$/.test(q.code)) return null;
    const filter = countryFilter('s.country', q.countries, 3);
    const base = `FROM swifts s WHERE s.code >= ?1 AND s.code < ?2${filter.sql}`;
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(*) AS n ${base}`, values),
      db
        .prepare(
          `SELECT s.code, s.country, s.bank_name, s.branch_name, s.city, b.country AS bank_country, b.slug AS bank_slug,
                  b.name AS bank_display_name
           ${base.replace('FROM swifts s', 'FROM swifts s LEFT JOIN banks b ON b.id = s.bank_id')}
           ORDER BY s.code LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
        )
        .bind(...values, q.limit, q.offset)
        .all<Row>(),
    ]);
    return {
      total: count ?? rows.results.length,
      items: rows.results.map((r) => ({
        type: 'swifts' as const,
        code: r.code,
        name: r.bank_display_name ?? r.bank_name ?? r.code,
        detail: [r.branch_name, r.city].filter(Boolean).join(', ') || null,
        country: r.country,
        path: `/swifts/${r.code}`,
        bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
        status: null,
      })),
    };
  },
};
