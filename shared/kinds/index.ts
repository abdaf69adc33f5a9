/**
 * The registry of identifier kinds (issue 15): one entry per kind of code this site has a
 * detail page for, with the names it carries in each layer. Everything that differs between
 * kinds only by a name (page URL, API path, table, key column) is read from here; a layer's
 * real per-kind behaviour hangs off the kind's id in that layer.
 *
 * One word per kind in code: swift, bin, ifsc, routing, lei, rubic, iban. The page URLs and
 * API paths are SPEC.md's and stay as they are (/usroutings, /api/v1/us_routings, /bics, ...).
 *
 * Plain data only (strings, regular expressions; the page URL rule needs only compact()): the
 * client bundle imports this module, so
 * functions that pull code in live beside it, keyed by KindId (./validators.ts for the
 * validators and normalisers; worker/search/kinds.ts for the searchers' columns and hits;
 * the API's OpenAPI texts in worker/api/codes.ts).
 */
import type { IdentifierType } from '../validators';
import { compact } from '../validators/common';

export const KIND_IDS = ['swift', 'bin', 'ifsc', 'routing', 'lei', 'rubic', 'iban'] as const;
export type KindId = (typeof KIND_IDS)[number];
/** The kinds stored in a table of their own, keyed by their code. */
export type StoredKindId = Exclude<KindId, 'iban'>;

/**
 * The list filters of a kind (SPEC.md section 7, `country` and `bank`). 'country': the country
 * filters the codes, and names the bank's country when a bank is given. 'bank': the codes of
 * one country (`home`), filtered by bank only; the country names the bank's country and
 * defaults to `home` (SPEC.md's list calls send only the bank); `homeOnly`: no code is outside
 * `home`, so another country without a bank lists nothing.
 */
export type ListRule = { by: 'country' } | { by: 'bank'; home: string; homeOnly?: boolean };

export interface Kind {
  id: KindId;
  /** The page path segment, SPEC.md section 3: /swifts/:code */
  page: string;
  /** The API resource segment, DESIGN.md: /api/v1/swifts/:code; also the search section and a hit's type. */
  api: string;
  /** The D1 table and its key column; null for a kind that is computed, not stored (IBAN). */
  table: string | null;
  key: string | null;
  /** The API's path parameter, DESIGN.md: /bins/{number}, /swifts/{code}. */
  param: 'code' | 'number';
  /**
   * A short form of the code that names the same record, written out in page URLs (pageCode):
   * a code of `length` characters is the record whose code is it plus `suffix`.
   */
  short?: { length: number; suffix: string };
  /** A malformed code is a 400 with error.code invalid_<error> (DESIGN.md). */
  error: string;
  /** The record in the API's 404 message: "<noun> not found". */
  noun: string;
  /** The type shared/validators' detectIdentifier gives this kind's codes (IdentifierType). */
  detect: Exclude<IdentifierType, 'card'>;
  /** The list filters of GET /api/v1/<api>; null: the kind has no list. */
  list: ListRule | null;
  /**
   * The sitemap rule: which rows have a page (an SQL condition on the table; none: every row),
   * and whether several rows share one page (a BIN listed by several sources). null: no sitemap.
   */
  sitemap: { where?: string; distinct?: boolean } | null;
  /**
   * The search rule: the typed code (upper case, separators removed) is searched as a prefix of
   * the key when it has this shape; `names`: also by the record's names on the search index.
   */
  search: { prefix: RegExp; names: boolean } | null;
  /**
   * The bulk-lookup rule (POST /api/v1/validate): the SQL expressions, over the table aliased
   * `t`, of the name and country a found code is answered with. null: looked up otherwise.
   */
  lookup: { name: string; country: string } | null;
}

