import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Hashed client files: served by the ASSETS binding, cacheable forever since names change with content. */
export const staticAssets = new Hono<AppEnv>()
  .get('/assets/*', async (c) => {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    if (!res.ok) return res;
    const out = new Response(res.body, res);
    out.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return out;
  })
  .get('/favicon.ico', (c) => c.env.ASSETS.fetch(c.req.raw));
