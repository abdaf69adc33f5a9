// What the sitemaps list: one entry per kind of detail page, read from D1 in key order.
// Adding an identifier type = adding an entry here (its table, key column and page path).

export interface SitemapSource {
  /** Used in the chunk's file name: /sitemap-<name>-<n>.xml */
  name: string;
  /** SQL selecting the path keys in a stable order; LIMIT/OFFSET are appended. */
  select: string;
  count: string;
  /** The page path (without language prefix) of one row. */
  path(row: Record<string, string>): string;
}

const enc = encodeURIComponent;

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    name: 'countries',
    select: 'SELECT lower(code) AS country FROM countries WHERE banks_count > 0 ORDER BY code',
    count: 'SELECT count(*) AS n FROM countries WHERE banks_count > 0',
    path: (r) => `/banks/${enc(r.country ?? '')}`,
  },
  {
    name: 'banks',
    select: 'SELECT lower(country) AS country, slug FROM banks ORDER BY id',
    count: 'SELECT count(*) AS n FROM banks',
    path: (r) => `/banks/${enc(r.country ?? '')}/${enc(r.slug ?? '')}`,
  },
  {
    name: 'swifts',
    select: 'SELECT code FROM swifts ORDER BY code',
    count: 'SELECT count(*) AS n FROM swifts',
    path: (r) => `/swifts/${enc(r.code ?? '')}`,
  },
];

/** Pages that are not records: the home page, the countries index and the lookup pages. */
export const STATIC_PATHS = ['/', '/countries', '/swifts', '/bins', '/ifscs', '/usroutings', '/leis', '/bics', '/iban'];
