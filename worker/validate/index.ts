import type { ValidatedCode, ValidationReport } from '../../shared/api-types';
import type { IdentifierCandidate } from '../../shared/validators';
import { candidatesOf, onlyIfFound, verdict } from './check';
import { KEYED_KINDS, emptyWanted, lookup, type KeyedKind, type Match, type Wanted } from './lookup';
import { kindOfDetected, pageUrl } from '../../shared/kinds';
import { cutCardNumbers } from '../../shared/card-number-cut';
import { detectCardSchemes } from '../../shared/kinds/bin/validator';
import { StatementPlan } from '../search/batch';
import { swiftsMeant } from '../../shared/kinds/swift/worker/meant';

// Bulk validation (POST /api/v1/validate): every input validated by its type's validator and
// looked up in that type's directory, all lookups in one D1 batch. Nothing is stored or logged,
// and a card number is echoed (input, canonical) as its BIN only (shared/card-number-cut.ts): its
// Luhn check is the one thing said of the rest.

export { BULK_MAX_CODES as MAX_CODES } from '../../shared/validate-csv';

/** The kind a candidate is looked up as by its key (the registry's bulk-lookup rule), if any. */
const keyedKind = (c: IdentifierCandidate): KeyedKind | undefined =>
  KEYED_KINDS.find((k) => k === kindOfDetected(c.type));

/** The directory key of a candidate (see lookup()). */
function keyOf(c: IdentifierCandidate): string {
  if (c.type === 'card') return `bin:${c.normalized.slice(0, 8)}`;
  return `${keyedKind(c) ?? c.type}:${c.normalized}`;
}

function want(wanted: Wanted, c: IdentifierCandidate): void {
  if (c.type === 'iban') wanted.ibans.add(c.normalized);
  else if (c.type === 'bin') wanted.bins.add(c.normalized);
  else if (c.type === 'card') wanted.bins.add(c.normalized.slice(0, 8));
  else {
    const kind = keyedKind(c);
    if (!kind) return;
    const set = wanted.codes.get(kind) ?? new Set<string>();
    wanted.codes.set(kind, set);
    set.add(c.normalized);
  }
}

/** The answer for an input no identifier kind recognises (also the API document's example). */
export function unrecognized(input: string): ValidatedCode {
  return {
    input: cutCardNumbers(input),
    type: null,
    valid: false,
    errors: ['unrecognized'],
    warnings: [],
    alternatives: [],
    canonical: null,
    found: null,
    bank_name: null,
    country: null,
    bank: null,
    path: null,
    scheme: null,
    did_you_mean: [],
  };
}

/** A card number's or BIN's scheme by the published IIN ranges (several: "A / B"), else null. */
function schemeOf(c: IdentifierCandidate): string | null {
  if (c.type !== 'card' && c.type !== 'bin') return null;
  return (
    detectCardSchemes(c.normalized)
      .map((s) => s.name)
      .join(' / ') || null
  );
}

/**
 * Most SWIFT codes per request given suggestions (a lookup of the codes one slip away each, all
 * in one batch): a list of typos gets them for its first codes, and the answer stays fast.
 */
export const MAX_SUGGESTED = 50;

export async function validateCodes(db: D1DatabaseSession, inputs: readonly string[]): Promise<ValidationReport> {
  const detected = inputs.map((input) => ({ input, candidates: candidatesOf(input) }));
  const wanted = emptyWanted();
  for (const d of detected) for (const c of d.candidates) want(wanted, c);
  const found = await lookup(db, wanted);

  const items = detected.map(({ input, candidates: read }): ValidatedCode => {
    // A reading only the directory may confirm is dropped when it does not (./check.ts).
    const candidates = read.filter((c) => !onlyIfFound(c) || found.has(keyOf(c)));
    if (candidates.length === 0) return unrecognized(input);
    // detectIdentifier's order (an IBAN's structure first; a checked type before a Russian BIC,
    // which has no check digits), except that a valid code the directories know wins: a
    // Russian BIC that fails the ABA check, a real LEI that starts like an IBAN.
    const chosen = candidates.find((c) => c.valid && found.has(keyOf(c))) ?? candidates[0]!;
    const match: Match | undefined = found.get(keyOf(chosen));
    const v = verdict(chosen.type, input, match?.checkMethod ?? null);
    return {
      input: cutCardNumbers(input),
      type: chosen.type,
      valid: v.valid,
      errors: v.errors,
      warnings: v.warnings,
      alternatives: candidates.filter((c) => c !== chosen).map((c) => c.type),
      canonical: v.canonical === null ? null : cutCardNumbers(v.canonical),
      found: match !== undefined,
      bank_name: match?.name ?? null,
      country: match?.country ?? (chosen.type === 'iban' ? chosen.normalized.slice(0, 2) : null),
      bank: match?.bank ?? null,
      path: match?.path ?? (chosen.type === 'iban' && v.valid ? pageUrl('iban', chosen.normalized) : null),
      scheme: schemeOf(chosen),
      did_you_mean: [],
    };
  });
  // A SWIFT code invalid or not found gets the suggestions its single lookup gives, the first
  // MAX_SUGGESTED of them; their statements go to D1 together (one StatementPlan).
  const plan = new StatementPlan(db);
  const unsure = items.filter((i) => i.type === 'swift' && !(i.valid && i.found)).slice(0, MAX_SUGGESTED);
  await Promise.all(
    unsure.map(async (item) => {
      item.did_you_mean = await swiftsMeant(plan, item.input);
    }),
  );
  return {
    total: items.length,
    valid: items.filter((i) => i.valid).length,
    found: items.filter((i) => i.found).length,
    items,
  };
}
