import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Bin, BinDerived, BinRange } from '../../../api-types';
import {
  type ApiError,
  expectJson,
  expectPage,
  expectRedirect,
  expectSecondPage,
  get,
  json,
  page,
  pageTests,
  SCRIPT,
} from '../../../../tests/worker/fetch';

// BIN/IIN lookups (API and page) against a real D1 holding tests/fixtures/seed/0002_bins.sql.

describe('GET /api/v1/bins/{number}', () => {
  it('answers a known BIN with scheme, type, category, issuer, bank link, source and as-of', async () => {
    const body = await expectJson<Bin>('/api/v1/bins/535110');
    expect(body).toMatchObject({
      number: '535110',
      iin_start: '535110',
      iin_end: '535110',
      scheme: 'mastercard',
      payment_system: 'Mastercard',
      card_type: 'credit',
      card_category: 'PLATINUM',
      prepaid: false,
      country: 'DE',
      country_name: 'Germany',
      issuer_bank: 'COMMERZBANK AG',
      bank: { country: 'de', slug: 'commerzbank-ag', name: 'COMMERZBANK AG' },
      source: 'binlist test fixture',
      as_of: '2017-03-19',
      mii: 5,
    });
    expect(body.iin_schemes.map((s) => s.scheme)).toEqual(['mastercard']);
    // Related BINs: the same bank's neighbours, not the BIN itself.
    expect(body.related.map((r) => r.iin_start)).toEqual(['535111', '535112']);
  });

  it('finds a 6-digit BIN inside a range, and a 5-digit prefix as the less specific record', async () => {
    const body = await expectJson<Bin>('/api/v1/bins/371242');
    expect(body).toMatchObject({
      number: '371242',
      iin_start: '371241',
      iin_end: '371242',
      scheme: 'amex',
      card_type: 'credit',
    });
    expect(body.records.map((r) => `${r.iin_start}-${r.iin_end}`)).toEqual(['371241-371242', '37124-37124']);
  });

  it('finds an 8-digit BIN inside an 8-digit range, before the 6-digit prefix covering it', async () => {
    const { body } = await json<Bin>('/api/v1/bins/45717365');
    expect(body).toMatchObject({
      number: '45717365',
      iin_start: '45717360',
      iin_end: '45717369',
      brand: 'Visa/Dankort',
      issuer_city: 'Frankfurt',
    });
    expect(body.records.map((r) => r.iin_start)).toEqual(['45717360', '457173']);
    expect(body.bank).toEqual({ country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' });
    // Records covering the number are not repeated as related BINs.
    expect(body.related).toEqual([]);
  });

  it('answers a card number by its BIN (8 digits from 16 digits on), spaces allowed', async () => {
    const body = await expectJson<Bin>('/api/v1/bins/4571%207365%201234%205678');
    expect(body.number).toBe('45717365');
    const short = await json<Bin>('/api/v1/bins/5351101234567');
    expect(short.body.number).toBe('535110');
  });

  it('answers 400 with the validator error codes for a malformed number', async () => {
    for (const [path, code] of [
      ['1234', 'bin.invalid_length'],
      ['12ab56', 'bin.invalid_characters'],
      ['1'.repeat(25), 'bin.invalid_length'],
    ] as const) {
      const body = await expectJson<ApiError>(`/api/v1/bins/${path}`, 400);
      expect(body.error.code).toBe('invalid_bin');
      expect(body.error.details.errors).toEqual([code]);
    }
  });

  it('answers 404 for a well-formed unknown BIN, with the scheme derived from the IIN ranges', async () => {
    const body = await expectJson<{ error: { code: string; details: BinDerived } }>('/api/v1/bins/411111', 404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.details).toMatchObject({ number: '411111', mii: 4, mii_name: 'Banking and financial' });
    expect(body.error.details.iin_schemes.map((s) => s.scheme)).toEqual(['visa']);
  });
});

describe('GET /api/v1/bins (list)', () => {
  it('pages the BINs of a bank with the list headers', async () => {
    const items = await expectSecondPage<BinRange>('/api/v1/bins?country=DE&bank=commerzbank-ag', '3', '2');
    expect(items.map((r) => r.iin_start)).toEqual(['535112']);
  });

  it('filters by country, and answers 404 for an unknown bank and 400 for a bad country', async () => {
    const fr = await json<BinRange[]>('/api/v1/bins?country=fr');
    expect(fr.body.map((r) => r.iin_start)).toEqual(['497350']);
    expect(fr.res.headers.get('total')).toBe('1');
    expect((await get('/api/v1/bins?country=DE&bank=no-such-bank')).status).toBe(404);
    expect((await get('/api/v1/bins?country=D1')).status).toBe(400);
  });
});

describe('BIN page', () => {
  pageTests([
    {
      name: 'shows the record, the bank link, the source and the card structure',
      path: '/bins/535110',
      has: [
        'BIN 535110',
        'Mastercard',
        'href="/banks/de/commerzbank-ag"',
        'Source: binlist test fixture, as of March 19, 2017.',
        'href="/bins/535111"',
        'Luhn formula',
      ],
    },
    {
      name: 'an unknown BIN is BIN NOT FOUND with 404, still naming the scheme from the IIN ranges',
      path: '/bins/411111',
      status: 404,
      has: ['BIN NOT FOUND', 'Visa'],
    },
  ]);

  it('with conflicting records, shows the one the source precedence puts first and names its source', async () => {
    // binlist's record says ATLANTA, GB, credit; banks-db's says Discover Bank, US (seed 0031).
    await expectPage('/bins/601120', {
      has: [
        '<p class="lead">Discover Bank</p>',
        'Source: banks-db test fixture',
        /<p class="conflict-note">The sources disagree on this BIN\. Shown is the record of (<!-- -->)?banks-db test fixture/,
        /ATLANTA(<!-- -->)? <span class="muted">·(<!-- -->)? (<!-- -->)?binlist test fixture/,
      ],
    });
    expect((await page('/de/bins/601120')).text).toContain('Die Quellen widersprechen sich bei dieser BIN');
    const api = await expectJson<{ source: string; records: { source: string }[] }>('/api/v1/bins/601120');
    expect([api.source, ...api.records.map((r) => r.source)]).toEqual([
      'banks-db test fixture',
      'banks-db test fixture',
      'binlist test fixture',
    ]);
  });

  it('records that agree (one more specific than the other) carry no conflict note', async () => {
    expect((await page('/bins/45717360')).text).not.toContain('conflict-note');
    expect((await page('/bins/371241')).text).not.toContain('conflict-note');
  });

  it('cuts a card number to its BIN page and reports the Luhn check, out of search indexes', async () => {
    // The account digits never reach the page (tests/worker/card-numbers.test.ts): a redirect.
    expect((await get('/bins/4571736000000000')).headers.get('location')).toBe('/bins/45717360?card=valid');
    await expectPage('/bins/45717360?card=valid', {
      has: ['BIN 45717360', 'Luhn check passed', '<meta name="robots" content="noindex"/>'],
    });
    // A mistyped number still names its issuer; the check digit says it is wrong.
    const typo = await get('/bins/4571736000000004');
    expect(typo.headers.get('location')).toBe('/bins/45717360?card=invalid');
    expect((await page('/bins/45717360?card=invalid')).text).toContain('Luhn check failed');
  });

  it('a malformed number is a 404 with a localized reason, never echoed unescaped', async () => {
    await expectPage(`/bins/${SCRIPT}`, {
      status: 404,
      has: ['BIN NOT FOUND', 'A BIN or card number has digits only.'],
      lacks: ['<script>alert(1)'],
    });
    await expectPage('/de/bins/1234', { status: 404, has: ['BIN NICHT GEFUNDEN', 'Eine BIN hat 6 oder 8 Ziffern'] });
  });

  it('without a number shows the lookup form; the form redirects to the path form', async () => {
    await expectPage('/bins', { has: ['name="number"', 'Major industry identifier'] });
    await expectRedirect('/bins?number=5351%2010', '/bins/535110');
  });
});

// A prefix no record covers is no dead end when longer BINs start with it: they are listed.
describe('BIN prefixes', () => {
  const insert = `INSERT INTO bins (id, iin_start, iin_end, prefix_length, scheme, scheme_derived, card_type, country, issuer_name, issuer_name_local, bank_id, source) VALUES
    (9901,'41234560','41234561',8,'visa',0,'debit','DE','First Issuer',NULL,NULL,'test fixture'),
    (9902,'41234599','41234599',8,'visa',0,'credit','FR','Second Issuer',NULL,NULL,'test fixture')`;

  it('/bins/{6 digits} lists the 8-digit BINs under it, and the API names them in its 404', async () => {
    await env.DB.prepare(insert).run();
    try {
      const page = await get('/bins/412345');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('but 2 longer BINs start with it');
      expect(html).toMatch(/href="\/bins\/41234560"[^>]*>41234560–41234561</);
      expect(html).toContain('Second Issuer');
      // What the schemes' ranges say of the prefix (its MII) comes before the list, where a phone's first screen shows it.
      expect(html.indexOf('<dl class="details">')).toBeGreaterThan(0);
      expect(html.indexOf('<dl class="details">')).toBeLessThan(html.indexOf('id="bins-under"'));
      const api = await get('/api/v1/bins/412345');
      expect(api.status).toBe(404);
      const body = (await api.json()) as {
        error: { details: { under: { iin_start: string }[]; under_total: number } };
      };
      expect(body.error.details.under.map((r) => r.iin_start)).toEqual(['41234560', '41234599']);
      expect(body.error.details.under_total).toBe(2);
      // In another language, in its words.
      expect(await (await get('/de/bins/412345')).text()).toContain('aber 2 längere BINs beginnen damit');
    } finally {
      await env.DB.prepare('DELETE FROM bins WHERE id IN (9901, 9902)').run();
    }
  });

  it('answers a 5-digit prefix: its own record, or the BINs under it', async () => {
    // 37124: a 5-digit record of its own.
    const own = await get('/api/v1/bins/37124');
    expect(own.status).toBe(200);
    expect(((await own.json()) as { iin_start: string }).iin_start).toBe('37124');
    // 45717: none of its own; 457173 and 45717360-45717369 under it.
    const under = await get('/api/v1/bins/45717');
    expect(under.status).toBe(404);
    const details = ((await under.json()) as { error: { details: { under: { iin_start: string }[] } } }).error.details;
    expect(details.under.map((r) => r.iin_start)).toEqual(['457173', '45717360']);
    expect((await get('/bins/45717')).status).toBe(200);
  });
});
