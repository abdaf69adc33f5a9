import type { SearchHit } from '../../shared/api-types';
import { ALPHANUMERICS, DIGITS } from '../../shared/validators';
import { KINDS, type Kind } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import type { CodeSearch } from './codes';
import { StatementPlan } from './batch';

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

const ALPHABETS: Record<NonNullable<Kind['typos']>['alphabet'], string> = {
  alphanumeric: ALPHANUMERICS,
  digits: DIGITS,
};

/**
 * The codes `text` was probably meant to be, among the kinds' `codes` whose typing-slip rule
 * (the registry's `typos`) the input fits; `db` alone (a code's not-found page) or a search's plan.
 */
export async function didYouMean(
  db: D1DatabaseSession | StatementPlan,
  text: string,
  codes: readonly CodeSearch[],
): Promise<SearchHit[]> {
  const code = text.toUpperCase().replace(/[\s.-]/g, '');
  const kinds = codes.flatMap((search) => {
    const { typos, short } = KINDS[search.kind];
    if (!typos?.shape.test(code)) return [];
    // The stored form: a short code names the record with its suffix (an 8-character BIC is XXX).
    const stored = short ? (c: string) => (c.length === short.length ? c + short.suffix : c) : undefined;
    return [{ search, alphabet: ALPHABETS[typos.alphabet], lengths: typos.lengths, stored }];
  });
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
