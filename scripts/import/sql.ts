// Small SQL helpers shared by the migration runner and the table swap.

export type SqlValue = string | number | null;

/** Quotes an identifier for SQLite ("a""b"). Table names come from code, never from data. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Splits a migration file into statements the way wrangler's splitter does (src/d1/splitter.ts):
 * `--` and block comments are dropped, quoted text is kept whole, and a CREATE TRIGGER body
 * (BEGIN ... END) is not cut at its inner semicolons. Dropping comments the same way keeps the
 * schema text in sqlite_master identical whichever of the two applied the migration.
 */
export function splitSql(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let depth = 0; // open BEGIN/CASE blocks
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = sql.indexOf(ch, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      current += sql.slice(i, stop);
      i = stop;
      continue; // a doubled quote ('') simply reads as two adjacent quoted pieces
    }
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      current += '\n';
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      continue;
    }
    if (ch === ';' && depth === 0) {
      statements.push(current);
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
    // Only the tail is tested, so long files stay linear. Same patterns as wrangler's.
    const tail = current.slice(-8);
    if (/\s(BEGIN|CASE)\s$/i.test(tail)) depth++;
    else if (depth > 0 && /\sEND[;\s]$/.test(tail + (sql[i] ?? ' '))) depth--;
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
