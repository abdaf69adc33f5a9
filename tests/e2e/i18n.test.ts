import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { pageErrors, useSiteAndBrowser } from './harness';

// The browser gets its own language only: the page's locale chunk and no other, of it only the
// strings every page uses and its screen's (a client navigation fetches the next screen's), and
// the hydrated page (plural forms, dates, country names) matches the server's HTML exactly.

const e2e = useSiteAndBrowser();
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as {
  locales: Record<string, string>;
  strings: Record<string, Record<string, string>>;
};

test.each(['ru', 'ja'])('/%s pages load only their own strings and hydrate without a mismatch', async (lang) => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });

  await page.goto(`${e2e.site.url}/${lang}/banks/de/deutsche-bank-ag`, { waitUntil: 'networkidle' });
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  // Hydrated: client-side navigation works inside the language's basename.
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await page.locator(`a[href="/${lang}/banks/de"]`).first().click();
  await page.waitForURL(`${e2e.site.url}/${lang}/banks/de`);
  await page.locator('table.data-table').first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');

  const own = manifest.locales[lang]!;
  expect(scripts).toContain(own);
  const otherLocales = Object.entries(manifest.locales)
    .filter(([l]) => l !== lang)
    .map(([, f]) => f);
  expect(scripts.filter((s) => otherLocales.includes(s))).toEqual([]);
  const screens = manifest.strings[lang]!;
  const fetched = Object.keys(screens).filter((route) => scripts.includes(screens[route]!));
  expect(fetched.sort()).toEqual(['bank', 'country-banks']);
  expect(errors).toEqual([]);
  await page.close();
});
