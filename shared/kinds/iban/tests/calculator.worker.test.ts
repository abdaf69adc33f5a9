import { describe, expect, it } from 'vitest';
import type { IbanCalculation, IbanCalculationReport } from '../record';
import { refIban } from '../../../../tests/unit/validators/reference';
import { type ApiError, expectPage, get, json } from '../../../../tests/worker/fetch';

// The IBAN calculator in POST /api/v1/ibans, against a real D1 holding
// tests/fixtures/seed/0006_iban.sql (Commerzbank 37040044 with Bundesbank method 13, La Banque
// Postale 20041, NatWest NWBK).

const JSON_TYPE = { 'Content-Type': 'application/json' };

const post = (body: unknown, headers: Record<string, string> = JSON_TYPE) =>
  get('/api/v1/ibans', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

/** One account's calculation: its parts in the body, never in the address. */
const calc = (account: Record<string, string>) =>
  json<IbanCalculation & Partial<ApiError>>('/api/v1/ibans', {
    method: 'POST',
    body: JSON.stringify(account),
    headers: JSON_TYPE,
  });

describe('POST /api/v1/ibans with one account: its IBAN', () => {
  it('calculates a German IBAN with its parts and bank, private and never stored', async () => {
    const { status, body, res } = await calc({ country: 'de', bank_code: '37040044', account: '532013000' });
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({
      iban: 'DE89370400440532013000',
      iban_print: 'DE89 3704 0044 0532 0130 00',
      country: 'DE',
      national_checksum: 'valid',
      parts: { bank_identifier: '37040044', account_number: '0532013000', check_digits: '89' },
      bank: { bank_code: '37040044', name: 'Commerzbank', bic: 'COBADEFFXXX', source: 'test fixture' },
    });
  });

  it('computes the French RIB key and finds the bank', async () => {
    const { status, body } = await calc({
      country: 'FR',
      bank_code: '20041',
      branch_code: '01005',
      account: '0500013M026',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      iban: 'FR1420041010050500013M02606',
      parts: { bban_check_digits: '06', branch_identifier: '01005' },
      bank: { name: 'LA BANQUE POSTALE' },
    });
  });

  it('refuses a German account failing the Bundesbank method of its bank code (read from D1)', async () => {
    const { status, body, res } = await calc({ country: 'de', bank_code: '37040044', account: '532014000' });
    expect(status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.error).toMatchObject({ code: 'invalid_iban', details: { errors: ['iban.national_checksum'] } });
  });

  it('refuses a UK account failing VocaLink modulus checking', async () => {
    const { status, body } = await calc({
      country: 'gb',
      bank_code: 'NWBK',
      branch_code: '089999',
      account: '66374959',
    });
    expect(status).toBe(400);
    expect(body.error?.details).toMatchObject({ errors: ['iban.national_checksum'], field: 'account' });
  });

  it.each([
    [
      { country: 'de', bank_code: '3704004', account: '532013000' },
      'iban.calc_bank_code',
      { field: 'bank_code', length: 8, chars: 'n' },
    ],
    [{ country: 'de', account: '532013000' }, 'iban.calc_bank_code', { reason: 'missing' }],
    [
      { country: 'de', bank_code: '37040044', account: '12345678901' },
      'iban.calc_account',
      { length: 10, padded: true },
    ],
    [
      { country: 'de', bank_code: '37040044', branch_code: '1', account: '1' },
      'iban.calc_branch_code',
      { reason: 'unexpected' },
    ],
    [
      { country: 'fr', bank_code: '20041', account: '0500013M026' },
      'iban.calc_branch_code',
      { reason: 'missing', length: 5 },
    ],
    [{ country: 'qq', bank_code: '1', account: '1' }, 'iban.calc_country', { field: 'country' }],
    [{ bank_code: '1', account: '1' }, 'iban.calc_country', { field: 'country' }],
    [{ country: 'is', bank_code: '01', branch_code: '59', account: '007654' }, 'iban.calc_unsupported', {}],
    [{ country: 'de', bank_code: '<script>'.repeat(30), account: '1' }, 'iban.calc_bank_code', { reason: 'format' }],
  ])('answers 400 invalid_iban for %o', async (account, error, details) => {
    const { status, body } = await calc(account);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('invalid_iban');
    expect(body.error?.message).toMatch(/\w/);
    expect(body.error?.details).toMatchObject({ errors: [error], ...details });
    expect(JSON.stringify(body)).not.toContain('<script>');
  });
});

describe('POST /api/v1/ibans: many accounts at once', () => {
  it('answers one result per item, in order, private and never stored', async () => {
    const res = await post({
      items: [
        { country: 'DE', bank_code: '37040044', account: '0532013000' },
        { country: 'de', bank_code: '37040044', account: '532014000' },
        { country: 'GB', bank_code: 'NWBK', branch_code: '601613', account: '31926819' },
        { country: 'IT', bank_code: '05428', branch_code: '11101', account: '000000123456' },
        { country: 'fr', bank_code: '2004', branch_code: '01005', account: '0500013M026' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const report = (await res.json()) as IbanCalculationReport;
    expect(report).toMatchObject({ total: 5, calculated: 3 });
    expect(report.items.map((i) => i.result?.iban ?? i.error?.details)).toEqual([
      'DE89370400440532013000',
      expect.objectContaining({ errors: ['iban.national_checksum'] }),
      'GB29NWBK60161331926819',
      'IT60X0542811101000000123456',
      expect.objectContaining({ errors: ['iban.calc_bank_code'], length: 5 }),
    ]);
    expect(report.items[0]?.result?.bank?.name).toBe('Commerzbank');
    expect(report.items[2]?.result?.bank?.name).toBe('NATIONAL WESTMINSTER BANK PLC');
    expect(report.items[1]?.error?.code).toBe('invalid_iban');
    // Every IBAN answered has its ISO 13616 check digits right.
    for (const item of report.items)
      if (item.result) expect(item.result.iban).toBe(refIban(item.result.country, item.result.parts.bban));
  });

  it('takes as many items as the bulk validation, and refuses one more', async () => {
    const item = { country: 'AT', bank_code: '19043', account: '234573201' };
    const ok = await post({ items: Array(1000).fill(item) });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as IbanCalculationReport).calculated).toBe(1000);
    const over = await post({ items: Array(1001).fill(item) });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: { code: 'invalid_body', details: { max: 1000, count: 1001 } } });
  });

  it.each([
    ['malformed JSON', '{"items": [', 400, 'invalid_body'],
    ['no items array', { items: 'x' }, 400, 'invalid_body'],
    ['no items', { items: [] }, 400, 'invalid_body'],
    ['an item that is not an object', { items: ['DE89370400440532013000'] }, 400, 'invalid_body'],
  ])('answers 400 for %s', async (_, body, status, code) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code } });
  });

  it('refuses another content type and a body over 1 MB', async () => {
    const csv = await post('country,bank_code,account', { 'Content-Type': 'text/csv' });
    expect(csv.status).toBe(400);
    const big = await post(JSON.stringify({ items: [], pad: 'x'.repeat(1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'body_too_large' } });
  });
});

