// What the sitemaps list: one entry per kind of detail page, read from D1 in key order.
// Adding an identifier type = adding an entry here (its table, key column and page path).

export interface SitemapSource {
  /** Used in the chunk's file name: /sitemap-<name>-<n>.xml */
  name: string;
  table: string;
  /**
   * The column the chunks are cut on, with an index to walk (the chunk boundaries are read by
   * stepping over RECORDS_PER_CHUNK index entries at a time, and a chunk is a range seek on it).
   */
  key: string;
  /** Which rows have a page; none: every row. */
  where?: string;
  /** The columns path() reads. */
  columns: string;
  /** One page per distinct value of the columns (a BIN listed by several sources). */
  distinct?: boolean;
  /** The page path (without language prefix) of one row. */
  path(row: Record<string, string>): string;
}

const enc = encodeURIComponent;

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  { name: 'countries', table: 'countries', key: 'code', where: 'banks_count > 0', columns: 'lower(code) AS country', path: (r) => `/banks/${enc(r.country ?? '')}` },
  { name: 'banks', table: 'banks', key: 'id', columns: 'lower(country) AS country, slug', path: (r) => `/banks/${enc(r.country ?? '')}/${enc(r.slug ?? '')}` },
  { name: 'swifts', table: 'swifts', key: 'code', columns: 'code', path: (r) => `/swifts/${enc(r.code ?? '')}` },
  // Distinct BINs (6 or 8 digits): a binlist range is one page, its first BIN's.
  { name: 'bins', table: 'bins', key: 'iin_start', where: 'prefix_length IN (6, 8)', columns: 'iin_start AS code', distinct: true, path: (r) => `/bins/${enc(r.code ?? '')}` },
  { name: 'ifscs', table: 'ifscs', key: 'code', columns: 'code', path: (r) => `/ifscs/${enc(r.code ?? '')}` },
  { name: 'usroutings', table: 'us_routings', key: 'routing_number', columns: 'routing_number AS code', path: (r) => `/usroutings/${enc(r.code ?? '')}` },
  { name: 'bics', table: 'rubics', key: 'code', columns: 'code', path: (r) => `/bics/${enc(r.code ?? '')}` },
  { name: 'leis', table: 'leis', key: 'code', columns: 'code', path: (r) => `/leis/${enc(r.code ?? '')}` },
];

/** Pages that are not records: the home page, the countries index and the lookup pages. */
export const STATIC_PATHS = ['/', '/countries', '/swifts', '/bins', '/ifscs', '/usroutings', '/leis', '/bics', '/iban'];
