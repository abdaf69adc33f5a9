// The dictionary split per screen, to keep the first load small: a page fetches the strings its
// entry code names (layout, root, errors: the "common" part) and those of its own screen, not
// the whole locale. scripts/build.mjs bundles once to read the module graph, then serves the
// parts as virtual modules:
//   virtual:strings            { en: () => import('virtual:strings/en'), ... }
//   virtual:strings/en         export default <common>; export const screens = { swift: () => import(...) }
//   virtual:strings/en/swift   export default <what the swift screen adds>
// A key belongs to a screen when a module the screen imports statically names it (keysOf).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { leaves } from './i18n-missing.mjs';

export const STRINGS = 'virtual:strings';

/**
 * The keys a source names, as prefixes of dotted key paths: a literal key (`'apidocs.footer_link'`)
 * or the literal start of a built one (`` `bin.type_${x}` ``: every `bin.type_*`); and a kind
 * handed on by name (`kind="swift"`: shared components build `${kind}.about` from it), which
 * takes that namespace whole. shared/validator-messages.ts
 * renders the validators' codes (`iban.checksum`) that reach it as data, so it names every key
 * the validators' sources do.
 */
export function keysOf(root, file, namespaces) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const found = new Set();
  for (const ns of namespaces) {
    for (const m of source.matchAll(new RegExp(`['"\`](${ns}\\.[\\w.]*)`, 'g'))) found.add(m[1]);
    if (new RegExp(`\\bkind(=|: ?|=\\{)(['"\`])${ns}\\2`).test(source)) found.add(`${ns}.`);
  }
  if (file === 'shared/validator-messages.ts')
    for (const f of validatorSources(root)) for (const key of keysOf(root, f, namespaces)) found.add(key);
  return found;
}

/**
 * The validators' sources: shared/validators/, and each kind's validator
 * (shared/kinds/<kind>/validator.ts) with the modules of its own folder it imports (the IBAN's
 * national checks and corrections).
 */
function validatorSources(root) {
  const exists = (f) => existsSync(path.join(root, f));
  const found = exists('shared/validators')
    ? readdirSync(path.join(root, 'shared/validators'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `shared/validators/${f}`)
    : [];
  const kinds = exists('shared/kinds')
    ? readdirSync(path.join(root, 'shared/kinds'), { withFileTypes: true }).filter((d) => d.isDirectory())
    : [];
  for (const { name } of kinds) {
    const todo = [`shared/kinds/${name}/validator.ts`];
    while (todo.length) {
      const f = todo.pop();
      if (found.includes(f) || !exists(f)) continue;
      found.push(f);
      for (const m of readFileSync(path.join(root, f), 'utf8').matchAll(/from '\.\/([\w./-]+)'/g))
        todo.push(`${path.posix.dirname(f)}/${m[1]}.ts`);
    }
  }
  return found;
}

/** Source files reachable from `start` through static imports (metafile.inputs), node_modules left out. */
function closure(inputs, start, seen = new Set()) {
  if (seen.has(start) || !inputs[start]) return seen;
  seen.add(start);
  for (const imp of inputs[start].imports)
    if (imp.kind === 'import-statement' && !imp.path.includes('node_modules')) closure(inputs, imp.path, seen);
  return seen;
}

/**
 * Which keys each part gets, as prefixes: `common` for the entry's static graph, one list per
 * screen (shared/pages/<route>.tsx or a kind's shared/kinds/<kind>/page.tsx, lazily loaded) for its graph. A part holds the leaves under
 * its prefixes (per language: plural forms differ), a screen's less those already common.
 */
export function splitKeys(root, inputs, namespaces) {
  const used = (files) => {
    const prefixes = new Set();
    for (const f of files) if (!f.startsWith('strings:')) for (const p of keysOf(root, f, namespaces)) prefixes.add(p);
    return [...prefixes].sort();
  };
  const entryFiles = closure(inputs, 'client/entry.tsx');
  const screens = {};
  for (const file of Object.keys(inputs)) {
    const route = screenOf(file);
    if (route && !entryFiles.has(file)) screens[route] = used(closure(inputs, file));
  }
  return { common: used(entryFiles), screens };
}

/**
 * The screen a lazily loaded page module is: shared/pages/<route>.tsx, or the page of a kind,
 * shared/kinds/<kind>/page.tsx (its route is the kind); null for any other module.
 */
export function screenOf(file) {
  const m = file.match(/^shared\/(?:pages\/([a-z-]+)|kinds\/([a-z-]+)\/page)\.tsx$/);
  return m ? (m[1] ?? m[2]) : null;
}

/** The leaves of a language's dictionary (dotted paths; plural forms one leaf) in each part of `split`. */
function partsOf(dict, split) {
  const under = (prefixes) => (key) => prefixes.some((p) => key.startsWith(p));
  const keys = [...leaves(dict).keys()];
  const common = keys.filter(under(split.common));
  const rest = keys.filter((k) => !common.includes(k));
  return {
    common,
    screens: Object.fromEntries(Object.entries(split.screens).map(([r, p]) => [r, rest.filter(under(p))])),
  };
}

/** The part of `dict` holding the leaves `keys`, nested as in the dictionary. */
function pick(dict, keys) {
  const out = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from = dict;
    let to = out;
    for (const p of parts.slice(0, -1)) {
      from = from[p];
      to = to[p] ??= {};
    }
    to[parts.at(-1)] = from[parts.at(-1)];
  }
  return out;
}

/** The esbuild plugin serving the virtual modules; `split` null serves empty parts (the graph pass). */
export function stringsPlugin(root, locales, split) {
  const dictionary = (lang) => JSON.parse(readFileSync(path.join(root, `locales/${lang}.json`), 'utf8'));
  return {
    name: 'strings',
    setup(b) {
      b.onResolve({ filter: /^virtual:strings(\/|$)/ }, (args) => ({ path: args.path, namespace: 'strings' }));
      const parts = new Map();
      const partsFor = (lang) => {
        if (!parts.has(lang)) parts.set(lang, split && partsOf(dictionary(lang), split));
        return parts.get(lang);
      };
      b.onLoad({ filter: /.*/, namespace: 'strings' }, (args) => {
        const [, lang, route] = args.path.split('/');
        if (!lang) {
          const loaders = locales.map((l) => `${JSON.stringify(l)}: () => import('${STRINGS}/${l}')`);
          return { contents: `export default { ${loaders.join(', ')} };`, loader: 'js' };
        }
        const dict = dictionary(lang);
        const own = partsFor(lang);
        const module = (keys) => `export default ${JSON.stringify(pick(dict, keys ?? []))};`;
        if (route) return { contents: module(own.screens[route]), loader: 'js' };
        const screens = Object.entries(own?.screens ?? {})
          .filter(([, keys]) => keys.length)
          .map(([r]) => `${JSON.stringify(r)}: () => import('${STRINGS}/${lang}/${r}')`);
        return { contents: `${module(own?.common)}\nexport const screens = { ${screens.join(', ')} };`, loader: 'js' };
      });
    },
  };
}
