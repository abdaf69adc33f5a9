#!/usr/bin/env node
// `npm run screenshots`: the production build with the data `npm start` imported, in Debian's
// Chromium, at 360 and 1280 px: home, search, a bank page and a SWIFT page (issue 5 asks for a
// look at each). Writes dist/screenshots/<page>-<width>.png and prints the paths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, startSite } from './serve.mjs';

const PAGES = [
  ['home', '/'],
  ['search', '/search?q=deutsche'],
  ['bank', '/banks/de/deutsche-bank-ag'],
  ['swift', '/swifts/DEUTDEFF'],
  ['bank-de', '/de/banks/de/deutsche-bank-ag'],
];
const WIDTHS = [360, 1280];
const out = path.join(root, 'dist/screenshots');
mkdirSync(out, { recursive: true });

const site = await startSite({});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const [name, url] of PAGES) {
      await page.goto(site.url + url, { waitUntil: 'networkidle' });
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(`screenshots: ${file}${overflow > 0 ? ` (overflows by ${overflow} px)` : ''}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.dispose();
}
console.log(`screenshots: ${PAGES.length * WIDTHS.length} in ${out}`);
