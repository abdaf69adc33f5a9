import { describe, expect, it } from 'vitest';
import { expectJson, expectList, expectPage, get, page, pageTests, SCRIPT } from '../../../../tests/worker/fetch';
import type { Rubic, RubicSummary } from '../../../api-types';

// Russian BICs: API and page, against a real D1 holding tests/fixtures/seed/0005_rubics.sql.

describe('GET /api/v1/rubics/{code}', () => {
  it('answers the BIC with status, requisites, accounts, SWIFT codes and its bank', async () => {
    const rubic = await expectJson<Rubic>('/api/v1/rubics/044525101');
    expect(rubic).toMatchObject({
      code: '044525101',
      country: 'RU',
      country_name: 'Russia',
      okato_region: '45',
      region: null,
      name: 'АО "Дойче банк"',
      organisation: 'DEUTSCHE BANK AG',
      branch: null,
      registration_number: '3328',
      status: 'active',
      status_date: null,
      is_head_office: true,
      phone: null,
      bic_rkc: '044525000',
      address: '129090, г Москва, ул. Щепкина, д. 4',
      requisites: { correspondent_account: '30101810100000000101', okpo: null },
      org_data: { full_name: 'АО "Дойче банк"', short_name: 'Deutsche Bank Ltd', type: '20', location: 'г Москва' },
      swift: 'DEUTRUMMXXX',
      swifts: [{ code: 'DEUTRUMMXXX', is_default: true, known: false }],
      bank: { country: 'de', slug: 'deutsche-bank-ag' },
      source: 'Bank of Russia BIC directory ED807',
      as_of: '2026-04-17',
    });
    // Correspondent account first; the failing control key is reported, not hidden.
    expect(rubic.accounts.map((a) => [a.account, a.type, a.control_key_valid, a.control_key_errors])).toEqual([
      ['30101810100000000101', 'CRSA', true, []],
      ['40702810000000000101', 'BANA', false, ['ruaccount.checksum']],
    ]);
  });

  it('names the head office as the organisation of a branch, with the status date and restrictions', async () => {
    const rubic = (await (await get('/api/v1/rubics/044525102')).json()) as Rubic;
    expect(rubic).toMatchObject({
      organisation: 'АО "Дойче банк"',
      branch: 'Филиал Северный АО "Дойче банк"',
      status: 'pending_changes',
      status_date: '2026-04-01',
    });
    expect(rubic.accounts[0]?.restrictions).toEqual([{ code: 'SDRS', date: '2026-04-01', successor_bic: '044525101' }]);
    const liquidator = (await (await get('/api/v1/rubics/049205931')).json()) as Rubic;
    expect(liquidator).toMatchObject({
      status: 'invalid_license',
      status_date: '2019-08-09',
      bank: null,
      restrictions: [{ code: 'URRS', date: '2019-08-09' }],
    });
  });

  it('marks SWIFT codes that have a page', async () => {
    const rubic = (await (await get('/api/v1/rubics/100000101')).json()) as Rubic;
    expect(rubic.swifts).toEqual([{ code: 'DEUTDEFFXXX', is_default: true, known: true }]);
  });

  it('answers 404 for an unknown BIC and 400 with the validator errors for a malformed one', async () => {
    expect(await expectJson('/api/v1/rubics/044525999', 404)).toMatchObject({ error: { code: 'not_found' } });
    for (const [code, error] of [
      ['12345', 'rubic.invalid_length'],
      ['04452510A', 'rubic.invalid_characters'],
      ['994525101', 'rubic.invalid_prefix'],
    ]) {
      expect(await expectJson(`/api/v1/rubics/${code}`, 400)).toMatchObject({
        error: { code: 'invalid_rubic', details: { errors: [error] } },
      });
    }
    const xss = await get('/api/v1/rubics/%3Cscript%3E');
    expect(xss.status).toBe(400);
    expect(await xss.text()).not.toContain('<script>');
  });
});

