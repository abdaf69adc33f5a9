/**
 * The registry of identifier kinds (issue 15): one entry per kind of code this site has a
 * detail page for, with the names it carries in each layer. Everything that differs between
 * kinds only by a name (page URL, API path, table, key column) is read from here; a layer's
 * real per-kind behaviour hangs off the kind's id in that layer.
 *
 * One word per kind in code: swift, bin, ifsc, routing, lei, rubic, iban. The page URLs and
 * API paths are SPEC.md's and stay as they are (/usroutings, /api/v1/us_routings, /bics, ...).
 */
export const KIND_IDS = ['swift', 'bin', 'ifsc', 'routing', 'lei', 'rubic', 'iban'] as const;
export type KindId = (typeof KIND_IDS)[number];

export interface Kind {
  id: KindId;
  /** The page path segment, SPEC.md section 3: /swifts/:code */
  page: string;
  /** The API resource segment, DESIGN.md: /api/v1/swifts/:code */
  api: string;
  /** The D1 table and its key column; null for a kind that is computed, not stored (IBAN). */
  table: string | null;
  key: string | null;
}

export const KINDS: { readonly [K in KindId]: Kind & { id: K } } = {
  swift: { id: 'swift', page: 'swifts', api: 'swifts', table: 'swifts', key: 'code' },
  bin: { id: 'bin', page: 'bins', api: 'bins', table: 'bins', key: 'iin_start' },
  ifsc: { id: 'ifsc', page: 'ifscs', api: 'ifscs', table: 'ifscs', key: 'code' },
  routing: { id: 'routing', page: 'usroutings', api: 'us_routings', table: 'us_routings', key: 'routing_number' },
  lei: { id: 'lei', page: 'leis', api: 'leis', table: 'leis', key: 'code' },
  rubic: { id: 'rubic', page: 'bics', api: 'rubics', table: 'rubics', key: 'code' },
  iban: { id: 'iban', page: 'iban', api: 'ibans', table: null, key: null },
};

/**
 * The one place a page URL of a kind is built (without the language prefix, which is the
 * router's basename). Without a code: the kind's lookup page.
 */
export function pageUrl(kind: KindId, code?: string): string {
  const base = `/${KINDS[kind].page}`;
  return code === undefined ? base : `${base}/${encodeURIComponent(code)}`;
}
