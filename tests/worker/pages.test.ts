import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { moreThan } from '../../shared/pages/home';

// Pages rendered by the Worker (React Router + streamed React) from a real D1.
const html = async (path: string) => {
  const res = await get(path);
  return { status: res.status, text: await res.text(), res };
};

describe('pages', () => {
  it('home answers 200 with the search box and the statistics', async () => {
    const { status, text } = await html('/');
    expect(status).toBe(200);
    expect(text).toContain('placeholder="Search by code or bank name*"');
    // "more than N": a round figure strictly below the real count (shared/pages/home.tsx).
    const { counters } = (await (await get('/api/v1/home_page')).json()) as { counters: { banks: number } };
    expect(text).toContain(`more than ${moreThan(counters.banks)} banks from 231 countries</title>`);
    expect(moreThan(counters.banks)).toBeLessThan(counters.banks);
  });

  it('a SWIFT page shows the bank, city and the parts of the code', async () => {
    const { status, text } = await html('/swifts/DEUTDEFF');
    expect(status).toBe(200);
    expect(text).toContain('DEUTSCHE BANK AG');
    expect(text).toContain('FRANKFURT AM MAIN');
    expect(text).toContain('href="/banks/de/deutsche-bank-ag"');
    for (const part of ['DEUT', 'DE', 'FF', 'XXX']) expect(text).toContain(`<span class="code">${part}</span>`);
    expect(text).toContain('Source: test fixture, as of 2024.');
  });

  it('an unknown SWIFT code is the not-found state with 404', async () => {
    const { status, text } = await html('/swifts/AAAADEFF');
    expect(status).toBe(404);
    expect(text).toContain('SWIFT CODE NOT FOUND');
  });

  it('a malformed SWIFT code is a 404 too and is not echoed unescaped', async () => {
    const { status, text } = await html('/swifts/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBe(404);
    expect(text).not.toContain('<script>alert(1)');
  });

  it('countries, country and bank pages answer 200', async () => {
    expect((await html('/countries')).text).toContain('href="/banks/de"');
    const country = await html('/banks/de');
    expect(country.status).toBe(200);
    expect(country.text).toContain('DEUTSCHE BANK AG');
    const bank = await html('/banks/de/deutsche-bank-ag');
    expect(bank.status).toBe(200);
    expect(bank.text).toContain('DEUTDEFF');
  });

  it('an unknown bank is BANK NOT FOUND with 404', async () => {
    const { status, text } = await html('/banks/de/no-such-bank');
    expect(status).toBe(404);
    expect(text).toContain('BANK NOT FOUND');
  });

  it('a page number past the end is a 404', async () => {
    expect((await html('/banks/de?page=99')).status).toBe(404);
  });
});

describe('locale prefixes (SPEC.md section 2)', () => {
  it('/de serves German with lang and basename', async () => {
    const { status, text } = await html('/de/swifts/DEUTDEFF');
    expect(status).toBe(200);
    expect(text).toContain('<html lang="de">');
    expect(text).toContain('href="/de/banks/de/deutsche-bank-ag"');
    expect(text).toContain('SWIFT-Code DEUTDEFFXXX');
  });

  it('/en redirects to the unprefixed path, keeping the query', async () => {
    const res = await get('/en/banks/de?page=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/banks/de?page=1');
    expect((await get('/en')).headers.get('location')).toBe('/');
  });

  it.each(['/en//evil.example', '/en/\\evil.example', '/en/%2F%2Fevil.example'])('%s never redirects off-site', async (path) => {
    const res = await get(path);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(location.startsWith('/\\')).toBe(false);
  });

  it('an unsupported language prefix is a 404', async () => {
    const { status, text } = await html('/xx/countries');
    expect(status).toBe(404);
    expect(text).toContain('Page not found');
    expect(text).toContain('This page could not be found.');
  });

  it('the error page is localized', async () => {
    const { status, text } = await html('/de/no-such-page');
    expect(status).toBe(404);
    expect(text).toContain('Seite nicht gefunden');
    expect(text).toContain('Zur Startseite');
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
