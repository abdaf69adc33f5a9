import { describe, expect, it } from 'vitest';
import type { IbanCalculation, IbanCalculationReport } from '../record';
import { refIban } from '../../../../tests/unit/validators/reference';
import { type ApiError, expectPage, expectRedirect, get, json, SCRIPT } from '../../../../tests/worker/fetch';

// The IBAN calculator in GET and POST /api/v1/ibans, against a real D1 holding
// tests/fixtures/seed/0006_iban.sql (Commerzbank 37040044 with Bundesbank method 13, La Banque
// Postale 20041, NatWest NWBK).

const calc = (query: string) => json<IbanCalculation & Partial<ApiError>>(`/api/v1/ibans?${query}`);

const post = (body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  get('/api/v1/ibans', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

describe('GET /api/v1/ibans: the IBAN of an account', () => {
  it('calculates a German IBAN with its parts and bank, private and never stored', async () => {
    const { status, body, res } = await calc('country=de&bank_code=37040044&account=532013000');
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
    const { status, body } = await calc('country=FR&bank_code=20041&branch_code=01005&account=0500013M026');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      iban: 'FR1420041010050500013M02606',
      parts: { bban_check_digits: '06', branch_identifier: '01005' },
      bank: { name: 'LA BANQUE POSTALE' },
    });
  });

  it('refuses a German account failing the Bundesbank method of its bank code (read from D1)', async () => {
    const { status, body, res } = await calc('country=de&bank_code=37040044&account=532014000');
    expect(status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body.error).toMatchObject({ code: 'invalid_iban', details: { errors: ['iban.national_checksum'] } });
  });

  it('refuses a UK account failing VocaLink modulus checking', async () => {
    const { status, body } = await calc('country=gb&bank_code=NWBK&branch_code=089999&account=66374959');
    expect(status).toBe(400);
    expect(body.error?.details).toMatchObject({ errors: ['iban.national_checksum'], field: 'account' });
  });

  it.each([
    [
      'country=de&bank_code=3704004&account=532013000',
      'iban.calc_bank_code',
      { field: 'bank_code', length: 8, chars: 'n' },
    ],
    ['country=de&account=532013000', 'iban.calc_bank_code', { reason: 'missing' }],
    ['country=de&bank_code=37040044&account=12345678901', 'iban.calc_account', { length: 10, padded: true }],
    ['country=de&bank_code=37040044&branch_code=1&account=1', 'iban.calc_branch_code', { reason: 'unexpected' }],
    ['country=fr&bank_code=20041&account=0500013M026', 'iban.calc_branch_code', { reason: 'missing', length: 5 }],
    ['country=qq&bank_code=1&account=1', 'iban.calc_country', { field: 'country' }],
    ['bank_code=1&account=1', 'iban.calc_country', { field: 'country' }],
    ['country=is&bank_code=01&branch_code=59&account=007654', 'iban.calc_unsupported', {}],
    [`country=de&bank_code=${'<script>'.repeat(30)}&account=1`, 'iban.calc_bank_code', { reason: 'format' }],
  ])('answers 400 invalid_iban for %s', async (query, error, details) => {
    const { status, body } = await calc(query);
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

describe('/iban page: the calculator form', () => {
  it('offers a GET form to /iban with country, bank code, branch code and account number', async () => {
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
    expect(form).toMatch(/<form[^>]*action="\/iban"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/iban"/);
  });

  it('redirects a calculated IBAN to its own page, keeping the language', async () => {
    await expectRedirect(
      '/iban?country=DE&bank_code=37040044&branch_code=&account=532013000',
      '/iban/DE89370400440532013000',
    );
    await expectRedirect(
      '/de/iban?country=FR&bank_code=20041&branch_code=01005&account=0500013M026',
      '/de/iban/FR1420041010050500013M02606',
    );
  });

  it('shows a refusal next to the form with the input kept, 400, localized', async () => {
    const html = await expectPage('/iban?country=DE&bank_code=37040044&branch_code=&account=532014000', {
      status: 400,
      has: ['The check digits of this account number do not match.', 'value="532014000"', 'value="37040044"'],
    });
    expect(html).toMatch(/<option value="DE" selected="">Germany<\/option>/);
    expect(html).toMatch(/id="calc-account"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="calc-account"/);
    await expectPage('/de/iban?country=DE&bank_code=3704004&branch_code=&account=532013000', {
      status: 400,
      has: ['Die Bankleitzahl hat in diesem Land 8 Zeichen: nur Ziffern.'],
    });
    await expectPage('/fr/iban?country=DE&bank_code=37040044&branch_code=12&account=532013000', {
      status: 400,
      has: ['Les comptes de ce pays n’ont pas de code agence'],
    });
    await expectPage('/iban?country=IS&bank_code=01&branch_code=59&account=007654', {
      status: 400,
      has: ['cannot be calculated here'],
    });
  });

  it('never echoes the input unescaped', async () => {
    await expectPage(`/iban?country=DE&bank_code=${SCRIPT}&branch_code=&account=${SCRIPT}`, {
      status: 400,
      has: ['The bank code of this country has 8 characters: digits only.'],
      lacks: ['<script>alert(1)'],
    });
  });
});
