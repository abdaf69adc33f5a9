import { expect, test } from 'vitest';
import { pageErrors, useSiteAndBrowser } from './harness';

// The search box's autocompletion, driven by the keyboard in Chromium, and the bulk
// validation page, against the production build.

const e2e = useSiteAndBrowser();

test('typing shows suggestions; ArrowDown and Enter open the record client-side; Escape closes', async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page);
  const suggestCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/suggest')) suggestCalls.push(new URL(r.url()).search);
  });

  // The page's clock, paused while the word is typed: the debounce is measured in the page's
  // time, not in how fast a loaded machine delivers the keys (a stall between two keys longer
  // than the debounce would rightly send a request for the first letters).
  await page.clock.install();
  await page.goto(`${e2e.site.url}/countries`);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const box = page.getByRole('combobox', { name: 'Search' });
  expect(await box.getAttribute('aria-expanded')).toBe('false');

  await page.clock.pauseAt(Date.now() + 60_000);
  await box.pressSequentially('DEUTDE', { delay: 30 });
  expect(suggestCalls).toEqual([]);
  // A second of the page's time after the last key: the debounce has long passed.
  await page.clock.runFor(1000);
  await page.clock.resume();
  const list = page.getByRole('listbox');
  await list.waitFor();
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
  // Debounced: one request for the whole word, not one per key.
  expect(suggestCalls).toEqual(['?q=DEUTDE&lang=en']);
  const options = page.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  // One ranking: the bank's head office first, then its other codes.
  expect(await options.first().textContent()).toContain('DEUTDEFFXXX');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  expect(await second.getAttribute('aria-selected')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
  const label = (await second.locator('.suggest-label').textContent()) ?? '';
  expect(label).toBe('DEUTDEBBXXX');

  // ArrowUp goes back; Escape closes the list and keeps the text.
  await box.press('ArrowUp');
  expect(await options.first().getAttribute('aria-selected')).toBe('true');
  await box.press('Escape');
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  expect(await box.inputValue()).toBe('DEUTDE');

  // ArrowDown reopens; Enter opens the highlighted record without a reload.
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(`${e2e.site.url}/swifts/DEUTDEBBXXX`);
  await page.locator('h1', { hasText: 'DEUTDEBBXXX' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(errors).toEqual([]);
  await page.close();
});

test('suggestions speak the page language and keep its prefix', async () => {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.site.url}/de/countries`);
  const box = page.getByRole('combobox');
  // The answer for the whole word: on a loaded machine a pause mid-word can send a request for
  // a prefix first, and its later answer would reset the highlighted option.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/suggest') && new URL(r.url()).searchParams.get('q') === 'commerz',
  );
  await box.pressSequentially('commerz', { delay: 20 });
  await answered;
  await page.getByRole('option').first().waitFor();
  expect(await page.getByRole('option').first().textContent()).toContain('Deutschland');
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(`${e2e.site.url}/de/banks/de/commerzbank-ag`);
  await page.close();
});

test('a card number typed in the box is asked for as its BIN only, and its BIN is suggested', async () => {
  const page = await e2e.browser.newPage();
  const suggestCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/suggest')) suggestCalls.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  await page.goto(`${e2e.site.url}/countries`);
  const box = page.getByRole('combobox', { name: 'Search' });
  // Typed in one go (debounced to one request), then with a pause mid-number (a request per pause).
  await box.pressSequentially('4571 7360 0000', { delay: 20 });
  await expect.poll(() => suggestCalls.length).toBeGreaterThan(0);
  await box.pressSequentially(' 0000', { delay: 20 });
  await expect.poll(() => suggestCalls.at(-1)).toBe('45717360');
  const first = page.getByRole('option').first();
  await first.waitFor();
  expect(await first.textContent()).toContain('45717360');
  // No request carried more than a BIN's digits.
  for (const q of suggestCalls) expect(q.replace(/\D/g, '').length).toBeLessThanOrEqual(8);
  await page.close();
});

test('Enter without a highlighted suggestion still searches', async () => {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.site.url}/countries`);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially('deut ban', { delay: 20 });
  await page.getByRole('listbox').waitFor();
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=deut\+ban/);
  await page.close();
});

test('without JavaScript the box is a plain search form, and /validate works', async () => {
  const context = await e2e.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/countries`);
  await page.getByRole('combobox', { name: 'Search' }).fill('deut ban');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search\?q=deut\+ban/);

  await page.goto(`${e2e.site.url}/validate`);
  await page.getByLabel('Codes, one per line').fill('DEUTDEFF\nno code!');
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.getByRole('table').waitFor();
  expect(await page.locator('#bulk-results ~ p[role=status]').textContent()).toBe(
    '2 codes checked: 1 valid, 1 found in our directories. 1 code is invalid: the reason is given in its row.',
  );
  expect(await page.getByRole('row').nth(1).textContent()).toContain('DEUTSCHE BANK AG');
  await context.close();
});

test('/validate with JavaScript: results table and a CSV download built in the page', async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page, { console: false });
  await page.goto(`${e2e.site.url}/validate`);
  await page.getByLabel('Codes, one per line').fill('DEUTDEFF\nDE89 3704 0044 0532 0130 00\n021000021');
  await page.getByRole('button', { name: 'Validate' }).click();
  await page.getByRole('table').waitFor();
  expect(await page.getByRole('row').count()).toBe(4);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('validation.csv');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'input,type,valid,errors,canonical,found,bank_name,country,bank_path,path,scheme,did_you_mean',
  );
  expect(csv).toContain('DEUTDEFF,swift,true,,DEUTDEFFXXX,true,DEUTSCHE BANK AG,DE');
  expect(errors).toEqual([]);
  await page.close();
});
