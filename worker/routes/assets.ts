import { Hono } from 'hono';
import type { AppEnv } from '../env';

/**
 * A copy of an ASSETS answer with mutable headers: a fetched Response's headers are
 * immutable, and the security headers and the staging guard add theirs after the handler.
 */
const mutable = (res: Response) => new Response(res.body, res);

/** Hashed client files: served by the ASSETS binding, cacheable forever since names change with content. */
export const staticAssets = new Hono<AppEnv>()
  .get('/assets/*', async (c) => {
    const out = mutable(await c.env.ASSETS.fetch(c.req.raw));
    if (out.ok) out.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return out;
  })
  .get('/favicon.ico', async (c) => mutable(await c.env.ASSETS.fetch(c.req.raw)))
  // How our validators compare with other libraries (docs/validation-comparison.md, copied by the
  // build), linked from the API page: the repository's own Markdown, as UTF-8 text.
  .get('/docs/validation-comparison.md', async (c) => {
    const out = mutable(await c.env.ASSETS.fetch(c.req.raw));
    if (out.ok) {
      out.headers.set('Content-Type', 'text/markdown; charset=utf-8');
      out.headers.set('Cache-Control', 'public, max-age=3600');
    }
    return out;
  });
