// Prints how our validators agree with peer libraries over generated corpora
// (tests/differential/): per identifier and peer, the corpus size, the share of inputs
// judged alike, each decided category of disagreement and the undecided ones.
//   node scripts/run-ts.mjs scripts/compare-validators.ts [--examples N]
import { COMPARISONS, pct, runComparison } from '../tests/differential/compare';
import { CATEGORIES } from '../tests/differential/categories';

const n = Number(process.argv[process.argv.indexOf('--examples') + 1]) || 3;
const rows: string[] = [];
let undecided = 0;
for (const c of COMPARISONS) {
  process.stdout.write(`${c.id}: judging...\n`);
  for (const r of runComparison(c)) {
    rows.push(
      `| ${r.comparison} | ${r.peer} | ${r.size} | ${r.agree} (${pct(r.agree, r.size)}) | ${r.size - r.agree - r.undecided.length} | ${r.undecided.length} |`,
    );
    for (const [id, ds] of r.decided) {
      const cat = CATEGORIES.find((k) => k.comparison === r.comparison && k.peer === r.peer && k.id === id);
      process.stdout.write(
        `  decided ${id} (${ds.length}): ${cat?.rule ?? ''}\n    e.g. ${ds
          .slice(0, n)
          .map((d) => `${d.input} ours=${d.ours} peer=${d.peer}`)
          .join('; ')}\n`,
      );
    }
    const byKind = new Map<string, typeof r.undecided>();
    for (const d of r.undecided) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d]);
    for (const [kind, ds] of byKind) {
      process.stdout.write(
        `  UNDECIDED ${r.peer} ${kind} (${ds.length}): ${ds
          .slice(0, n)
          .map((d) => `${d.input} ours=${d.ours} peer=${d.peer}`)
          .join('; ')}\n`,
      );
    }
    undecided += r.undecided.length;
  }
}
process.stdout.write(
  `\n| identifier | peer | corpus | agree | decided disagreements | undecided |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
);
process.stdout.write(`\n${undecided} undecided disagreement(s)\n`);
