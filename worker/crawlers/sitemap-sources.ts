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
  {
    // Distinct BINs (6 or 8 digits): a binlist range is one page, its first BIN's.
    name: 'bins',
    select: 'SELECT DISTINCT iin_start AS code FROM bins WHERE prefix_length IN (6, 8) ORDER BY iin_start',
    count: 'SELECT count(DISTINCT iin_start) AS n FROM bins WHERE prefix_length IN (6, 8)',
    path: (r) => `/bins/${enc(r.code ?? '')}`,
  },
  {
    name: 'ifscs',
    select: 'SELECT code FROM ifscs ORDER BY code',
    count: 'SELECT count(*) AS n FROM ifscs',
    path: (r) => `/ifscs/${enc(r.code ?? '')}`,
  },
  {
    name: 'usroutings',
    select: 'SELECT routing_number AS code FROM us_routings ORDER BY routing_number',
    count: 'SELECT count(*) AS n FROM us_routings',
    path: (r) => `/usroutings/${enc(r.code ?? '')}`,
  },
  {
    name: 'bics',
    select: 'SELECT code FROM rubics ORDER BY code',
    count: 'SELECT count(*) AS n FROM rubics',
    path: (r) => `/bics/${enc(r.code ?? '')}`,
  },
  {
    name: 'leis',
    select: 'SELECT code FROM leis ORDER BY code',
    count: 'SELECT count(*) AS n FROM leis',
    path: (r) => `/leis/${enc(r.code ?? '')}`,
  },
];

/** Pages that are not records: the home page, the countries index and the lookup pages. */
export const STATIC_PATHS = ['/', '/countries', '/swifts', '/bins', '/ifscs', '/usroutings', '/leis', '/bics', '/iban'];