describe('GET /api/v1/rubics', () => {
  it('lists the BICs of a bank, head office first, with the list headers', async () => {
    const { items, headers } = await expectList<RubicSummary>(
      '/api/v1/rubics?country=de&bank=deutsche-bank-ag&page=1&page_size=9999',
    );
    expect([headers.total, headers['total-pages']]).toEqual(['3', '1']);
    expect(items.map((r) => [r.code, r.is_head_office])).toEqual([
      ['044525101', true],
      ['044525102', false],
      ['100000101', false],
    ]);
    expect(items[0]).toMatchObject({
      correspondent_account: '30101810100000000101',
      status: 'active',
      source: 'Bank of Russia BIC directory ED807',
    });
  });

  it('pages through all BICs, and a bank without country is looked up in Russia', async () => {
    const { items, headers } = await expectList<RubicSummary>('/api/v1/rubics?page=2&page_size=2');
    expect(headers).toMatchObject({ total: '5', 'page-number': '2' });
    expect(items.length).toBe(2);
    expect((await get('/api/v1/rubics?bank=deutsche-bank-ag')).status).toBe(404); // no such bank in RU
    expect((await get('/api/v1/rubics?page=0')).status).toBe(400);
  });

  it('gives the bank its head office BIC and counts BICs on the home page', async () => {
    const bank = (await (await get('/api/v1/banks/de/deutsche-bank-ag')).json()) as {
      head_office: { bic: string | null };
    };
    expect(bank.head_office.bic).toBe('044525101');
    const home = (await (await get('/api/v1/home_page?user_country=de')).json()) as { counters: { rubics: number } };
    expect(home.counters.rubics).toBe(5);
  });
});

describe('BIC page /bics/:code?', () => {
  pageTests([
    {
      name: 'shows every field, the status with its date, the accounts with their control key, SWIFT and bank links',
      path: '/bics/044525101',
      has: [
        '<title>BIC 044525101: АО &quot;Дойче банк&quot;</title>',
        'href="/banks/de/deutsche-bank-ag"',
        '30101810100000000101',
        'Correspondent account (CRSA)',
        'does not match the BIC',
        'Credit institution (20)',
        'href="/bics/044525000"', // the RKC
        'DEUTRUMMXXX',
        'Source: Bank of Russia BIC directory ED807, as of April 17, 2026.',
      ],
      lacks: ['href="/swifts/DEUTRUMMXXX"'], // not in our SWIFT directory: no dead link
    },
  ]);

  it('links a known SWIFT code and shows restrictions, in German too', async () => {
    expect((await page('/bics/100000101')).text).toContain('href="/swifts/DEUTDEFFXXX"');
    // Dates through the one formatter of the language (raw ISO dates beside long ones).
    await expectPage('/de/bics/049205931', {
      has: ['Lizenz ungültig seit 9. August 2019', 'Zahlungsverkehrsdienste eingeschränkt (URRS)'],
    });
    expect((await page('/bics/044525102')).text).toContain('Pending changes since April 1, 2026');
  });

  it('an unknown or malformed BIC is the not-found state with 404, never echoed unescaped', async () => {
    await expectPage('/bics/044525999', { status: 404, has: ['BIC NOT FOUND'] });
    await expectPage(`/bics/${SCRIPT}`, { status: 404, lacks: ['<script>alert(1)'] });
    expect((await page('/de/bics/12345')).text).toContain('BIC NICHT GEFUNDEN');
  });

  it('without a code shows the lookup form, which lands on the code URL', async () => {
    await expectPage('/bics', { has: ['name="code"', 'Russian BIC lookup'] });
    const res = await get('/bics?code=044525101');
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toMatch(/\/bics\/044525101$/);
    const de = await get('/de/bics?code=044525101');
    expect(de.headers.get('location')).toMatch(/\/de\/bics\/044525101$/);
  });
});
