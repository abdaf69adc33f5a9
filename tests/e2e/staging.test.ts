import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSite, type TestSite } from './site';

// Staging as it runs: the production build under Miniflare with ENVIRONMENT=staging and
// the basic-auth secrets set, over real HTTP. Every door is closed without the
// credentials (pages, the API, a hashed asset) and open with them.
const USER = 'reviewer';
const PASSWORD = 'correct horse battery staple';
const auth = (user: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

let site: TestSite;
let asset: string;

beforeAll(async () => {
  site = await startTestSite({ ENVIRONMENT: 'staging', BASIC_AUTH_USER: USER, BASIC_AUTH_PASSWORD: PASSWORD });
  // A hashed client file named by the page itself (read with the credentials).
  const html = await (await fetch(`${site.url}/`, { headers: auth(USER, PASSWORD) })).text();
  asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(asset).toMatch(/^\/assets\//);
});
afterAll(async () => {
  await site?.close();
});

const paths = () => ['/', '/api/v1/countries', '/swifts/DEUTDEFFXXX', asset, '/favicon.ico'];

it('answers 401 Access denied with a Basic challenge without credentials', async () => {
  for (const path of paths()) {
    const res = await fetch(site.url + path);
    const body = await res.text();
    console.log(`staging without credentials: ${path} -> ${res.status} ${res.headers.get('www-authenticate')}`);
    expect(res.status, path).toBe(401);
    expect(res.headers.get('www-authenticate'), path).toMatch(/^Basic realm="Staging"/);
    expect(body).toBe('Access denied');
  }
});

it('answers 401 to wrong credentials', async () => {
  for (const path of paths()) {
    const res = await fetch(site.url + path, { headers: auth(USER, 'wrong') });
    await res.arrayBuffer();
    expect(res.status, path).toBe(401);
  }
});

it('answers 200 with the right credentials, marked noindex', async () => {
  for (const path of paths()) {
    const res = await fetch(site.url + path, { headers: auth(USER, PASSWORD) });
    await res.arrayBuffer();
    console.log(`staging with credentials: ${path} -> ${res.status}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
  }
});
