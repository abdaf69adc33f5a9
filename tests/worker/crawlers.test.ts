import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { expectJson, expectPage, get, page } from './fetch';

// robots.txt and the sitemaps, built from the fixture rows in D1.

describe('crawlers', () => {
  it('robots.txt points at the sitemap index and keeps crawlers off the API and result lists', async () => {
    await expectPage('/robots.txt', {
      has: ['Sitemap: http://test/sitemap.xml', 'Disallow: /api/', 'Disallow: /search'],
    });
  });

  it('the index lists a chunk per kind of detail page', async () => {
    const { status, text: xml, res } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(xml).toContain('<sitemapindex');
    const kinds = ['banks', 'swifts', 'countries', 'bins', 'ifscs', 'usroutings', 'bics', 'leis'];
    for (const name of ['sitemap-pages.xml', ...kinds.map((kind) => `sitemap-${kind}-1.xml`)]) {
      expect(xml).toContain(`<loc>http://test/${name}</loc>`);
    }
  });

  it('a chunk lists every record in all ten languages', async () => {
    const xml = await (await get('/sitemap-swifts-1.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const swifts = await (env as unknown as { DB: D1Database }).DB.prepare(
      'SELECT count(*) AS n FROM swifts',
    ).first<number>('n');
    expect(locs).toHaveLength(swifts! * 10);
    expect(locs).toContain('http://test/swifts/DEUTDEFFXXX');
    expect(locs).toContain('http://test/ja/swifts/DEUTDEFFXXX');
    const banks = await (await get('/sitemap-banks-1.xml')).text();
    expect(banks).toContain('<loc>http://test/de/banks/de/deutsche-bank-ag</loc>');
  });

  it('answers 404 for a chunk that does not exist', async () => {
    expect((await get('/sitemap-swifts-2.xml')).status).toBe(404);
    expect((await get('/sitemap-nope-1.xml')).status).toBe(404);
  });
});

describe('data sources', () => {
  it('the API gives each dataset with its licence and the last import per file', async () => {
    const body = await expectJson<{ datasets: { folder: string; licence: string; files: unknown[] }[] }>(
      '/api/v1/sources',
    );
    expect(body.datasets.map((d) => d.folder)).toEqual([
      'countries',
      'swift',
      'bin',
      'ifsc',
      'us_routing',
      'russia_bik',
      'iban',
      'lei',
    ]);
    expect(body.datasets.find((d) => d.folder === 'lei')?.licence).toContain('CC0');
  });

  it('the page lists every dataset and is linked from every page footer', async () => {
    const html = await (await get('/sources')).text();
    expect(html).toContain('<h1>Data sources</h1>');
    expect(html).toContain('FedACH participant directory');
    const de = await (await get('/de/countries')).text();
    expect(de).toContain('href="/de/sources"');
  });
});
