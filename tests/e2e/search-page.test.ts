import { expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestSite } from './site';
import { useSiteAndBrowser } from './harness';

// The search page at a glance (issue 17), in Chromium at a phone's and a desktop's width: one
// search box (the header's is left out where the page has its own), a heading that reads as one,
// the first results on the first screen, nothing scrolling sideways, and filters that still work
// as a plain form without JavaScript.

let site: TestSite;
let browser: Browser;
useSiteAndBrowser((s, b) => {
  site = s;
  browser = b;
});

/** A phone's screen (as in phone-layout.test.ts) and a laptop's. */
const SCREENS = [{ width: 360, height: 740 }, { width: 1280, height: 800 }];

test.each(SCREENS)('one search box, a proper heading and the first result above the fold ($width px)', async (viewport) => {
  const page = await browser.newPage({ viewport });
  await page.goto(`${site.url}/search?q=deutsche`);
  expect(await page.locator('input[type="search"]').count()).toBe(1);
  expect(await page.locator('h1').innerText()).toBe('Search results for “deutsche”');
  const first = (await page.locator('.hit').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(viewport.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await page.close();
});

test.each(SCREENS)('the empty search page and the SWIFT form have one box each; other pages keep the header box ($width px)', async (viewport) => {
  const page = await browser.newPage({ viewport });
  for (const path of ['/search', '/swifts', '/de/search']) {
    await page.goto(site.url + path);
    expect(await page.locator('input[type="search"]').count(), path).toBe(1);
  }
  await page.goto(`${site.url}/swifts/DEUTDEFF`);
  expect(await page.locator('header input[type="search"]').count()).toBe(1);
  await page.close();
});

test.each(SCREENS)('without JavaScript the folded filters open and submit as a plain form ($width px)', async (viewport) => {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/search?q=deutsche`);
  await page.locator('.filters-box > summary').click();
  await page.locator('.filters input[type="checkbox"][value="swifts"]').check();
  await Promise.all([page.waitForURL(/types=swifts/), page.getByRole('button', { name: 'Apply filters' }).click()]);
  // A filter is set: the filters are open and say how many.
  expect(await page.locator('.filters-box').getAttribute('open')).not.toBeNull();
  expect(await page.locator('.filters-box > summary').innerText()).toMatch(/^Filters\s+1$/);
  expect(await page.locator('section h2').allInnerTexts()).toEqual([expect.stringMatching(/^SWIFTs/)]);
  await context.close();
});
