#!/usr/bin/env node
// `node scripts/doc-paths.mjs`: lists the repository paths that docs (README.md, docs/**/*.md)
// and code comments name but that do not exist (a file moved or renamed without its mentions).
// Exits 1 when there is one. A path right after another repository's name ("moov-io/fed docs/...")
// is that repository's, not ours; globs and templates are skipped.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(md|ts|tsx|mjs|js|sql|toml)$/.test(f) && !f.startsWith('node_modules'));
const roots = ['worker', 'shared', 'scripts', 'client', 'tests', 'docs', 'migrations', 'locales', '.ci'];
const re = new RegExp(
  `(?<![\\w./-])(?:\\.\\./)?((?:${roots.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./\\-\\[\\]*{}]+)`,
  'g',
);
let bad = 0;
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const isDoc = f.endsWith('.md');
  text.split('\n').forEach((line, i) => {
    if (!isDoc && !/^\s*(\/\/|\*|\/\*|--|#)/.test(line) && !/\/\/ /.test(line)) return;
    for (const m of line.matchAll(re)) {
      const p = m[1].replace(/[.,:;)]+$/, '');
      if (/[*{}[\]<]/.test(p)) continue; // globs and templates
      if (m[0].startsWith('../')) continue; // ../shared/: the team's reference folder beside the checkout
      if (/[\w.-]+\/[\w.-]+\s+$/.test(line.slice(0, m.index))) continue; // another repository's path
      const candidates = [p, `${p}.ts`, `${p}.tsx`, `${p}.mjs`];
      if (!candidates.some((c) => existsSync(c))) {
        bad++;
        console.log(`${f}:${i + 1}: ${p}`);
      }
    }
  });
}
console.log(`doc paths: ${files.length} files checked, ${bad} missing path(s)`);
process.exit(bad > 0 ? 1 : 0);
