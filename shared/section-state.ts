import type { ApiResult } from './api-client';
import type { ListMeta } from './api-types';

// A page section read by its own API call has three outcomes, and the page must tell two of
// them apart: nothing to show (the API answered 404 or 400: an empty list, an unknown bank) and
// a call that failed (a 5xx, a timeout). Empty, a failure would read as "this bank has no
// IFSCs"; so a failed section carries this marker, which the section renders as "could not be
// loaded now" (shared/components/deferred.tsx). Plain data, so it crosses hydration as it is.

/** A section whose API call failed. */
export interface Unavailable {
  unavailable: true;
}

export const UNAVAILABLE: Unavailable = { unavailable: true };

export const isUnavailable = (value: unknown): value is Unavailable =>
  !!value && typeof value === 'object' && (value as { unavailable?: unknown }).unavailable === true;

/** Whether an API result is a failure of the API itself (not an answer such as 404 or 400). */
export const apiFailed = (result: ApiResult<unknown>): boolean => !result.ok && result.status >= 500;

/** A section's value from its API answer: mapped; null when there is none; UNAVAILABLE when the call failed. */
export function sectionOf<T, V>(
  result: ApiResult<T>,
  map: (data: T, list: ListMeta | null) => V,
): V | Unavailable | null {
  if (result.ok) return map(result.data, result.list);
  return apiFailed(result) ? UNAVAILABLE : null;
}
