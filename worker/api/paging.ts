import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { invalid, notFound } from './errors';
import { findBankId } from '../db/banks';
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

export function readPaging(c: Context): Paging {
  const page = positiveInt(c.req.query('page'), 'page', 1, MAX_PAGE);
  const pageSize = positiveInt(c.req.query('page_size'), 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The list headers of the contract, read by clients as integers. */
export function listJson<T>(c: Context, items: T[], total: number, p: Paging) {
  c.header('total', String(total));
  c.header('page-number', String(p.page));
  c.header('per-page', String(p.pageSize));
  c.header('total-pages', String(Math.ceil(total / p.pageSize)));
  return c.json(items);
}

/** A country filter: two letters, any case; absent is null. */
export function readCountry(c: Context, required = false): string | null {
  const raw = c.req.query('country');
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
 * country; an unknown bank is a 404, not an empty list.
 */
export async function readBankFilter(c: Context<AppEnv>): Promise<CodeFilter> {
  const slug = c.req.query('bank');
  const country = readCountry(c, !!slug);
  if (!country || !slug) return { country, bankId: null };
  const bankId = await findBankId(c.env.DB, country, slug);
  if (bankId === null) throw notFound('Bank');
  return { country, bankId };
}

/**
 * The filter of a kind whose codes are all of one country, `home` (the registry's list rule
 * 'bank': US routing numbers, Russian BICs): `bank` alone filters, its country defaulting to
 * `home` (SPEC.md section 7 sends only the bank). null when the list is empty by definition:
 * no bank, and another country than `home` for a kind whose codes are only in `home`.
 */
export async function readHomeFilter(c: Context<AppEnv>, home: string, homeOnly: boolean): Promise<CodeFilter | null> {
  // Read (and checked) even without a bank: a malformed country is a 400 as documented.
  const country = readCountry(c) ?? home;
  const slug = c.req.query('bank');
  if (!slug) return homeOnly && country !== home ? null : { country: null, bankId: null };
  const bankId = await findBankId(c.env.DB, country, slug);
  if (bankId === null) throw notFound('Bank');
  return { country: null, bankId };
}
