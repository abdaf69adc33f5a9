// npm run size: the first-load JavaScript of a page type, gzip, from the build's metafile:
// the entry with everything it imports statically, the matched screens' chunks and the
// language's strings (those every page uses and the screen's own) (what the page's <script> and modulepreload links fetch).
// Usage: node scripts/size.mjs [route-id ...]   (default: swift; budget 105 KB)
// scripts/bench.mjs reuses firstLoadJs() for every page type.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const BUDGET_KB = 105;
const file = (url) => path.join('dist/client', url);

/** The files a first load of page type `route` in language `lang` fetches, with their gzip sizes (bytes). */
export function firstLoadJs(route, lang = 'en') {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/metafile.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/manifest.json'), 'utf8'));
  const withStaticImports = (start, seen) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imp of meta.outputs[start]?.imports ?? [])
      if (imp.kind === 'import-statement') withStaticImports(imp.path, seen);
    return seen;
  };
  const files = withStaticImports(file(manifest.entry), new Set());
  const strings = [manifest.locales[lang], manifest.strings?.[lang]?.[route]].filter(Boolean);
  for (const url of [...(manifest.routes[route] ?? []), ...strings]) withStaticImports(file(url), files);
  const sizes = [...files].map((f) => ({
    file: path.basename(f),
    gzip: gzipSync(readFileSync(path.join(root, f))).length,
  }));
  return { files: sizes, total: sizes.reduce((sum, f) => sum + f.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['swift'];
  let failed = false;
  for (const route of routes) {
    const { files, total } = firstLoadJs(route);
    console.log(`first-load JS of the '${route}' page (gzip):`);
    for (const f of files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
    const ok = total / 1024 <= BUDGET_KB;
    failed ||= !ok;
    console.log(
      `  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB: ${ok ? 'met' : 'EXCEEDED'})`,
    );
  }
  process.exit(failed ? 1 : 0);
}
