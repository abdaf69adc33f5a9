// A bank page under a slug the bank no longer has (renamed, or its slug settled otherwise at an
// import: scripts/import/slugs.ts) answers 301 to its current slug, keeping the locale prefix,
// the rest of the path (/swifts, ...) and the query. Asked only once the page is a 404, so a
// served slug costs nothing more.

const BANK_PATH = /^\/banks\/([A-Za-z]{2})\/([A-Za-z0-9-]{1,100})(\/[^?#]*)?$/;

export async function movedBankLocation(db: D1DatabaseSession, url: URL, path: string): Promise<string | null> {
  const match = BANK_PATH.exec(path);
  if (!match) return null;
  const [, country = '', slug = '', rest = ''] = match;
  const row = await db
    .prepare('SELECT to_slug FROM bank_slug_redirects WHERE country = ?1 AND slug = ?2')
    .bind(country.toUpperCase(), slug.toLowerCase())
    .first<{ to_slug: string }>()
    // A database without the table (older schema, or data from API_BASE_URL): the 404 stands.
    .catch(() => null);
  if (!row) return null;
  // The locale prefix is what the pathname has before the page's own path ("/de", or nothing).
  const prefix = url.pathname.slice(0, url.pathname.length - path.length);
  return `${prefix}/banks/${country.toLowerCase()}/${encodeURIComponent(row.to_slug)}${rest}${url.search}`;
}
