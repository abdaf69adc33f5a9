import { expect, test } from 'vitest';
import { useSiteAndBrowser } from './harness';

// The per-type lookup forms on a phone (Chromium, 360 px), in the languages whose verbs are long:
// the submit button shows its whole word (German "Nachschlagen" was cut to "hschla" in a 44 px
// button), nothing leaves the screen, and the box shows its example placeholder whole.

const live = useSiteAndBrowser();
const PHONE = { width: 360, height: 740 };
const FORMS = ['/bics', '/bins', '/ifscs', '/leis', '/usroutings', '/iban'];
const LANGS = ['de', 'ru', 'pt', 'fr', 'es', 'it', 'ja', 'en'];

test.each(LANGS)('%s: every lookup form fits 360 px with its button and placeholder whole', async (lang) => {
  const page = await live.browser.newPage({ viewport: PHONE });
  const cut: string[] = [];
  for (const form of FORMS) {
    const path = `${lang === 'en' ? '' : `/${lang}`}${form}`;
    await page.goto(live.site.url + path, { waitUntil: 'load' });
    const found = await page
      .locator('main form')
      .first()
      .evaluate((f) => {
        const button = f.querySelector('button') as HTMLButtonElement;
        const input = f.querySelector('input') as HTMLInputElement;
        const box = input.getBoundingClientRect();
        const style = getComputedStyle(input);
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = box.width - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return {
          label: button.textContent ?? '',
          clipped: button.scrollWidth > button.clientWidth + 1,
          buttonRight: button.getBoundingClientRect().right,
          inputRight: box.right,
          placeholder: input.placeholder,
          placeholderFits: ctx.measureText(input.placeholder).width <= room + 1,
        };
      });
    if (found.clipped || found.buttonRight > PHONE.width || found.inputRight > PHONE.width)
      cut.push(`${path}: button "${found.label}" cut or off screen`);
    if (!found.placeholderFits) cut.push(`${path}: placeholder "${found.placeholder}" cut`);
  }
  await page.close();
  expect(cut).toEqual([]);
});
