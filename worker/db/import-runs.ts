/**
 * The data version: the id of the import whose data is served (import_runs, one row per swapped-in
 * import). Caches key on it, so a new import replaces every cached page and sitemap.
 *
 * Each isolate keeps the version it read for DATA_VERSION_TTL_MS: a page-cache hit then needs no
 * D1 round trip at all, and a newly published import is served everywhere within that time.
 * A failed read is not kept.
 */
export const DATA_VERSION_TTL_MS = 10_000;

const known = new WeakMap<D1Database, { version: string | null; until: number }>();

export async function dataVersion(db: D1Database): Promise<string | null> {
  const now = Date.now();
  const kept = known.get(db);
  if (kept && now < kept.until) return kept.version;
  try {
    const row = await db.prepare('SELECT max(id) AS id FROM import_runs').first<{ id: number | null }>();
    const version = row?.id ? String(row.id) : null;
    known.set(db, { version, until: now + DATA_VERSION_TTL_MS });
    return version;
  } catch {
    return null;
  }
}
