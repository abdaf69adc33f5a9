import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../api-client';
import { SEARCH_SECTIONS, type Country, type SearchResult, type SearchSection } from '../api-types';
import { notFound, pageParam } from './common';
import { cardNumberRedirect, withoutCardNumber } from '../kinds/bin/lookup';
import { pageUrl } from '../kinds';

export const SEARCH_MAX_LENGTH = 100;

export interface SearchFilters {
  types: SearchSection[];
  country: string;
}

function readFilters(params: URLSearchParams): SearchFilters {
  const types = params
    .getAll('types')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v): v is SearchSection => (SEARCH_SECTIONS as readonly string[]).includes(v));
  const country = (params.get('countries') ?? '').trim().toLowerCase();
  return { types: [...new Set(types)], country: /^[a-z]{2}$/.test(country) ? country : '' };
}

/**
 * /search?q=&types=&countries=&page=. A complete, valid code that exists goes straight to its
 * page (so does a valid IBAN, which needs no lookup): a visitor who pastes DEUTDEFF wants the
 * answer, not a list of one. Filters or a page number keep the list.
 */
export async function searchLoader(api: ApiClient, { request }: LoaderFunctionArgs, lang: string) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim();
  // A card number goes to its BIN's page before it can reach the title, heading or search boxes.
  const card = cardNumberRedirect(q);
  if (card) throw redirect(card);
  // A card number not yet complete (10-11 digits, or more than 8 in groups of four) is searched
  // as its BIN, as the search API would: the address then carries the BIN, not the digits after it.
  const cut = withoutCardNumber(q);
  if (cut !== q) {
    params.set('q', cut);
    // Relative to the router's basename, so a language prefix stays.
    throw redirect(`/search?${params}`);
  }
  const filters = readFilters(params);
  const page = pageParam(request);
  const countries = api.get<Country[]>('countries', { lang }).then((r) => (r.ok ? r.data : []));
  const base = { q, filters, page, countries: await countries };
  if (!q) return { ...base, error: null, result: null };
  if (q.length > SEARCH_MAX_LENGTH)
    return { ...base, q: q.slice(0, SEARCH_MAX_LENGTH), error: 'too_long' as const, result: null };
  const plain = filters.types.length === 0 && !filters.country && page === 1;
  const iban = plain ? (await import('../kinds/iban/search-loader')).ibanOf(q) : null;
  if (iban) throw redirect(pageUrl('iban', iban));
  const res = await api.get<SearchResult>('search', {
    q,
    types: filters.types.join(',') || undefined,
    countries: filters.country || undefined,
    page,
    lang,
  });
  if (!res.ok) return { ...base, error: 'failed' as const, result: null };
  if (plain && res.data.exact) throw redirect(res.data.exact.path);
  // Each section pages on its own; a page past the end of every section is not a page (no
  // page to index or crawl).
  const totalPages = res.list?.totalPages ?? 1;
  if (page > 1 && (page > totalPages || Object.keys(res.data.sections).length === 0)) notFound();
  return { ...base, error: null, result: res.data, totalPages };
}
