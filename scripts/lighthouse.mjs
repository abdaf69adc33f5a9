// npm run lighthouse: Lighthouse (mobile, its default: emulated phone, simulated slow 4G and CPU
// slowdown) on the production build under plain Miniflare (scripts/serve.mjs), for the home
// page, a search, a SWIFT page and a bank page (drawn from the data: scripts/sample-pages.mjs). Prints the four category scores per page and
// every audit that kept a category below 100 (full reports: dist/lighthouse/<page>.json).
// Budget: 100 in every category.
//   npm run lighthouse            --no-build reuses dist/
//   CHROME_PATH=/usr/bin/chromium (default) is the browser chrome-launcher starts.
// Data: the local D1 that `npm start` imported (.wrangler/state) when there is one, else the
// test fixtures seeded into a temporary directory.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildProduction, root, startSite } from './serve.mjs';
import { seedFixtures, siteData } from './lib/site-data.mjs';
import { headlinePages } from './sample-pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = 100;
const ATTEMPTS = 3;
// LIGHTHOUSE_PAGES=swift,bank narrows the run while fixing one page.
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const REPORTS = path.join(root, 'dist/lighthouse');

if (!process.argv.includes('--no-build')) buildProduction();
const data = siteData('lighthouse');
const site = await startSite({ persistDir: data.persistDir, onLog: () => {} });
if (!data.imported) await seedFixtures(site.mf);
// Pages that exist in the data being served (scripts/sample-pages.mjs).
const PAGES = (await headlinePages(await site.mf.getD1Database('DB'))).filter(
  ([label]) => !only || only.includes(label),
);
console.log(
  `lighthouse: ${site.url}, data from ${data.imported ? '.wrangler/state (npm start import)' : 'the test fixtures'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
let failed = false;
try {
  for (const [label, p] of PAGES) {
    // A trace Chromium failed to record (NO_NAVSTART, NO_FCP under load) is Lighthouse's own
    // failure, which it asks to run again: up to ATTEMPTS runs before the page counts as failed.
    let result;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      result = await lighthouse(site.url + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result.lhr.runtimeError) break;
      console.log(`lighthouse: ${label} run ${attempt}: ${result.lhr.runtimeError.code}, running it again`);
    }
    const lhr = result.lhr;
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${label}.json`), result.report);
    if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    rows.push([label, p, ...scores]);
    console.log(`lighthouse: ${label.padEnd(7)} ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(', ')}`);
    // What kept a category below 100: the audits with weight that did not score fully.
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(
            `  ${c}: ${ref.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''} -- ${audit.title}`,
          );
          for (const item of (audit.details?.items ?? []).slice(0, 3))
            console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
        }
      }
    }
    failed ||= scores.some((s) => s < BUDGET);
  }
} finally {
  await chrome.kill();
  await site.dispose();
  data.remove();
}

console.log('');
console.log(
  `lighthouse summary (mobile; budget ${BUDGET} in every category), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const head = ['page', 'path', ...CATEGORIES, 'verdict'];
const table = rows.map(([label, p, ...scores]) => [
  label,
  p,
  ...scores.map(String),
  scores.every((s) => s >= BUDGET) ? 'PASS' : 'FAIL',
]);
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
console.log(head.map((h, i) => h.padEnd(widths[i])).join('  '));
for (const r of table) console.log(r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
process.exitCode = failed ? 1 : 0;
