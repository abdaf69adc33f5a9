import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { describe } from './describe';
import { openApiFor } from './document';

export type Routed = { routes: readonly { method: string; path: string; handler: unknown }[] };

/**
 * GET: the OpenAPI document of `app()`. A thunk, because the API app mounts this route inside
 * itself (/api/v1/openapi.json, for the pages' API client) and the Worker at /api/openapi.json.
 * It changes only with a deploy: caches may keep it an hour, browsers five minutes.
 */
export function openApiRoute(app: () => Routed) {
  return new Hono<AppEnv>().get(
    '/',
    describe({
      operationId: 'getOpenApi',
      summary: 'This OpenAPI 3.1 document',
      description: 'The same document as /api/openapi.json, which is its canonical address.',
      tags: ['site'],
      responses: {
        200: {
          description: 'OpenAPI 3.1 document',
          content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } },
        },
      },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300, s-maxage=3600');
      return c.json(await openApiFor(app()));
    },
  );
}
