import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useSiteAndBrowser } from './harness';
import { PAGE_TYPES, validateWithResults } from './page-types';
import { LOCALES } from '../../shared/locales';

// What must hold: no message key is visible on any page type in any language, /validate's
// results included (they used to show the validators' codes, "iban.checksum", "unrecognized").
// What is checked is the text Chromium renders after hydration (innerText: what a visitor sees).

const e2e = useSiteAndBrowser();

type Tree = { [key: string]: string | Tree };
const isPlural = (v: Tree) => 'other' in v;
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' || isPlural(v) ? [prefix + k] : flatten(v, `${prefix}${k}.`),
  );

/** Every key of the English dictionary, and the one code of the bulk API that is no key. */
const KEYS = [...flatten(JSON.parse(readFileSync('locales/en.json', 'utf8')) as Tree), 'unrecognized'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KNOWN = new RegExp(`(?<![\\w./-])(?:${KEYS.map(escape).join('|')})(?![\\w/-]|\\.\\w)`, 'g');
/** A key no dictionary has (a template key with an unexpected value): dotted words with an underscore. */
const SHAPE = /(?<![\w./@-])[a-z]+(?:\.[a-z0-9]+)*\.[a-z0-9]+_[a-z0-9_]+(?![\w/-]|\.\w)/g;

function keysIn(text: string): string[] {
  return [...new Set([...(text.match(KNOWN) ?? []), ...(text.match(SHAPE) ?? [])])];
}

test('the key finder finds keys and leaves prose alone', () => {
  expect(keysIn('Check: iban.checksum, unrecognized and bulk.type_foo.')).toEqual([
    'iban.checksum',
    'unrecognized',
    'bulk.type_foo',
  ]);
  expect(keysIn('See https://www.gleif.org/lei-data/ and api.example.com/v1; e.g. 3.5 million.')).toEqual([]);
});

const PARALLEL = 3;

/**
 * One browser context for every language: the site keeps nothing in the browser (no cookie, no
 * storage), and its scripts and stylesheet, the same in every language, then come from the
 * context's cache, compiled once, instead of once per language (a sixth of Chromium's CPU here).
 * Each page is still loaded whole: its HTML rendered by the Worker, then hydrated.
 */
let context: BrowserContext;
beforeAll(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
});

// The time goes on waiting for each page to settle (networkidle): the languages run side by side
// too (test.concurrent, up to vitest's maxConcurrency), each with its own pages and findings.
test.concurrent.for(LOCALES)(
  'no message key on any page type in %s',
  { timeout: 240_000 },
  async (lang, { expect }) => {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const found: string[] = [];
    const queue = [...PAGE_TYPES.map(([, path]) => path), 'validate-results'];
    const pages: Page[] = [];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const page = await context.newPage();
        pages.push(page);
        for (let path = queue.shift(); path; path = queue.shift()) {
          if (path === 'validate-results') await validateWithResults(page, e2e.site.url + prefix);
          else await page.goto(e2e.site.url + prefix + path, { waitUntil: 'networkidle' });
          // Example requests and answers of the API documentation (<pre>) quote the API's own codes on purpose.
          const text = await page.evaluate(() => {
            const pres = [...document.querySelectorAll('pre')];
            pres.forEach((p) => {
              p.hidden = true;
            });
            const seen = document.body.innerText;
            pres.forEach((p) => {
              p.hidden = false;
            });
            return seen;
          });
          for (const key of keysIn(text)) found.push(`${prefix}${path}: ${key}`);
          // The document's title is seen too (tab, bookmark, search result).
          for (const key of keysIn(await page.title())) found.push(`${prefix}${path} <title>: ${key}`);
        }
      }),
    );
    await Promise.all(pages.map((page) => page.close()));
    expect(found).toEqual([]);
  },
);
