import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startTestSite, type TestSite } from './site';

// The Content-Security-Policy in a real browser: the site's own scripts (the nonced hydration
// data, React's bootstrap and streaming scripts, the deferred-data script and the hashed
// bundles) run without a single violation, and an inline script without the nonce does not.

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startTestSite(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens a page recording CSP violations (reported as DOM events and console errors). */
async function open(path: string): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (v: string) => {
    violations.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  return { page, violations };
}

test.each(['/', '/swifts/DEUTDEFFXXX', '/de/banks/de/deutsche-bank-ag', '/countries'])(
  '%s runs its scripts without a violation',
  async (path) => {
    const { page, violations } = await open(path);
    // Hydrated: the data script ran and the bundle took over (React attaches its root).
    expect(await page.evaluate(() => typeof (window as unknown as { __hydration?: unknown }).__hydration)).toBe(
      'object',
    );
    await page.waitForFunction(
      () =>
        Object.keys(document.body).some((k) => k.startsWith('__react')) ||
        Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__react')),
    );
    expect(violations).toEqual([]);
    await page.close();
  },
);

test('an injected inline script without the nonce is blocked', async () => {
  const { page, violations } = await open('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
  });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.some((v) => v.includes('script-src'))).toBe(true);
  await page.close();
});

test('the stylesheet is inlined under the policy: no stylesheet request, applied before hydration and kept after it', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  const violations: string[] = [];
  const problems: string[] = [];
  const stylesheets: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    if (/hydrat|did not match/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  // Before any script runs, the styles are there: the first paint is styled.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`, { waitUntil: 'load' });
  const styled = () =>
    page.evaluate(() => ({
      inline: document.head.querySelectorAll('style').length,
      sheets: document.styleSheets.length,
      rules: [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0),
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
    }));
  const before = await styled();
  expect(before.inline).toBe(1);
  expect(before.rules).toBeGreaterThan(50);
  expect(before.colorScheme).toBe('light dark');
  // With scripts: hydrated, then a navigation in the page; the one <style> stays.
  await page.unroute('**/assets/*.js');
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')));
  expect(await styled()).toEqual(before);
  await page.click('a[href="/countries"]');
  await page.waitForURL(`${site.url}/countries`);
  expect(await styled()).toEqual(before);
  expect(stylesheets).toEqual([]);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});
