import { exports } from 'cloudflare:workers';
import { expect, it } from 'vitest';

/** A request to the Worker under test (its default export, in the same workerd). */
export function get(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch: (r: Request) => Promise<Response> } }).default;
  return worker.fetch(new Request(`http://test${path}`, { redirect: 'manual', ...init }));
}

/** A page: its status, its HTML and the response (for the headers). */
export async function page(path: string, init?: RequestInit) {
  const res = await get(path, init);
  return { status: res.status, text: await res.text(), res };
}

/** A JSON answer: its status, its parsed body and the response (for the headers). */
export async function json<T = unknown>(path: string, init?: RequestInit) {
  const res = await get(path, init);
  return { status: res.status, body: (await res.json()) as T, res };
}

/** Fetches a JSON answer and checks its status (200 unless said); returns the parsed body. */
export async function expectJson<T = unknown>(path: string, status = 200, init?: RequestInit): Promise<T> {
  const res = await get(path, init);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}

/** A list answer: checks its status (200 unless said); returns its items and paging headers. */
export async function expectList<T>(path: string, status = 200) {
  const { status: actual, body, res } = await json<T[]>(path);
  expect(actual, path).toBe(status);
  return { items: body, headers: listHeaders(res) };
}

/**
 * Page 2 of a list two items a page: checks its status (200) and paging headers (`total` items over `pages`
 * pages); returns its items.
 */
export async function expectSecondPage<T>(path: string, total: string, pages: string): Promise<T[]> {
  const { items, headers } = await expectList<T>(`${path}${path.includes('?') ? '&' : '?'}page=2&page_size=2`);
  expect(headers).toEqual({ total, 'page-number': '2', 'per-page': '2', 'total-pages': pages });
  return items;
}

/** Checks that `path` is the API's 404 for a well-formed code it does not have, with `message`. */
export async function expectNotFound(path: string, message: string): Promise<void> {
  expect(await expectJson(path, 404)).toEqual({ error: { code: 'not_found', message } });
}

/** An API error answer (DESIGN.md: `{ error: { code, message, details } }`). */
export interface ApiError {
  error: { code: string; message: string; details: { errors: string[] } };
}

/** Checks that `path` is an API error in JSON with `status` and error `code`; returns the error. */
export async function expectApiError(path: string, status: number, code: string): Promise<ApiError['error']> {
  const { status: actual, body, res } = await json<ApiError>(path);
  expect(actual, path).toBe(status);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  expect(body.error.code, path).toBe(code);
  return body.error;
}

/** The paging headers of an API list answer. */
export function listHeaders(res: Response): Record<string, string | null> {
  return Object.fromEntries(['total', 'page-number', 'per-page', 'total-pages'].map((h) => [h, res.headers.get(h)]));
}

/** A path segment that is markup: a page must answer it without echoing it unescaped. */
export const SCRIPT = '%3Cscript%3Ealert(1)%3C%2Fscript%3E';

/** What a page must show: its status (200 unless said), what its HTML has and what it lacks. */
export interface Expected {
  status?: number;
  has?: readonly (string | RegExp)[];
  lacks?: readonly (string | RegExp)[];
}

/**
 * Fetches a page and checks it against `expected`: a string must be in the HTML, a RegExp must
 * match it. Returns the HTML for the checks that follow.
 */
export async function expectPage(path: string, { status = 200, has = [], lacks = [] }: Expected = {}): Promise<string> {
  const { status: actual, text } = await page(path);
  expect(actual, path).toBe(status);
  for (const s of has) {
    if (typeof s === 'string') expect(text, path).toContain(s);
    else expect(text, path).toMatch(s);
  }
  for (const s of lacks) {
    if (typeof s === 'string') expect(text, path).not.toContain(s);
    else expect(text, path).not.toMatch(s);
  }
  return text;
}

/** Checks that `path` answers `status` (302 unless said) with `location`; returns the response. */
export async function expectRedirect(path: string, location: string, status = 302): Promise<Response> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('location'), path).toBe(location);
  return res;
}

/** One row of a table of page tests: the test's name, the page's path and what it must show. */
interface PageCase extends Expected {
  name: string;
  path: string;
}

/** A test for each row of a table of pages: it fetches the page and checks it (see expectPage). */
export function pageTests(cases: readonly PageCase[]): void {
  for (const { name, path, ...expected } of cases) {
    it(name, async () => {
      await expectPage(path, expected);
    });
  }
}
