import type { ApiResult, Query } from '../../shared/api-client';
import type { ListMeta } from '../../shared/api-types';
import { listCountries } from '../db/countries';
import { KIND_IDS, KINDS } from '../../shared/kinds';
import { KIND_SERVERS } from '../kinds';
import { ApiError, unexpectedError } from './errors';
import { bankAnswer } from './banks';
import { searchAnswer } from './search';
import { totalPages, type QueryOf } from './paging';
import type { CodeAnswers, ListAnswer } from './resource';

// The pages' in-process door to the embedded API: the answers a page reads (a code, a page of
// codes, a bank, a search, the countries list) from the functions
// the API's routes answer with, without what only HTTP needs: no Request, no routing and
// middleware, no JSON text written and parsed again, no ETag. So both doors answer alike, and the
// loaders stay the same code as with API_BASE_URL. Any other path returns null and goes through
// the API's fetch (worker/api-client.ts).

const CODES = new Map<string, CodeAnswers>(
  KIND_IDS.flatMap((kind) => {
    const { answers } = KIND_SERVERS[kind];
    return answers ? [[KINDS[kind].api, answers] as const] : [];
  }),
);

/** A query as the API reads it: what queryString (shared/api-client.ts) would send. */
const queryOf =
  (query: Query): QueryOf =>
  (name) => {
    const value = query[name];
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };

/** The answer of `path` (relative to /api/v1), or null when this door does not serve it. */
export function directGet<T>(db: D1DatabaseSession, path: string, query: Query = {}): Promise<ApiResult<T>> | null {
  const segments = path.split('/');
  let parts: string[];
  try {
    parts = segments.map(decodeURIComponent);
  } catch {
    return null; // a malformed escape: the API's own answer
  }
  const q = queryOf(query);
  const [head = '', ...rest] = parts;
  const codes = CODES.get(head);
  if (codes && rest.length === 0) return answer(async () => codes.page(db, q));
  if (codes && rest.length === 1 && rest[0])
    return answer(async () => ({ data: await codes.lookup(db, rest[0]!, q('lang')) }));
  if (head === 'banks' && rest.length === 2 && rest[0] && rest[1]) {
    const [country, slug] = rest as [string, string];
    return answer(async () => ({ data: await bankAnswer(db, country, slug, q('lang')) }));
  }
  if (head === 'search' && rest.length === 0) return answer(() => searchAnswer(db, q));
  if (head === 'countries' && rest.length === 0)
    return answer(async () => ({ data: await listCountries(db, q('lang')) }));
  return null;
}

type Answered = { data: unknown; list?: ListMeta } | ListAnswer;

/** An answer or its error, as shared/api-client.ts readApiResponse reads them from HTTP. */
async function answer<T>(compute: () => Promise<Answered>): Promise<ApiResult<T>> {
  try {
    const done = await compute();
    if ('data' in done) return { ok: true, data: done.data as T, list: done.list ?? null };
    const { items, total, paging } = done;
    return {
      ok: true,
      data: items as T,
      list: { total, page: paging.page, pageSize: paging.pageSize, totalPages: totalPages(total, paging) },
    };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: err.status, code: err.code, details: err.details };
    const { status, body } = unexpectedError(err); // as the API's onError (./index.ts)
    return { ok: false, status, code: body.error.code };
  }
}
