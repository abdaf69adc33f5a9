// The search evaluation's two frozen sets (generated.json, drawn by rule from the data by
// generate.ts; handwritten.json, written and judged by hand) and how a result is judged.
// Each set was split once, at random with a fixed seed, into a development half and a test
// half: ranking and matching are tuned on `dev` only, and `test` is reported beside it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Miniflare } from 'miniflare';
import type { SearchHit, SearchResult } from '../../shared/records/search';
import { mulberry32 } from '../lib/mulberry32';

export const SETS_DIR = path.resolve('scripts/search-eval');

export interface EvalQuery {
  q: string;
  /** What the query tries: a typo, a name in another script, a pasted phrase... */
  class: string;
  /** The script the query is written in (hand-written set). */
  script?: string;
  /** Search filters, as the search page's query string has them (types, countries). */
  params?: Record<string, string>;
  /**
   * What counts as the right first result: the bank's page (followed through the slug
   * redirects a later import may add), or a code of that institution: a SWIFT code matches by
   * its first 8 characters (institution, country, location), any other code whole. `types` and
   * `country` also bind the first result's section and country (a pasted "routing number"
   * wants a routing number, a city its own country's banks).
   */
  expect: { paths?: string[]; codes?: string[]; types?: string[]; country?: string };
  /** Where the expectation comes from: the bank drawn (generated) or the judge's note. */
  source?: string;
  half?: 'dev' | 'test';
}

/** Splits once at random (seeded): every second query of a seeded shuffle is a test query. */
export function splitHalves(queries: EvalQuery[], seed: number): EvalQuery[] {
  const rnd = mulberry32(seed);
  const order = queries.map((q, i) => ({ q, i, r: rnd() }));
  order.sort((a, b) => a.r - b.r);
  const half = new Map(order.map((o, rank) => [o.i, rank % 2 === 0 ? 'dev' : 'test'] as const));
  return queries.map((q, i) => ({ ...q, half: half.get(i) }));
}

/** The result a visitor reads first: the exact record, else the top of the first section, else
 * the first "did you mean" (the page shows it above an empty answer). */
export function firstHit(result: SearchResult | null): SearchHit | null {
  if (!result) return null;
  if (result.exact) return result.exact;
  for (const section of Object.values(result.sections)) if (section?.items[0]) return section.items[0];
  return result.did_you_mean?.[0] ?? null;
}

const bankPath = (hit: SearchHit) =>
  hit.type === 'banks' ? hit.path : hit.bank ? `/banks/${hit.bank.country.toLowerCase()}/${hit.bank.slug}` : null;

/** Whether a hit is what the query meant; `paths` are the expected bank pages as they are now. */
export function isRight(hit: SearchHit | null, expect: EvalQuery['expect'], paths: string[]): boolean {
  if (!hit) return false;
  if (expect.types && !expect.types.includes(hit.type)) return false;
  if (expect.country && hit.country?.toUpperCase() !== expect.country) return false;
  if (!paths.length && !expect.codes?.length) return true;
  const page = bankPath(hit);
  if (page && paths.includes(page)) return true;
  const code = hit.code?.toUpperCase();
  if (!code) return false;
  return (expect.codes ?? []).some((c) => {
    const want = c.toUpperCase();
    return /^[A-Z]{6}[A-Z0-9]{2}$/.test(want) ? code.slice(0, 8) === want : code === want;
  });
}

export interface LocalSite {
  url: string;
  mf: Miniflare;
  dispose(): Promise<void>;
}

/** The production build on the local D1 that `npm start` imported. Imported at run time from
 * the checkout: serve.mjs finds dist/ relative to itself, which a bundled copy would not. */
export async function startLocalSite(): Promise<LocalSite> {
  const serve = (await import(pathToFileURL(path.resolve('scripts/serve.mjs')).href)) as {
    startSite(o: object): Promise<LocalSite>;
  };
  return serve.startSite({});
}
