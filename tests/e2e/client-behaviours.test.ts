import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startTestSite, type TestSite } from './site';
import { startFakeUpstream } from './fake-upstream';

// The client behaviours of SPEC.md sections 2, 4 and 9 in Chromium, against the production
// build. Where a test needs a slow or failing API, the browser's requests to /api/v1 are held
// or answered by Playwright's request interception (a stand-in for the API, said where used).

let site: TestSite;
let adSite: TestSite;
let ads: Awaited<ReturnType<typeof startFakeUpstream>>;
let browser: Browser;

beforeAll(async () => {
  // The ad network is outside: a fake serves a script that counts its loads.
  ads = await startFakeUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('window.__adLoads = (window.__adLoads || 0) + 1;');
  });
  const adUrl = ads.baseUrl.replace('/api/v1', '/ad.js');
  [site, adSite, browser] = await Promise.all([
    startTestSite(),
    startTestSite({ AD_SCRIPT_URL: adUrl }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await adSite?.close();
  await ads?.close();
});

const barState = (page: Page) =>
  page.locator('.loading-bar').evaluate((el) => ({
    phase: el.getAttribute('data-phase'),
    failed: el.hasAttribute('data-failed'),
    value: Number(el.getAttribute('aria-valuenow')),
  }));

test('the loading bar advances while the API is slow, finishes, then hides', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`);
  // Stand-in for a slow API: the bank's record is held for 1.5 s.
  await page.route(/\/api\/v1\/banks\/de\/deutsche-bank-ag/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  expect((await barState(page)).phase).toBe('hidden');
  await page.getByRole('link', { name: 'DEUTSCHE BANK AG' }).first().click();
  await page.waitForFunction(() => Number(document.querySelector('.loading-bar')?.getAttribute('aria-valuenow')) > 5);
  const running = await barState(page);
  expect(running.phase).toBe('running');
  expect(running.value).toBeLessThanOrEqual(95);
  await page.locator('h1', { hasText: 'DEUTSCHE BANK AG' }).waitFor();
  const done = await barState(page);
  expect(done.value).toBe(100);
  expect(done.failed).toBe(false);
  await page.waitForFunction(() => document.querySelector('.loading-bar')?.getAttribute('data-phase') === 'hidden');
  await page.close();
});

test('the loading bar turns red when the API fails, and the page shows the not-found state', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`);
  // Stand-in for a failing API.
  await page.route(/\/api\/v1\/banks\/de\/deutsche-bank-ag/, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('link', { name: 'DEUTSCHE BANK AG' }).first().click();
  await page.locator('h1', { hasText: 'BANK NOT FOUND' }).waitFor();
  // The bar's state is set in the same navigation but may land a frame after the heading:
  // wait for it (it must still turn red and full, or the poll times out).
  await expect.poll(() => barState(page)).toMatchObject({ failed: true, value: 100 });
  await page.close();
});

test('copying a code says Copied and puts the code on the clipboard', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`);
  await page.getByRole('button', { name: 'Copy DEUTDEFFXXX' }).click();
  await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEUTDEFFXXX');
  await context.close();
});

test('going back restores the scroll position; a new page starts at the top', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
  await page.goto(`${site.url}/swifts/DEUTDEFFXXX`);
  // Make the page long enough to scroll, whatever the fixture data.
  // (Through the CSSOM: the CSP forbids inline <style>.)
  await page.evaluate(() => {
    document.querySelector('main')!.style.minHeight = '4000px';
  });
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => window.scrollY === 1200);
  // Clicked from script: Playwright's click would first scroll the link into view.
  await page
    .getByRole('link', { name: 'DEUTSCHE BANK AG' })
    .first()
    .evaluate((a: HTMLElement) => a.click());
  await page.locator('h1', { hasText: 'DEUTSCHE BANK AG' }).waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.locator('h1', { hasText: 'SWIFT code DEUTDEFFXXX' }).waitFor();
  await page.waitForFunction(() => window.scrollY === 1200, undefined, { timeout: 5000 });
  await page.close();
});

test.each([
  ['/validate', '#bulk-codes', 'DEUTDEFF', (page: Page) => page.locator('#bulk-results').waitFor()],
  ['/bins', '#bin-number', '457173', (page: Page) => page.waitForURL(/\/bins\/457173$/)],
])(
  'a form on %s asks for no code once submitted: its action came with the screen',
  async (path, box, value, answered) => {
    const page = await browser.newPage();
    await page.goto(site.url + path, { waitUntil: 'networkidle' });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.locator(box).fill(value);
    await page.locator(`form:has(${box}) button[type="submit"]`).click();
    await answered(page);
    // Code fetched after the click would come one round trip after another before the API request.
    expect(scripts).toEqual([]);
    await page.close();
  },
);

test('the ad slot reloads on a path change, not on a query change, and is absent when unset', async () => {
  const page = await browser.newPage();
  await page.goto(`${adSite.url}/swifts/DEUTDEFFXXX`);
  await page.waitForFunction(() => (window as unknown as { __adLoads?: number }).__adLoads === 1);
  // Its space is reserved before the ad fills it.
  expect(await page.locator('.ad-slot').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
    100,
  );
  await page.getByRole('link', { name: 'DEUTSCHE BANK AG' }).first().click();
  await page.locator('h1', { hasText: 'DEUTSCHE BANK AG' }).waitFor();
  await page.waitForFunction(() => (window as unknown as { __adLoads?: number }).__adLoads === 2);
  // Same path, other query: no reload without AD_RELOAD_ON_QUERY.
  await page.goto(`${adSite.url}/search?q=deutsche`);
  await page.waitForFunction(() => (window as unknown as { __adLoads?: number }).__adLoads === 1);
  await page.locator('#search-page').fill('commerz');
  await page.locator('#search-page').press('Enter');
  await page.waitForURL(/q=commerz/);
  await page.locator('h1', { hasText: 'commerz' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __adLoads?: number }).__adLoads)).toBe(1);
  await page.close();

  const plain = await browser.newPage();
  await plain.goto(`${site.url}/swifts/DEUTDEFFXXX`);
  expect(await plain.locator('.ad-slot').count()).toBe(0);
  await plain.close();
});
