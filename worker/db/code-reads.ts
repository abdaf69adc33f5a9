import { bankCountryWhere, countRead, pageStatement, type CodeFilter, type Where } from './filter';
import { all, type Read } from './plan';

/**
 * What a code kind's API resource (worker/api/resource.ts) reads from D1: the record (null: no
 * source lists the code), and a list's count and page (read in one batch); one object, exported
 * by the kind's shared/kinds/<kind>/worker/db.ts beside the SQL it runs.
 */
export interface CodeReads {
  get: (db: D1DatabaseSession, code: string, lang?: string) => Promise<unknown>;
  count: (db: D1DatabaseSession, f: CodeFilter) => Read<number>;
  list: (db: D1DatabaseSession, f: CodeFilter, limit: number, offset: number, lang?: string) => Read<unknown[]>;
  /** Which of the two reads `lang` (the names of countries and banks). */
  lang: 'both' | 'get' | 'none';
}

/** How a code table's list is read: one page of it, and its length. */
export interface ListSpec<R, T> {
  /** The table and its alias, as every statement names them: 'ifscs i'. */
  from: string;
  /** The SELECT of a page's rows over that alias (its joins included, the WHERE not). */
  select: string;
  /** The page's order (an index's, so that a page does not sort a bank's codes). */
  order: string;
  /** The WHERE of a filter (default: the bank's and the country's codes, bankCountryWhere on the alias). */
  where?: (f: CodeFilter) => Where;
  /** A row as the list answers it. */
  item: (row: R, lang?: string) => T;
}

/**
 * The list of a code kind (GET <api>?country=&bank=&page=&page_size=): its count (the importer's
 * kept length where it keeps one, ./filter.ts countRead) and one page in `order`, under one WHERE.
 */
export function codeList<R, T>({ from, select, order, where, item }: ListSpec<R, T>) {
  const alias = from.split(' ')[1] ?? from;
  const filtered = where ?? ((f: CodeFilter) => bankCountryWhere(alias, f));
  return {
    count: (db: D1DatabaseSession, f: CodeFilter): Read<number> => countRead(db, from, filtered(f)),
    list: (db: D1DatabaseSession, f: CodeFilter, limit: number, offset: number, lang?: string): Read<T[]> =>
      all(pageStatement(db, select, filtered(f), order, limit, offset), (rows: R[]) => rows.map((r) => item(r, lang))),
  };
}
