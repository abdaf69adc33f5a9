import { describe, expect, it } from 'vitest';
import {
  expectApiError,
  expectList,
  expectNotFound,
  expectPage,
  expectSecondPage,
  get,
  SCRIPT,
} from '../../../../tests/worker/fetch';
import { example as ifscExample } from '../worker/example';

// IFSC API and page against a real D1 holding tests/fixtures/seed/0003_ifscs.sql.

describe('GET /api/v1/ifscs/{code}', () => {
  it('answers the branch with its bank, bank type, SWIFT and MICR', async () => {
    const res = await get('/api/v1/ifscs/HDFC0000001');
    expect(res.status).toBe(200);
    // The API docs' example is this record (the fields it shows), but for the fixture's source line and date.
    expect(await res.json()).toMatchObject({
      ...ifscExample,
      state_code: 'IN-MH',
      country_name: 'India',
      contact: '+912261606161',
      ifsc_bank: {
        code: 'HDFC',
        name: 'HDFC Bank',
        type: 'private',
        category: 'Private',
        iin: '607152',
        nach_debit: true,
      },
      source: 'test fixture',
      as_of: '2022-12-09',
    });
  });

  it('matches case-insensitively and answers in canonical form', async () => {
    const body = (await (await get('/api/v1/ifscs/hdfc0000001')).json()) as { code: string };
    expect(body.code).toBe('HDFC0000001');
  });

  it('names the sub-member bank of a sublet code and links to it', async () => {
    const body = await (await get('/api/v1/ifscs/HDFC0CAACOB')).json();
    expect(body).toMatchObject({
      sublet: true,
      bank_code: 'HDFC',
      ifsc_bank: { code: 'AACX', type: null, category: 'O-UCB' },
      bank: { country: 'in', slug: 'akhand-anand-co-op-bank' },
    });
  });

  it('flags a code that is not in the current RBI list, with unknown payment systems as null', async () => {
    const body = await (await get('/api/v1/ifscs/HDFC0000999')).json();
    expect(body).toMatchObject({ in_valid_list: false, neft: null, upi: null, swift: null, micr: null });
  });

  it.each([
    ['HDFC1000001', 'ifsc.invalid_reserved_character'],
    ['HDFC000001', 'ifsc.invalid_length'],
    ['1234000001X', 'ifsc.invalid_bank_code'],
  ])('answers 400 with the validator error codes for %s', async (code, error) => {
    const { details } = await expectApiError(`/api/v1/ifscs/${code}`, 400, 'invalid_ifsc');
    expect(details.errors).toContain(error);
  });

  it('answers 404 JSON for a well-formed unknown code', async () => {
    await expectNotFound('/api/v1/ifscs/SBIN0000001', 'IFSC not found');
  });
});

describe('GET /api/v1/ifscs', () => {
  it('pages the codes of a bank with the list headers', async () => {
    const items = await expectSecondPage<{ code: string }>('/api/v1/ifscs?country=in&bank=hdfc-bank-ltd', '3', '2');
    expect(items.map((i) => i.code)).toEqual(['HDFC0000999']);
  });

  it('lists a country, and nothing for a country without IFSCs', async () => {
    expect((await expectList('/api/v1/ifscs?country=IN')).headers.total).toBe('4');
    expect((await expectList('/api/v1/ifscs?country=de')).items).toEqual([]);
  });

  it('answers 404 for an unknown bank and 400 for bad parameters', async () => {
    expect((await get('/api/v1/ifscs?country=in&bank=no-such-bank')).status).toBe(404);
    const noCountry = await get('/api/v1/ifscs?bank=hdfc-bank-ltd');
    expect(noCountry.status).toBe(400);
    expect(((await noCountry.json()) as { error: { code: string } }).error.code).toBe('invalid_country');
    expect((await get('/api/v1/ifscs?page=0')).status).toBe(400);
  });
});

describe('IFSC page', () => {
  it('shows every field, with links to the bank and the SWIFT page', async () => {
    await expectPage('/ifscs/HDFC0000001', {
      has: [
        /<title>HDFC0000001: IFSC code of HDFC Bank<\/title>/,
        'href="/banks/in/hdfc-bank-ltd"',
        'href="/swifts/HDFCINBBXXX"',
        'KAMALA MILLS COMPOUND',
        '400240015',
        '+912261606161',
        'MAHARASHTRA',
        'Private bank',
        'Private sector bank',
        '607152',
        ...['HDFC', '0', '000001'].map((part) => `<span class="code">${part}</span>`),
        'Source: test fixture, as of December 9, 2022.',
      ],
      lacks: ['not in the current RBI list'],
    });
  });

  it('warns about a code missing from the RBI list', async () => {
    await expectPage('/ifscs/HDFC0000999', { has: ['This code is not in the current RBI list of IFSC codes'] });
  });

  it.each([
    ['/ifscs/SBIN0000001', 'IFSC NOT FOUND'],
    ['/de/ifscs/SBIN0000001', 'IFSC NICHT GEFUNDEN'],
  ])('an unknown code is IFSC NOT FOUND with 404, in German too: %s', async (path, heading) => {
    await expectPage(path, { status: 404, has: [heading] });
  });

  it('a malformed code is a 404 and is not echoed unescaped', async () => {
    await expectPage(`/ifscs/${SCRIPT}`, { status: 404, has: ['IFSC NOT FOUND'], lacks: ['<script>alert(1)'] });
  });

  it('without a code shows the lookup form, which redirects to the code page', async () => {
    await expectPage('/ifscs', { has: ['name="code"'] });
    const res = await get('/ifscs?code=hdfc0000001');
    expect([301, 302, 303, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/ifscs/HDFC0000001');
    const de = await get('/de/ifscs?code=HDFC0000001');
    expect(de.headers.get('location')).toBe('/de/ifscs/HDFC0000001');
  });
});
