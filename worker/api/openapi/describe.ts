import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// The route metadata the OpenAPI document is built from (./document.ts). One describe({...})
// sits in each route's own handler chain, `.get(path, describe({...}), handler)`, so the
// document follows the routes the app really registers (Hono's `app.routes`) and an endpoint
// cannot be added or moved without its description travelling with it. A few plain objects
// instead of a schema library: hono-openapi measured +48 KiB gzip on the Worker for the same.

/** OpenAPI 3.1 Schema Object (JSON Schema 2020-12), kept loose on purpose. */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  description: string;
  required?: boolean;
  /** Serialization (OpenAPI 3.1 section 4.8.12.4): form + explode false is a comma-separated list. */
  style?: 'form' | 'simple';
  explode?: boolean;
  schema: Schema;
  /** Used in the example request of the docs page, and shown by OpenAPI tools. */
  example?: string;
}

export interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: { 'application/json': { schema: Schema; example?: unknown } };
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  /** For a POST: the media types it reads, each with a schema and an example body. */
  requestBody?: {
    required?: boolean;
    description?: string;
    content: Record<string, { schema: Schema; example?: unknown }>;
  };
  responses: Record<string, Response | { $ref: string }>;
}

const DESCRIPTION = Symbol('openapi operation');

type Described = MiddlewareHandler<AppEnv> & { [DESCRIPTION]?: Operation };

/** A pass-through middleware carrying the operation's description. */
export function describe(operation: Operation): MiddlewareHandler<AppEnv> {
  const mw: Described = async function describedRoute(_c, next) {
    await next();
  };
  mw[DESCRIPTION] = operation;
  return mw;
}

/** The description a route handler carries, if it is a describe() middleware. */
export function descriptionOf(handler: unknown): Operation | undefined {
  return typeof handler === 'function' ? (handler as Described)[DESCRIPTION] : undefined;
}
