import type { Context } from 'hono';
import { invalid } from './errors';
import type { CodeFilter } from '../db/filter';

export const DEFAULT_PAGE_SIZE = 50;
/** Full per-bank lists ask for page_size=9999 (SPEC.md section 9); nothing larger. */
export const MAX_PAGE_SIZE = 9999;
/** The last page number taken (the pages' loaders 404 beyond it: shared/loaders/common.ts). */
export const MAX_PAGE = 1_000_000;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** A whole number from 1 to max, exactly as the OpenAPI document says (minimum, maximum): a
 *  value beyond it is a 400, not quietly capped, so no accepted input is undocumented. */
export function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw invalid(name, `${name} must be a whole number from 1 to ${max}`, { [name]: raw.slice(0, 20), max });
  }
  return Number(raw);
}

/** A request's query parameter by name: from Hono's context, or from an in-process call (./direct.ts). */
export type QueryOf = (name: string) => string | undefined;

export const queryOf =
  (c: Context): QueryOf =>
  (name) =>
    c.req.query(name);

export function readPaging(query: QueryOf): Paging {
  const page = positiveInt(query('page'), 'page', 1, MAX_PAGE);
  const pageSize = positiveInt(query('page_size'), 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The list headers of the contract, read by clients as integers. */
export function listJson<T>(c: Context, items: T[], total: number, p: Paging) {
  c.header('total', String(total));
  c.header('page-number', String(p.page));
  c.header('per-page', String(p.pageSize));
  c.header('total-pages', String(totalPages(total, p)));
  return c.json(items);
}

export const totalPages = (total: number, p: Pick<Paging, 'pageSize'>) => Math.ceil(total / p.pageSize);

/** A country filter: two letters, any case; absent is null. */
export function readCountry(query: QueryOf, required = false): string | null {
  const raw = query('country');
  if (raw === undefined || raw === '') {
    if (required) throw invalid('country', 'country is required');
    return null;
  }
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw invalid('country', 'country must be an ISO 3166 alpha-2 code', { country: raw.slice(0, 20) });
  return raw.toLowerCase();
}

/**
 * The `country` and `bank` filter of a code list (SPEC.md section 7): a bank slug needs its
 * country. The bank is named by its key, looked up by the list's own statements; an unknown bank
 * is a 404, not an empty list (./resource.ts).
 */
export function readBankFilter(query: QueryOf): CodeFilter {
  const slug = query('bank');
  const country = readCountry(query, !!slug);
  if (!country || !slug) return { country, bankId: null };
  return { country, bankId: null, bankKey: { country, slug } };
}

/**
 * The filter of a kind whose codes are all of one country, `home` (the registry's list rule
 * 'bank': US routing numbers, Russian BICs): `bank` alone filters, its country defaulting to
 * `home` (SPEC.md section 7 sends only the bank). null when the list is empty by definition:
 * no bank, and another country than `home` for a kind whose codes are only in `home`.
 */
export function readHomeFilter(query: QueryOf, home: string, homeOnly: boolean): CodeFilter | null {
  // Read (and checked) even without a bank: a malformed country is a 400 as documented.
  const stated = readCountry(query);
  const country = stated ?? home;
  const slug = query('bank');
  if (slug) return { country: null, bankId: null, bankKey: { country, slug } };
  // Without a bank a stated country filters the codes: none outside `home` for a kind whose codes
  // are all there (then `home` itself is every code); the codes of that country otherwise.
  if (homeOnly) return country === home ? { country: null, bankId: null } : null;
  return { country: stated, bankId: null };
}
