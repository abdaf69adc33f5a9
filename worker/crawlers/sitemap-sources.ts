import { KIND_IDS, KINDS, STORED_KINDS, pageUrl } from '../../shared/kinds';

// What the sitemaps list: one entry per kind of detail page, read from D1 in key order. The
// countries and banks are listed here; every code kind comes from the registry (shared/kinds:
// its table, key column, page path and sitemap rule).

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
  {
    name: 'countries',
    table: 'countries',
    key: 'code',
    where: 'banks_count > 0',
    columns: 'lower(code) AS country',
    path: (r) => `/banks/${enc(r.country ?? '')}`,
  },
  {
    name: 'banks',
    table: 'banks',
    key: 'id',
    columns: 'lower(country) AS country, slug',
    path: (r) => `/banks/${enc(r.country ?? '')}/${enc(r.slug ?? '')}`,
  },
  ...STORED_KINDS.flatMap((id): SitemapSource[] => {
    const { page, table, key, sitemap } = KINDS[id];
    if (!sitemap) return [];
    return [{ name: page, table, key, ...sitemap, columns: `${key} AS code`, path: (r) => pageUrl(id, r.code ?? '') }];
  }),
];

/** Pages that are not records: the home page, the countries index and the lookup pages. */
export const STATIC_PATHS = ['/', '/countries', ...KIND_IDS.map((id) => pageUrl(id))];
