import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from './harness';

// Keyboard focus and tap targets on a phone (Chromium, 360 px): after an action the visitor's
// focus is where the answer is, on screen, and small links are large enough to tap.

const live = useSiteAndBrowser();
const PHONE = { width: 360, height: 740 };

/** Where focus is: the element's tag, id and text, and whether it is inside the viewport. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    const r = e?.getBoundingClientRect();
    return {
      tag: e?.tagName.toLowerCase() ?? '',
      id: e?.id ?? '',
      text: (e?.textContent ?? '').trim().slice(0, 60),
      onScreen: !!r && r.top >= 0 && r.bottom <= window.innerHeight,
    };
  });

test('/validate: after "Validate" focus is on the results heading, scrolled into view', async () => {
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(`${live.site.url}/validate`, { waitUntil: 'networkidle' });
  await page.fill('#bulk-codes', 'DEUTDEFF\nDE89370400440532013000\n026003780');
  await page.click('.bulk-form button[type="submit"]');
  await page.waitForSelector('.bulk-table');
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', id: 'bulk-results', onScreen: true });
  await page.close();
});

test('Tab from the search box with suggestions open moves on to the search button', async () => {
  // A short screen: the list of suggestions is taller than its box and scrolls.
  const page = await live.browser.newPage({ viewport: { width: 360, height: 300 } });
  await page.goto(`${live.site.url}/countries`, { waitUntil: 'networkidle' });
  const box = page.locator('#header-search');
  await box.click();
  await box.pressSequentially('deut');
  const list = page.locator('.site-header .suggest-list');
  await expect.poll(() => list.locator('[role="option"]').count()).toBeGreaterThan(2);
  expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true);
  await page.keyboard.press('Tab');
  const now = await page.evaluate(() => {
    const e = document.activeElement;
    return { tag: e?.tagName.toLowerCase(), inHeader: !!e?.closest('.site-header form') };
  });
  expect(now).toEqual({ tag: 'button', inHeader: true });
  await page.close();
});

test('"Clear filters" unticks the type boxes and resets the country', async () => {
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(`${live.site.url}/search?q=deutsche&types=swifts&countries=de`, { waitUntil: 'networkidle' });
  expect(await page.locator('.filters input[value="swifts"]').isChecked()).toBe(true);
  await page.locator('.filters a', { hasText: 'Clear filters' }).click();
  await page.waitForURL(/\/search\?q=deutsche$/);
  await expect.poll(() => page.locator('.filters input[type="checkbox"]:checked').count()).toBe(0);
  expect(await page.locator('.filters select[name="countries"]').inputValue()).toBe('');
  await page.close();
});

test('after "Next" focus is on the new page’s heading, on screen, not on the link below the old list', async () => {
  // Sixty more German banks (a stand-in for the real list): the country page has two pages.
  const db = await live.site.mf.getD1Database('DB');
  const rows = Array.from({ length: 60 }, (_, i) => i + 1000);
  await db.batch(
    rows.map((id) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO banks (id, country, slug, name, swifts_count, source, as_of)
           VALUES (?1, 'DE', ?2, ?3, 0, 'test fixture', '2025-07-16')`,
        )
        .bind(id, `test-bank-${id}`, `TEST BANK ${id}`),
    ),
  );
  await db.prepare("UPDATE countries SET banks_count = banks_count + 60 WHERE code = 'DE'").run();
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(`${live.site.url}/banks/de`, { waitUntil: 'networkidle' });
  const next = page.locator('.pagination a[rel="next"]');
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await page.waitForURL(/page=2/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', onScreen: true });
  await page.close();
});

test('breadcrumb, pagination, footer and language links are at least 24 px tall', async () => {
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(`${live.site.url}/banks/de`, { waitUntil: 'networkidle' });
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.breadcrumbs a, .pagination a, .footer-links a, .languages a')]
      .map((a) => [(a.textContent ?? '').trim(), Math.round(a.getBoundingClientRect().height)] as const)
      .filter(([, h]) => h < 24),
  );
  expect(small).toEqual([]);
  await page.close();
});

test.each(['en', 'de', 'ru'])('%s: the copy button does not overlap the bank name under the heading', async (lang) => {
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(`${live.site.url}${lang === 'en' ? '' : `/${lang}`}/swifts/DEUTDEFF`, { waitUntil: 'networkidle' });
  await page.waitForSelector('.heading-row .copy:not([data-pending])');
  const [copy, lead] = await Promise.all(
    ['.heading-row .copy-button', 'main p.lead'].map((s) =>
      page
        .locator(s)
        .first()
        .evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }),
    ),
  );
  expect(copy!.bottom).toBeLessThanOrEqual(lead!.top);
  await page.close();
});
