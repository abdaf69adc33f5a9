import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { type ApiError, expectApiError, expectJson, expectNotFound, expectSecondPage, get, json } from './fetch';

// The embedded API against a real D1 holding tests/fixtures/seed/*.sql.

describe('GET /api/v1/countries', () => {
  it('lists countries with banks only, with their counts', async () => {
    const res = await get('/api/v1/countries');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { short_code: string; name: string; banks_count: number }[];
    expect(body.map((c) => c.short_code)).toEqual(['fr', 'de', 'in', 'us']); // 'in': seed/0003_ifscs.sql
    expect(body.find((c) => c.short_code === 'de')).toEqual({ short_code: 'de', name: 'Germany', banks_count: 3 });
  });

  it('names countries in the requested language', async () => {
    const body = (await (await get('/api/v1/countries?lang=de')).json()) as { name: string }[];
    expect(body.map((c) => c.name)).toEqual(['Deutschland', 'Frankreich', 'Indien', 'Vereinigte Staaten']);
  });
});

describe('GET /api/v1/swifts/{code}', () => {
  it('answers a BIC8 as its primary office, in canonical form', async () => {
    const swift = await expectJson<Record<string, unknown>>('/api/v1/swifts/DEUTDEFF');
    expect(swift).toMatchObject({
      code: 'DEUTDEFFXXX',
      bic8: 'DEUTDEFF',
      bank_code: 'DEUT',
      country: 'DE',
      location: 'FF',
      branch: 'XXX',
      is_primary_office: true,
      city: 'FRANKFURT AM MAIN',
      bank: { country: 'de', slug: 'deutsche-bank-ag' },
      source: 'test fixture',
      as_of: '2024',
    });
  });

  it('matches codes case-insensitively', async () => {
    const a = await (await get('/api/v1/swifts/deutdeff500')).json();
    const b = await (await get('/api/v1/swifts/DEUTDEFF500')).json();
    expect(a).toEqual(b);
    expect((a as { code: string }).code).toBe('DEUTDEFF500');
  });

  it('answers 400 with the validator error codes for a malformed code', async () => {
    const error = await expectApiError('/api/v1/swifts/DEUT', 400, 'invalid_swift');
    expect(error.details.errors.length).toBeGreaterThan(0);
  });

  it('answers 404 JSON for a well-formed unknown code', async () => {
    await expectNotFound('/api/v1/swifts/AAAADEFF', 'SWIFT code not found');
  });
});

