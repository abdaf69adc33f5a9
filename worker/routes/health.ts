import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** 200 once the data is imported and D1 answers; 503 before. */
export const health = new Hono<AppEnv>().get('/healthz', async (c) => {
  try {
    const row = await c.env.DB.prepare(
      'SELECT importer_version, finished_at FROM import_runs ORDER BY id DESC LIMIT 1',
    ).first();
    if (!row) return c.json({ ok: false, reason: 'no data imported' }, 503);
    return c.json({ ok: true, import: row });
  } catch {
    return c.json({ ok: false, reason: 'database not ready' }, 503);
  }
});
