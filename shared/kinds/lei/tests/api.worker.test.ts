import { describe, expect, it } from 'vitest';
import type { Lei, LeiSummary } from '../../../api-types';
import {
  expectJson,
  expectList,
  expectNotFound,
  expectPage,
  expectRedirect,
  get,
  page,
  SCRIPT,
} from '../../../../tests/worker/fetch';

// The LEI API and page against a real D1 holding tests/fixtures/seed/*.sql (0007_leis.sql).
const DEUT = '7LTWFZYICNSX8D621K86';

describe('GET /api/v1/leis/{code}', () => {
  it('answers the record with parts, BICs (linked where in the directory) and the bank', async () => {
    const lei = await expectJson<Lei>(`/api/v1/leis/${DEUT}`);
    expect(lei).toMatchObject({
      code: DEUT,
      legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
      checksum_valid: true,
      errors: [],
      parts: { lou_prefix: '7LTW', reserved: 'FZ', entity_id: 'YICNSX8D621K', check_digits: '86' },
      country: 'DE',
      country_name: 'Germany',
      entity_status: 'ACTIVE',
      entity_category: 'GENERAL',
      legal_jurisdiction: 'DE',
      legal_form: { code: '8Z6G', other: null },
      registered_at: 'RA000242',
      registered_as: 'HRB 30000',
      expiration: { date: null, reason: null },
      legal_address: {
        lines: ['Taunusanlage 12'],
        city: 'Frankfurt am Main',
        region: 'DE-HE',
        country: 'DE',
        postal_code: '60325',
      },
      headquarters_address: { lines: ['Taunusanlage 12', 'Deutsche Bank Twin Towers'] },
      registration: {
        initial_date: '2012-06-06',
        last_update: '2024-01-04',
        next_renewal: '2025-01-29',
        status: 'ISSUED',
        corroboration_level: 'FULLY_CORROBORATED',
        managing_lou: '5299000J2N45DDNE4Y28',
      },
      bank: { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' },
      source: 'test fixture golden copy',
      as_of: '2024-01-05',
    });
    // GLEIF's BIC mapping of the LEI: [code, bic8, in the SWIFT directory, shared with another LEI, bank].
    const de = { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' };
    const bics = [
      ['DEUTDEBBXXX', 'DEUTDEBB', true, true, de],
      ['DEUTDEFF500', 'DEUTDEFF', true, false, de],
      ['DEUTDEFF999', 'DEUTDEFF', false, false, null],
      ['DEUTDEFFXXX', 'DEUTDEFF', true, false, de],
      ['DEUTFRPPXXX', 'DEUTFRPP', true, false, { ...de, country: 'fr' }],
    ] as const;
    expect(lei.bics).toEqual(
      bics.map(([code, bic8, in_directory, shared, bank]) => ({ code, bic8, in_directory, shared, bank })),
    );
    expect(lei.head_office_of.map((b) => b.country)).toEqual(['de', 'fr']);
  });

  it('answers null for every field the data lacks', async () => {
    const lei = (await (await get('/api/v1/leis/851WYGNLUQLFZBSYGB56')).json()) as Lei;
    expect(lei).toMatchObject({
      legal_name: 'COMMERZBANK Aktiengesellschaft',
      entity_status: null,
      legal_address: null,
      headquarters_address: null,
      registration: { initial_date: null, status: null, managing_lou: null },
      as_of: null,
    });
  });

  it('matches case-insensitively and ignores spaces', async () => {
    const res = await get('/api/v1/leis/7ltw%20fzyi%20cnsx%208d62%201k86');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Lei).code).toBe(DEUT);
  });

  it('answers a stored record failing its check digits, flagged, with the validator errors', async () => {
    const res = await get('/api/v1/leis/7LTWFZYICNSX8D621K87');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ checksum_valid: false, errors: ['lei.checksum'], bank: null });
  });

  it.each([
    ['7LTW', ['lei.invalid_length']],
    ['7LTWFZYICNSX8D621K88', ['lei.checksum']], // well-shaped, not stored, fails MOD 97-10
    ['%3Cscript%3E', ['lei.invalid_length', 'lei.invalid_characters']],
  ])('answers 400 with the validator errors for %s', async (code, errors) => {
    expect(await expectJson(`/api/v1/leis/${code}`, 400)).toMatchObject({
      error: { code: 'invalid_lei', details: { errors } },
    });
  });

  it('answers 404 for a valid LEI we do not have', async () => {
    await expectNotFound('/api/v1/leis/R0MUWSFPU8MPRO8K5P83', 'LEI code not found');
  });
});

