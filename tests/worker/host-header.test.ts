import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';

// Every absolute URL comes from SITE_ORIGIN (the request's origin only when it
// is unset), and the page cache keys on host and environment, so that a request with
// `Host: evil.example` can neither put evil.example links in a page nor hand its page to others.
// Requests go through the Worker's own app, whose ctx runs waitUntil work (the cache store).

const pending: Promise<unknown>[] = [];
const ctx = {
  waitUntil(p: Promise<unknown>) {
    pending.push(p);
  },
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;
const settle = async () => {
  while (pending.length) await pending.shift();
};
const fetchAs = async (url: string, vars: Record<string, string> = {}) => {
  const res = await app.fetch(new Request(url, { redirect: 'manual' }), { ...env, ...vars }, ctx);
  const text = await res.text();
  await settle();
  return { res, text };
};
const SITE = { SITE_ORIGIN: 'https://bankcodes.example' };

describe('Host header', () => {
  it('with SITE_ORIGIN set, pages build every absolute URL from it, whatever the Host', async () => {
    const { res, text } = await fetchAs('http://evil.example/swifts/DEUTDEFFXXX', SITE);
    expect(res.status).toBe(200);
    expect(text).not.toContain('evil.example');
    expect(text).toContain('<link rel="canonical" href="https://bankcodes.example/swifts/DEUTDEFFXXX"/>');
    expect(text).toContain('hrefLang="de" href="https://bankcodes.example/de/swifts/DEUTDEFFXXX"');
    expect(text).toContain('<meta property="og:url" content="https://bankcodes.example/swifts/DEUTDEFFXXX"/>');
    expect(text).toContain('"item":"https://bankcodes.example/"');
  });

  it('robots.txt and the sitemaps use SITE_ORIGIN', async () => {
    const robots = await fetchAs('http://evil.example/robots.txt', SITE);
    expect(robots.text).toContain('Sitemap: https://bankcodes.example/sitemap.xml');
    const index = await fetchAs('http://evil.example/sitemap.xml', SITE);
    expect(index.text).toContain('<loc>https://bankcodes.example/sitemap-');
    expect(index.text).not.toContain('evil.example');
    const pages = await fetchAs('http://evil.example/sitemap-pages.xml', SITE);
    expect(pages.text).toContain('<loc>https://bankcodes.example/');
    expect(pages.text).not.toContain('evil.example');
  });

  it('a page cached for one Host never answers another (SITE_ORIGIN unset, as in development)', async () => {
    const path = '/banks/de/deutsche-bank-ag';
    // Fill the cache for evil.example until its copy answers from the cache.
    for (let i = 0; i < 50; i++) {
      const { res } = await fetchAs(`http://evil.example${path}`);
      if (res.headers.get('x-page-cache') === 'hit') break;
    }
    expect((await fetchAs(`http://evil.example${path}`)).res.headers.get('x-page-cache')).toBe('hit');
    const ordinary = await fetchAs(`http://bankcodes.test${path}`);
    expect(ordinary.res.status).toBe(200);
    expect(ordinary.res.headers.get('x-page-cache')).toBe('miss');
    expect(ordinary.text).not.toContain('evil.example');
    expect(ordinary.text).toContain('<link rel="canonical" href="http://bankcodes.test/banks/de/deutsche-bank-ag"/>');
  });

  it('staging and production do not share cached pages', async () => {
    const path = '/banks/de/commerzbank-ag';
    for (let i = 0; i < 50; i++) {
      const { res } = await fetchAs(`http://bankcodes.test${path}`, { ENVIRONMENT: 'production' });
      if (res.headers.get('x-page-cache') === 'hit') break;
    }
    const auth = { Authorization: `Basic ${btoa('r:p')}` };
    const staging = await app.fetch(
      new Request(`http://bankcodes.test${path}`, { headers: auth }),
      { ...env, ENVIRONMENT: 'staging', BASIC_AUTH_USER: 'r', BASIC_AUTH_PASSWORD: 'p' },
      ctx,
    );
    expect(staging.status).toBe(200);
    expect(staging.headers.get('x-page-cache')).toBe('miss');
    await staging.arrayBuffer();
    await settle();
  });
});
