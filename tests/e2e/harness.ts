import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startTestSite, type TestSite } from './site';

/** The site and browser of a test file; set once its beforeAll has run. */
export interface SiteAndBrowser {
  site: TestSite;
  browser: Browser;
  /** A new page at `viewport`, gone to `path` of the site (`options`: goto's, e.g. waitUntil). */
  open: (path: string, viewport: Viewport, options?: Parameters<Page['goto']>[1]) => Promise<Page>;
}

interface Viewport {
  width: number;
  height: number;
}

/**
 * The production build with the fixture data, and Chromium, for one test file: started before
 * its tests (together), handed over through `ready` and the returned object, closed after them.
 */
export function useSiteAndBrowser(
  ready?: (site: TestSite, browser: Browser) => void,
  vars: Record<string, string> = {},
): SiteAndBrowser {
  const live = {
    open: async (path, viewport, options) => {
      const page = await live.browser.newPage({ viewport });
      await page.goto(live.site.url + path, options);
      return page;
    },
  } as SiteAndBrowser;
  beforeAll(async () => {
    [live.site, live.browser] = await Promise.all([startTestSite(vars), launchChromium()]);
    ready?.(live.site, live.browser);
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.site?.close();
  });
  return live;
}

/**
 * Collects what goes wrong in a page, for a test to expect none: its uncaught errors and, unless
 * `console` is false, the errors it logs (a hydration mismatch is logged, not thrown).
 */
export function pageErrors(page: Page, { console = true } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (console) {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
  }
  return errors;
}
