// Builds the client: hashed, minified ES modules split per screen and per locale,
// the stylesheet, and dist/manifest.json (read by the Worker to name them in pages).
// Usage: node scripts/build.mjs   (prints what it wrote and the gzip sizes)
import { build } from 'esbuild';
import { minify } from 'terser';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STRINGS, screenOf, splitKeys, stringsPlugin } from './build-strings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist/client/assets');
const started = Date.now();

await rm(path.join(root, 'dist/client'), { recursive: true, force: true });
await mkdir(out, { recursive: true });

const options = {
  absWorkingDir: root,
  entryPoints: { entry: 'client/entry.tsx', styles: 'client/styles.css' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  jsx: 'automatic',
  outdir: out,
  entryNames: '[name]-[hash]',
  chunkNames: 'c-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  // react-router's package exports point at its development build; ship the production one.
  alias: { 'react-router': './node_modules/react-router/dist/production/index.mjs' },
  legalComments: 'none',
  logLevel: 'warning',
};
const LOCALES = readdirSync(path.join(root, 'locales')).flatMap((f) => f.match(/^([a-z]{2})\.json$/)?.[1] ?? []);
// First the module graph (nothing written), to split the dictionary per screen; then the build.
const graph = await build({
  ...options,
  minify: false,
  write: false,
  plugins: [reactRouterPure(), stringsPlugin(root, LOCALES, null)],
});
const namespaces = Object.keys(JSON.parse(readFileSync(path.join(root, 'locales/en.json'), 'utf8')));
const split = splitKeys(root, graph.metafile.inputs, namespaces);
const result = await build({ ...options, plugins: [reactRouterPure(), stringsPlugin(root, LOCALES, split)] });

/**
 * React Router's module-level components and contexts (`var Link = React.forwardRef(...)`,
 * `var FrameworkContext = React.createContext(...)`, then `Link.displayName = "Link"`) carry no
 * `@__PURE__` mark, so a bundler must keep every one of them and all they reference, used or not
 * (measured: importing only `data` from it kept 10.7 KB gzip; marked, 1.9 KB). This marks those
 * calls pure and drops the top-level displayName assignments (names for React DevTools only), so
 * tree shaking keeps what the client uses. It rewrites only react-router's production build.
 */
function reactRouterPure() {
  return {
    name: 'react-router-pure',
    setup(b) {
      b.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => ({
        contents: (await readFile(args.path, 'utf8'))
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext|createElement)\()/gm,
            '$1/* @__PURE__ */ $2',
          ),
        loader: 'js',
      }));
    },
  };
}

// A second, deeper minification: terser shrinks React Router's data router by a tenth
// more than esbuild does (measured: 36.4 -> 32.8 KB gzip). Names stay content-hashed.
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
  const full = path.join(root, file);
  const min = await minify(readFileSync(full, 'utf8'), {
    module: true,
    ecma: 2020,
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, toplevel: true },
    mangle: { toplevel: true },
    format: { comments: false },
  });
  writeFileSync(full, min.code);
}

const url = (file) =>
  '/' + path.relative(path.join(root, 'dist/client'), path.join(root, file)).split(path.sep).join('/');
const manifest = { entry: '', css: '', cssText: '', locales: {}, strings: {}, routes: {} };
for (const [file, info] of Object.entries(result.metafile.outputs)) {
  if (info.entryPoint === 'client/entry.tsx') manifest.entry = url(file);
  else if (info.entryPoint === 'client/styles.css') {
    if (file.endsWith('.css')) {
      manifest.css = url(file);
      // Inlined in every page's head by the Worker (worker/pages/render.tsx): ~3.5 KB gzip in the
      // HTML instead of a render-blocking request. A closing tag in it would end the <style>.
      manifest.cssText = readFileSync(path.join(root, file), 'utf8').trim();
      if (/<\/style/i.test(manifest.cssText)) throw new Error('build: the stylesheet contains </style');
    }
  }
  // The strings' parts: a language's common part (locales) and each screen's (strings).
  const [, lang, route] = info.entryPoint?.startsWith(`strings:${STRINGS}/`) ? info.entryPoint.split('/') : [];
  if (lang && route) (manifest.strings[lang] ??= {})[route] = url(file);
  else if (lang) manifest.locales[lang] = url(file);
  const page = info.entryPoint ? screenOf(info.entryPoint) : null;
  if (page)
    manifest.routes[page] = [
      url(file),
      ...info.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    ];
}
if (!manifest.entry || !manifest.css) throw new Error('build: entry or stylesheet missing from the output');

await writeFile(path.join(root, 'dist/manifest.json'), JSON.stringify(manifest, null, 2));
await writeFile(path.join(root, 'dist/metafile.json'), JSON.stringify(result.metafile));
await writeFile(path.join(root, 'dist/client/favicon.ico'), favicon());
// The validation comparison (docs/validation-comparison.md), linked from the API page, served as it is in the repo.
await mkdir(path.join(root, 'dist/client/docs'), { recursive: true });
await writeFile(
  path.join(root, 'dist/client/docs/validation-comparison.md'),
  readFileSync(path.join(root, 'docs/validation-comparison.md')),
);

let total = 0;
for (const file of Object.keys(result.metafile.outputs)) {
  const size = gzipSync(readFileSync(path.join(root, file))).length;
  total += size;
}
console.log(
  `build: ${Object.keys(result.metafile.outputs).length} files, ${(total / 1024).toFixed(1)} KB gzip in all, ${Date.now() - started} ms`,
);

/** A 16x16 ICO (one 32-bit BMP image): a blue square with a white bar, no image tool needed. */
function favicon() {
  const size = 16;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const bar = y >= 6 && y <= 9 && x >= 3 && x <= 12;
      pixels.set(bar ? [255, 255, 255, 255] : [160, 82, 29, 255], i); // BGRA
    }
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  const mask = Buffer.alloc(size * 4);
  header.writeUInt32LE(40 + pixels.length + mask.length, 14);
  header.writeUInt32LE(22, 18);
  header.writeUInt32LE(40, 22);
  header.writeInt32LE(size, 26);
  header.writeInt32LE(size * 2, 30);
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  return Buffer.concat([header, pixels, mask]);
}
