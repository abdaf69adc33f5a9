import { expect, test } from 'vitest';
import { useSiteAndBrowser } from './harness';

// The search page at a glance, in Chromium at a phone's and a desktop's width: one
// search box (the header's is left out where the page has its own), a heading that reads as one,
// the first results on the first screen, nothing scrolling sideways, and filters that still work
// as a plain form without JavaScript.

const e2e = useSiteAndBrowser();

/** A phone's screen (as in phone-layout.test.ts) and a laptop's. */
const SCREENS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

test.each(SCREENS)(
  'one search box, a proper heading and the first result above the fold ($width px)',
  async (viewport) => {
    const page = await e2e.open('/search?q=deutsche', viewport);
    expect(await page.locator('input[type="search"]').count()).toBe(1);
    expect(await page.locator('h1').innerText()).toBe('Search results for “deutsche”');
    const first = (await page.locator('.hit').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.close();
  },
);

test.each(SCREENS)(
  'the empty search page and the SWIFT form have one box each; other pages keep the header box ($width px)',
  async (viewport) => {
    const page = await e2e.browser.newPage({ viewport });
    for (const path of ['/search', '/swifts', '/de/search']) {
      await page.goto(e2e.site.url + path);
      expect(await page.locator('input[type="search"]').count(), path).toBe(1);
    }
    await page.goto(`${e2e.site.url}/swifts/DEUTDEFFXXX`);
    expect(await page.locator('header input[type="search"]').count()).toBe(1);
    await page.close();
  },
);

test.each(SCREENS)(
  'without JavaScript the folded filters open and submit as a plain form ($width px)',
  async (viewport) => {
    const context = await e2e.browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/search?q=deutsche`);
    await page.locator('.filters-box > summary').click();
    await page.locator('.filters input[type="checkbox"][value="swifts"]').check();
    await Promise.all([page.waitForURL(/types=swifts/), page.getByRole('button', { name: 'Apply filters' }).click()]);
    // A filter is set: the filters are open and say how many.
    expect(await page.locator('.filters-box').getAttribute('open')).not.toBeNull();
    expect(await page.locator('.filters-box > summary').innerText()).toMatch(/^Filters\s+1$/);
    expect(await page.locator('section h2').allInnerTexts()).toEqual([expect.stringMatching(/^SWIFTs/)]);
    await context.close();
  },
);

const LANGS = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'];

test.each(SCREENS)("the search box's placeholder fits in every language ($width px)", async (viewport) => {
  const page = await e2e.browser.newPage({ viewport });
  for (const lang of LANGS) {
    for (const path of ['/countries', '/search', '/']) {
      await page.goto(`${e2e.site.url}${lang === 'en' ? '' : `/${lang}`}${path}`);
      const fit = await page
        .locator('main input[type="search"], header input[type="search"]')
        .first()
        .evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            text: ctx.measureText(input.placeholder).width,
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        });
      expect(fit.text, `${lang}${path}`).toBeGreaterThan(0);
      expect(fit.text, `${lang}${path}`).toBeLessThanOrEqual(fit.room);
    }
  }
  await page.close();
});

test.each(SCREENS)(
  'the suggestion list spans the whole search form on a phone, and stays within it on a desktop ($width px)',
  async (viewport) => {
    const page = await e2e.open('/countries', viewport);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.pressSequentially('DEUTDE', { delay: 30 });
    const list = page.getByRole('listbox');
    await list.waitFor();
    const form = (await page.locator('header form[role="search"]').boundingBox())!;
    const input = (await box.boundingBox())!;
    const shown = (await list.boundingBox())!;
    expect(shown.x).toBeGreaterThanOrEqual(form.x - 1);
    expect(shown.x + shown.width).toBeLessThanOrEqual(form.x + form.width + 1);
    if (viewport.width === 360) {
      // The whole content width (the button included), not just the input's.
      expect(shown.width).toBeGreaterThanOrEqual(form.width - 1);
      expect(shown.width).toBeGreaterThan(input.width);
      expect(shown.width).toBeGreaterThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // The button keeps its name (a magnifier on a phone) and its 44 px.
    const button = page.locator('header form[role="search"]').getByRole('button', { name: 'Search' });
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.close();
  },
);
