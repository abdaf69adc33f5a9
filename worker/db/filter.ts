// The filter of every code list (SPEC.md section 7: `country`, `bank`): the rows of one bank
// (banks.id) and/or one country, as a WHERE clause over a table alias with numbered binds.

export interface CodeFilter {
  country: string | null;
  bankId: number | null;
}

export interface Where {
  sql: string;
  args: (string | number)[];
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
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** COUNT(*) of `table alias` under a WHERE. */
export async function countWhere(db: D1Database, from: string, w: Where): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${from} ${w.sql}`).bind(...w.args).first<{ n: number }>();
  return row?.n ?? 0;
}
