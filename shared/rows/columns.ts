// The rows of the D1 tables (migrations/*.sql), declared once with zod: the importer builds
// them (scripts/import/*), the Worker's mappers read them (worker/db/*, as types only: no zod
// and no validation on the request path), and the importer's tests check its output against
// them. A table's column list, in insert order, is its shape's key order.
import * as z from 'zod/mini';

export const str = z.string();
export const nstr = z.nullable(z.string());
export const nint = z.nullable(z.int());
/** SQLite has no boolean: 0 or 1. */
export const flag = z.literal([0, 1]);
export const nflag = z.nullable(flag);
/** Where a row comes from: every stored record carries its source and as-of date. */
export const rowOrigin = { source: str, as_of: nstr };

/** The columns of a table, in declaration (insert) order. */
export function columnsOf<S extends z.core.$ZodLooseShape>(row: z.ZodMiniObject<S>): (keyof S & string)[] {
  return Object.keys(row.shape) as (keyof S & string)[];
}
