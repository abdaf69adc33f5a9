import { expect, test } from 'vitest';
import { pageErrors, useSiteAndBrowser } from './harness';

// The bank page in Chromium: its deferred code sections stream in and hydrate, and a
// 'show all' link opens the per-bank list without reloading the document.

const e2e = useSiteAndBrowser();

test("the bank page's deferred sections arrive, and a per-bank list link navigates client-side", async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page, { console: false });

  await page.goto(`${e2e.site.url}/banks/de/deutsche-bank-ag`);
  expect(await page.locator('h1').textContent()).toBe('DEUTSCHE BANK AG');
  // Each list the bank has streams in as a table behind its heading.
  await page.locator('section[aria-labelledby="bank-swifts"]').getByRole('link', { name: 'DEUTDEFF500' }).waitFor();
  await page.locator('section[aria-labelledby="bank-bics"]').getByRole('link', { name: '044525102' }).waitFor();
  await page.locator('section[aria-labelledby="bank-bins"]').getByRole('link', { name: '45717360' }).waitFor();
  expect(await page.getByRole('table', { name: 'SWIFT codes of DEUTSCHE BANK AG' }).locator('tbody tr').count()).toBe(
    3,
  );

  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) apiCalls.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });

  await page.getByRole('link', { name: 'Show all Russian BICs (3)' }).click();
  await page.waitForURL(`${e2e.site.url}/banks/de/deutsche-bank-ag/bics`);
  await page.locator('h1', { hasText: 'Russian BICs of DEUTSCHE BANK AG' }).waitFor();

  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(apiCalls).toContain('/api/v1/rubics?bank=deutsche-bank-ag&country=de&page=1&page_size=9999');
  expect(await page.getByRole('table').locator('tbody tr').count()).toBe(3);
  expect(
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'DEUTSCHE BANK AG' })
      .getAttribute('href'),
  ).toBe('/banks/de/deutsche-bank-ag');
  expect(await page.title()).toBe('Russian BICs of DEUTSCHE BANK AG, Germany: full list');
  expect(errors).toEqual([]);
  await page.close();
});
