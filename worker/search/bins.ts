import { CARD_SCHEMES, type CardScheme } from '../../shared/validators/bin';
import type { Searcher } from './types';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';
import { findCovering } from '../db/bins';

interface Row {
  iin_start: string;
  iin_end: string;
  scheme: string | null;
  card_type: string | null;
  country: string | null;
  issuer_name: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
}

/**
 * BIN/IIN records (ISO/IEC 7812-1) whose first prefix starts with the digits typed, on the
 * bins_start index. Up to 8 digits: a BIN is 6 or 8 digits long (5 in one source); longer
 * input is a card number, which the search sends to the BIN page instead (shared/loaders/search).
 */
export const binSearcher: Searcher = {
  section: 'bins',
  async search(db, q) {
    if (!/^\d{1,19}$/.test(q.code)) return null;
    // Longest prefix first (ISO/IEC 7812-1): a BIN or card number typed with 6 or more digits is
    // looked up by its first 8 digits only (a card number goes no further), covered by a stored
    // prefix of 5, 6 or 8 digits or a range: 427655 is Sberbank's 42765.
    const bin = q.code.length >= 8 ? q.code.slice(0, 8) : q.code;
    const [covering, listed] = await Promise.all([
      bin.length >= 6 && q.offset === 0 ? findCovering(db, bin, q.lang) : [],
      q.code.length <= 8 ? byPrefix(db, q) : null,
    ]);
    const first = covering[0];
    if (!first || (q.countries.length > 0 && !q.countries.includes(first.country ?? ''))) return listed;
    const r = first.range;
    const typed = bin.length >= 8 ? bin : bin.slice(0, 6);
    const hit = {
      type: 'bins' as const,
      code: typed,
      name: r.bank?.name ?? r.issuer_bank ?? r.payment_system ?? r.iin_start,
      detail: [r.payment_system, r.card_type].filter(Boolean).join(', ') || null,
      country: r.country,
      path: `/bins/${typed}`,
      bank: r.bank,
      status: null,
    };
    const rest = (listed?.items ?? []).filter((h) => h.path !== hit.path);
    return { total: (listed?.total ?? 0) + 1, items: [hit, ...rest].slice(0, q.limit), scores: [{ cls: 0, prominence: 0 }] };
  },
};

const byPrefix: Searcher['search'] = async (db, q) => {
  {
    const filter = countryFilter('b.country', q.countries, 3);
    const base = `FROM bins b WHERE b.iin_start >= ?1 AND b.iin_start < ?2${filter.sql}`;
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    // Several sources may hold the same prefix: one hit per prefix (its page shows them all),
    // the one that says most about the card.
    const first = `b.id = (SELECT f.id FROM bins f WHERE f.iin_start = b.iin_start ORDER BY f.prefix_length, f.card_type IS NULL, f.issuer_name IS NULL, f.id LIMIT 1)`;
    const [count, rows] = await Promise.all([
      countOf(db, q, `SELECT count(DISTINCT b.iin_start) AS n ${base}`, values),
      db
        .prepare(
          `SELECT b.iin_start, b.iin_end, b.scheme, b.card_type, b.country, b.issuer_name,
                  k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_name
           ${base.replace('FROM bins b', 'FROM bins b LEFT JOIN banks k ON k.id = b.bank_id')} AND ${first}
           ORDER BY b.iin_start LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
        )
        .bind(...values, q.limit, q.offset)
        .all<Row>(),
    ]);
    return {
      total: count ?? rows.results.length,
      items: rows.results.map((r) => {
        const scheme = r.scheme && r.scheme in CARD_SCHEMES ? CARD_SCHEMES[r.scheme as CardScheme].name : r.scheme;
        return {
          type: 'bins' as const,
          code: r.iin_start === r.iin_end ? r.iin_start : `${r.iin_start}-${r.iin_end}`,
          name: r.bank_name ?? r.issuer_name ?? scheme ?? r.iin_start,
          detail: [scheme, r.card_type].filter(Boolean).join(', ') || null,
          country: r.country,
          path: `/bins/${r.iin_start}`,
          bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
          status: null,
        };
      }),
    };
  }
};
