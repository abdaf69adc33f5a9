import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { pageErrors, useSiteAndBrowser } from './harness';

// The IBAN calculator on /iban in Chromium, against the production build: its form posts, so a
// long numeric account (PL 16 digits, IT 12) reaches the calculator whole, not cut to a card's BIN
// as a 12-19-digit run in an address is (worker/middleware/card-numbers.ts), with JavaScript
// (the route's action in the browser, POST /api/v1/ibans) and without (a plain form POST).
// PL61109010140000071219812874 is the IBAN registry's Polish example; IT60X0542811101000000123456
// its Italian one.

const e2e = useSiteAndBrowser();

/** Fills the calculator's form and submits it; resolves with every address the page asked for. */
async function calculate(page: Page, fields: { country: string; bank: string; branch?: string; account: string }) {
  const addresses: string[] = [];
  page.on('request', (r) => addresses.push(r.url()));
  await page.locator('#calc-country').selectOption(fields.country);
  await page.locator('#calc-bank-code').fill(fields.bank);
  if (fields.branch) await page.locator('#calc-branch-code').fill(fields.branch);
  await page.locator('#calc-account').fill(fields.account);
  await page.locator('form.calc-form button[type="submit"]').click();
  return addresses;
}

test('with JavaScript: a Polish 16-digit account lands on its IBAN, the account in no address', async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${e2e.site.url}/iban`, { waitUntil: 'networkidle' });
  // Mark the window: a full reload would lose it, the router's action in the page keeps it.
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const addresses = await calculate(page, { country: 'PL', bank: '10901014', account: '0000 0712 1981 2874' });
  await page.waitForURL(`${e2e.site.url}/iban/PL61109010140000071219812874`);
  await page.locator('h1', { hasText: 'PL61' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(addresses.some((a) => a.endsWith('/api/v1/ibans'))).toBe(true);
  expect(addresses.filter((a) => /0712\s?1981|07121981/.test(decodeURIComponent(a)) && !a.includes('PL61'))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
  await page.close();
});

test('without JavaScript: an Italian 12-digit account lands on its IBAN; a refusal keeps the input', async () => {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/it/iban`);
  await calculate(page, { country: 'IT', bank: '05428', branch: '11101', account: '000000123456' });
  await page.waitForURL(`${e2e.site.url}/it/iban/IT60X0542811101000000123456`);
  await page.locator('h1', { hasText: 'IT60' }).waitFor();

  // One digit off the check of a German account (Bundesbank method 13 of 37040044): refused.
  await page.goto(`${e2e.site.url}/iban`);
  const res = page.waitForResponse((r) => r.request().method() === 'POST');
  await calculate(page, { country: 'DE', bank: '37040044', account: '532014000' });
  expect((await res).status()).toBe(400);
  expect(page.url()).toBe(`${e2e.site.url}/iban`);
  await expect
    .poll(() => page.locator('#calc-error').innerText())
    .toContain('The check digits of this account number do not match.');
  expect(await page.locator('#calc-account').inputValue()).toBe('532014000');
  await context.close();
});
