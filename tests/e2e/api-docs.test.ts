import { expect, test } from 'vitest';
import { pageErrors, useSiteAndBrowser } from './harness';

const e2e = useSiteAndBrowser();

test("the footer link opens the API page client-side, from the API's own OpenAPI document", async () => {
  const page = await e2e.browser.newPage();
  const errors = pageErrors(page);
  await page.goto(`${e2e.site.url}/countries`);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });

  await page.locator('footer').getByRole('link', { name: 'API for developers' }).click();
  await page.waitForURL(`${e2e.site.url}/api-docs`);
  await page.locator('h1', { hasText: 'API documentation' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(apiCalls).toContain('/api/v1/openapi.json');
  expect(await page.locator('section.endpoint').count()).toBeGreaterThanOrEqual(19);
  expect(errors).toEqual([]);
  await page.close();
});

test('a page on another origin can call the API and read the paging headers (CORS)', async () => {
  // Chromium asks before a page reaches a loopback address (Local Network Access); granted here,
  // so that only CORS decides.
  const context = await e2e.browser.newContext({ permissions: ['local-network-access'] });
  const page = await context.newPage();
  // A plain page (no CSP of ours) on another origin (RFC 6454: another host and port), served
  // by the browser itself; loopback, so that Chromium's local-network rules do not interfere.
  const other = 'http://localhost:9/';
  await page.route(other, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  );
  await page.goto(other);
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(`${url}/api/v1/swifts?country=de&page_size=1`);
    return {
      status: res.status,
      total: res.headers.get('total'),
      pages: res.headers.get('total-pages'),
      body: await res.json(),
    };
  }, e2e.site.url);
  expect(answer.status).toBe(200);
  expect(Number(answer.total)).toBeGreaterThan(1);
  expect(answer.pages).toBe(answer.total);
  expect(Array.isArray(answer.body)).toBe(true);
  const doc = await page.evaluate(
    async (url) => ((await (await fetch(`${url}/api/openapi.json`)).json()) as { openapi: string }).openapi,
    e2e.site.url,
  );
  expect(doc).toBe('3.1.0');
  await context.close();
});

test('the API page links to how our validation compares, served from docs/ as Markdown', async () => {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.site.url}/api-docs`);
  const link = page.getByRole('link', { name: /How our validation compares/ });
  expect(await link.getAttribute('href')).toBe('/docs/validation-comparison.md');
  await page.close();
  const res = await fetch(`${e2e.site.url}/docs/validation-comparison.md`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  const text = await res.text();
  expect(text).toContain('# How our validation compares with other libraries');
  expect(text).toContain('| IBAN | ibantools |');
});
