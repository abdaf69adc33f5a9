/**
 * The data version: the id of the import whose data is served (import_runs, one row per swapped-in
 * import). Caches key on it, so a new import replaces every cached page and sitemap.
 */
export async function dataVersion(db: D1Database): Promise<string | null> {
  try {
    const row = await db.prepare('SELECT max(id) AS id FROM import_runs').first<{ id: number | null }>();
    return row?.id ? String(row.id) : null;
  } catch {
    return null;
  }
}