describe('GET /api/v1/leis', () => {
  it('lists the LEIs of a bank (linked, or holding one of its BICs) with the list headers', async () => {
    const { items, headers } = await expectList<LeiSummary>(
      '/api/v1/leis?country=de&bank=deutsche-bank-ag&page=1&page_size=9999',
    );
    expect(headers).toMatchObject({ total: '2', 'total-pages': '1' });
    expect(items.map((l) => l.code)).toEqual(['549300SHAREDBIC00028', DEUT]);
    expect(items[1]).toEqual({
      code: DEUT,
      legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
      country: 'DE',
      entity_status: 'ACTIVE',
      registration_status: 'ISSUED',
      checksum_valid: true,
      bank: { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' },
      source: 'test fixture golden copy',
      as_of: '2024-01-05',
    });
  });

  it('filters by country and pages', async () => {
    const { items, headers } = await expectList<LeiSummary>('/api/v1/leis?country=DE&page=2&page_size=2');
    expect(headers).toMatchObject({ total: '3', 'page-number': '2' });
    expect(items.map((l) => l.code)).toEqual(['851WYGNLUQLFZBSYGB56']);
  });

  it.each([
    ['/api/v1/leis?bank=deutsche-bank-ag', 400],
    ['/api/v1/leis?country=deu', 400],
    ['/api/v1/leis?page=0', 400],
    ['/api/v1/leis?country=de&bank=no-such-bank', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });
});

describe('GET /api/v1/banks/{country}/{slug} head office LEI', () => {
  it('carries the LEI of the head-office BIC', async () => {
    const bank = (await (await get('/api/v1/banks/de/deutsche-bank-ag')).json()) as {
      head_office: { lei: string | null };
    };
    expect(bank.head_office.lei).toBe(DEUT);
  });
});

describe('LEI page', () => {
  it('shows the fields, the parts, the BICs linked to their SWIFT pages and the bank', async () => {
    const text = await expectPage(`/leis/${DEUT}`, {
      has: [
        `<h1>LEI code ${DEUT}</h1>`,
        'DEUTSCHE BANK AKTIENGESELLSCHAFT',
        'Fully corroborated',
        'Issued',
        'Deutsche Bank Twin Towers',
        ...['7LTW', 'FZ', 'YICNSX8D621K', '86'].map((part) => `<span class="code">${part}</span>`),
        'href="/swifts/DEUTDEFFXXX"',
        'href="/banks/de/deutsche-bank-ag"',
        'href="/leis/5299000J2N45DDNE4Y28"',
        'Source: test fixture golden copy, as of January 5, 2024.',
        // Country names, not codes, in the addresses and the jurisdiction.
        /<dt>Legal jurisdiction<\/dt><dd>Germany<\/dd>/,
        'DE-HE, Germany',
      ],
      // DEUTDEFF999 is not in our SWIFT data: no page to link.
      lacks: ['href="/swifts/DEUTDEFF999"', /, DE<\/span>/],
    });
    // Registration dates in the same format as the as-of date, none as ISO 8601.
    expect(text.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/>[^<]*\b\d{4}-\d{2}-\d{2}\b[^<]*</);
  });

  it('warns about a code failing its check digits', async () => {
    await expectPage('/leis/7LTWFZYICNSX8D621K87', { has: ['fails the ISO 17442 check-digit test'] });
  });

  it('an unknown LEI is LEI CODE NOT FOUND with 404, in German too', async () => {
    await expectPage('/leis/R0MUWSFPU8MPRO8K5P83', { status: 404, has: ['LEI CODE NOT FOUND'] });
    await expectPage('/de/leis/R0MUWSFPU8MPRO8K5P83', { status: 404, has: ['LEI-CODE NICHT GEFUNDEN'] });
  });

  it('a malformed code is a 404 and is not echoed unescaped', async () => {
    await expectPage(`/leis/${SCRIPT}`, { status: 404, lacks: ['<script>alert(1)'] });
  });

  it('without a code shows the lookup form, which redirects to the code page', async () => {
    await expectPage('/leis', { has: ['<h1>LEI code lookup</h1>', /<form[^>]*action="\/leis"/] });
    await expectRedirect('/leis?code=7ltw-fzyi-cnsx-8d62-1k86', `/leis/${DEUT}`);
  });

  it('the bank page links its head-office LEI', async () => {
    const { text } = await page('/banks/de/deutsche-bank-ag');
    expect(text).toContain(`href="/leis/${DEUT}"`);
  });
});

describe('SWIFT record and page carry the LEI', () => {
  it('lists the LEIs GLEIF maps to the BIC', async () => {
    const swift = (await (await get('/api/v1/swifts/DEUTDEBB')).json()) as {
      leis: { code: string; legal_name: string | null }[];
    };
    expect(swift.leis).toEqual([
      { code: '549300SHAREDBIC00028', legal_name: 'SHARED BIC HOLDER' },
      { code: DEUT, legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT' },
    ]);
    const page = await (await get('/swifts/DEUTDEFFXXX')).text();
    expect(page).toContain(`href="/leis/${DEUT}"`);
  });

  it('an empty list for a BIC without LEI', async () => {
    const swift = (await (await get('/api/v1/swifts/ALTBDEB1')).json()) as { leis: unknown[] };
    expect(swift.leis).toEqual([]);
  });
});
