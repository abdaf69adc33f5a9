import { first, type Read } from './plan';

// The filter of every code list (SPEC.md section 7: `country`, `bank`): the rows of one bank
// and/or one country, as a WHERE clause over a table alias with numbered binds.

/** A bank as a list names it (SPEC.md section 7: its country and slug). */
export interface BankKey {
  country: string;
  slug: string;
}

export interface CodeFilter {
  country: string | null;
  bankId: number | null;
  /**
   * The bank by its country and slug, when its id is not known: resolved inside each statement
   * (a primary-key subquery), so a list needs no round trip of its own to look the bank up.
   */
  bankKey?: BankKey;
}

export interface Where {
  sql: string;
  args: (string | number)[];
  /** The filter it was made from, when it is only bankCountryWhere's: its count is kept by the importer. */
  filter?: CodeFilter;
}

/** The bank's id as an SQL expression over binds numbered from `from` (two of them for a key). */
export function bankExpr(f: CodeFilter, from: number): { sql: string; args: (string | number)[] } | null {
  if (f.bankKey)
    return {
      sql: `(SELECT id FROM banks WHERE country = ?${from} AND slug = ?${from + 1})`,
      args: [f.bankKey.country.toUpperCase(), f.bankKey.slug.toLowerCase()],
    };
  return f.bankId !== null ? { sql: `?${from}`, args: [f.bankId] } : null;
}

export function bankCountryWhere(alias: string, f: CodeFilter): Where {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  const bank = bankExpr(f, 1);
  if (bank) {
    args.push(...bank.args);
    parts.push(`${alias}.bank_id = ${bank.sql}`);
  }
  if (f.country) {
    args.push(f.country.toUpperCase());
    parts.push(`${alias}.country = ?${args.length}`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args, filter: f };
}

/**
 * One page of a filtered list: `select` under the filter's WHERE, in `order`, `limit` rows from
 * `offset` (bound after the WHERE's own binds, which it numbers from 1).
 */
export function pageStatement(
  db: D1DatabaseSession,
  select: string,
  w: Where,
  order: string,
  limit: number,
  offset: number,
): D1PreparedStatement {
  const n = w.args.length;
  return db
    .prepare(`${select} ${w.sql} ORDER BY ${order} LIMIT ?${n + 1} OFFSET ?${n + 2}`)
    .bind(...w.args, limit, offset);
}

/** The id of a bank given by its key (null: no such bank), read in the same batch as its lists. */
export function bankIdRead(db: D1DatabaseSession, bank: BankKey): Read<number | null> {
  return first(
    db
      .prepare('SELECT id FROM banks WHERE country = ?1 AND slug = ?2')
      .bind(bank.country.toUpperCase(), bank.slug.toLowerCase()),
    (row: { id: number } | null) => row?.id ?? null,
  );
}

/**
 * COUNT(*) of `table alias` under a WHERE, in one statement: the length the importer keeps
 * (migrations/0043_p_list_counts.sql) when it keeps this list, one primary-key row instead of a
 * count(*) over a bank's codes (27,000 IFSCs of one bank) on every page that shows "first 20 of
 * N". A kept table with no row for the list is 0 codes. Only when nothing is kept (a database
 * seeded without the importer) are the rows counted: SQLite's COALESCE evaluates its arguments
 * in turn and stops at the first that is not NULL.
 */
export function countRead(db: D1DatabaseSession, from: string, w: Where): Read<number> {
  const k = w.args.length;
  const list = from.split(' ')[0]!;
  const bank = w.filter ? bankExpr(w.filter, k + 3) : null;
  const counted = `(SELECT COUNT(*) FROM ${from} ${w.sql})`;
  if (!w.filter)
    return first(db.prepare(`SELECT ${counted} AS n`).bind(...w.args), (row: { n: number } | null) => row?.n ?? 0);
  const sql = `SELECT COALESCE(
      (SELECT n FROM list_counts WHERE list = ?${k + 1} AND bank_id = ${bank?.sql ?? 0} AND country = ?${k + 2}),
      (SELECT 0 FROM list_counts WHERE list = ?${k + 1} AND bank_id = 0 AND country = ''),
      ${counted}) AS n`;
  return first(
    db.prepare(sql).bind(...w.args, list, w.filter.country?.toUpperCase() ?? '', ...(bank?.args ?? [])),
    (row: { n: number } | null) => row?.n ?? 0,
  );
}
