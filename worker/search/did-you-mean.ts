import type { SearchHit } from '../../shared/api-types';
import { ALPHANUMERICS, DIGITS } from '../../shared/validators';
import { KINDS } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import type { CodeSearch } from './codes';
import { StatementPlan } from './batch';
import { ifscSearch, leiSearch, routingSearch, rubicSearch, swiftSearch } from './kinds';

// "Did you mean" for a code that matches nothing: the existing codes one edit away (Damerau-
// Levenshtein distance 1: an adjacent transposition, a substitution, a character missing or
// one too many: the slips check-digit schemes are designed to catch, ISO 7064:2003 clause 5),
// valid for their type; for a SWIFT code also the same institution in the same country (ISO
// 9362: the first six characters), its most prominent codes first. One query per type.

const MAX = 5;

/** Every string one edit away from `code`, transpositions first (the commonest slip). */
export function oneEditAway(code: string, alphabet: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < code.length; i++)
    if (code[i] !== code[i + 1]) out.add(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2));
  for (let i = 0; i < code.length; i++)
    for (const c of alphabet) if (c !== code[i]) out.add(code.slice(0, i) + c + code.slice(i + 1));
  for (let i = 0; i <= code.length; i++) for (const c of alphabet) out.add(code.slice(0, i) + c + code.slice(i));
  for (let i = 0; i < code.length; i++) out.add(code.slice(0, i) + code.slice(i + 1));
  out.delete(code);
  return [...out];
}

/** A kind's typing slips: its table, key and validator are the registry's, its records' hits the searcher's. */
interface Typos {
  /** The inputs that may be a slip of one of the kind's codes. */
  shape: RegExp;
  alphabet: string;
  /** The length of a whole code, where the shape allows others (a BIC of 8 or 11). */
  lengths?: number[];
  /** The stored form (an 8-character BIC is stored with branch XXX). */
  stored?: (c: string) => string;
  search: CodeSearch;
}

const TYPOS: Typos[] = [
  {
    shape: /^[A-Z]{6}[0-9A-Z]{1,6}$/,
    alphabet: ALPHANUMERICS,
    lengths: [8, 11],
    stored: (c) => (c.length === 8 ? `${c}XXX` : c),
    search: swiftSearch,
  },
  { shape: /^[A-Z]{4}[0-9A-Z]{6,8}$/, alphabet: ALPHANUMERICS, search: ifscSearch },
  { shape: /^[0-9A-Z]{19,21}$/, alphabet: ALPHANUMERICS, search: leiSearch },
  { shape: /^\d{8,10}$/, alphabet: DIGITS, search: routingSearch },
  { shape: /^\d{8,10}$/, alphabet: DIGITS, search: rubicSearch },
];

/** The codes `text` was probably meant to be; `db` alone (a code's not-found page) or a search's plan. */
export async function didYouMean(db: D1DatabaseSession | StatementPlan, text: string): Promise<SearchHit[]> {
  const code = text.toUpperCase().replace(/[\s.-]/g, '');
  const kinds = TYPOS.filter((k) => k.shape.test(code));
  if (kinds.length === 0) return [];
  const plan = db instanceof StatementPlan ? db : new StatementPlan(db);
  const found = await Promise.all(
    kinds.map(async (k) => {
      const { table, key } = KINDS[k.search.kind];
      const valid = (c: string) =>
        (!k.lengths || k.lengths.includes(c.length)) && KIND_VALIDATORS[k.search.kind].validate(c).valid;
      const candidates = [
        ...new Set(
          oneEditAway(code, k.alphabet)
            .filter(valid)
            .map(k.stored ?? ((c) => c)),
        ),
      ];
      const [near, sameBank] = await Promise.all([
        plan.all<{ code: string }>(
          plan.db
            .prepare(`SELECT ${key} AS code FROM ${table} WHERE ${key} IN (SELECT value FROM json_each(?1))`)
            .bind(JSON.stringify(candidates)),
        ),
        // ISO 9362: a wrong location or branch of the right institution in the right country.
        k.search.kind === 'swift' && /^[A-Z]{6}/.test(code)
          ? plan.all<{ code: string }>(
              plan.db
                .prepare(
                  "SELECT key AS code FROM search_docs WHERE section = 'swifts' AND key >= ?1 AND key < ?2 ORDER BY id LIMIT 3",
                )
                .bind(code.slice(0, 6), `${code.slice(0, 6)}~`),
            )
          : null,
      ]);
      const exists = new Set(near.map((r) => r.code));
      // The validator's order: transpositions first.
      const codes = [
        ...new Set([...candidates.filter((c) => exists.has(c)), ...(sameBank?.map((r) => r.code) ?? [])]),
      ].slice(0, MAX);
      const hits = await k.search.load(plan, codes);
      return codes.map((c) => hits.get(c)).filter((h): h is SearchHit => !!h);
    }),
  );
  return found.flat().slice(0, MAX);
}

/** The SWIFT codes `raw` was probably meant to be: what a SWIFT lookup and bulk validation both suggest. */
export async function swiftsMeant(db: D1DatabaseSession | StatementPlan, raw: string): Promise<string[]> {
  return (await didYouMean(db, raw.slice(0, 20)))
    .filter((h) => h.type === 'swifts')
    .map((h) => h.code)
    .filter((code): code is string => code !== null);
}
