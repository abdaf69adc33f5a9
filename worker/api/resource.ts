import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { KINDS, type Kind, type StoredKindId } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import { bankIdRead, type CodeFilter } from '../db/filter';
import { batch } from '../db/plan';
import type { CodeReads } from '../db/code-reads';
import { ApiError, invalid, notFound } from './errors';
import { listJson, queryOf, readBankFilter, readHomeFilter, readPaging, type Paging, type QueryOf } from './paging';
import { describe, type Parameter } from './openapi/describe';
import type { RecordName } from '../../shared/records';
import { FULL_LIST_RULE, listParams, params, responses } from './openapi/schemas';
import { fullListLimit } from '../middleware/rate-limit';

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
  name: RecordName;
  /** The record's example in the OpenAPI document (a list's: [example] unless given); its code is the path parameter's. */
  example: Record<string, unknown>;
  /** The record, a list's count and page, and which of them reads `lang` (shared/kinds/<kind>/worker/db.ts). */
  db: CodeReads;
  /** GET <api>/{param}. */
  get: {
    summary: string;
    description?: string;
    /** The path parameter's description, pattern and length range (its example: the example record's code). */
    param: [description: string, pattern: string, length: [number, number]];
    /** The descriptions of the 200 and the 404 answers. */
    answers: [found: string, missing: string];
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
    meant?: {
      on: 'any' | 'wrong';
      codes: (db: D1DatabaseSession, raw: string, code: string | null) => Promise<(string | null)[]>;
    };
    /** The 404's details where the kind has more to say than did_you_mean (a BIN: what the schemes' ranges say, the longer BINs under it). */
    missingDetails?: (db: D1DatabaseSession, code: string, lang: string | undefined) => Promise<unknown>;
  };
  /** GET <api>: a page of the kind's codes. */
  list: {
    summary: string;
    description?: string;
    /** The description of the 200 answer. */
    found: string;
    /** The `country` parameter where it is not a plain filter (see the registry's list rule). */
    country?: Parameter;
    /** The items' schema (default: the record's) and example. */
    schema?: RecordName;
    example?: unknown[];
    /** The filter the db reads, from the one the request states (default: as it is). */
    narrow?: (f: CodeFilter) => CodeFilter;
  };
}

/** The registry's validator: a code is looked up only when it passes every check. */
function validated(kind: StoredKindId, raw: string): ReadCode {
  const result = KIND_VALIDATORS[kind].validate(raw);
  return { code: result.valid ? result.canonical : null, valid: result.valid, errors: result.errors };
}

/**
 * The path parameter's example: the example record's code, in the short form where the kind has
 * one (a BIC8, which names its primary office: shared/kinds/declaration.ts `short`).
 */
function exampleCode(kind: Kind, example: Record<string, unknown>): string {
  const code = String(example[kind.key ?? '']);
  const { short } = kind;
  return short && code.length === short.length + short.suffix.length && code.endsWith(short.suffix)
    ? code.slice(0, short.length)
    : code;
}

/** A page of a list as the API answers it: the items and the list headers' figures. */
export interface ListAnswer {
  items: unknown[];
  total: number;
  paging: Paging;
}

export function codeResource({ kind: id, name, example, db, get, list }: ResourceHooks) {
  const kind = KINDS[id];
  const { lang } = db;
  const path = `/:${kind.param}`;

  /** GET <api>/{code}: the record, or the ApiError of the 400 or 404. */
  async function lookup(d1: D1DatabaseSession, raw: string, language: string | undefined): Promise<unknown> {
    const read = get.read ? get.read(raw) : validated(id, raw);
    const meant = async (code: string | null) =>
      get.meant ? { did_you_mean: await get.meant.codes(d1, raw, code) } : {};
    if (!read.code)
      throw invalid(kind.error, get.invalid, {
        errors: read.errors,
        ...(get.meant?.on === 'any' ? await meant(null) : {}),
      });
    const record = await db.get(d1, read.code, language);
    if (record) return record;
    if (!read.valid)
      throw invalid(kind.error, get.wrong ?? get.invalid, { errors: read.errors, ...(await meant(read.code)) });
    // details only when there is something to suggest: a plain unknown code keeps the plain 404.
    if (get.missingDetails)
      throw new ApiError(404, 'not_found', `${kind.noun} not found`, await get.missingDetails(d1, read.code, language));
    const details = get.meant?.on === 'any' ? await meant(read.code) : null;
    throw new ApiError(404, 'not_found', `${kind.noun} not found`, details?.did_you_mean?.length ? details : undefined);
  }

  /** GET <api>?country=&bank=&page=&page_size=: the bank (when named), the count and the page in one round trip. */
  async function page(d1: D1DatabaseSession, query: QueryOf): Promise<ListAnswer> {
    const paging = readPaging(query);
    const rule = kind.list ?? { by: 'country' };
    const stated =
      rule.by === 'bank' ? readHomeFilter(query, rule.home, rule.homeOnly ?? false) : readBankFilter(query);
    // Another country than the only one the kind's codes are in: none.
    if (!stated) return { items: [], total: 0, paging };
    const filter = list.narrow ? list.narrow(stated) : stated;
    const language = lang === 'both' ? query('lang') : undefined;
    const reads = [db.count(d1, filter), db.list(d1, filter, paging.pageSize, paging.offset, language)] as const;
    if (!stated.bankKey) {
      const [total, items] = await batch(d1, reads);
      return { items, total, paging };
    }
    const [bankId, total, items] = await batch(d1, [bankIdRead(d1, stated.bankKey), ...reads] as const);
    if (bankId === null) throw notFound('Bank');
    return { items, total, paging };
  }

  const routes = new Hono<AppEnv>()
    .get(
      path,
      describe({
        operationId: `get${name}`,
        summary: get.summary,
        ...(get.description ? { description: get.description } : {}),
        tags: ['lookup'],
        parameters: [
          params.path(kind.param, get.param[0], exampleCode(kind, example), get.param[1], get.param[2]),
          ...(lang !== 'none' ? [params.lang] : []),
        ],
        responses: {
          200: responses.one(name, get.answers[0], example),
          400: responses.invalid(kind.error),
          404: responses.notFound(get.answers[1]),
        },
      }),
      async (c) => c.json(await lookup(c.env.DB, c.req.param(kind.param) ?? '', c.req.query('lang'))),
    )
    .get(
      '/',
      describe({
        operationId: `list${name}s`,
        summary: list.summary,
        ...(list.description ? { description: list.description } : {}),
        tags: ['lists'],
        parameters: [...listParams(list.country), ...(lang === 'both' ? [params.lang] : [])],
        responses: {
          200: responses.list(list.schema ?? name, list.found, list.example ?? [example]),
          400: responses.invalidList(),
          404: responses.notFound('no such bank'),
          429: responses.rateLimited(FULL_LIST_RULE),
        },
      }),
      // A bank's codes are a small part of the list: `bank` narrows it.
      fullListLimit(['bank']),
      async (c) => {
        const { items, total, paging } = await page(c.env.DB, queryOf(c));
        return listJson(c, items, total, paging);
      },
    );
  // The same answers without HTTP, for the pages' in-process calls (./direct.ts).
  return Object.assign(routes, { answers: { lookup, page } });
}

/** A code kind's answers without HTTP: what its two routes answer. */
export type CodeAnswers = ReturnType<typeof codeResource>['answers'];
