// npm run gates (npm test runs it beside vitest: scripts/vitest-and-gates.mjs): the static checks CI
// fails on, each run to the end so one failure does not hide the others, then a summary. Usage:
// node scripts/gates.mjs [name ...]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const GATES = [
  // Three runtimes, three sets of globals: tsconfig.json (scripts and tests, Node), the Worker
  // (no DOM, no Node) and the client (DOM), the last two over shared/ built as a reference.
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint:rules' },
  { name: 'format', script: 'format:check' },
  { name: 'dead code', script: 'deadcode' },
  { name: 'import cycles', script: 'cycles' },
  // Paths named by docs and comments exist (a moved module leaves no stale pointer behind).
  { name: 'doc paths', script: 'doc-paths' },
];

const only = process.argv.slice(2);
const chosen = only.length ? GATES.filter((g) => only.includes(g.name) || only.includes(g.script)) : GATES;
const results = [];
for (const [i, gate] of chosen.entries()) {
  console.log(`\ngates: [${i + 1}/${chosen.length}] ${gate.name} (npm run ${gate.script})`);
  const start = performance.now();
  const { status } = spawnSync('npm', ['run', '--silent', gate.script], { cwd: root, stdio: 'inherit' });
  results.push({ ...gate, ok: status === 0, seconds: (performance.now() - start) / 1000 });
}

console.log('\ngates: summary');
for (const r of results)
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(14)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => !r.ok);
console.log(
  failed.length ? `gates: ${failed.length} of ${results.length} failed` : `gates: all ${results.length} passed`,
);
process.exitCode = failed.length ? 1 : 0;
