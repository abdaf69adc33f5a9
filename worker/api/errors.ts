import type { Context } from 'hono';

// JSON errors of the API contract (../shared/DESIGN.md): 404 not_found, 400 invalid_<kind>.
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const invalid = (kind: string, message: string, details?: unknown) =>
  new ApiError(400, `invalid_${kind}`, message, details);

export function errorResponse(c: Context, err: ApiError) {
  const body: { error: { code: string; message: string; details?: unknown } } = {
    error: { code: err.code, message: err.message },
  };
  if (err.details !== undefined) body.error.details = err.details;
  return c.json(body, err.status);
}

/** Seconds a client waits before asking again after the database failed (a lock, an overload, a restart). */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * Whether an unexpected error is the database's (D1 prefixes its errors D1_ERROR, D1_EXEC_ERROR,
 * ...; an overloaded or restarting database says "D1 DB ..."): a passing outage, not a fault in
 * the request or in the code.
 */
const databaseFailure = (err: unknown): boolean => err instanceof Error && /^D1[_ ]/.test(err.message);

/**
 * An error no route expected. The database failing is 503 with Retry-After (RFC 9110 sections
 * 15.6.4 and 10.2.3), which a client can act on; anything else stays a 500. Logged either way.
 */
export function unexpectedError(err: unknown): {
  status: 500 | 503;
  body: { error: { code: string; message: string } };
  headers: Record<string, string>;
} {
  console.error('api error', err);
  if (databaseFailure(err))
    return {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The database could not answer now; try again shortly' } },
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
    };
  return { status: 500, body: { error: { code: 'internal', message: 'Internal error' } }, headers: {} };
}
