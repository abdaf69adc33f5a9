import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startTestSite, type TestSite } from './site';

/**
 * The production build with the fixture data, and Chromium, for one test file: started before
 * its tests (together), handed over through `ready`, closed after them.
 */
export function useSiteAndBrowser(ready: (site: TestSite, browser: Browser) => void, vars: Record<string, string> = {}): void {
  let site: TestSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startTestSite(vars), launchChromium()]);
    ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}
