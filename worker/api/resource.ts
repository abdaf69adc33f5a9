import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { KINDS, type StoredKindId } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import type { CodeFilter } from '../db/filter';
import { ApiError, invalid } from './errors';
import { listJson, readBankFilter, readHomeFilter, readPaging } from './paging';
import { describe, type Parameter } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';

// The API resource of a code kind, GET <api>/{code} and GET <api>?country=&bank=&page=&page_size=
// (../shared/DESIGN.md), built from the registry (shared/kinds: path segment and parameter,
// validator, error code, 404 noun, list filters) and the kind's hooks: its db functions, its
// OpenAPI texts, and where it differs, how a code is read and what a miss suggests.

/** A code as the lookup reads it: null when not even its shape is the kind's (a 400). */
export interface ReadCode {
  code: string | null;
  /** Every check passed; a shaped but failing code is still looked up (the sources list a few). */
  valid: boolean;
  errors: readonly string[];
}

export interface ResourceHooks {
  kind: StoredKindId;
  /** The OpenAPI names: get<Name>, list<Name>s, and the record schema. */
  name: string;
  /** GET <api>/{param}. */
  get: {
    summary: string;
    description?: string;
    /** The path parameter's description, example, pattern and length range. */
    param: [description: string, example: string, pattern: string, length: [number, number]];
    /** Whether it reads `lang` (names of countries and banks). */
    lang: boolean;
    /** The 200 answer: its description and example; the 404's description. */
    found: string;
    example: unknown;
    missing: string;
    /** The 400 message of a code not of the kind's shape. */
    invalid: string;
    /** The 400 message of a shaped code failing its checks that no source lists (default: invalid). */
    wrong?: string;
    /** How the code is read (default: the registry's validator, valid codes only). */
    read?: (raw: string) => ReadCode;
    /**
     * The existing codes the input may have meant, in error.details.did_you_mean: 'any' on
     * every 400 and, when there are some, on the 404; 'wrong' on the 400 of a failing code.
     */
    meant?: { on: 'any' | 'wrong'; codes: (db: D1Database, raw: string, code: string | null) => Promise<(string | null)[]> };
    /** The record, or null when no source lists the code. */
    fetch: (db: D1Database, code: string, lang?: string) => Promise<unknown>;
    /** The 404's details where the kind has more to say than did_you_mean (a BIN: what the schemes' ranges say). */
    missingDetails?: (code: string) => unknown;
  };
  /** GET <api>: a page of the kind's codes. */
  list: {
    summary: string;
    description?: string;
    /** The `country` parameter where it is not a plain filter (see the registry's list rule). */
    country?: Parameter;
    lang: boolean;
    schema?: string;
    found: string;
    example: unknown[];
    /** The filter the db reads, from the one the request states (default: as it is). */
    narrow?: (f: CodeFilter) => CodeFilter;
    count: (db: D1Database, f: CodeFilter) => Promise<number>;
    fetch: (db: D1Database, f: CodeFilter, limit: number, offset: number, lang?: string) => Promise<unknown[]>;
  };
}

/** The registry's validator: a code is looked up only when it passes every check. */
function validated(kind: StoredKindId, raw: string): ReadCode {
  const result = KIND_VALIDATORS[kind].validate(raw);
  return { code: result.valid ? result.canonical : null, valid: result.valid, errors: result.errors };
}

export function codeResource({ kind: id, name, get, list }: ResourceHooks) {
  const kind = KINDS[id];
  const path = `/:${kind.param}`;

  async function lookup(c: Context<AppEnv>): Promise<Response> {
    const raw = c.req.param(kind.param) ?? '';
    const read = get.read ? get.read(raw) : validated(id, raw);
    const meant = async (code: string | null) => (get.meant ? { did_you_mean: await get.meant.codes(c.env.DB, raw, code) } : {});
    if (!read.code) throw invalid(kind.error, get.invalid, { errors: read.errors, ...(get.meant?.on === 'any' ? await meant(null) : {}) });
    const record = await get.fetch(c.env.DB, read.code, c.req.query('lang'));
    if (record) return c.json(record);
    if (!read.valid) throw invalid(kind.error, get.wrong ?? get.invalid, { errors: read.errors, ...(await meant(read.code)) });
    // details only when there is something to suggest: a plain unknown code keeps the plain 404.
    if (get.missingDetails) throw new ApiError(404, 'not_found', `${kind.noun} not found`, get.missingDetails(read.code));
    const details = get.meant?.on === 'any' ? await meant(read.code) : null;
    throw new ApiError(404, 'not_found', `${kind.noun} not found`, details?.did_you_mean?.length ? details : undefined);
  }

  return new Hono<AppEnv>()
    .get(path, describe({
      operationId: `get${name}`,
      summary: get.summary,
      ...(get.description ? { description: get.description } : {}),
      tags: ['lookup'],
      parameters: [params.path(kind.param, ...get.param), ...(get.lang ? [params.lang] : [])],
      responses: { 200: responses.one(name, get.found, get.example), 400: responses.invalid(kind.error), 404: responses.notFound(get.missing) },
    }), lookup)
    .get('/', describe({
      operationId: `list${name}s`,
      summary: list.summary,
      ...(list.description ? { description: list.description } : {}),
      tags: ['lists'],
      parameters: [...listParams(list.country), ...(list.lang ? [params.lang] : [])],
      responses: { 200: responses.list(list.schema ?? name, list.found, list.example), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
    }), async (c) => {
      const paging = readPaging(c);
      const rule = kind.list ?? { by: 'country' };
      const stated = rule.by === 'bank' ? await readHomeFilter(c, rule.home, rule.homeOnly ?? false) : await readBankFilter(c);
      // Another country than the only one the kind's codes are in: none.
      if (!stated) return listJson(c, [], 0, paging);
      const filter = list.narrow ? list.narrow(stated) : stated;
      const [total, items] = await Promise.all([
        list.count(c.env.DB, filter),
        list.fetch(c.env.DB, filter, paging.pageSize, paging.offset, list.lang ? c.req.query('lang') : undefined),
      ]);
      return listJson(c, items, total, paging);
    });
}
