import { isCountryCode } from '../../shared/validators/iso3166';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { SEARCH_SECTIONS, type ListMeta, type SearchResult, type SearchSection } from '../../shared/api-types';
import { MAX_QUERY_LENGTH, isSection, search } from '../search';
import { newStats, type D1Stats } from '../search/batch';
import { invalid } from './errors';
import { withoutCardNumber } from '../../shared/kinds/bin/lookup';
import { MAX_PAGE, positiveInt, type QueryOf } from './paging';
import { describe } from './openapi/describe';
import { listHeaders, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

/** Search answers pages of this size unless asked otherwise (also the page's default). */
export const SEARCH_PAGE_SIZE = 20;
const MAX_SEARCH_PAGE_SIZE = 100;
/** Most values of types or countries. */
const MAX_LIST = 50;

function readList(raw: string | undefined, name: string, ok: (v: string) => boolean): string[] {
  if (!raw) return [];
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const bad = values.filter((v) => !ok(v));
  if (bad.length > 0 || values.length > MAX_LIST)
    throw invalid(name, `${name}: unknown value(s)`, { [name]: bad.slice(0, 5).map((v) => v.slice(0, 20)) });
  return values;
}

export const searchApi = new Hono<AppEnv>().get(
  '/',
  describe({
    operationId: 'search',
    summary: 'Search banks and codes by code or name',
    description: `Sections per type, each with its total. The list headers count the largest section. q: 1 to ${MAX_QUERY_LENGTH} characters. page_size: default ${SEARCH_PAGE_SIZE}, at most ${MAX_SEARCH_PAGE_SIZE}.`,
    tags: ['search'],
    parameters: [
      {
        name: 'q',
        in: 'query',
        required: true,
        description: `A code or (part of) a name, at most ${MAX_QUERY_LENGTH} characters`,
        schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
        example: 'deutsche',
      },
      // Comma-separated lists: OpenAPI's form style without explode (types=banks,swifts).
      {
        name: 'types',
        in: 'query',
        description: `Comma-separated sections, at most ${MAX_LIST}: ${SEARCH_SECTIONS.join(', ')}`,
        style: 'form',
        explode: false,
        schema: { type: 'array', items: { enum: [...SEARCH_SECTIONS] }, maxItems: MAX_LIST },
      },
      {
        name: 'countries',
        in: 'query',
        description: `Comma-separated ISO 3166-1 alpha-2 codes (assigned ones, and XK), any case, at most ${MAX_LIST}`,
        style: 'form',
        explode: false,
        schema: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z]{2}$' }, maxItems: MAX_LIST },
      },
      params.page,
      {
        ...params.pageSize,
        description: `Results per section and page, at most ${MAX_SEARCH_PAGE_SIZE}`,
        schema: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_PAGE_SIZE, default: SEARCH_PAGE_SIZE },
      },
      params.lang,
    ],
    responses: {
      200: { ...responses.one('SearchResult', 'Results by section', examples.search), headers: listHeaders },
      400: responses.invalid('query', 'types', 'countries', 'page', 'page_size'),
    },
  }),
  async (c) => {
    // Server-Timing (https://www.w3.org/TR/server-timing/): the search's own time, D1 included,
    // for scripts/bench-search.mjs. Worker clocks advance across I/O, which is what this measures.
    // Beside it, what the search asked of D1 (round trips, statements, rows read): figures that do
    // not depend on the machine's load.
    const started = Date.now();
    const stats = newStats();
    const { data, list } = await searchAnswer(c.env.DB, (name) => c.req.query(name), stats);
    // Internal figures: sent only where SERVER_TIMING is "true" (staging, the benchmark's own
    // server), never to the public, whose requests they would let map the database's work.
    if (c.env.SERVER_TIMING === 'true')
      c.header(
        'Server-Timing',
        `search;dur=${Date.now() - started}, d1;desc="${stats.roundTrips} round trips, ${stats.statements} statements, ${stats.rowsRead} rows read"`,
      );
    c.header('total', String(list.total));
    c.header('page-number', String(list.page));
    c.header('per-page', String(list.pageSize));
    c.header('total-pages', String(list.totalPages));
    return c.json(data);
  },
);

/**
 * The search's answer to a query as the API reads it (over HTTP above, and in-process for the
 * search page, ./direct.ts): the result and the list headers' figures. Bad input throws the
 * API's 400.
 */
export async function searchAnswer(
  db: D1DatabaseSession,
  query: QueryOf,
  stats: D1Stats = newStats(),
): Promise<{ data: SearchResult; list: ListMeta }> {
  // A card number is looked up, and echoed, as its BIN only (shared/kinds/bin/lookup.ts).
  const text = withoutCardNumber((query('q') ?? '').trim());
  if (text === '') throw invalid('query', 'q is required');
  if (text.length > MAX_QUERY_LENGTH) throw invalid('query', `q is longer than ${MAX_QUERY_LENGTH} characters`);
  const types = readList(query('types'), 'types', isSection) as SearchSection[];
  // An assigned ISO 3166-1 code (or XK): "ZZ" names no country, and a filter by it finds nothing.
  const countries = readList(
    query('countries'),
    'countries',
    (v) => /^[a-z]{2}$/.test(v) && isCountryCode(v.toUpperCase()),
  );
  const page = positiveInt(query('page'), 'page', 1, MAX_PAGE);
  const pageSize = positiveInt(query('page_size'), 'page_size', SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE);
  const result = await search(db, { text, types, countries, page, pageSize, lang: query('lang'), stats });
  // The list headers count the largest section: that many pages hold results.
  const largest = Math.max(0, ...Object.values(result.sections).map((s) => s.total));
  return { data: result, list: { total: result.total, page, pageSize, totalPages: Math.ceil(largest / pageSize) } };
}
