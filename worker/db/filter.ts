// The filter of every code list (SPEC.md section 7: `country`, `bank`): the rows of one bank
// (banks.id) and/or one country, as a WHERE clause over a table alias with numbered binds.

export interface CodeFilter {
  country: string | null;
  bankId: number | null;
}

export interface Where {
  sql: string;
  args: (string | number)[];
  /** The filter it was made from, when it is only bankCountryWhere's: its count is kept by the importer. */
  filter?: CodeFilter;
}

export function bankCountryWhere(alias: string, f: CodeFilter): Where {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (f.bankId !== null) {
    args.push(f.bankId);
    parts.push(`${alias}.bank_id = ?${args.length}`);
  }
  if (f.country) {
    args.push(f.country.toUpperCase());
    parts.push(`${alias}.country = ?${args.length}`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args, filter: f };
}

/**
 * A list's length from the counts the importer keeps (migrations/0043_p_list_counts.sql): one
 * primary-key row instead of a count(*) over a bank's codes (27,000 IFSCs of one bank) on every
 * page that shows "first 20 of N". No row for a kept list is 0 codes; null when nothing is kept
 * (a database seeded without the importer), and the caller counts.
 */
export async function keptCount(db: D1Database, list: string, f: CodeFilter): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT COALESCE(
         (SELECT n FROM list_counts WHERE list = ?1 AND bank_id = ?2 AND country = ?3),
         (SELECT 0 FROM list_counts WHERE list = ?1 AND bank_id = 0 AND country = '')) AS n`,
    )
    .bind(list, f.bankId ?? 0, f.country ? f.country.toUpperCase() : '')
    .first<{ n: number | null }>();
  return row?.n ?? null;
}

/** COUNT(*) of `table alias` under a WHERE: the importer's count when it keeps this one. */
export async function countWhere(db: D1Database, from: string, w: Where): Promise<number> {
  if (w.filter) {
    const kept = await keptCount(db, from.split(' ')[0]!, w.filter);
    if (kept !== null) return kept;
  }
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${from} ${w.sql}`)
    .bind(...w.args)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