export const KINDS: {
  readonly [K in KindId]: Kind & { id: K } & (K extends StoredKindId ? { table: string; key: string } : unknown);
} = {
  swift: {
    id: 'swift',
    page: 'swifts',
    api: 'swifts',
    table: 'swifts',
    key: 'code',
    param: 'code',
    // ISO 9362: an 8-character BIC is the primary office, the 11-character one with branch code
    // XXX. Its page's URL is the 11-character code: the record's own code (the API's `code`),
    // one length for every record (a branch's code has no short form), and the form the sitemap
    // has always listed, so indexed URLs stay as they are.
    short: { length: 8, suffix: 'XXX' },
    error: 'swift',
    noun: 'SWIFT code',
    detect: 'swift',
    list: { by: 'country' },
    sitemap: {},
    // ISO 9362: from the institution's 4 letters on; fewer say nothing.
    search: { prefix: /^[A-Z]{4}[0-9A-Z]{0,7}$/, names: true },
    lookup: { name: 't.bank_name', country: 't.country' },
  },
  bin: {
    id: 'bin',
    page: 'bins',
    api: 'bins',
    table: 'bins',
    key: 'iin_start',
    param: 'number',
    error: 'bin',
    noun: 'BIN',
    detect: 'bin',
    list: { by: 'country' },
    // Distinct BINs (6 or 8 digits): a binlist range is one page, its first BIN's.
    sitemap: { where: 'prefix_length IN (6, 8)', distinct: true },
    // ISO/IEC 7812-1: a BIN or the card number it starts.
    search: { prefix: /^\d{1,19}$/, names: false },
    lookup: null,
  },
  ifsc: {
    id: 'ifsc',
    page: 'ifscs',
    api: 'ifscs',
    table: 'ifscs',
    key: 'code',
    param: 'code',
    error: 'ifsc',
    noun: 'IFSC',
    detect: 'ifsc',
    list: { by: 'country' },
    sitemap: {},
    // RBI: once the bank's four letters are typed; fewer would match every Indian bank at once.
    search: { prefix: /^[A-Z]{4}(0[0-9A-Z]{0,6})?$/, names: true },
    lookup: { name: 't.bank_name', country: 't.country' },
  },
  routing: {
    id: 'routing',
    page: 'usroutings',
    api: 'us_routings',
    table: 'routings',
    key: 'routing_number',
    param: 'number',
    error: 'us_routing',
    noun: 'Routing number',
    detect: 'aba',
    list: { by: 'bank', home: 'us', homeOnly: true },
    sitemap: {},
    search: { prefix: /^\d{1,9}$/, names: true },
    lookup: { name: 't.name', country: "'US'" },
  },
  lei: {
    id: 'lei',
    page: 'leis',
    api: 'leis',
    table: 'leis',
    key: 'code',
    param: 'code',
    error: 'lei',
    noun: 'LEI code',
    detect: 'lei',
    list: { by: 'country' },
    sitemap: {},
    // ISO 17442: the first four characters are the issuing LOU's prefix, so fewer say nothing.
    search: { prefix: /^[0-9A-Z]{4,20}$/, names: true },
    lookup: { name: 't.legal_name', country: 't.country' },
  },
  rubic: {
    id: 'rubic',
    page: 'bics',
    api: 'rubics',
    table: 'rubics',
    key: 'code',
    param: 'code',
    error: 'rubic',
    noun: 'BIC',
    detect: 'rubic',
    list: { by: 'bank', home: 'ru' },
    sitemap: {},
    search: { prefix: /^\d{1,9}$/, names: true },
    lookup: { name: 'COALESCE(t.english_name, t.name)', country: 't.country' },
  },
  iban: {
    id: 'iban',
    page: 'iban',
    api: 'ibans',
    table: null,
    key: null,
    param: 'code',
    error: 'iban',
    noun: 'IBAN',
    detect: 'iban',
    list: null,
    sitemap: null,
    search: null,
    lookup: null,
  },
};

/** The stored kinds in the registry's order. */
export const STORED_KINDS = KIND_IDS.filter((k): k is StoredKindId => KINDS[k].table !== null);

/** The kind detectIdentifier's type names (an ABA number is a routing kind), or undefined. */
export const kindOfDetected = (type: IdentifierType): KindId | undefined =>
  KIND_IDS.find((k) => KINDS[k].detect === type);

/**
 * A record's code as its page's URL spells it, the one spelling of each record (every other one
 * is answered with a 301 to it: worker/pages/canonical-code.ts): compact (NFKC, separators
 * dropped, upper case: the spellings every kind's validator accepts alike) and a short form
 * written out (`short`). null when it is not a stored kind's code spelled otherwise (letters and
 * digits only): such a path is the page's own not-found or lookup answer, left as it came.
 */
export function pageCode(kind: KindId, raw: string): string | null {
  const { table, short } = KINDS[kind];
  if (table === null) return null; // an IBAN is a value checked, not a record with a page of its own
  const code = compact(raw);
  if (!/^[0-9A-Z]{1,40}$/.test(code)) return null;
  return short && code.length === short.length ? code + short.suffix : code;
}

/**
 * The one place a page URL of a kind is built (without the language prefix, which is the
 * router's basename): a record's code in its one spelling (pageCode). Without a code: the
 * kind's lookup page.
 */
export function pageUrl(kind: KindId, code?: string): string {
  const base = `/${KINDS[kind].page}`;
  return code === undefined ? base : `${base}/${encodeURIComponent(pageCode(kind, code) ?? code)}`;
}
