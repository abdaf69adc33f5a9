// Loader data crosses from the server to the client in one inline script. React
// Router's own serializer drops promises, so streamed (deferred) sections are sent
// as markers and their values follow at the end of the stream; the client turns the
// markers back into promises that the same <Await> resolves during hydration.

export interface DeferredMarker {
  __deferred: string;
}

export interface HydrationPayload {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}

const isPromise = (v: unknown): v is Promise<unknown> => !!v && typeof (v as { then?: unknown }).then === 'function';

/** Script-safe JSON: nothing inside can close the <script> element or break JS parsing. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Replaces top-level promises in each route's loader data by markers. */
export function dehydrate(loaderData: Record<string, unknown>): {
  loaderData: Record<string, unknown>;
  deferred: Map<string, Promise<unknown>>;
} {
  const deferred = new Map<string, Promise<unknown>>();
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      out[routeId] = value;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (isPromise(field)) {
        const id = `${routeId}.${key}`;
        deferred.set(id, field);
        copy[key] = { __deferred: id } satisfies DeferredMarker;
      } else copy[key] = field;
    }
    out[routeId] = copy;
  }
  return { loaderData: out, deferred };
}

/** Settles every deferred promise into a plain value (a failed one becomes null). */
export async function settleDeferred(deferred: Map<string, Promise<unknown>>): Promise<Record<string, unknown>> {
  const entries = await Promise.all([...deferred].map(async ([id, p]) => [id, await p.catch(() => null)] as const));
  return Object.fromEntries(entries);
}

type Settle = (value: unknown) => void;

/**
 * Client side: markers become promises. A value may already be there (the stream
 * ended before the bundle ran) or arrive later through `window.__deferredResolve`.
 * React Router's <Await> renders a promise marked `_tracked` with `_data` at once (a private
 * contract, pinned by tests/unit/pages/await-contract.test.tsx: passing plain values instead
 * broke scroll restoration on going back, tests/e2e/client-behaviours.test.ts).
 */
export function rehydrate(
  payload: HydrationPayload,
  win: {
    __deferredData?: Record<string, unknown>;
    __deferredResolve?: (id: string, value: unknown) => void;
  },
): Record<string, unknown> {
  const waiting = new Map<string, Settle>();
  const settled = win.__deferredData ?? {};
  const track = (value: unknown) => {
    const p = Promise.resolve(value) as Promise<unknown> & { _tracked?: boolean; _data?: unknown };
    p._tracked = true;
    p._data = value;
    return p;
  };
  win.__deferredResolve = (id, value) => waiting.get(id)?.(value);
  const out: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(payload.loaderData)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      out[routeId] = value;
      continue;
    }
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const id = (field as DeferredMarker | null)?.__deferred;
      if (typeof id !== 'string') copy[key] = field;
      else if (id in settled) copy[key] = track(settled[id]);
      else copy[key] = new Promise((resolve) => waiting.set(id, resolve));
    }
    out[routeId] = copy;
  }
  return out;
}

/**
 * Route errors in the shape React Router's browser router deserializes
 * (window.__staticRouterHydrationData). Plain errors keep no message: an internal
 * failure's text is logged on the server, never sent to the page.
 */
export function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, e] of Object.entries(errors)) {
    if (e && typeof e === 'object' && 'status' in e && 'statusText' in e && 'internal' in e) {
      const r = e as { status: number; statusText: string; internal: boolean; data: unknown };
      out[routeId] = {
        __type: 'RouteErrorResponse',
        status: r.status,
        statusText: r.statusText,
        internal: r.internal,
        data: typeof r.data === 'string' ? r.data : null,
      };
    } else {
      out[routeId] = { __type: 'Error', message: 'System error' };
    }
  }
  return out;
}
