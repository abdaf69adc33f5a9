import { data, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../api-client';
import type { Bank, Country, Economy } from '../api-types';
import { filterParam, filterRows } from '../list-filter';
import {
  BANK_LIST_KINDS,
  BANK_LIST_PAGE_ROWS,
  BANK_LISTS,
  BANK_PAGE_ROWS,
  FULL_LIST_SIZE,
  isBankListKind,
  type BankListKind,
  type BankListSection,
} from '../bank-lists';
import { missing, notFound, pageParam } from './common';
import { isUnavailable, sectionOf, type Unavailable } from '../section-state';

// Loaders of the bank, per-bank list and countries screens (SPEC.md section 2).

const COUNTRY = /^[a-z]{2}$/;

type BankSections = { [K in BankListKind]: Promise<BankListSection<K> | Unavailable | null> | null };

function bankPath(params: LoaderFunctionArgs['params']) {
  return { country: (params.country ?? '').toLowerCase(), slug: (params.slug ?? '').toLowerCase() };
}

function listOf<K extends BankListKind>(
  api: ApiClient,
  kind: K,
  country: string,
  slug: string,
  pageSize: number,
  page = 1,
): Promise<BankListSection<K> | Unavailable | null> {
  return api
    .get<BankListSection<K>['items']>(BANK_LISTS[kind].endpoint, { country, bank: slug, page, page_size: pageSize })
    .then((r) => sectionOf(r, (items, list) => ({ items, total: list?.total ?? items.length })));
}

/**
 * Rows of one screen page of a full list. The API is asked as SPEC.md section 9 says
 * (page_size 9999, page 1: one cached answer for all screen pages); a list longer than that (the
 * largest Indian banks have more IFSCs) is read on from the API page(s) the screen page falls in,
 * or from all of them when a filter is given (the filter looks at every row).
 * Only the screen page's rows go to the page, so the hydration data stays small.
 */
async function fullListPage<K extends BankListKind>(
  api: ApiClient,
  kind: K,
  country: string,
  slug: string,
  page: number,
  q: string,
) {
  const first = await listOf(api, kind, country, slug, FULL_LIST_SIZE);
  if (!first || isUnavailable(first)) return first;
  const apiPageCount = Math.max(1, Math.ceil(first.total / FULL_LIST_SIZE));
  const read = (pages: number[]) =>
    Promise.all(pages.map((p) => (p === 1 ? first : listOf(api, kind, country, slug, FULL_LIST_SIZE, p)))).then(
      (parts) => parts.flatMap((part) => (part && !isUnavailable(part) ? part.items : [])),
    );
  if (q) {
    const all = await read(Array.from({ length: apiPageCount }, (_, i) => i + 1));
    const matches = filterRows(kind, all, q);
    const start = (page - 1) * BANK_LIST_PAGE_ROWS;
    return {
      items: matches.slice(start, start + BANK_LIST_PAGE_ROWS),
      total: first.total,
      matched: matches.length,
      totalPages: Math.max(1, Math.ceil(matches.length / BANK_LIST_PAGE_ROWS)),
    };
  }
  const start = (page - 1) * BANK_LIST_PAGE_ROWS;
  const end = Math.min(first.total, start + BANK_LIST_PAGE_ROWS);
  const apiPages = [
    ...new Set([Math.floor(start / FULL_LIST_SIZE) + 1, Math.floor(Math.max(start, end - 1) / FULL_LIST_SIZE) + 1]),
  ];
  const offset = (apiPages[0]! - 1) * FULL_LIST_SIZE;
  const rows = (await read(apiPages)).slice(start - offset, end - offset);
  return {
    items: rows,
    total: first.total,
    matched: first.total,
    totalPages: Math.max(1, Math.ceil(first.total / BANK_LIST_PAGE_ROWS)),
  };
}

/**
 * /banks/:country/:slug -- the bank, awaited (404 'BANK NOT FOUND' when missing); the first rows
 * of each code list stream in behind it. Lists the bank's counts say are empty are not asked
 * for (an API without counts gets asked for all of them).
 */
export async function bankLoader(api: ApiClient, { params }: LoaderFunctionArgs, lang: string) {
  const { country, slug } = bankPath(params);
  const res = await api.get<Bank>(`banks/${encodeURIComponent(country)}/${encodeURIComponent(slug)}`, { lang });
  const none: BankSections = { bics: null, swifts: null, bins: null, ifscs: null, usroutings: null };
  if (!res.ok) return missing({ country, slug, bank: null, ...none }, res);
  const counts = res.data.counts;
  // Each section is a top-level field: the hydration payload streams top-level promises only.
  const sections = Object.fromEntries(
    BANK_LIST_KINDS.map((kind) => [
      kind,
      counts && counts[BANK_LISTS[kind].count] === 0 ? null : listOf(api, kind, country, slug, BANK_PAGE_ROWS),
    ]),
  ) as BankSections;
  return { country, slug, bank: res.data as Bank | null, ...sections };
}

/**
 * /banks/:country/:slug/:list -- a full per-bank list (page=1&page_size=9999, SPEC.md sections 7
 * and 9). An unknown list kind is a 404; an unknown bank is 'BANK NOT FOUND' with 404.
 */
export async function bankListLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const { country, slug } = bankPath(params);
  const kind = params.list ?? '';
  if (!isBankListKind(kind) || !COUNTRY.test(country)) notFound();
  const page = pageParam(request);
  const q = filterParam(request);
  const [bank, list] = await Promise.all([
    api.get<Bank>(`banks/${encodeURIComponent(country)}/${encodeURIComponent(slug)}`, { lang }),
    fullListPage(api, kind, country, slug, page, q),
  ]);
  if (!bank.ok) return missing({ country, slug, kind, page, q, bank: null, list: null }, bank);
  // The list is the page: without it there is nothing to show but the error page, as an outage (503).
  if (isUnavailable(list)) throw data(null, { status: 503 });
  // No page for an empty list: the bank page does not link it, and asked for, it is a 404.
  if (list && list.total === 0) notFound();
  if (list && page > list.totalPages) notFound();
  return { country, slug, kind, page, q, bank: bank.data, list };
}

/** /countries -- countries with banks; the largest economies' main banks stream in behind. */
export async function countriesLoader(api: ApiClient, lang: string) {
  const res = await api.get<Country[]>('countries', { lang });
  const economies = api.get<Economy[]>('economies').then((r) => sectionOf(r, (rows) => rows) ?? []);
  return { countries: res.ok ? res.data : [], economies };
}
