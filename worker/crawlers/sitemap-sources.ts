// What the sitemaps list: one entry per kind of detail page, read from D1 in key order.
// Adding an identifier type = adding an entry here (its key query, its rows query and page path).

export interface SitemapSource {
  /** Used in the chunk's file name: /sitemap-<name>-<n>.xml */
  name: string;
  /**
   * SQL selecting every record's key as `k`, one row per page, served by an index: the chunk
   * boundaries are read from it (every RECORDS_PER_CHUNK-th key), once per import.
   */
  keys: string;
  /**
   * SQL selecting the rows of one chunk: keys from ?1 on, in key order, at most ?2 rows. A range
   * seek on the key's index (keyset pagination), where OFFSET would step over every earlier row.
   */
  rows: string;
  /** The page path (without language prefix) of one row. */
  path(row: Record<string, string>): string;
}

const enc = encodeURIComponent;

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  {
    name: 'countries',
    keys: 'SELECT code AS k FROM countries WHERE banks_count > 0',
    rows: 'SELECT lower(code) AS country FROM countries WHERE banks_count > 0 AND code >= ?1 ORDER BY code LIMIT ?2',
    path: (r) => `/banks/${enc(r.country ?? '')}`,
  },
  {
    name: 'banks',
    keys: 'SELECT id AS k FROM banks',
    rows: 'SELECT lower(country) AS country, slug FROM banks WHERE id >= ?1 ORDER BY id LIMIT ?2',
    path: (r) => `/banks/${enc(r.country ?? '')}/${enc(r.slug ?? '')}`,
  },
  {
    name: 'swifts',
    keys: 'SELECT code AS k FROM swifts',
    rows: 'SELECT code FROM swifts WHERE code >= ?1 ORDER BY code LIMIT ?2',
    path: (r) => `/swifts/${enc(r.code ?? '')}`,
  },
  {
    // Distinct BINs (6 or 8 digits): a binlist range is one page, its first BIN's.
    name: 'bins',
    keys: 'SELECT DISTINCT iin_start AS k FROM bins WHERE prefix_length IN (6, 8)',
    rows: 'SELECT DISTINCT iin_start AS code FROM bins WHERE prefix_length IN (6, 8) AND iin_start >= ?1 ORDER BY iin_start LIMIT ?2',
    path: (r) => `/bins/${enc(r.code ?? '')}`,
  },
  {
    name: 'ifscs',
    keys: 'SELECT code AS k FROM ifscs',
    rows: 'SELECT code FROM ifscs WHERE code >= ?1 ORDER BY code LIMIT ?2',
    path: (r) => `/ifscs/${enc(r.code ?? '')}`,
  },
  {
    name: 'usroutings',
    keys: 'SELECT routing_number AS k FROM us_routings',
    rows: 'SELECT routing_number AS code FROM us_routings WHERE routing_number >= ?1 ORDER BY routing_number LIMIT ?2',
    path: (r) => `/usroutings/${enc(r.code ?? '')}`,
  },
  {
    name: 'bics',
    keys: 'SELECT code AS k FROM rubics',
    rows: 'SELECT code FROM rubics WHERE code >= ?1 ORDER BY code LIMIT ?2',
    path: (r) => `/bics/${enc(r.code ?? '')}`,
  },
  {
    name: 'leis',
    keys: 'SELECT code AS k FROM leis',
    rows: 'SELECT code FROM leis WHERE code >= ?1 ORDER BY code LIMIT ?2',
    path: (r) => `/leis/${enc(r.code ?? '')}`,
  },
];

/** Pages that are not records: the home page, the countries index and the lookup pages. */
export const STATIC_PATHS = ['/', '/countries', '/swifts', '/bins', '/ifscs', '/usroutings', '/leis', '/bics', '/iban'];
