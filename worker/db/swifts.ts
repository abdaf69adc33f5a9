import type { Swift } from '../../shared/api-types';
import { bankCountryWhere, countWhere, type CodeFilter } from './filter';
import type { SwiftRow } from '../../shared/rows/swifts';
import { bankRef, selectWithBank, type WithBank } from './bank-ref';
import { listPage } from './page';

/** A swifts row (shared/rows/swifts.ts) with its linked bank and its country's name. */
type SwiftJoinedRow = SwiftRow & WithBank;

const select = (lang: string | undefined) => selectWithBank('swifts', 's', 'b', lang);

function toSwift(r: SwiftJoinedRow): Swift {
  return {
    code: r.code,
    bic8: r.code.slice(0, 8),
    bank_code: r.bank_code,
    country: r.country,
    country_name: r.country_name,
    location: r.location,
    branch: r.branch,
    is_primary_office: r.branch === 'XXX',
    bank_name: r.bank_name,
    branch_name: r.branch_name,
    address: r.address,
    city: r.city,
    postcode: r.postcode,
    institution_active: r.institution_active === null ? null : r.institution_active === 1,
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
    source: r.source,
    as_of: r.as_of,
  };
}

/** One code, given as its canonical 11 characters. */
export async function getSwift(db: D1Database, code11: string, lang?: string): Promise<Swift | null> {
  const row = await db
    .prepare(`${select(lang)} WHERE s.code = ?1`)
    .bind(code11)
    .first<SwiftJoinedRow>();
  if (!row) return null;
  // GLEIF's BIC-to-LEI map (migration 0007): the legal entity behind this BIC.
  const { results: leis } = await db
    .prepare(
      'SELECT lb.lei AS code, l.legal_name FROM lei_bics lb LEFT JOIN leis l ON l.code = lb.lei WHERE lb.bic = ?1 ORDER BY lb.lei',
    )
    .bind(code11)
    .all<{ code: string; legal_name: string | null }>();
  return { ...toSwift(row), leis };
}

export type SwiftFilter = CodeFilter;

const where = (f: SwiftFilter) => bankCountryWhere('s', f);

export function countSwifts(db: D1Database, f: SwiftFilter): Promise<number> {
  return countWhere(db, 'swifts s', where(f));
}

/**
 * A bank's codes in the order a visitor looks for them (issue 17): its head office first, then by
 * city and code. The directory's own order (by code) put small branches first (DEUTDE2H240
 * Lüneburg before DEUTDEFFXXX Frankfurt). A country's list stays in code order.
 */
const BANK_ORDER = `ORDER BY s.code = (SELECT CASE WHEN length(hb.head_office_swift) = 8 THEN hb.head_office_swift || 'XXX' ELSE hb.head_office_swift END
                     FROM banks hb WHERE hb.id = s.bank_id) DESC,
                   s.city IS NULL, s.city COLLATE NOCASE, s.code`;

export async function listSwifts(
  db: D1Database,
  f: SwiftFilter,
  limit: number,
  offset: number,
  lang?: string,
): Promise<Swift[]> {
  const order = f.bankId !== null ? BANK_ORDER : 'ORDER BY s.code';
  const rows = await listPage<SwiftJoinedRow>(db, select(lang), where(f), order, limit, offset);
  return rows.map(toSwift);
}
