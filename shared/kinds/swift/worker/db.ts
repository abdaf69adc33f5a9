import type { Swift } from '../../../api-types';
import type { SwiftRow } from '../rows';
import { selectWithBank, type WithBank } from '../../../../worker/db/bank-ref';
import { bankCountryWhere, bankExpr, pageStatement, type CodeFilter } from '../../../../worker/db/filter';
import { all, batch, first, type Read } from '../../../../worker/db/plan';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';
import { bankRef } from '../../../../worker/db/bank-ref';
import { countryNamer, type CountryNamer } from '../../../../worker/db/countries';

/** A swifts row (shared/kinds/swift/rows.ts) with its linked bank. */
type SwiftJoinedRow = SwiftRow & WithBank;

const select = () => selectWithBank('swifts', 's', 'b');

function toSwift(r: SwiftJoinedRow, countryName: CountryNamer): Swift {
  return {
    code: r.code,
    bic8: r.code.slice(0, 8),
    bank_code: r.bank_code,
    country: r.country,
    country_name: countryName(r.country),
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

/** One code, given as its canonical 11 characters: the code and its LEIs in one round trip. */
async function getSwift(db: D1DatabaseSession, code11: string, lang?: string): Promise<Swift | null> {
  const [swift, leis] = await batch(db, [
    first(
      db.prepare(`${select()} WHERE s.code = ?1`).bind(code11),
      (row: SwiftJoinedRow | null) => row && toSwift(row, countryNamer(lang)),
    ),
    // GLEIF's BIC-to-LEI map (migration 0007): the legal entity behind this BIC.
    all(
      db
        .prepare(
          'SELECT lb.lei AS code, l.legal_name FROM lei_bics lb LEFT JOIN leis l ON l.code = lb.lei WHERE lb.bic = ?1 ORDER BY lb.lei',
        )
        .bind(code11),
      (rows: { code: string; legal_name: string | null }[]) => rows,
    ),
  ] as const);
  return swift ? { ...swift, leis } : null;
}

/** The codes of a country or a bank in code order, and how many there are. */
const byCode = codeList({
  from: 'swifts s',
  select: select(),
  order: 's.code',
  item: (r: SwiftJoinedRow, lang) => toSwift(r, countryNamer(lang)),
});

/** The bank's head office (banks.head_office_swift, stored as 8 or 11 characters) as 11 characters. */
const headOffice = (bank: string) =>
  `(SELECT CASE WHEN length(hb.head_office_swift) = 8 THEN hb.head_office_swift || 'XXX' ELSE hb.head_office_swift END
    FROM banks hb WHERE hb.id = ${bank})`;

/**
 * A page of codes. A bank's come in the order a visitor looks for them: its head office
 * first, then by city and code. The directory's own order (by code) put small branches first
 * (DEUTDE2H240 Lüneburg before DEUTDEFFXXX Frankfurt). A country's list stays in code order.
 * A bank's list is two statements, so that neither sorts the bank's codes (up to 1,694): its head
 * office by its code, and the others in the order of index swifts_bank_city (migration 0045).
 */
function listSwifts(db: D1DatabaseSession, f: CodeFilter, limit: number, offset: number, lang?: string): Read<Swift[]> {
  // The same binds as the WHERE's (the bank's come first there): the head office is a constant.
  const bank = bankExpr(f, 1);
  if (!bank) return byCode.list(db, f, limit, offset, lang);
  const w = bankCountryWhere('s', f);
  const toSwifts = (rows: SwiftJoinedRow[]) => rows.map((r) => toSwift(r, countryNamer(lang)));
  // The others from one row before the page (the head office may take a place ahead of them),
  // one row more than the page: the page is cut from them once it is known whether it exists.
  const [head, others] = [
    db.prepare(`${select()} ${w.sql} AND s.code = ${headOffice(bank.sql)}`).bind(...w.args),
    pageStatement(
      db,
      select(),
      { ...w, sql: `${w.sql} AND s.code IS NOT ${headOffice(bank.sql)}` },
      's.city IS NULL, s.city COLLATE NOCASE, s.code',
      limit + 1,
      Math.max(0, offset - 1),
    ),
  ];
  return {
    statements: [head, others],
    map: ([headRows = [], otherRows = []]) => {
      const rest = toSwifts(otherRows as SwiftJoinedRow[]);
      const office = toSwifts(headRows as SwiftJoinedRow[]);
      if (office.length === 0) return rest.slice(offset === 0 ? 0 : 1, (offset === 0 ? 0 : 1) + limit);
      return offset === 0 ? [...office, ...rest].slice(0, limit) : rest.slice(0, limit);
    },
  };
}

/** The API's reads: a code with its LEIs, and the pages of a country's or a bank's codes. */
export const reads: CodeReads = { get: getSwift, count: byCode.count, list: listSwifts, lang: 'both' };
