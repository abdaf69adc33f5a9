import { expect, test } from 'vitest';
import { useSiteAndBrowser } from './harness';
import { validateWithResults } from './page-types';

// Verdicts at a glance, at a phone's and a desktop's width: a green or red banner on the
// IBAN, routing and LEI pages with the failing check first; bulk validation in the visitor's
// language with a verdict per row; the SWIFT page's validate link.

const e2e = useSiteAndBrowser();

const WIDTHS = [360, 1280];
const RED = 'rgb(179, 38, 30)'; // --danger in the light scheme

test.each(WIDTHS)(
  'an invalid IBAN gets a red banner naming the failed check, first of the checks, in red (%i px)',
  async (width) => {
    const page = await e2e.open('/iban/DE89370400440532013001', { width, height: 800 });
    const banner = page.locator('.verdict');
    expect(await banner.getAttribute('class')).toContain('verdict-invalid');
    expect(await banner.innerText()).toContain('This IBAN is not valid');
    expect(await banner.locator('li').allInnerTexts()).toEqual(['IBAN checksum invalid']);
    // On screen without scrolling, under the heading.
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(800);
    const first = page.locator('.checks li').first();
    expect(await first.innerText()).toContain('IBAN checksum invalid');
    expect(await first.evaluate((el) => getComputedStyle(el).color)).toBe(RED);
    await page.close();
  },
);

test.each(WIDTHS)('a valid IBAN, routing number and LEI get a green banner (%i px)', async (width) => {
  const page = await e2e.browser.newPage({ viewport: { width, height: 800 } });
  for (const [path, text] of [
    ['/iban/DE89370400440532013000', 'Validation successfully completed!'],
    ['/usroutings/026003780', 'This is a valid routing number.'],
    ['/leis/7LTWFZYICNSX8D621K86', 'Valid LEI'],
  ]) {
    await page.goto(e2e.site.url + path);
    expect(await page.locator('.verdict').getAttribute('class'), path).toContain('verdict-valid');
    expect(await page.locator('.verdict').innerText()).toContain(text);
  }
  // A number the Fed lists although it fails its check digit: red, with the reason.
  await page.goto(`${e2e.site.url}/usroutings/021000022`);
  expect(await page.locator('.verdict').getAttribute('class')).toContain('verdict-invalid');
  expect(await page.locator('.verdict').innerText()).toContain('The check digit is wrong');
  await page.close();
});

test.each(WIDTHS)('bulk validation speaks German and marks each row (%i px)', async (width) => {
  const page = await e2e.browser.newPage({ viewport: { width, height: 800 } });
  await validateWithResults(page, `${e2e.site.url}/de`);
  const row = (input: string) =>
    page.locator('.bulk-table tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${input}$`) }) });
  expect(await row('XXXX').getAttribute('class')).toBe('row-invalid');
  expect(await row('XXXX').locator('[data-col="verdict"]').innerText()).toContain('Keine der geprüften Kennungen');
  expect(await row('DEUTZZFF').locator('[data-col="verdict"]').innerText()).toContain(
    'Zeichen 5 und 6 müssen ein gültiger Ländercode sein.',
  );
  expect(await row('DEUTDEFF').getAttribute('class')).toBe('row-valid');
  expect(await row('DEUTDEFF').locator('[data-col="verdict"]').innerText()).toContain('gültig');
  // A summary in a banner, red when any code is invalid, counts grouped and plural-aware.
  const summary = page.locator('.verdict');
  expect(await summary.getAttribute('class')).toContain('verdict-invalid');
  expect(await summary.innerText()).toMatch(/^13 Codes geprüft: 7 gültig, .* 6 Codes sind ungültig/);
  // The submit button is a styled, enabled control in the accent colour.
  const submit = page.locator('form.bulk-form button[type="submit"]');
  expect(await submit.isEnabled()).toBe(true);
  expect(await submit.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(44);
  await page.close();
});

test('the SWIFT page links to the validation with its code filled in', async () => {
  const page = await e2e.open('/swifts/DEUTDEFFXXX', { width: 360, height: 800 }, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Validate this SWIFT code, or a list of codes' }).click();
  await page.waitForURL(`${e2e.site.url}/validate?codes=DEUTDEFFXXX`);
  expect(await page.locator('#bulk-codes').inputValue()).toBe('DEUTDEFFXXX');
  await page.locator('form.bulk-form button[type="submit"]').click();
  await page.locator('.bulk-table tbody tr.row-valid th', { hasText: 'DEUTDEFFXXX' }).waitFor();
  await page.close();
});

test.each(['/banks/de/deutsche-bank-ag', '/banks/de/deutsche-bank-ag/swifts'])(
  '%s lists the head office first',
  async (path) => {
    const page = await e2e.open(path, { width: 360, height: 800 });
    const table = page.getByRole('table', { name: /SWIFT codes of DEUTSCHE BANK AG/ });
    await table.locator('tbody tr').first().waitFor();
    // By code the order would be DEUTDEBBXXX, DEUTDEFF500, DEUTDEFFXXX; now head office, then by city.
    expect(await table.locator('tbody th[scope="row"]').allInnerTexts()).toEqual([
      'DEUTDEFFXXX',
      'DEUTDEBBXXX',
      'DEUTDEFF500',
    ]);
    await page.close();
  },
);

test("after a client-side navigation the new page's heading has the focus and its title is announced", async () => {
  const page = await e2e.open('/swifts/DEUTDEFFXXX', { width: 360, height: 800 }, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await page.locator('main').getByRole('link', { name: 'DEUTSCHE BANK AG' }).first().click();
  await page.waitForURL(`${e2e.site.url}/banks/de/deutsche-bank-ag`);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('DEUTSCHE BANK AG');
  await page
    .getByRole('status')
    .filter({ hasText: await page.title() })
    .waitFor();
  await page.close();
});

test('search: country names in the hits, and a filter applies as soon as it changes, with 44 px targets', async () => {
  const page = await e2e.open('/search?q=deutsche', { width: 360, height: 800 }, { waitUntil: 'networkidle' });
  const hits = await page.locator('.hit').allInnerTexts();
  expect(hits.some((h) => h.includes('· Germany'))).toBe(true);
  expect(hits.some((h) => / · [A-Z]{2}(\s|$)/.test(h))).toBe(false);
  // The filters are folded under one 44 px line until opened.
  const summary = page.locator('.filters-box > summary');
  expect(await summary.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  await summary.click();
  const box = page.locator('.filters input[type="checkbox"][value="swifts"]');
  expect(await box.evaluate((el) => el.closest('label')!.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  await box.check();
  await page.waitForURL(/types=swifts/);
  expect(new URL(page.url()).searchParams.getAll('types')).toEqual(['swifts']);
  await page.close();
});
