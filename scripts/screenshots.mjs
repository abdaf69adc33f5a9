#!/usr/bin/env node
// `npm run screenshots`: the production build with the data `npm start` imported, in Debian's
// Chromium, at 360 and 1280 px, in English and German: every page type (asked for: a look
// at each), /validate with results included. Writes dist/screenshots/<page>-<lang>-<width>.png
// (the whole page) and <page>-<lang>-<width>-fold.png (the first 900 px, before any scrolling).
// At 360 px it also measures, per page, the layout shift while loading on Lighthouse's "Slow 4G"
// (150 ms, 1.6 Mbit/s) and whether anything sticks out sideways, and ends with a table of both.
// SCREENSHOT_PAGES=bank,swift narrows the pages, SCREENSHOT_LANGS=en the languages,
// SCREENSHOT_WIDTHS=360 the widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BULK_INPUT } from './lib/bulk-input.mjs';
import { root, startSite } from './serve.mjs';

const ALL_PAGES = [
  ['home', '/'],
  // Each kind's lookup form, before any code is typed.
  ['lookup-swift', '/swifts'],
  ['lookup-routing', '/usroutings'],
  ['lookup-ifsc', '/ifscs'],
  ['lookup-rubic', '/bics'],
  ['lookup-bin', '/bins'],
  ['lookup-iban', '/iban'],
  ['lookup-lei', '/leis'],
  ['search', '/search?q=deutsche'],
  ['countries', '/countries'],
  ['country-banks', '/banks/de'],
  ['bank', '/banks/de/deutsche-bank-aktiengesellschaft'],
  ['bank-swifts', '/banks/de/deutsche-bank-aktiengesellschaft/swifts'],
  ['bank-swifts-filter', '/banks/de/deutsche-bank-aktiengesellschaft/swifts?filter=m%C3%BCnchen'],
  ['swift', '/swifts/DEUTDEFF'],
  ['swift-branch', '/swifts/DEUTDE2H240'],
  ['routing', '/usroutings/026003780'],
  ['ifsc', '/ifscs/HDFC0000001'],
  ['rubic', '/bics/044525225'],
  ['bin', '/bins/457173'],
  ['iban', '/iban/DE89370400440532013000'],
  ['iban-invalid', '/iban/DE89370400440532013001'],
  ['lei', '/leis/7LTWFZYICNSX8D621K86'],
  ['sources', '/sources'],
  ['api-docs', '/api-docs'],
  ['validate', '/validate'],
  ['not-found', '/banks/zz'],
];
const only = process.env.SCREENSHOT_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter(([name]) => only.includes(name)) : ALL_PAGES;
const LANGS = process.env.SCREENSHOT_LANGS?.split(',') ?? ['en', 'de'];
const WIDTHS = process.env.SCREENSHOT_WIDTHS?.split(',').map(Number) ?? [360, 1280];
const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const out = path.join(root, 'dist/screenshots');
mkdirSync(out, { recursive: true });

/** Sum of the layout shifts not caused by input (Layout Instability API, buffered entries). */
const layoutShift = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(total), 0)));
      }),
  );
const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const site = await startSite({ port: Number(process.env.PORT || 8841) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const figures = [];
let shots = 0;
try {
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    for (const width of WIDTHS) {
      for (const [name, url] of PAGES) {
        // A fresh page per screen: at 360 px on a throttled connection, so its shifts are measured.
        // A browser's user agent: headless Chromium's ("HeadlessChrome") is a crawler to isbot,
        // and crawlers get the whole document at once instead of the streamed one.
        const page = await browser.newPage({ viewport: { width, height: 900 }, userAgent: UA });
        if (width === 360) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: 1.6e6 / 8,
            uploadThroughput: 750e3 / 8,
          });
        }
        const res = await page.goto(site.url + prefix + url, { waitUntil: 'networkidle', timeout: 120_000 });
        if (name === 'validate') {
          await page.locator('#bulk-codes').fill(BULK_INPUT);
          await page.locator('form.bulk-form button[type="submit"]').click();
          await page.locator('#bulk-results').waitFor();
        }
        const file = path.join(out, `${name}-${lang}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 180_000 }); // a 500-row list is a tall page
        // And what shows before any scrolling (900 px tall), readable at a glance.
        await page.screenshot({ path: file.replace(/\.png$/, '-fold.png') });
        shots++;
        if (width === 360)
          figures.push({
            page: `${prefix}${url}`,
            status: res?.status(),
            cls: (await layoutShift(page)).toFixed(3),
            sideways: await sideways(page),
          });
        console.log(`screenshots: ${file}`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  await site.dispose();
}
console.log('\nat 360 px (layout shift on Slow 4G; px scrolling sideways):');
console.table(figures);
console.log(`screenshots: ${shots} in ${out}`);
