import { KINDS, type StoredKindId } from '../../shared/kinds';

// "Did you mean": the candidates one substitution or transposition away that pass the check
// digits (shared/validators/did-you-mean.ts) and exist in our data, for a 400 answer's details.

const MAX_CANDIDATES = 60;

export async function existingCandidates(
  db: D1DatabaseSession,
  table: string,
  column: string,
  candidates: string[],
): Promise<string[]> {
  const list = candidates.slice(0, MAX_CANDIDATES);
  if (list.length === 0) return [];
  const marks = list.map((_, i) => `?${i + 1}`).join(', ');
  const { results } = await db
    .prepare(`SELECT ${column} AS code FROM ${table} WHERE ${column} IN (${marks})`)
    .bind(...list)
    .all<{ code: string }>();
  const found = new Set(results.map((r) => r.code));
  // Keep the validator's order: transpositions (the commonest typing slip) first.
  return list.filter((c) => found.has(c)).slice(0, 10);
}

/** The existing codes of a kind among the candidates one slip away (shared/validators/did-you-mean.ts). */
export const existingCodes = (db: D1DatabaseSession, kind: StoredKindId, candidates: string[]) =>
  existingCandidates(db, KINDS[kind].table, KINDS[kind].key, candidates);
