import { describe, expect, it } from 'vitest';
import type { Iban, ValidationReport } from '../../../api-types';
import { refIban } from '../../../../tests/unit/validators/reference';
import { expectPage, get, json } from '../../../../tests/worker/fetch';

// The account check of German and UK IBANs (shared/kinds/iban/worker/account.ts) in
// GET /api/v1/ibans/{code}, the /iban page and POST /api/v1/validate, against a real D1 holding
// tests/fixtures/seed/0006_iban.sql: Commerzbank 37040044 with Bundesbank method 13, the
// Bundesbank 10000000 with method 09 (no check), 60050009 without a method.

const api = async (code: string) => (await json<Iban>(`/api/v1/ibans/${encodeURIComponent(code)}`)).body;

const bulk = async (codes: string[]) => {
  const res = await get('/api/v1/validate', {
    method: 'POST',
    body: JSON.stringify(codes),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ValidationReport).items;
};

// Each IBAN's own check digits are right (ISO 7064 MOD 97-10, recomputed by refIban): only the
// account check can fail it.
const DE_VALID = 'DE89370400440532013000'; // method 13: check digit 0 over 532013, sub-account 00
const DE_WRONG = refIban('DE', '370400440532014000'); // one digit of the base number changed
const DE_NO_METHOD = refIban('DE', '600500090532014000');
const DE_NO_CHECK = refIban('DE', '100000000532014000'); // method 09 accepts every account
// VocaLink, "Validating account numbers", test cases 1 and 29: modulus 10 at sort code 089999.
const GB_VALID = refIban('GB', 'NWBK08999966374958');
const GB_WRONG = refIban('GB', 'NWBK08999966374959');
// Sort code 000000 has no row in VocaLink's weight table: no check can be made.
const GB_UNCHECKED = refIban('GB', 'NWBK00000066374958');

describe('account check of German and UK IBANs: GET /api/v1/ibans/{code}', () => {
  it('a German account that passes its bank code\'s Bundesbank method is "valid"', async () => {
    const body = await api(DE_VALID);
    expect(body).toMatchObject({ valid: true, errors: [], checks: { checksum: true, national_checksum: 'valid' } });
  });

  it('a German account that fails it makes the IBAN invalid, though its IBAN check digits are right', async () => {
    const body = await api(DE_WRONG);
    expect(body).toMatchObject({
      valid: false,
      errors: ['iban.national_checksum'],
      checks: { structure: true, checksum: true, length: true, national_checksum: 'invalid' },
      bank: { bank_code: '37040044', name: 'Commerzbank' },
    });
  });

  it("the method is the bank code's: an account wrong at Commerzbank is unchecked where the code has none, or 09", async () => {
    expect((await api(DE_WRONG)).checks.national_checksum).toBe('invalid');
    // The same account number 0532014000 at a bank code without a method, and at the Bundesbank,
    // whose method 09 accepts every account: no check made, so no verdict.
    for (const iban of [DE_NO_METHOD, DE_NO_CHECK]) {
      const body = await api(iban);
      expect(body, iban).toMatchObject({ valid: true, errors: [], checks: { national_checksum: 'not_applicable' } });
      expect(body.parts?.account_number, iban).toBe('0532014000');
      expect(body.bank, iban).not.toBeNull();
    }
  });

  it("a UK account is checked by VocaLink's modulus check at its sort code", async () => {
    expect(await api(GB_VALID)).toMatchObject({
      valid: true,
      errors: [],
      parts: { branch_identifier: '089999', account_number: '66374958' },
      checks: { national_checksum: 'valid' },
    });
    expect(await api(GB_WRONG)).toMatchObject({
      valid: false,
      errors: ['iban.national_checksum'],
      checks: { checksum: true, national_checksum: 'invalid' },
    });
    expect(await api(GB_UNCHECKED)).toMatchObject({ valid: true, checks: { national_checksum: 'not_applicable' } });
  });
});

describe('account check of German and UK IBANs: the /iban page', () => {
  it('marks the account check passed, failed or not applicable, and a failed one as the reason', async () => {
    await expectPage(`/iban/${DE_VALID}`, {
      has: ['check check-national check-pass', 'Account number checksum valid', 'Validation successfully completed!'],
    });
    await expectPage(`/iban/${GB_WRONG}`, {
      has: ['check check-national check-fail', 'Account number checksum invalid'],
      lacks: ['Validation successfully completed!'],
    });
    await expectPage(`/iban/${DE_NO_METHOD}`, { has: ['check check-national check-na'] });
  });
});

describe('account check of German and UK IBANs: POST /api/v1/validate', () => {
  it('gives the same verdicts as the IBAN API', async () => {
    const items = await bulk([DE_VALID, DE_WRONG, DE_NO_METHOD, DE_NO_CHECK, GB_VALID, GB_WRONG, GB_UNCHECKED]);
    expect(items.map((i) => [i.input, i.type, i.valid, i.errors])).toEqual([
      [DE_VALID, 'iban', true, []],
      [DE_WRONG, 'iban', false, ['iban.national_checksum']],
      [DE_NO_METHOD, 'iban', true, []],
      [DE_NO_CHECK, 'iban', true, []],
      [GB_VALID, 'iban', true, []],
      [GB_WRONG, 'iban', false, ['iban.national_checksum']],
      [GB_UNCHECKED, 'iban', true, []],
    ]);
    // An invalid IBAN has no canonical form, as for any other failed check.
    expect(items[1]).toMatchObject({ canonical: null, found: true, bank_name: 'Commerzbank' });
    expect(items[5]).toMatchObject({ canonical: null });
    for (const item of items) {
      const one = await api(item.input);
      expect([item.valid, item.errors], item.input).toEqual([one.valid, one.errors]);
    }
  });
});
