import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { SearchSection } from '../../shared/api-types';
import { MAX_QUERY_LENGTH, isSection, search } from '../search';
import { invalid } from './errors';
import { readPaging } from './paging';

/** Search answers pages of this size unless asked otherwise (also the page's default). */
export const SEARCH_PAGE_SIZE = 20;
const MAX_SEARCH_PAGE_SIZE = 100;

function readList(raw: string | undefined, name: string, ok: (v: string) => boolean): string[] {
  if (!raw) return [];
  const values = [...new Set(raw.split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))];
  const bad = values.filter((v) => !ok(v));
  if (bad.length > 0 || values.length > 50) throw invalid(name, `${name}: unknown value(s)`, { [name]: bad.slice(0, 5).map((v) => v.slice(0, 20)) });
  return values;
}

export const searchApi = new Hono<AppEnv>().get('/', async (c) => {
  const text = (c.req.query('q') ?? '').trim();
  if (text === '') throw invalid('query', 'q is required');
  if (text.length > MAX_QUERY_LENGTH) throw invalid('query', `q is longer than ${MAX_QUERY_LENGTH} characters`);
  const types = readList(c.req.query('types'), 'types', isSection) as SearchSection[];
  const countries = readList(c.req.query('countries'), 'countries', (v) => /^[a-z]{2}$/.test(v));
  const paging = readPaging(c);
  const pageSize = c.req.query('page_size') ? Math.min(paging.pageSize, MAX_SEARCH_PAGE_SIZE) : SEARCH_PAGE_SIZE;
  const result = await search(c.env.DB, { text, types, countries, page: paging.page, pageSize, lang: c.req.query('lang') });
  // The list headers count the largest section: that many pages hold results.
  const largest = Math.max(0, ...Object.values(result.sections).map((s) => s.total));
  c.header('total', String(result.total));
  c.header('page-number', String(paging.page));
  c.header('per-page', String(pageSize));
  c.header('total-pages', String(Math.ceil(largest / pageSize)));
  return c.json(result);
});
