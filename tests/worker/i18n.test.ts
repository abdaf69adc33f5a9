import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { moreThan } from '../../shared/pages/home';
import { LOCALES, type Locale } from '../../shared/locales';
import en from '../../locales/en.json';

// Every page type in every language, rendered by the Worker from the seeded D1
// (tests/fixtures/seed/0001_countries_banks_swifts.sql): the document's language,
// the ten hreflang alternates plus x-default, a canonical URL, the language switcher,
// and no translation key left raw anywhere a visitor or a crawler could see it.

/** Every key of en.json ('ns.key'; a plural entry counts once). */
function keysOf(dict: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    const plural = v && typeof v === 'object' && 'other' in v;
    return v && typeof v === 'object' && !plural ? keysOf(v as Record<string, unknown>, key) : [key];
  });
}
const KEYS = keysOf(en);

const prefix = (lang: Locale) => (lang === 'en' ? '' : `/${lang}`);

/** The HTML without its scripts (hydration data is not shown, and holds no keys anyway). */
async function page(path: string) {
  const res = await get(path);
  const html = await res.text();
  return { res, html, shown: html.replace(/<script\b[\s\S]*?<\/script>/g, '') };
}

function rawKeys(shown: string): string[] {
  return KEYS.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/\./g, '\\.')}(?![\\w.])`).test(shown));
}

function alternates(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/g)];
  return new Map(links.map((m) => [m[1]!, m[2]!]));
}

const PAGES = [
  { name: 'home', path: '/', status: 200 },
  { name: 'countries', path: '/countries', status: 200 },
  { name: 'SWIFT', path: '/swifts/DEUTDEFFXXX', status: 200 },
  { name: 'SWIFT index', path: '/swifts', status: 200 },
  { name: 'unknown SWIFT', path: '/swifts/AAAADEFFXXX', status: 404 },
  { name: 'country', path: '/banks/de', status: 200 },
  { name: 'bank', path: '/banks/de/deutsche-bank-ag', status: 200 },
  { name: 'unknown bank', path: '/banks/de/no-such-bank', status: 404 },
  { name: 'no route', path: '/no-such-page', status: 404 },
] as const;

describe.each(LOCALES)('pages in %s', (lang) => {
  it.each(PAGES)('$name: lang, alternates, canonical, switcher, no raw key', async ({ path, status }) => {
    const url = prefix(lang) + (path === '/' && lang !== 'en' ? '' : path);
    const { res, html, shown } = await page(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-language')).toBe(lang);
    expect(html).toContain(`<html lang="${lang}">`);

    const alt = alternates(html);
    expect(alt.size).toBe(11);
    for (const l of LOCALES) {
      expect(alt.get(l)).toBe(`http://test${prefix(l)}${path === '/' && l !== 'en' ? '' : path}`);
    }
    expect(alt.get('x-default')).toBe(`http://test${path}`);
    expect(html).toContain(`<link rel="canonical" href="http://test${url}"/>`);

    // The switcher: the same page in each language, the current one marked.
    for (const l of LOCALES) {
      expect(html).toContain(
        `href="${prefix(l)}${path === '/' && l !== 'en' ? '' : path}" hrefLang="${l}" lang="${l}"`,
      );
    }
    expect(html).toMatch(new RegExp(`hrefLang="${lang}" lang="${lang}" aria-current="true"`));

    expect(rawKeys(shown)).toEqual([]);
    expect(shown).toMatch(/<title>[^<]+<\/title>/);
    expect(shown).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });
});

