import { describe, expect, it } from 'vitest';
import { get } from './fetch';

// A page number has one form (?page=N, N from 2, no leading zeros) on the
// paginated pages; every other spelling is a 301 to it (page 1: no parameter), a page past the
// last one is a 404, and the page cache only keeps canonical forms. Fixture: Germany has one
// page of banks.

async function status(path: string) {
  const res = await get(path);
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') };
}

describe('page numbers', () => {
  it.each(['abc', '0', '-1', '1e3', '1', '1.0', '%20', '', '2x'])(
    '/banks/de?page=%s is a 301 to page 1 without the parameter',
    async (page) => {
      expect(await status(`/banks/de?page=${page}`)).toEqual({ status: 301, location: '/banks/de' });
    },
  );

  it('leading zeros are a 301 to the number; so is a second page parameter', async () => {
    expect(await status('/banks/de?page=00002')).toEqual({ status: 301, location: '/banks/de?page=2' });
    expect(await status('/de/banks/de?page=0003')).toEqual({ status: 301, location: '/de/banks/de?page=3' });
    expect(await status('/banks/de?page=2&page=3')).toEqual({ status: 301, location: '/banks/de?page=2' });
  });

  it('a page past the last one is a 404', async () => {
    expect((await status('/banks/de?page=2')).status).toBe(404);
    expect((await status('/banks/de?page=99999999')).status).toBe(404);
    expect((await status('/banks/de/deutsche-bank-ag/swifts?page=99')).status).toBe(404);
    expect((await status('/search?q=deutsche&page=50')).status).toBe(404);
  });

  it('page 1 is the page itself, canonical without the parameter', async () => {
    const res = await get('/banks/de');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<link rel="canonical" href="[^"]*\/banks\/de"\/>/);
  });

  it('search keeps its other parameters; pages without pages drop the parameter', async () => {
    expect(await status('/search?q=deut%20bank&page=01')).toEqual({ status: 301, location: '/search?q=deut+bank' });
    expect(await status('/swifts/DEUTDEFFXXX?page=3')).toEqual({ status: 301, location: '/swifts/DEUTDEFFXXX' });
    expect(await status('/countries?page=2')).toEqual({ status: 301, location: '/countries' });
    // Never a redirect to another host.
    expect((await status('//evil.example?page=0')).location).toBe('/evil.example');
  });

  it('the page cache keeps only canonical forms', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await get('/banks/de');
      await res.arrayBuffer();
      if (res.headers.get('x-page-cache') === 'hit') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    for (const page of ['00001', '1', '01']) {
      const res = await get(`/banks/de?page=${page}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('x-page-cache')).toBeNull();
    }
  });
});
