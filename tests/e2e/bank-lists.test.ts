import { beforeAll, expect, test, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from './harness';
import { fillListCounts } from '../../scripts/import/list-counts';

// A bank's SWIFT codes as a visitor looks for them, in Chromium at a phone's and a
// desktop's width: the SWIFT page's "Other SWIFT codes" and the per-bank list come head office
// first, then by city and code; the per-bank list is grouped by city, has a filter box that also
// works as a plain GET form without JavaScript, is paged, and leaves out columns no row fills.

const e2e = useSiteAndBrowser();

/**
 * Deutsche Bank's fixture has three codes; a big bank has ~1,700 (the real directory). 600 more
 * branch codes over twelve cities (made up for this test, in the directory's shapes: umlauts
 * spelled out, no branch names), so the list is longer than one screen page (500 rows).
 */
const CITIES = [
  'Aachen',
  'Aalen',
  'Bonn',
  'Dresden',
  'Essen',
  'Hamburg',
  'Koeln',
  'Leipzig',
  'Muenchen',
  'Nuernberg',
  'Stuttgart',
  'Zwickau',
];
const EXTRA = Array.from({ length: 600 }, (_, i) => ({
  code: `DEUTDEDB${100 + i}`,
  city: CITIES[(i * 7) % CITIES.length]!,
}));
const FIXTURE = [
  { code: 'DEUTDEFFXXX', city: 'FRANKFURT AM MAIN' },
  { code: 'DEUTDEFF500', city: 'FRANKFURT AM MAIN' },
  { code: 'DEUTDEBBXXX', city: 'BERLIN' },
];
const TOTAL = FIXTURE.length + EXTRA.length;
/** The order the rule gives (head office, then city without case, then code), computed from the rows. */
const EXPECTED = [
  FIXTURE[0]!,
  ...[...FIXTURE.slice(1), ...EXTRA].sort(
    (a, b) => a.city.toLowerCase().localeCompare(b.city.toLowerCase()) || (a.code < b.code ? -1 : 1),
  ),
];

beforeAll(async () => {
  await vi.waitUntil(() => e2e.site, { timeout: 180_000, interval: 50 });
  const db = await e2e.site.mf.getD1Database('DB');
  await db.batch(
    EXTRA.map((r) =>
      db
        .prepare(
          "INSERT INTO swifts (code, bank_code, country, location, branch, bank_id, bank_name, address, city, institution_active, source, as_of) VALUES (?1, 'DEUT', 'DE', 'DB', ?2, 1, 'DEUTSCHE BANK AG', ?3, ?4, 1, 'test fixture', '2024')",
        )
        .bind(r.code, r.code.slice(8), `MARKTPLATZ ${r.code.slice(8)}`, r.city),
    ),
  );
  await db.prepare('UPDATE banks SET swifts_count = ?1 WHERE id = 1').bind(TOTAL).run();
  await fillListCounts(db as unknown as D1Database); // the list lengths, counted again as an import would
}, 180_000);

const WIDTHS = [360, 1280];

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test.each(WIDTHS)(
  "the SWIFT page's other codes: head office first, then by city and code, and a link to all (%i px)",
  async (width) => {
    const page = await e2e.open('/swifts/DEUTDEDB105', { width, height: 800 });
    const list = page.locator('section[aria-labelledby="other-codes"] .code-list');
    await list.locator('li').first().waitFor();
    const shown = await list.locator('li a').allInnerTexts();
    // The API's first 20 of the bank's codes in the rule's order, this page's own code left out.
    expect(shown).toEqual(
      EXPECTED.slice(0, 20)
        .map((r) => r.code)
        .filter((c) => c !== 'DEUTDEDB105'),
    );
    expect(shown[0]).toBe('DEUTDEFFXXX');
    const all = page.locator('section[aria-labelledby="other-codes"] .show-all a');
    expect(await all.getAttribute('href')).toBe('/banks/de/deutsche-bank-ag/swifts');
    expect(await all.innerText()).toBe(`Show all SWIFT codes (${TOTAL})`);
    await noSidewaysScroll(page);
    await page.close();
  },
);

test.each(WIDTHS)(
  'the per-bank SWIFT list: grouped by city, head office first, paged, no city column (%i px)',
  async (width) => {
    const page = await e2e.open('/banks/de/deutsche-bank-ag/swifts', { width, height: 800 });
    const table = page.getByRole('table', { name: 'SWIFT codes of DEUTSCHE BANK AG' });
    const groups = await table.locator('tr.group-row th').allInnerTexts();
    expect(groups[0]).toBe('Head office');
    expect(await table.locator('tbody').first().locator('th[scope="row"]').allInnerTexts()).toEqual(['DEUTDEFFXXX']);
    // Each city once, in alphabetical order; the rows of page 1 are the rule's first 500.
    const cities = groups.slice(1);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities).toEqual([...new Set(EXPECTED.slice(1, 500).map((r) => r.city))]);
    expect(await table.locator('th[scope="row"]').allInnerTexts()).toEqual(EXPECTED.slice(0, 500).map((r) => r.code));
    expect(await table.locator('thead th').allInnerTexts()).not.toContain('City');
    await page.getByRole('link', { name: 'Next' }).waitFor();
    await noSidewaysScroll(page);
    if (width === 360) {
      // Every code fully on screen (cards, no sideways scrolling).
      for (const box of await table
        .locator('th[scope="row"]')
        .evaluateAll((els) => els.slice(0, 40).map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(360);
      }
    }
    await page.close();
  },
);

test.each(WIDTHS)('the filter box works without JavaScript, as a plain GET form (%i px)', async (width) => {
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${e2e.site.url}/banks/de/deutsche-bank-ag/swifts`);
  await page.getByRole('searchbox', { name: 'Filter by code, city or address' }).fill('München');
  await Promise.all([page.waitForURL(/filter=M%C3%BCnchen/), page.getByRole('button', { name: 'Filter' }).click()]);
  const munich = EXPECTED.filter((r) => r.city === 'Muenchen');
  const table = page.getByRole('table', { name: 'SWIFT codes of DEUTSCHE BANK AG' });
  expect(await table.locator('th[scope="row"]').allInnerTexts()).toEqual(munich.map((r) => r.code));
  expect(await table.locator('tr.group-row th').allInnerTexts()).toEqual(['Muenchen']);
  expect(await page.locator('main p[role="status"]').innerText()).toContain(
    `${munich.length} of ${TOTAL} entries match “München”.`,
  );
  // No row of this city has a branch name: the column is left out rather than shown empty.
  expect(await table.locator('thead th').allInnerTexts()).toEqual(['Code', 'Address']);
  await noSidewaysScroll(page);
  await context.close();
});

test.each(WIDTHS)(
  'with JavaScript the filter navigates in place; a filter nothing matches says so (%i px)',
  async (width) => {
    const page = await e2e.open('/banks/de/deutsche-bank-ag/swifts', { width, height: 800 });
    // Hydrated: React has attached its fiber to the form.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('form.list-filter') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
    await page.getByRole('searchbox', { name: 'Filter by code, city or address' }).fill('aachen');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/filter=aachen/);
    const table = page.getByRole('table', { name: 'SWIFT codes of DEUTSCHE BANK AG' });
    // The unfiltered list has an Aachen group too: wait for the filtered table, not for the name.
    await expect.poll(() => table.locator('tr.group-row th').allInnerTexts()).toEqual(['Aachen']);
    // The same document: a client-side navigation, not a reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    await page.getByRole('searchbox', { name: 'Filter by code, city or address' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No entry matches “Atlantis”.').waitFor();
    expect(await page.getByRole('table', { name: 'SWIFT codes of DEUTSCHE BANK AG' }).count()).toBe(0);
    await page.close();
  },
);

test.each(WIDTHS)(
  'no page for what is not there: an unknown country and an empty per-bank list are the 404 page (%i px)',
  async (width) => {
    const page = await e2e.browser.newPage({ viewport: { width, height: 800 } });
    for (const path of ['/banks/zz', '/banks/de/commerzbank-ag/ifscs', '/de/banks/zz']) {
      const res = await page.goto(e2e.site.url + path);
      expect(res?.status(), path).toBe(404);
      expect(await page.locator('h1').innerText(), path).toMatch(/^(Page not found|Seite nicht gefunden)$/);
      expect(await page.locator('main table').count(), path).toBe(0);
    }
    // The bank page links the lists it has, not the empty ones.
    await page.goto(`${e2e.site.url}/banks/de/commerzbank-ag`);
    await page.locator('a[href="/banks/de/commerzbank-ag/bins"]').waitFor();
    expect(await page.locator('a[href="/banks/de/commerzbank-ag/ifscs"]').count()).toBe(0);
    await page.close();
  },
);
