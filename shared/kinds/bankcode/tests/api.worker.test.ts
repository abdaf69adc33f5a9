import { describe, expect, it } from 'vitest';
import type { BankCode, SearchResult, ValidationReport } from '../../../api-types';
import { expectJson, expectList, expectPage, get } from '../../../../tests/worker/fetch';
import { example } from '../worker/example';

// National bank codes: API, page, search, bulk lookup and sitemap against a real D1 holding
// tests/fixtures/seed/0006_iban.sql (the registers' rows the IBAN lookup reads too).

describe('GET /api/v1/bank_codes/{code}', () => {
  it('answers the register row with its bank, its BIC and the Bundesbank method', async () => {
    const body = await expectJson<BankCode>('/api/v1/bank_codes/DE37040044');
    // The API docs' example is this record, but for the fixture's source line and names.
    expect(body).toEqual({
      ...example,
      short_name: null,
      bank: { country: 'de', slug: 'commerzbank-ag', name: body.bank?.name },
      bic_listed: body.bic_listed,
      source: 'test fixture',
    });
    expect(body.bank?.slug).toBe('commerzbank-ag');
  });

  it('reads any case and spacing, and answers in canonical form', async () => {
    expect((await expectJson<BankCode>('/api/v1/bank_codes/de%203704%200044')).code).toBe('DE37040044');
  });

  it('is 404 for a well-formed code no register lists, 400 for one of no country format', async () => {
    expect(await expectJson('/api/v1/bank_codes/DE12345678', 404)).toEqual({
      error: { code: 'not_found', message: 'Bank code not found' },
    });
    const bad = await expectJson<{ error: { code: string; details: { errors: string[] } } }>(
      '/api/v1/bank_codes/DE123',
      400,
    );
    expect(bad.error.code).toBe('invalid_bank_code');
    expect(bad.error.details.errors).toEqual(['bankcode.invalid_length']);
  });

  it('lists a country’s codes in code order', async () => {
    const { items, headers } = await expectList<BankCode>('/api/v1/bank_codes?country=de');
    expect(items.map((c) => c.code)).toEqual(['DE10000000', 'DE10070000', 'DE37040044', 'DE60050009']);
    expect(headers.total).toBe('4');
  });
});

describe('the bank code page', () => {
  it('shows the register’s name, the BIC linked to its SWIFT page and the source', async () => {
    await expectPage('/bankcodes/DE37040044', {
      has: ['Commerzbank', 'href="/swifts/COBADEFFXXX"', 'test fixture', 'Bank code 37040044 (Germany)'],
    });
  });

  it('redirects the lookup form to the code’s own URL, and says when it has none', async () => {
    const res = await get('/bankcodes?code=de%2037040044');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/bankcodes/DE37040044');
    await expectPage('/bankcodes/DE12345678', { status: 404, has: ['BANK CODE NOT FOUND'] });
    await expectPage('/de/bankcodes/DE37040044', { has: ['Bankleitzahl 37040044 (Deutschland)'] });
  });
});

describe('search and bulk lookup', () => {
  it('finds a bank code by its bare digits, and the whole code exactly', async () => {
    const bare = await expectJson<SearchResult>('/api/v1/search?q=37040044');
    expect(bare.sections.bank_codes?.items[0]).toMatchObject({ code: 'DE37040044', name: 'Commerzbank' });
    const whole = await expectJson<SearchResult>('/api/v1/search?q=DE37040044');
    expect(whole.exact).toMatchObject({ type: 'bank_codes', code: 'DE37040044', path: '/bankcodes/DE37040044' });
  });

  it('bulk validation names the bank of a known code and reports an unknown one as not found', async () => {
    const res = await get('/api/v1/validate', {
      method: 'POST',
      body: JSON.stringify(['DE37040044', 'DE12345678']),
      headers: { 'Content-Type': 'application/json' },
    });
    const report = (await res.json()) as ValidationReport;
    expect(report.items.map((i) => [i.type, i.valid, i.found, i.bank_name])).toEqual([
      ['bankcode', true, true, 'Commerzbank'],
      ['bankcode', true, false, null],
    ]);
  });

  it('the sitemap lists every bank code page', async () => {
    const xml = await (await get('/sitemap-bankcodes-1.xml')).text();
    expect(xml).toContain('<loc>http://test/bankcodes/DE37040044</loc>');
  });
});
