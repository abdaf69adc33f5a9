import { databaseOf } from '../d1-session';

/**
 * The data version: the id of the import whose data is served (import_runs, one row per swapped-in
 * import). Caches key on it, so a new import replaces every cached page and sitemap.
 *
 * Each isolate keeps the version it read for DATA_VERSION_TTL_MS: a page-cache hit then needs no
 * D1 round trip at all, and a newly published import is served everywhere within that time.
 * A failed read is not kept. The kept version may have come from another request's session, on
 * a replica ahead of this one's (docs/decisions/d1-sessions.md): what is stored under a version
 * asks with `fresh`, read in this request's session before the data it keeps, so that the data is
 * never older than its key.
 */
export const DATA_VERSION_TTL_MS = 10_000;

const known = new WeakMap<object, { version: string | null; until: number; readBy: D1DatabaseSession }>();

export async function dataVersion(db: D1DatabaseSession, { fresh = false } = {}): Promise<string | null> {
  const now = Date.now();
  const database = databaseOf(db);
  const kept = known.get(database);
  if (kept && now < kept.until && (!fresh || kept.readBy === db)) return kept.version;
  try {
    const row = await db.prepare('SELECT max(id) AS id FROM import_runs').first<{ id: number | null }>();
    const version = row?.id ? String(row.id) : null;
    known.set(database, { version, until: now + DATA_VERSION_TTL_MS, readBy: db });
    return version;
  } catch {
    return null;
  }
}
