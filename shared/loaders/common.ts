import { data } from 'react-router';
import type { ApiResult } from '../api-client';

/**
 * The HTTP status of a page whose main record could not be had: 404 when the API
 * says it does not exist or the code is malformed (a page validation failure is a
 * 404, SPEC.md section 4), 503 when the API itself failed, so that a crawler does not
 * drop a page over an outage. The page shows the not-found state either way.
 */
export function missingStatus(result: ApiResult<unknown>): number {
  if (result.ok) return 200;
  return result.status === 404 || result.status === 400 ? 404 : 503;
}

/**
 * The page's payload without its record, and the status. `unavailable`: the lookup itself failed
 * (503), so the not-found state says the lookup could not be made, not that the code is unknown.
 */
export function missing<T extends object>(payload: T, result: ApiResult<unknown>) {
  const status = missingStatus(result);
  return data({ ...payload, unavailable: status === 503 }, { status });
}

/** Whether the route's loader data says its lookup failed (see `missing`). */
export const lookupFailed = (loaderData: unknown): boolean =>
  !!loaderData && typeof loaderData === 'object' && (loaderData as { unavailable?: unknown }).unavailable === true;

/** The largest page number the API takes (worker/api/paging.ts). */
export const MAX_PAGE = 1_000_000;

/**
 * The page number: ?page=N in its one form (the Worker redirects other spellings, see
 * worker/pages/page-number.ts), else 1. A number past MAX_PAGE is past every list's last page: 404.
 */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (!raw || !/^[1-9]\d*$/.test(raw)) return 1;
  if (raw.length > 7 || Number(raw) > MAX_PAGE) notFound();
  return Number(raw);
}

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The loader's payload as the page sees it (a `data(payload, init)` result unwrapped). */
type Unwrap<T> = T extends { data: infer D; init: unknown } ? D : T;
export type LoaderData<F extends (...args: never[]) => unknown> = Unwrap<Awaited<ReturnType<F>>>;
