#!/usr/bin/env node
// Runs a TypeScript script on Node 20, which cannot strip types itself:
//   node scripts/run-ts.mjs <entry.ts> [args...]
// The entry is bundled with esbuild (our own modules inlined, npm packages left as imports)
// into node_modules/.cache/run-ts/, then imported. The script sees its own arguments in
// process.argv.slice(2), as if it had been started directly.
import { build } from 'esbuild';
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('usage: node scripts/run-ts.mjs <entry.ts> [args...]');
  process.exit(2);
}
const entry = path.resolve(entryArg);
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'run-ts');
// One output file per entry, named after its path, so several scripts can share the cache.
const name = path
  .relative(repoRoot, entry)
  .replace(/[^A-Za-z0-9_.-]+/g, '__')
  .replace(/\.[cm]?tsx?$/, '');
const outfile = path.join(cacheDir, `${name}.mjs`);
// Written under a unique name and renamed into place: two runs at once never read a half file.
const tmpfile = `${outfile}.${process.pid}.tmp`;

mkdirSync(cacheDir, { recursive: true });
await build({
  entryPoints: [entry],
  outfile: tmpfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
renameSync(tmpfile, outfile);

process.setSourceMapsEnabled(true); // stack traces point into the .ts sources
process.argv = [process.argv[0] ?? 'node', entry, ...args];
await import(pathToFileURL(outfile).href);
