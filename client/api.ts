import type { ApiClient, ApiResult, Query } from '../shared/api-client';
import { fetchApi, postApi, queryString } from '../shared/api-client';
import { API_FAILURE_EVENT } from '../shared/components/loading-bar';

/**
 * The browser's API client: same-origin /api/v1 with the 10 s timeout. Each fetched
 * item is kept by key for the visit; a failed fetch is remembered as not found
 * (SPEC.md section 4), so going back and forth costs no request.
 */
export function createBrowserApi(): ApiClient {
  const cache = new Map<string, Promise<ApiResult<unknown>>>();
  return {
    get<T>(path: string, query?: Query) {
      const url = `/api/v1/${path}${queryString(query)}`;
      let hit = cache.get(url);
      if (!hit) {
        hit = fetchApi<unknown>((req) => fetch(req), url).then((result) => {
          // The loading bar turns red (SPEC.md section 7: "the loading bar fails").
          if (!result.ok) window.dispatchEvent(new Event(API_FAILURE_EVENT));
          return result;
        });
        cache.set(url, hit);
      }
      return hit as Promise<ApiResult<T>>;
    },
    post<T>(path: string, body: string, contentType: string) {
      return postApi<T>((req) => fetch(req), `/api/v1/${path}`, body, contentType);
    },
  };
}
