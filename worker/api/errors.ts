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
