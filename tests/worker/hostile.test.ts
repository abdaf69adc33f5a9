import { describe, expect, it } from 'vitest';
import { get } from './fetch';

// Hostile input on every route and parameter: never a 5xx, never the raw payload in a page,
// never a redirect off the site. To cover a new route, add a line to PAGES or API: `{X}` marks
// where each payload goes (percent-encoded, except the payloads that are malformed encoding
// on purpose).

interface Route {
  path: string;
  kind: 'page' | 'api';
}

/** Page routes. */
const PAGES = [
  '/{X}',
  '/?q={X}',
  '/swifts/{X}',
  '/banks/{X}',
  '/banks/de?page={X}',
  '/banks/{X}/{X}',
  '/banks/de/{X}',
  '/countries?page={X}',
  '/search?q={X}&types={X}&countries={X}&page={X}',
  '/{X}/swifts/DEUTDEFFXXX',
  '/de/swifts/{X}',
  '/de/banks/{X}/{X}?page={X}',
  '/en/{X}',
  '/en/swifts/{X}?x={X}',
  '/no/such/{X}',
  '/bins/{X}',
  '/bins?number={X}',
  '/ifscs/{X}',
  '/usroutings/{X}',
  '/usroutings?number={X}',
  '/leis/{X}',
  '/bics/{X}',
  '/iban/{X}',
  '/iban?iban={X}',
];

/** API routes. */
const API = [
  '/api/v1/{X}',
  '/api/v1/countries?lang={X}',
  '/api/v1/swifts/{X}?lang={X}',
  '/api/v1/swifts?country={X}&bank={X}&page={X}&page_size={X}',
  '/api/v1/swifts?country=de&bank={X}',
  '/api/v1/banks?country={X}&page={X}&page_size={X}',
  '/api/v1/banks?country=de&page={X}',
  '/api/v1/banks?country=de&page_size={X}',
  '/api/v1/banks/{X}/{X}?lang={X}',
  '/api/v1/banks/de/{X}',
  '/api/v1/home_page?user_country={X}',
  '/api/v1/search?q={X}&types={X}&countries={X}&page={X}&page_size={X}',
  '/api/v1/bins/{X}',
  '/api/v1/bins?country={X}&bank={X}&page={X}',
  '/api/v1/ifscs/{X}',
  '/api/v1/ifscs?country={X}&bank={X}&page_size={X}',
  '/api/v1/us_routings/{X}',
  '/api/v1/leis/{X}',
  '/api/v1/rubics/{X}',
  '/api/v1/rubics?bank={X}&page={X}',
  '/api/v1/ibans/{X}',
];

const ROUTES: Route[] = [
  ...PAGES.map((path) => ({ kind: 'page' as const, path })),
  ...API.map((path) => ({ kind: 'api' as const, path })),
];

interface Payload {
  name: string;
  value: string;
  /** Inserted as is: malformed percent-encoding that no encoder would produce. */
  raw?: boolean;
}

const PAYLOADS: Payload[] = [
  { name: 'script tag', value: '<script>alert(1)</script>' },
  { name: 'attribute break-out', value: '"><img src=x onerror=alert(1)>' },
  { name: 'single-quote break-out', value: "'><svg onload=alert(1)>" },
  { name: 'script close in data', value: '</script><script>alert(1)</script>' },
  { name: 'SQL', value: "' OR 1=1; DROP TABLE banks; --" },
  { name: 'SQL union', value: '1 UNION SELECT name FROM sqlite_master' },
  { name: 'template {{ }}', value: '{{7*7}}' },
  { name: 'template ${ }', value: '${7*7}' },
  { name: 'unicode', value: 'ＤＥＵＴＤＥＦＦ İ ß 😀 \u202e \u200b Ω' },
  { name: 'line separators', value: 'a\u2028b\u2029c' },
  { name: 'control characters', value: '\u0000\u0001\u001b[31m\r\nSet-Cookie: x=1\t\u007f' },
  { name: 'truncated UTF-8 escape', value: '%E0%A4%A', raw: true },
  { name: 'lone percent', value: '%', raw: true },
  { name: 'encoded lone surrogate', value: '%ED%A0%80', raw: true },
  { name: 'encoded slashes', value: '%2F%2Fevil.com%5C', raw: true },
  { name: 'negative and huge numbers', value: '-99999999999999999999999' },
  { name: 'float and exponent', value: '1e309' },
  { name: 'overlong (10k characters)', value: 'A'.repeat(10_000) },
  { name: 'path traversal', value: '../../../etc/passwd' },
];

const fill = (path: string, p: Payload) => path.replaceAll('{X}', p.raw ? p.value : encodeURIComponent(p.value));

/** Payloads that would be markup if they reached the page as they are. */
const isMarkup = (p: Payload) => /[<>"']/.test(p.value);

describe.each(ROUTES)('$kind $path', (route) => {
  it.each(PAYLOADS)('survives $name', async (payload) => {
    const res = await get(fill(route.path, payload));
    const body = await res.text();
    expect(res.status, body.slice(0, 300)).toBeLessThan(500);

    if (res.status >= 300 && res.status < 400) {
      // Redirects stay on the site: one leading slash, never //host or /\host.
      const location = res.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://test').host).toBe('test');
      return;
    }
    if (route.kind === 'api') {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(() => JSON.parse(body)).not.toThrow();
    } else {
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      // Markup characters never reach the HTML as they are. Inside the hydration JSON a quote
      // is data, not markup (scriptJson escapes <, > and &), so the JSON is checked apart.
      if (isMarkup(payload)) {
        expect(body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')).not.toContain(payload.value);
        if (/[<>]/.test(payload.value)) expect(body).not.toContain(payload.value);
      }
      // No error text or stack leaks into the page.
      expect(body).not.toMatch(/\bat [\w.]+ \(|SQLITE_ERROR|D1_ERROR|TypeError/);
    }
  });
});

describe('open redirects from the language prefix', () => {
  it.each([
    '/en//evil.com',
    '/en/\\evil.com',
    '/en/%2F%2Fevil.com',
    '/en/%5Cevil.com',
    '/en/%5C%5Cevil.com',
    '/en///evil.com/x?y=1',
    '/en/\t/evil.com',
    '/en/%09/evil.com',
    '/en/%0D%0ALocation:%20http://evil.com',
  ])('%s stays on the site', async (path) => {
    const res = await get(path);
    await res.body?.cancel();
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://test').host).toBe('test');
    } else expect(res.status).toBeLessThan(500);
  });
});

describe('paging bounds', () => {
  it.each(['0', '-1', '1.5', 'abc', '99999999', ''])('page=%s is refused or defaulted, never a 5xx', async (page) => {
    const res = await get(`/api/v1/banks?country=de&page=${page}`);
    await res.body?.cancel();
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(Number(res.headers.get('page-number'))).toBeGreaterThanOrEqual(1);
  });

  it('page_size is capped', async () => {
    const res = await get('/api/v1/banks?country=de&page_size=1000000');
    await res.body?.cancel();
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(Number(res.headers.get('per-page'))).toBeLessThanOrEqual(9999);
  });
});