describe('list endpoints', () => {
  it('pages the SWIFT codes of a bank with the list headers', async () => {
    const items = await expectSecondPage<{ code: string }>('/api/v1/swifts?country=DE&bank=deutsche-bank-ag', '3', '2');
    expect(items.map((s) => s.code)).toEqual(['DEUTDEFF500']);
  });

  it("lists a bank's SWIFT codes head office first, then by city and code; a country's by code", async () => {
    // By code alone: DEUTDEBBXXX (Berlin), DEUTDEFF500, DEUTDEFFXXX (the head office).
    const bank = (await (await get('/api/v1/swifts?country=de&bank=deutsche-bank-ag')).json()) as { code: string }[];
    expect(bank.map((s) => s.code)).toEqual(['DEUTDEFFXXX', 'DEUTDEBBXXX', 'DEUTDEFF500']);
    const country = (await (await get('/api/v1/swifts?country=de')).json()) as { code: string }[];
    expect(country.map((s) => s.code)).toEqual([...country.map((s) => s.code)].sort());
    expect(country.map((s) => s.code)).toContain('DEUTDEBBXXX');
  });

  it('pages the banks of a country, largest first', async () => {
    const res = await get('/api/v1/banks?country=de&page_size=2');
    expect(res.headers.get('total')).toBe('3');
    expect(res.headers.get('total-pages')).toBe('2');
    expect(((await res.json()) as { slug: string }[]).map((b) => b.slug)).toEqual(['deutsche-bank-ag', 'alte-bank']);
  });

  it("orders a country's banks by prominence, not by their count of SWIFT codes", async () => {
    const slugs = async () =>
      ((await (await get('/api/v1/banks?country=de')).json()) as { slug: string }[]).map((b) => b.slug);
    const bySwifts = await slugs();
    // The importer's prominence puts the bank with fewer codes first (a domestic network against
    // a farm of codes in one building): the list follows it.
    const last = bySwifts.at(-1)!;
    await env.DB.prepare("UPDATE banks SET popularity = CASE slug WHEN ?1 THEN 50 ELSE 1 END WHERE country = 'DE'")
      .bind(last)
      .run();
    try {
      expect((await slugs())[0]).toBe(last);
    } finally {
      await env.DB.prepare("UPDATE banks SET popularity = 0 WHERE country = 'DE'").run();
    }
  });

  it.each([
    ['/api/v1/banks?country=de&page=0', 'invalid_page'],
    ['/api/v1/banks?country=de&page=-1', 'invalid_page'],
    ['/api/v1/banks?country=de&page_size=abc', 'invalid_page_size'],
    ['/api/v1/banks?country=germany', 'invalid_country'],
    ['/api/v1/swifts?bank=deutsche-bank-ag', 'invalid_country'],
  ])('%s is a 400 %s', async (path, code) => {
    expect((await expectJson<ApiError>(path, 400)).error.code).toBe(code);
  });

  it('takes page_size up to 9999 and refuses more, as documented (no quiet capping)', async () => {
    expect((await get('/api/v1/banks?page_size=9999')).headers.get('per-page')).toBe('9999');
    expect((await expectJson<ApiError>('/api/v1/banks?page_size=1000000', 400)).error.code).toBe('invalid_page_size');
  });

  it.each(['/api/v1/banks?country=zz', '/api/v1/swifts?country=de&bank=no-such-bank'])(
    'answers 404 for an unknown country or bank: %s',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});

describe('GET /api/v1/banks/{country}/{slug}', () => {
  it('answers the bank with head office, related banks here and abroad', async () => {
    const bank = await expectJson<
      Record<string, unknown> & {
        related_banks: { slug: string }[];
        related_banks_other_countries: { country: string }[];
        same_entity: { country: string }[];
      }
    >('/api/v1/banks/DE/Deutsche-Bank-AG');
    expect(bank).toMatchObject({
      country: 'de',
      slug: 'deutsche-bank-ag',
      name: 'DEUTSCHE BANK AG',
      head_office: { swift: 'DEUTDEFF' },
      country_name: 'Germany',
    });
    // No other German bank has DEUT: none here (the country's largest banks are no relation).
    expect(bank.related_banks.map((b) => b.slug)).toEqual([]);
    // Paris carries Deutsche Bank AG's LEI: an office of the same legal entity, listed as such.
    expect(bank.related_banks_other_countries.map((b) => b.country)).toEqual(['us']);
    expect(bank.same_entity.map((b) => b.country)).toEqual(['fr']);
  });

  it("lists a branch's legal entity with its home office first", async () => {
    const paris = await expectJson<{ same_entity: { country: string; slug: string }[] }>(
      '/api/v1/banks/fr/deutsche-bank-ag',
    );
    expect(paris.same_entity).toEqual([expect.objectContaining({ country: 'de', slug: 'deutsche-bank-ag' })]);
    const html = await (await get('/fr/banks/fr/deutsche-bank-ag')).text();
    expect(html).toContain('id="same-entity"');
    expect(html).toContain('7LTWFZYICNSX8D621K86');
  });

  it('answers 404 for an unknown bank and 400 for a malformed slug', async () => {
    expect((await get('/api/v1/banks/de/no-such-bank')).status).toBe(404);
    expect((await get('/api/v1/banks/de/%3Cscript%3E')).status).toBe(400);
  });
});

describe('GET /api/v1/home_page', () => {
  it('answers the counters and the top banks of the visitor country', async () => {
    const res = await get('/api/v1/home_page?user_country=de');
    const home = (await res.json()) as {
      counters: Record<string, number>;
      popular_banks: { slug: string }[];
      user_country: string;
    };
    expect(home.counters).toMatchObject({ banks: 7, swifts: 8, ifscs: 4 }); // 0001 + 0003 seed rows
    expect(home.user_country).toBe('de');
    expect(home.popular_banks[0]?.slug).toBe('deutsche-bank-ag');
  });

  it('defaults to us without a country', async () => {
    const home = (await (await get('/api/v1/home_page')).json()) as { user_country: string };
    expect(home.user_country).toBe('us');
  });
});

it('answers JSON 404 for an unknown endpoint', async () => {
  expect((await expectJson<ApiError>('/api/v1/nothing-here', 404)).error.code).toBe('not_found');
});

describe('HTTP caching of the API', () => {
  it('sends Cache-Control and a weak ETag, and answers 304 to If-None-Match', async () => {
    const res = await get('/api/v1/swifts/DEUTDEFF');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    const tag = res.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/api/v1/swifts/DEUTDEFF', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps errors only briefly', async () => {
    const { status, res } = await json('/api/v1/swifts/ZZZZDEFF');
    expect([status, res.headers.get('cache-control')]).toEqual([404, 'public, max-age=60']);
  });
});

describe('recently viewed', () => {
  const recent = async () =>
    (
      (await (await get('/api/v1/home_page?user_country=de')).json()) as {
        recently_viewed: { swifts: string[]; banks: { slug: string }[] };
      }
    ).recently_viewed;

  it('records SWIFT codes and banks looked up by the browser, newest first, once each', async () => {
    await get('/api/v1/swifts/COBADEFF');
    await get('/api/v1/swifts/DEUTDEFF');
    await get('/api/v1/swifts/deutdeff');
    await get('/api/v1/banks/de/commerzbank-ag');
    await get('/api/v1/swifts/ZZZZDEFF'); // not found: not recorded
    // Written off the request path (waitUntil): wait until it lands.
    let seen = await recent();
    for (let i = 0; i < 50 && seen.banks.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await recent();
    }
    // Earlier tests of this file looked codes up too: check the order at the top and uniqueness.
    expect(seen.swifts.slice(0, 2)).toEqual(['DEUTDEFFXXX', 'COBADEFFXXX']);
    expect(seen.swifts.filter((c) => c === 'DEUTDEFFXXX')).toHaveLength(1);
    expect(seen.swifts).not.toContain('ZZZZDEFFXXX');
    expect(seen.banks[0]?.slug).toBe('commerzbank-ag');
  });
});
