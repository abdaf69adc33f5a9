// npm run size: the first-load JavaScript of a page type, gzip, from the build's metafile:
// the entry with everything it imports statically, the matched screens' chunks and the
// language's dictionary (what the page's <script> and modulepreload links fetch).
// Usage: node scripts/size.mjs [route-id ...]   (default: swift; budget 100 KB)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 100;
const meta = JSON.parse(readFileSync(path.join(root, 'dist/metafile.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/manifest.json'), 'utf8'));
const file = (url) => path.join('dist/client', url);

function withStaticImports(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imp of meta.outputs[start]?.imports ?? []) if (imp.kind === 'import-statement') withStaticImports(imp.path, seen);
  return seen;
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['swift'];
let failed = false;
for (const route of routes) {
  const files = withStaticImports(file(manifest.entry));
  for (const url of [...(manifest.routes[route] ?? []), manifest.locales.en]) withStaticImports(file(url), files);
  let total = 0;
  console.log(`first-load JS of the '${route}' page (gzip):`);
  for (const f of files) {
    const size = gzipSync(readFileSync(path.join(root, f))).length;
    total += size;
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path.basename(f)}`);
  }
  const ok = total / 1024 <= BUDGET_KB;
  failed ||= !ok;
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB: ${ok ? 'met' : 'EXCEEDED'})`);
}
process.exit(failed ? 1 : 0);
