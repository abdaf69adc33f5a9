/**
 * The registry of identifier kinds: one entry per kind of code this site has a detail page for,
 * each declared in its own folder (shared/kinds/<kind>/kind.ts) beside everything else of the
 * kind: record and row shapes, validator, page and loader, its Worker modules (worker/: D1, API,
 * search; gathered by worker/kinds.ts) and its importer (import/; gathered by
 * scripts/import/kinds.ts). Everything that differs between kinds only by a name (page URL, API
 * path, table, key column) or by a plain rule (list, sitemap, search, lookup, typing slips) is
 * read from here.
 *
 * One word per kind in code: swift, bin, ifsc, rubic, lei, routing, iban. The page URLs and
 * API paths are SPEC.md's and stay as they are (/usroutings, /api/v1/us_routings, /bics, ...).
 *
 * Plain data only (strings, regular expressions; the page URL rule needs only compact()): the
 * client bundle imports this module; functions that pull code in live beside it, keyed by
 * KindId (./validators.ts for the validators and normalisers).
 */
import type { IdentifierType } from '../validators';
import { compact } from '../validators/common';
import type { KindDeclaration } from './declaration';
import { kind as swift } from './swift/kind';
import { kind as bin } from './bin/kind';
import { kind as ifsc } from './ifsc/kind';
import { kind as rubic } from './rubic/kind';
import { kind as lei } from './lei/kind';
import { kind as routing } from './routing/kind';
import { kind as iban } from './iban/kind';
import { kind as bankcode } from './bankcode/kind';

/** Every kind, in the registry's order (the order of lists of kinds everywhere). */
const DECLARED = { swift, bin, ifsc, rubic, lei, routing, iban, bankcode };

export type KindId = keyof typeof DECLARED;
/** Each kind's declaration as written (its names as literal types). */
export type Declared = typeof DECLARED;
export const DECLARATIONS: Declared = DECLARED;
export const KIND_IDS = Object.keys(DECLARED) as KindId[];
/** The kinds stored in a table of their own, keyed by their code. */
export type StoredKindId = {
  [K in KindId]: (typeof DECLARED)[K]['table'] extends null ? never : K;
}[KindId];

export interface Kind extends KindDeclaration {
  id: KindId;
}

export const KINDS: {
  readonly [K in KindId]: Kind & { id: K } & (K extends StoredKindId ? { table: string; key: string } : unknown);
} = Object.fromEntries(KIND_IDS.map((id) => [id, { ...DECLARED[id], id }])) as never;

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