describe('country names, collation and formats per language', () => {
  const germany: Record<Locale, string> = {
    en: 'Germany',
    de: 'Deutschland',
    es: 'Alemania',
    fr: 'Allemagne',
    it: 'Germania',
    ja: 'ドイツ',
    ko: '독일',
    pt: 'Alemanha',
    ru: 'Германия',
    zh: '德国',
  };

  it.each(LOCALES)('/%s/countries names Germany in that language', async (lang) => {
    const { res, html } = await page(`${prefix(lang)}/countries`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<a href="${prefix(lang)}/banks/de" data-discover="true">${germany[lang]}</a>`);
    expect(alternates(html).size).toBe(11);
  });

  // The fixture's countries table names the US "United States of America" (en) and "США" (ru),
  // as i18n-iso-countries does; CLDR, the breadcrumbs' source, says "United States" and
  // "Соединенные Штаты". Whatever the page, every place that names the country uses one of them.
  it.each(['en', 'ru', 'de', 'ja'] as const)(
    '%s: title, heading, country links, countries list, search filter and breadcrumbs name the US one way',
    async (lang) => {
      const name = new Intl.DisplayNames([lang], { type: 'region' }).of('US') ?? 'US';
      const paths = [
        '/banks/us',
        '/banks/us/deutsche-bank-ag',
        '/banks/us/deutsche-bank-ag/swifts',
        '/swifts/DEUTUS33XXX', // its one spelling (an 8-character BIC is a 301 to it)
        '/usroutings/026003780',
        '/countries',
        '/search?q=deutsche',
      ];
      for (const path of paths) {
        const { res, html, shown } = await page(`${prefix(lang)}${path}`);
        expect(res.status, path).toBe(200);
        // Links to the country's page, not the language switcher's (those carry lang/hrefLang).
        const linked = [
          ...shown.matchAll(new RegExp(`<a href="${prefix(lang)}/banks/us"((?:(?!lang=)[^>])*)>([^<]*)</a>`, 'gi')),
        ].map((m) => m[2]);
        const options = [...shown.matchAll(/<option value="us"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
        // Home > Countries > the country (the trail's third step) on every page that has one.
        const crumbs = [...html.matchAll(/"position":3,"name":"([^"]*)"/g)].map((m) => m[1]);
        const named = [...linked, ...options, ...crumbs];
        expect(named.length, path).toBeGreaterThan(0);
        expect(new Set(named), path).toEqual(new Set([name]));
        if (lang === 'en') expect(shown, path).not.toContain('United States of America');
      }
      const title = (await page(`${prefix(lang)}/banks/us`)).html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      expect(title).toContain(name);
      const h1 = (await page(`${prefix(lang)}/banks/us/deutsche-bank-ag`)).shown.match(
        /<p class="lead">([^<]*)<\/p>/,
      )?.[1];
      expect(h1).toContain(name);
      const api = (await (await get(`/api/v1/countries?lang=${lang}`)).json()) as {
        short_code: string;
        name: string;
      }[];
      expect(api.find((c) => c.short_code === 'us')?.name).toBe(name);
    },
  );

  it("sorts countries with the language's collation", async () => {
    const order = async (lang: Locale) =>
      [...(await page(`${prefix(lang)}/countries`)).html.matchAll(/<li><a href="[^"]*\/banks\/([a-z]{2})"/g)].map(
        (m) => m[1],
      );
    expect(await order('en')).toEqual(['fr', 'de', 'in', 'us']); // France, Germany, India, United States…
    expect(await order('de')).toEqual(['de', 'fr', 'in', 'us']); // Deutschland, Frankreich, Indien, Vereinigte Staaten
    expect(await order('ja')).toEqual(['us', 'in', 'de', 'fr']); // アメリカ合衆国, インド, ドイツ, フランス (gojūon order)
  });

  it("counts take the language's plural form", async () => {
    expect((await page('/countries')).html).toContain('1 bank</span>'); // France: one bank
    expect((await page('/countries')).html).toContain('3 banks</span>');
    expect((await page('/ru/countries')).html).toContain('1 банк</span>');
    expect((await page('/ru/countries')).html).toContain('3 банка</span>');
  });

  it('as-of dates are written in the language', async () => {
    expect((await page('/de/banks/de/deutsche-bank-ag')).html).toContain('Stand: 16. Juli 2025.');
    expect((await page('/banks/de/deutsche-bank-ag')).html).toContain('as of July 16, 2025.');
    expect((await page('/ja/banks/de/deutsche-bank-ag')).html).toContain('2025年7月16日');
  });

  it('titles carry the bank count and the page number in the language', async () => {
    const { counters } = (await (await get('/api/v1/home_page')).json()) as { counters: { banks: number } };
    const n = moreThan(counters.banks); // a small number with the fixtures: no digit grouping
    // "более" takes the genitive: 1 банка, 2-4 and 5+ банков.
    const ruPlural = new Intl.PluralRules('ru').select(n) === 'one' ? 'банка' : 'банков';
    // The countries /countries lists, the noun after their own figure: из 5 стран, из 21 страны.
    const c = ((await (await get('/api/v1/countries')).json()) as unknown[]).length;
    const ruCountries = ['one', 'other'].includes(new Intl.PluralRules('ru').select(c)) ? 'страны' : 'стран';
    expect((await page('/de')).html).toMatch(new RegExp(`<title>[^<]*mehr als ${n} Banken aus ${c} Ländern</title>`));
    expect((await page('/ru')).html).toMatch(
      new RegExp(`<title>[^<]*более ${n} ${ruPlural} из ${c} ${ruCountries}</title>`),
    );
    expect((await page('/fr')).html).toMatch(new RegExp(`<title>[^<]*plus de ${n} banques dans ${c} pays</title>`));
  });

  it('the error page in every language', async () => {
    const texts: Record<Locale, string> = {
      en: 'Page not found',
      de: 'Seite nicht gefunden',
      es: 'Página no encontrada',
      fr: 'Page introuvable',
      it: 'Pagina non trovata',
      ja: 'ページが見つかりません',
      ko: '페이지를 찾을 수 없습니다',
      pt: 'Página não encontrada',
      ru: 'Страница не найдена',
      zh: '页面未找到',
    };
    for (const lang of LOCALES) {
      const { res, html } = await page(`${prefix(lang)}/no-such-page`);
      expect(res.status).toBe(404);
      expect(html).toContain(`<title>404 ${texts[lang]}</title>`);
    }
  });
});

describe('the language follows the route (SPEC.md section 2)', () => {
  it('the switcher keeps path and query', async () => {
    // (?page=1 is no longer a page of its own: a 301 to /de/banks/de, tests/worker/page-numbers.test.ts.)
    const { html } = await page('/de/search?q=deutsche');
    expect(html).toContain('href="/fr/search?q=deutsche" hrefLang="fr"');
    expect(html).toContain('href="/search?q=deutsche" hrefLang="en"');
  });

  it('only one of the ten languages is taken from a prefix: others are a 404 in English', async () => {
    for (const path of ['/xx/countries', '/nl/countries', '/EN/countries', '/De/countries']) {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-language')).toBe('en');
      expect(html).toContain('<html lang="en">');
    }
  });
});
