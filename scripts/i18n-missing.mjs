#!/usr/bin/env node
// Lists, per locale, what locales/*.json lack against locales/en.json (the reference):
// missing keys, extra keys, {{placeholder}} sets that differ, plural forms the language
// needs (CLDR categories via Intl.PluralRules) but does not have, and keys the code uses
// (t('ns.key') literals, validator error codes) that en.json itself lacks.
//
//   node scripts/i18n-missing.mjs            human-readable report, exit 0
//   node scripts/i18n-missing.mjs --check    same, exit 1 when anything is missing
//   node scripts/i18n-missing.mjs --json     machine-readable report
//
// The functions are exported for tests/unit/i18n/locales.test.ts: one implementation
// of "complete" for the test and for the lead filling in merged namespaces.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LOCALES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'];
export const REFERENCE = 'en';
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A plural leaf: an object whose keys are CLDR plural categories, 'other' among them. */
export function isPluralForms(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((k) => CATEGORIES.includes(k) && typeof value[k] === 'string');
}

/**
 * Every translatable leaf as 'ns.key' -> { kind: 'text' | 'plural', forms: { form: text } }.
 * Anything else (numbers, arrays, empty objects) is reported as a 'bad' leaf.
 */
export function leaves(dict, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, { kind: 'text', forms: { text: v } });
    else if (isPluralForms(v)) out.set(key, { kind: 'plural', forms: { ...v } });
    else if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0) leaves(v, key, out);
    else out.set(key, { kind: 'bad', forms: {} });
  }
  return out;
}

/** The {{name}} placeholders of a text (templite syntax, as rosetta uses), sorted. */
export function placeholders(text) {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort();
}

/** The plural categories a language distinguishes (en: one, other; ru: one, few, many, other). */
export function pluralCategories(lang) {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
}

function placeholderSet(leaf) {
  return [...new Set(Object.values(leaf.forms).flatMap(placeholders))].sort();
}

/**
 * One locale against the reference: { missing, extra, placeholders, plurals, bad },
 * each a list of keys (placeholders and plurals with what differs). Empty lists = complete.
 */
export function compareLocale(reference, dict, lang) {
  const ref = leaves(reference);
  const own = leaves(dict);
  const report = { missing: [], extra: [], placeholders: [], plurals: [], bad: [] };
  const needed = pluralCategories(lang);
  for (const [key, refLeaf] of ref) {
    const leaf = own.get(key);
    if (!leaf) {
      report.missing.push(key);
      continue;
    }
    if (leaf.kind === 'bad') {
      report.bad.push(key);
      continue;
    }
    if (refLeaf.kind === 'plural' && leaf.kind !== 'plural') {
      report.plurals.push({ key, problem: 'plural in en, plain text here' });
      continue;
    }
    if (refLeaf.kind === 'text' && leaf.kind !== 'text') {
      report.plurals.push({ key, problem: 'plain text in en, plural forms here' });
      continue;
    }
    if (leaf.kind === 'plural') {
      const absent = needed.filter((c) => !(c in leaf.forms));
      const unused = Object.keys(leaf.forms).filter((c) => !needed.includes(c));
      if (absent.length || unused.length) report.plurals.push({ key, absent, unused });
    }
    // Every form must carry exactly the reference's placeholders: a lost {{count}} would
    // print a sentence without its number, an invented one would print nothing.
    const want = placeholderSet(refLeaf);
    for (const [form, text] of Object.entries(leaf.forms)) {
      const got = placeholders(text);
      if (got.join() !== want.join()) report.placeholders.push({ key, form, expected: want, actual: got });
    }
  }
  for (const [key, leaf] of own) {
    if (!ref.has(key)) report.extra.push(key);
    else if (leaf.kind === 'bad' && !report.bad.includes(key)) report.bad.push(key);
  }
  return report;
}

export function isComplete(report) {
  return Object.values(report).every((list) => list.length === 0);
}

export function readLocale(lang, dir = path.join(root, 'locales')) {
  return JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
}

/** Source files under a folder, recursively (.ts/.tsx), skipping generated tables. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/**
 * Keys the code names literally: t('ns.key') calls in shared/ and client/, and the error
 * codes validators return as i18n keys ('swift.invalid_length'). Template keys such as
 * t(`counters.${k}`) cannot be read statically and are left to the page tests.
 */
export function keysUsedInCode() {
  const used = new Map();
  const add = (key, file) => {
    if (!used.has(key)) used.set(key, path.relative(root, file));
  };
  for (const file of [...sources(path.join(root, 'shared')), ...sources(path.join(root, 'client'))]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_]+(?:\.[a-z0-9_]+)+)'/g)) add(m[1], file);
    if (file.includes(`${path.sep}validators${path.sep}`)) {
      // Error unions: export type XError = | 'ns.code' | ...
      for (const block of text.matchAll(/export type \w*Error\s*=([^;]+);/g)) {
        for (const m of block[1].matchAll(/'([a-z0-9_]+\.[a-z0-9_]+)'/g)) add(m[1], file);
      }
    }
  }
  return used;
}

function main(argv) {
  const json = argv.includes('--json');
  const check = argv.includes('--check');
  const reference = readLocale(REFERENCE);
  const refKeys = leaves(reference);
  const result = { reference: REFERENCE, keys: refKeys.size, locales: {}, unknownInCode: [] };
  for (const lang of LOCALES) {
    if (lang === REFERENCE) continue;
    let dict;
    try {
      dict = readLocale(lang);
    } catch (e) {
      result.locales[lang] = { error: String(e) };
      continue;
    }
    result.locales[lang] = compareLocale(reference, dict, lang);
  }
  // en.json itself: plural forms of English, and the keys the code uses but nobody wrote.
  result.locales[REFERENCE] = compareLocale(reference, reference, REFERENCE);
  for (const [key, file] of keysUsedInCode()) if (!refKeys.has(key)) result.unknownInCode.push({ key, file });

  const incomplete =
    Object.values(result.locales).some((r) => r.error || !isComplete(r)) || result.unknownInCode.length > 0;
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`reference ${REFERENCE}.json: ${result.keys} keys`);
    for (const [lang, r] of Object.entries(result.locales)) {
      if (r.error) {
        console.log(`\n${lang}: cannot read (${r.error})`);
        continue;
      }
      if (isComplete(r)) {
        console.log(`${lang}: complete`);
        continue;
      }
      console.log(
        `\n${lang}: ${r.missing.length} missing, ${r.extra.length} extra, ${r.placeholders.length} placeholder and ${r.plurals.length} plural differences`,
      );
      for (const k of r.missing) console.log(`  missing      ${k}`);
      for (const k of r.extra) console.log(`  extra        ${k}`);
      for (const k of r.bad) console.log(`  not a string ${k}`);
      for (const p of r.placeholders)
        console.log(
          `  placeholders ${p.key} [${p.form}]: expected {${p.expected.join(', ')}}, found {${p.actual.join(', ')}}`,
        );
      for (const p of r.plurals)
        console.log(
          `  plural       ${p.key}: ${p.problem ?? `needs ${p.absent.join(', ') || '-'}; unused ${p.unused.join(', ') || '-'}`}`,
        );
    }
    if (result.unknownInCode.length) {
      console.log(`\nused in code, absent from ${REFERENCE}.json:`);
      for (const { key, file } of result.unknownInCode) console.log(`  ${key}  (${file})`);
    }
  }
  if (check && incomplete) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main(process.argv.slice(2));
