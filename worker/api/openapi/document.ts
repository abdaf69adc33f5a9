import { findTargetHandler } from 'hono/utils/handler';
import { descriptionOf, type Operation } from './describe';
import { componentSchemas } from './schemas';
import type { Schema } from './describe';
import { MAX_QUERY_LENGTH } from '../../search';
import { FULL_LIST_PAGE_SIZE, RATE_LIMIT_PERIOD_SECONDS, RATE_LIMIT_PER_PERIOD } from '../../middleware/rate-limit';

// Builds the OpenAPI 3.1 document from the routes a Hono app has registered (`app.routes`:
// method, full path, handler) and the describe() metadata in their handler chains.

export const API_BASE = '/api/v1';

interface RouteLike {
  method: string;
  path: string;
  handler: unknown;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Hono's `/swifts/:code` is OpenAPI's `/swifts/{code}` (a `:name{regex}` keeps its name only). */
export function openApiPath(honoPath: string): string {
  const rel = honoPath.startsWith(API_BASE) ? honoPath.slice(API_BASE.length) || '/' : honoPath;
  const path = rel.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const TAGS: { name: string; description: string }[] = [
  {
    name: 'lookup',
    description: 'One record by its code: 200, 400 `invalid_<kind>` for a malformed code, 404 `not_found`',
  },
  {
    name: 'lists',
    description: 'Paged lists: a JSON array plus the headers total, page-number, per-page, total-pages',
  },
  { name: 'search', description: 'Search, suggestions and validation' },
  { name: 'site', description: 'Countries, the home page and this document' },
];

/**
 * What every route answers besides its own responses: 405 with Allow for a method the path
 * does not take (worker/api/methods.ts), and for a GET, 304 to an If-None-Match that matches its
 * weak ETag (worker/api/index.ts; RFC 9110 sections 15.5.6 and 15.4.5).
 */
function everyRoute(method: string): Record<string, Operation['responses'][string]> {
  const methodNotAllowed = {
    description: '`method_not_allowed`: the path exists under other methods, listed in Allow',
    headers: { Allow: { description: 'The methods the path takes', schema: { type: 'string' } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  if (method !== 'get') return { 405: methodNotAllowed };
  return {
    304: {
      description: "Not Modified: the If-None-Match sent matches the answer's weak ETag; no body",
      headers: { ETag: { description: 'The weak ETag of the answer', schema: { type: 'string' } } },
    },
    405: methodNotAllowed,
  };
}

export async function buildOpenApi(routes: readonly RouteLike[]): Promise<OpenApiDocument> {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const operation = descriptionOf(findTargetHandler(route.handler as never));
    if (!operation) continue;
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    (paths[path] ??= {})[method] = { ...operation, responses: { ...operation.responses, ...everyRoute(method) } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BankCodes API',
      version: '1.0.0',
      summary: 'SWIFT/BIC, BIN, IFSC, US routing (ABA), Russian BIC, LEI and IBAN lookups',
      description: [
        'Read-only JSON over GET, no key. Codes are matched case-insensitively and answered in canonical form.',
        'Errors are `{ "error": { "code", "message", "details"? } }`: 400 `invalid_<kind>` for malformed input',
        `(with the validator's error codes in details.errors), 404 \`not_found\`. Limits: page_size at most 9999,`,
        `search q at most ${MAX_QUERY_LENGTH} characters. Answers carry Cache-Control and a weak ETag (send If-None-Match`,
        'for a 304). CORS: any origin may GET (Access-Control-Allow-Origin: *).',
        `Rate limits per client address: ${RATE_LIMIT_PER_PERIOD} bulk validations and ${RATE_LIMIT_PER_PERIOD} full-list requests`,
        `(page_size ${FULL_LIST_PAGE_SIZE} or more without a bank filter) per ${RATE_LIMIT_PERIOD_SECONDS} seconds; beyond them`,
        '429 `rate_limited` with Retry-After (exposed to other origins).',
      ].join(' '),
    },
    servers: [{ url: API_BASE }],
    tags: TAGS,
    paths,
    components: { schemas: await componentSchemas() },
  };
}

/** Built once per isolate for a given app: the routes do not change while it runs. */
const built = new WeakMap<object, Promise<OpenApiDocument>>();
export function openApiFor(app: { routes: readonly RouteLike[] }): Promise<OpenApiDocument> {
  let doc = built.get(app);
  if (!doc) built.set(app, (doc = buildOpenApi(app.routes)));
  return doc;
}
