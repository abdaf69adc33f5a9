import { describe, expect, it } from 'vitest';
import { COMPARISONS, runComparison } from '../../differential/compare';
import { CATEGORIES } from '../../differential/categories';

// Differential tests: our validators and peer libraries (dev-dependencies:
// ibantools, card-validator, credit-card-type, abavalidator, stdnum; tests/differential/peers.ts)
// judge the same generated corpora (tests/differential/corpus.ts). They must agree except in the
// decided categories (tests/differential/categories.ts), each with the rule that says who is
// right; a disagreement outside them fails here, with examples. The figures are in
// docs/validation-comparison.md (node scripts/run-ts.mjs scripts/compare-validators.ts).

describe.each(COMPARISONS.map((c) => [c.id, c] as const))(
  '%s',
  (_id, comparison) => {
    const results = runComparison(comparison);

    it.each(results.map((r) => [r.peer, r] as const))('agrees with %s outside the decided categories', (_peer, r) => {
      const examples = r.undecided.slice(0, 10).map((d) => `${d.kind} ${d.input}: ours=${d.ours} peer=${d.peer}`);
      expect(examples).toEqual([]);
      expect(r.agree).toBeGreaterThan(r.size / 2);
    });

    it('every decided category of it is met by the corpus (no rule without a case)', () => {
      for (const r of results) {
        const ids = CATEGORIES.filter((k) => k.comparison === comparison.id && k.peer === r.peer).map((k) => k.id);
        expect(
          ids.filter((id) => !r.decided.has(id)),
          `${comparison.id} / ${r.peer}`,
        ).toEqual([]);
      }
    });
  },
  300_000,
);
