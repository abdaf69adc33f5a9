import { describe, expect, it } from 'vitest';
import {
  expectJson,
  expectNotFound,
  expectPage,
  expectSecondPage,
  json,
  page,
  SCRIPT,
} from '../../../../tests/worker/fetch';
import { example as routingExample } from '../worker/example';

// US routing numbers through the embedded API and the page, against tests/fixtures/seed/0004_routings.sql.

type Json = Record<string, unknown>;

describe('GET /api/v1/us_routings/{number}', () => {
  it('joins the FedACH and Fedwire parts of a number in both directories', async () => {
    const body = await expectJson<Json>('/api/v1/us_routings/011000015');
    // The API docs' example is this record (the fields it shows), but for the fixture's source line
    // and place (its FedACH row gives the Atlanta address where the example says Boston).
    expect(body).toMatchObject({
      ...routingExample,
      city: 'ATLANTA',
      state: 'GA',
      source: 'test fixture FedACH',
      ach: {
        ...routingExample.ach,
        address: '1000 PEACHTREE ST N.E.',
        city: 'ATLANTA',
        state: 'GA',
        zip: '30309-4470',
        phone: '8773722457',
        servicing_fed_district: 1,
        new_routing_number: null,
        change_date: '2015-12-24',
        as_of: '2018-12-04',
      },
      wire: {
        ...routingExample.wire,
        city: 'BOSTON',
        state: 'MA',
        settlement_only: false,
        book_entry_securities_transfer_status: true,
        revision_date: '2004-09-10',
        source: 'test fixture Fedwire',
        as_of: '2018-12-03',
      },
    });
  });

  it('answers a Fedwire-only number with its bank and no ACH part', async () => {
    const { body } = await json<Json>('/api/v1/us_routings/026003780');
    expect(body).toMatchObject({
      process_status: 'fedwire',
      ach: null,
      bank: { country: 'us', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' },
    });
    expect((body.wire as Json).revision_date).toBeNull();
  });

  it('accepts the separators people type and answers in canonical form', async () => {
    const body = await expectJson<Json>('/api/v1/us_routings/0110-0001-5');
    expect(body.routing_number).toBe('011000015');
  });

  it('still answers numbers the directories list although they fail a check, with the findings', async () => {
    expect((await json<Json>('/api/v1/us_routings/021000022')).body).toMatchObject({
      check_digit_valid: false,
      validation_errors: ['aba.checksum'],
    });
    expect((await json<Json>('/api/v1/us_routings/154000008')).body).toMatchObject({
      validation_errors: ['aba.invalid_prefix'],
      fed_district: null,
    });
  });

  it.each([
    ['12345', ['aba.invalid_length']],
    ['01100001X', ['aba.invalid_characters']],
    ['021000023', ['aba.checksum']], // nine digits, unlisted, failing the check digit
  ])('answers 400 with the validator codes for %s', async (input, errors) => {
    const body = await expectJson<Json>(`/api/v1/us_routings/${input}`, 400);
    expect(body).toMatchObject({ error: { code: 'invalid_us_routing', details: { errors } } });
  });

  it('answers 404 for a valid number no directory lists', async () => {
    await expectNotFound('/api/v1/us_routings/021000021', 'Routing number not found');
  });
});

describe('GET /api/v1/us_routings', () => {
  it('pages all routing numbers in number order with the list headers', async () => {
    const items = await expectSecondPage<Json>('/api/v1/us_routings', '5', '3');
    expect(items.map((r) => r.routing_number)).toEqual(['021000089', '026003780']);
    expect(items[0]).toMatchObject({ process_status: 'fedach', ach: null, wire: null });
  });

  it('filters by bank, the country defaulting to us', async () => {
    for (const path of [
      '/api/v1/us_routings?bank=deutsche-bank-ag&page=1&page_size=9999',
      '/api/v1/us_routings?country=US&bank=deutsche-bank-ag',
    ]) {
      const { res, body } = await json<Json>(path);
      expect(res.headers.get('total')).toBe('1');
      expect((body as unknown as Json[]).map((r) => r.routing_number)).toEqual(['026003780']);
    }
  });

  it('has none for another country, 404 for an unknown bank, 400 for bad paging', async () => {
    const other = await json<Json>('/api/v1/us_routings?country=de');
    expect([other.status, other.body, other.res.headers.get('total')]).toEqual([200, [], '0']);
    expect((await json<Json>('/api/v1/us_routings?bank=no-such-bank')).status).toBe(404);
    expect((await json<Json>('/api/v1/us_routings?page=0')).body).toMatchObject({ error: { code: 'invalid_page' } });
    expect((await json<Json>('/api/v1/us_routings?country=usa')).body).toMatchObject({
      error: { code: 'invalid_country' },
    });
  });

  it('counts the routing numbers on the home page', async () => {
    const { body } = await json<Json>('/api/v1/home_page');
    expect((body.counters as Json).us_routings).toBe(5);
  });
});

describe('/usroutings pages', () => {
  it('shows both parts, the process status, the district, the check digit and the 2018 as-of date', async () => {
    const text = await expectPage('/usroutings/011000015', {
      has: [
        'Routing number 011000015',
        'both FedACH and Fedwire',
        '1 (Boston)',
        '1000 PEACHTREE ST N.E., ATLANTA, GA 30309-4470',
        '011000015</span>, Federal Reserve district 1 (Boston)',
        '(877) 372-2457',
        'FRB-BOS',
        '3×0 + 7×1 + 1×1 + 3×0 + 7×0 + 1×0 + 3×0 + 7×1 + 1×5 = 20',
        'Source: test fixture FedACH, as of December 4, 2018.',
        'Source: test fixture Fedwire, as of December 3, 2018.',
        'directories as of December 4, 2018',
        // Every date on the page in the language's one format, none as ISO 8601.
        'December 24, 2015',
        'September 10, 2004',
      ],
    });
    expect(text.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/>[^<]*\b\d{4}-\d{2}-\d{2}\b[^<]*</);
    expect((await page('/de/usroutings/011000015')).text).toContain('Stand 4. Dezember 2018');
    expect(text).toContain('href="/usroutings?number=011000015"');
  });

  it('says which number replaces a retired one (FedACH record type 2), in every language', async () => {
    const { text } = await page('/usroutings/021000089');
    expect(text).toMatch(
      /<p class="replaced-by">Replaced by(<!-- -->)? <a class="code" href="\/usroutings\/021000021"[^>]*>021000021<\/a><\/p>/,
    );
    expect((await page('/de/usroutings/021000089')).text).toMatch(
      /<p class="replaced-by">Ersetzt durch(<!-- -->)? <a class="code" href="\/de\/usroutings\/021000021"/,
    );
    expect((await page('/usroutings/011000015')).text).not.toContain('replaced-by');
  });

  it('links a matched number to its bank and says which directory lacks it', async () => {
    const { text } = await page('/usroutings/026003780');
    for (const s of ['href="/banks/us/deutsche-bank-ag"', 'only Fedwire', 'FedACH does not list this number'])
      expect(text).toContain(s);
  });

  it('is ROUTING NUMBER NOT FOUND with 404 for an unlisted or malformed number, never echoing markup', async () => {
    expect(await page('/usroutings/021000021')).toMatchObject({
      status: 404,
      text: expect.stringContaining('ROUTING NUMBER NOT FOUND'),
    });
    await expectPage(`/usroutings/${SCRIPT}`, { status: 404, lacks: ['<script>alert(1)'] });
  });

  it('shows the lookup form when empty, and the validator result for ?number=', async () => {
    await expectPage('/usroutings', { has: ['name="number"'] });
    await expectPage('/usroutings?number=011000015', {
      has: ['This is a valid routing number.', 'href="/usroutings/011000015"'],
    });
    const invalid = await page('/usroutings?number=021000023');
    expect(invalid.text).toContain('The check digit is wrong.');
    expect(invalid.text).toContain('do not list it');
    const markup = await page('/usroutings?number=%3Cb%3Ex');
    expect(markup.text).not.toContain('<b>x');
    expect(markup.text).toContain('A routing number has digits only.');
  });

  it('speaks German under /de', async () => {
    await expectPage('/de/usroutings/011000015', { has: ['FedACH und Fedwire'] });
    expect((await page('/de/usroutings/021000021')).text).toContain('ROUTING-NUMMER NICHT GEFUNDEN');
  });
});
