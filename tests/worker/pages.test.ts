import { describe, expect, it } from 'vitest';
import { expectPage, expectRedirect, get, page, pageTests, SCRIPT } from './fetch';
import { moreThan } from '../../shared/pages/home';

// Pages rendered by the Worker (React Router + streamed React) from a real D1.

describe('pages', () => {
  it('home answers 200 with the search box and the statistics', async () => {
    const text = await expectPage('/', { has: ['placeholder="Search by code or bank name*"'] });
    // "more than N": a round figure strictly below the real count (shared/pages/home.tsx).
    const { counters } = (await (await get('/api/v1/home_page')).json()) as { counters: { banks: number } };
    // The countries as /countries lists them (the fixtures' few).
    const countries = ((await (await get('/api/v1/countries')).json()) as unknown[]).length;
    expect(text).toContain(`more than ${moreThan(counters.banks)} banks from ${countries} countries</title>`);
    expect(moreThan(counters.banks)).toBeLessThan(counters.banks);
  });

  pageTests([
    {
      name: 'a SWIFT page shows the bank, city and the parts of the code',
      path: '/swifts/DEUTDEFFXXX',
      has: [
        'DEUTSCHE BANK AG',
        'FRANKFURT AM MAIN',
        'href="/banks/de/deutsche-bank-ag"',
        ...['DEUT', 'DE', 'FF', 'XXX'].map((part) => `<span class="code">${part}</span>`),
        'Source: test fixture, as of 2024.',
      ],
    },
    {
      name: 'an unknown SWIFT code is the not-found state with 404',
      path: '/swifts/AAAADEFFXXX',
      status: 404,
      has: ['SWIFT CODE NOT FOUND'],
    },
    {
      name: 'a malformed SWIFT code is a 404 too and is not echoed unescaped',
      path: `/swifts/${SCRIPT}`,
      status: 404,
      lacks: ['<script>alert(1)'],
    },
    {
      name: 'an unknown bank is BANK NOT FOUND with 404',
      path: '/banks/de/no-such-bank',
      status: 404,
      has: ['BANK NOT FOUND'],
    },
  ]);

  it('countries, country and bank pages answer 200', async () => {
    expect((await page('/countries')).text).toContain('href="/banks/de"');
    await expectPage('/banks/de', { has: ['DEUTSCHE BANK AG'] });
    await expectPage('/banks/de/deutsche-bank-ag', { has: ['DEUTDEFF'] });
  });

  it('a page number past the end is a 404', async () => {
    expect((await page('/banks/de?page=99')).status).toBe(404);
  });
});

describe('locale prefixes (SPEC.md section 2)', () => {
  it('/de serves German with lang and basename', async () => {
    await expectPage('/de/swifts/DEUTDEFFXXX', {
      has: ['<html lang="de">', 'href="/de/banks/de/deutsche-bank-ag"', 'SWIFT-Code DEUTDEFFXXX'],
    });
  });

  it('/en redirects to the unprefixed path, keeping the query', async () => {
    await expectRedirect('/en/banks/de?page=1', '/banks/de?page=1', 301);
    expect((await get('/en')).headers.get('location')).toBe('/');
  });

  it.each(['/en//evil.example', '/en/\\evil.example', '/en/%2F%2Fevil.example'])(
    '%s never redirects off-site',
    async (path) => {
      const res = await get(path);
      const location = res.headers.get('location') ?? '';
      expect(location.startsWith('/')).toBe(true);
      expect(location.startsWith('//')).toBe(false);
      expect(location.startsWith('/\\')).toBe(false);
    },
  );

  it('an unsupported language prefix is a 404', async () => {
    await expectPage('/xx/countries', { status: 404, has: ['Page not found', 'This page could not be found.'] });
  });

  it('the error page is localized', async () => {
    await expectPage('/de/no-such-page', { status: 404, has: ['Seite nicht gefunden', 'Zur Startseite'] });
  });
});

describe('worker routes', () => {
  it('/healthz answers 200 once data is imported', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
  });

  it('refuses other methods than GET and HEAD on pages', async () => {
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});
