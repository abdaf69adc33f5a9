import { expect, test } from 'vitest';
import { pageErrors, useSiteAndBrowser } from './harness';

const e2e = useSiteAndBrowser();

test('a SWIFT page hydrates, and following a link navigates client-side', async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page);

  await page.goto(`${e2e.site.url}/swifts/DEUTDEFFXXX`);
  expect(await page.locator('h1').textContent()).toBe('SWIFT code DEUTDEFFXXX');
  expect(await page.locator('main').textContent()).toContain('FRANKFURT AM MAIN');
  // The streamed section arrived and hydrated.
  await page.locator('#other-codes + ul a', { hasText: 'DEUTDEFF500' }).waitFor();

  // Mark the window: a full reload would lose it, a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) apiCalls.push(new URL(r.url()).pathname);
  });

  await page.getByRole('link', { name: 'DEUTSCHE BANK AG' }).first().click();
  await page.waitForURL(`${e2e.site.url}/banks/de/deutsche-bank-ag`);
  await page.locator('h1', { hasText: 'DEUTSCHE BANK AG' }).waitFor();

  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(apiCalls).toContain('/api/v1/banks/de/deutsche-bank-ag');
  expect(await page.title()).toContain('DEUTSCHE BANK AG');
  expect(errors).toEqual([]);
  await page.close();
});
