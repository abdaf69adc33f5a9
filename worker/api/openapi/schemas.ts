import type { Parameter, Response, Schema } from './describe';
import { MAX_PAGE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../paging';
import { FULL_LIST_PAGE_SIZE, RATE_LIMIT_PERIOD_SECONDS, RATE_LIMIT_PER_PERIOD } from '../../middleware/rate-limit';
import type { RecordName } from '../../../shared/records';

// The parameters and answers most routes share; the component schemas come from ./components.

const int = { type: 'integer' };
const str = { type: 'string' };
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/**
 * The component schemas, imported on the first request for the document and not when the
 * Worker starts: building some 150 zod schemas costs milliseconds of CPU no other request
 * needs (the request path never validates a record: a page has 10 ms of CPU in all).
 */
export async function componentSchemas(): Promise<Record<string, Schema>> {
  return (await import('./components')).componentSchemas();
}

/** The list headers of every list answer (../shared/DESIGN.md): integers. */
export const listHeaders = Object.fromEntries(
  [
    ['total', 'Number of items in all pages'],
    ['page-number', 'This page'],
    ['per-page', 'Page size'],
    ['total-pages', 'Number of pages'],
  ].map(([name, description]) => [name, { description, schema: int }]),
);

/** Which list requests the full-list limit counts (worker/middleware/rate-limit.ts isFullList). */
export const FULL_LIST_RULE = `full-list requests (page_size ${FULL_LIST_PAGE_SIZE} or more, GET or HEAD, without a \`bank\` filter on a code list)`;

/** Which requests the bulk-validation limit counts. */
export const BULK_RULE = 'bulk validations (every POST counts)';

export const responses = {
  one: (schema: RecordName, description: string, example?: unknown): Response => ({
    description,
    content: { 'application/json': { schema: ref(schema), ...(example === undefined ? {} : { example }) } },
  }),
  array: (schema: RecordName, description: string, example?: unknown): Response => ({
    description,
    content: { 'application/json': { schema: arrayOf(ref(schema)), ...(example === undefined ? {} : { example }) } },
  }),
  list: (schema: RecordName, description: string, example?: unknown): Response => ({
    description,
    headers: listHeaders,
    content: { 'application/json': { schema: arrayOf(ref(schema)), ...(example === undefined ? {} : { example }) } },
  }),
  /** 400 with the `invalid_<kind>` codes this route can answer. */
  invalid: (...kinds: string[]): Response => ({
    description: `Malformed input: ${kinds.map((k) => `\`invalid_${k}\``).join(', ')}`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
  /** The 400 of a code list: its parameters malformed, or a bank named without its country. */
  invalidList: (): Response => ({
    description:
      'Malformed input: `invalid_country`, `invalid_page`, `invalid_page_size`; also `invalid_country` when `bank` is given without `country` (on lists whose country has no default)',
    content: { 'application/json': { schema: ref('Error') } },
  }),
  /** 413 body_too_large: refused from Content-Length or while streaming, unread. */
  tooLarge: (maxBytes: number): Response => ({
    description: `\`body_too_large\`: the body is larger than ${maxBytes.toLocaleString('en')} bytes`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
  /** 429 rate_limited (worker/middleware/rate-limit.ts): which requests count, and when to retry. */
  rateLimited: (rule: string): Response => ({
    description: `\`rate_limited\`: more than ${RATE_LIMIT_PER_PERIOD} ${rule} in ${RATE_LIMIT_PERIOD_SECONDS} seconds from one client address. Retry after the seconds in \`Retry-After\`.`,
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before the next such request (RFC 9110 section 10.2.3)',
        schema: { ...int, minimum: 1 },
      },
    },
    content: { 'application/json': { schema: ref('Error') } },
  }),
  notFound: (what: string): Response => ({
    description: `\`not_found\`: ${what}`,
    content: { 'application/json': { schema: ref('Error') } },
  }),
};

export const params = {
  /** A path parameter; pattern and lengths say exactly which shapes the route takes (others: 400). */
  path: (
    name: string,
    description: string,
    example: string,
    pattern?: string,
    length?: [number, number],
  ): Parameter => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: {
      ...str,
      ...(pattern ? { pattern } : {}),
      ...(length ? { minLength: length[0], maxLength: length[1] } : {}),
    },
    example,
  }),
  lang: {
    name: 'lang',
    in: 'query',
    description:
      'Language of country and bank names where a translation exists (de, en, es, fr, it, ja, ko, pt, ru, zh)',
    schema: str,
  } as Parameter,
  /** An empty value is no filter, as an absent one (the API reads `country=` so). */
  country: (description = 'ISO 3166-1 alpha-2 country code, any case; empty or absent: every country'): Parameter => ({
    name: 'country',
    in: 'query',
    description,
    schema: { ...str, pattern: '^([A-Za-z]{2})?$' },
  }),
  bank: {
    name: 'bank',
    in: 'query',
    description:
      'A bank slug (as in /banks/{country}/{slug}); needs `country` (without it: 400 `invalid_country`) except on /us_routings and /rubics, where the country defaults to us and ru. An unknown bank is a 404',
    schema: str,
  } as Parameter,
  page: {
    name: 'page',
    in: 'query',
    description: `Page number, from 1 to ${MAX_PAGE.toLocaleString('en')}`,
    schema: { ...int, minimum: 1, maximum: MAX_PAGE, default: 1 },
  } as Parameter,
  pageSize: {
    name: 'page_size',
    in: 'query',
    description: `Items per page, at most ${MAX_PAGE_SIZE} (a bank's full list: page=1&page_size=${MAX_PAGE_SIZE})`,
    schema: { ...int, minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  } as Parameter,
};

/** The query of every list endpoint: country, bank, page, page_size. */
export const listParams = (country = params.country()): Parameter[] => [
  country,
  params.bank,
  params.page,
  params.pageSize,
];