/** A plain form POST of the calculator (form-encoded, as a browser without JavaScript sends it). */
const submit = (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
  get(path, { method: 'POST', body: new URLSearchParams(fields), ...init });

/** The form's fields: no branch code unless given. */
const form = (fields: Partial<Record<'country' | 'bank_code' | 'branch_code' | 'account', string>>) => ({
  country: '',
  bank_code: '',
  branch_code: '',
  account: '',
  ...fields,
});

/** Checks a form POST's answer: its status and the page's HTML (has, lacks); returns the HTML. */
async function expectAnswer(res: Response, status: number, has: (string | RegExp)[], lacks: string[] = []) {
  expect(res.status).toBe(status);
  const html = await res.text();
  for (const s of has) {
    if (typeof s === 'string') expect(html).toContain(s);
    else expect(html).toMatch(s);
  }
  for (const s of lacks) expect(html).not.toContain(s);
  return html;
}

describe('/iban page: the calculator form', () => {
  it('offers a POST form to /iban with country, bank code, branch code and account number', async () => {
    const html = await expectPage('/iban', {
      has: [
        'Calculate an IBAN',
        /<select[^>]*name="country"/,
        'name="bank_code"',
        'name="branch_code"',
        'name="account"',
        '<option value="DE">Germany</option>',
      ],
      // Territories have IBANs of the country whose format they use: not offered.
      lacks: ['<option value="GP">'],
    });
    const form = html.slice(html.indexOf('class="calc-form"') - 200);
    expect(form).toMatch(/<form[^>]*action="\/iban"[^>]*method="post"|<form[^>]*method="post"[^>]*action="\/iban"/);
  });

  it('redirects a calculated IBAN to its own page (303), keeping the language', async () => {
    const res = await submit('/iban', form({ country: 'DE', bank_code: '37040044', account: '532013000' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/iban/DE89370400440532013000');
    const de = await submit(
      '/de/iban',
      form({ country: 'FR', bank_code: '20041', branch_code: '01005', account: '0500013M026' }),
    );
    expect(de.status).toBe(303);
    expect(de.headers.get('location')).toBe('/de/iban/FR1420041010050500013M02606');
  });

  it('shows a refusal next to the form with the input kept, 400, localized', async () => {
    const html = await expectAnswer(
      await submit('/iban', form({ country: 'DE', bank_code: '37040044', account: '532014000' })),
      400,
      ['The check digits of this account number do not match.', 'value="532014000"', 'value="37040044"'],
    );
    expect(html).toMatch(/<option value="DE" selected="">Germany<\/option>/);
    // The answer holds the account number: stored by no cache.
    const again = await submit('/iban', form({ country: 'DE', bank_code: '37040044', account: '532014000' }));
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/id="calc-account"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="calc-account"/);
    await expectAnswer(
      await submit('/de/iban', form({ country: 'DE', bank_code: '3704004', account: '532013000' })),
      400,
      ['Die Bankleitzahl hat in diesem Land 8 Zeichen: nur Ziffern.'],
    );
    await expectAnswer(
      await submit('/fr/iban', form({ country: 'DE', bank_code: '37040044', branch_code: '12', account: '532013000' })),
      400,
      ['Les comptes de ce pays n’ont pas de code agence'],
    );
    await expectAnswer(
      await submit('/iban', form({ country: 'IS', bank_code: '01', branch_code: '59', account: '007654' })),
      400,
      ['cannot be calculated here'],
    );
  });

  it('never echoes the input unescaped', async () => {
    const script = '<script>alert(1)</script>';
    await expectAnswer(
      await submit('/iban', form({ country: 'DE', bank_code: script, account: script })),
      400,
      ['The bank code of this country has 8 characters: digits only.'],
      ['<script>alert(1)'],
    );
  });

  it('refuses a body larger than four short fields unread, 413, localized', async () => {
    await expectAnswer(
      await submit('/de/iban', form({ country: 'DE', bank_code: '37040044', account: '1'.repeat(5000) })),
      413,
      ['Das gesendete Formular war zu groß.'],
    );
  });

  it('takes POST besides GET and HEAD, and says so', async () => {
    const res = await get('/iban', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

// A 12-19-digit run in an address is cut to a card's BIN at the request's entry
// (worker/middleware/card-numbers.ts); an account of that length (PL 16 digits, IT 12, HU 16 or
// 24, ...) travels in a body, whole. PL61109010140000071219812874 is the IBAN registry's Polish
// example: bank and branch 10901014, account 0000071219812874.
describe('a long numeric account reaches the calculator whole', () => {
  const PL = { country: 'PL', bank_code: '10901014', account: '0000071219812874' };

  it('through the API', async () => {
    const { status, body } = await calc(PL);
    expect(status).toBe(200);
    expect(body.iban).toBe('PL61109010140000071219812874');
    expect(body.parts.account_number).toBe('0000071219812874');
  });

  it("through the page's form", async () => {
    const res = await submit('/iban', form(PL));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/iban/PL61109010140000071219812874');
  });

  it('and the parts in an address calculate nothing: the API takes no GET, the page is the lookup page', async () => {
    const api = await get('/api/v1/ibans?country=DE&bank_code=37040044&account=532013000');
    expect(api.status).toBe(405);
    expect(api.headers.get('allow')).toBe('POST, OPTIONS');
    // The calculator form of old sent its fields as a GET: now the plain IBAN page, the form empty.
    const html = await expectPage('/iban?country=DE&bank_code=37040044&branch_code=&account=532013000', {
      has: ['Calculate an IBAN', /id="calc-account"[^>]*value=""|value=""[^>]*id="calc-account"/],
      lacks: ['role="alert"', 'DE89370400440532013000', 'value="532013000"'],
    });
    expect(html).not.toMatch(/aria-invalid="true"/);
    // A 16-digit account in the address is a card number by the entry's rule: sent to its BIN's
    // page, never to an IBAN.
    const res = await get('/iban?country=PL&bank_code=10901014&branch_code=&account=0000071219812874');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).not.toMatch(/^\/iban/);
    expect(res.headers.get('location')).not.toContain('0000071219812874');
  });
});
