import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectIdentifier } from '../../../validators';
import { bankCodeLengths, validateBankCode } from '../validator';

// The national bank code's one rule (the IBAN registry's bank identifier, with its branch where a
// register writes both) over every code the registers publish: the real data beside the checkout
// (../shared/data/iban), read here, not copied.
const DATA = path.resolve(process.env.DATA_DIR ?? '../shared/data', 'iban');

/** Every (country, code) of the Bundesbank file and schwifty's bank registry. */
function registerCodes(): string[] {
  const codes = Object.keys(
    JSON.parse(readFileSync(path.join(DATA, 'bankdata-germany-2.2602.0.json'), 'utf8')) as object,
  ).map((blz) => `DE${blz}`);
  const dir = path.join(DATA, 'schwifty', 'bank_registry');
  for (const file of readdirSync(dir).filter((f) => /^(generated|manual)_[a-z]{2}/.test(f))) {
    // Two layouts: a list of rows with a bank_code each, or (*.v2.json) entries with bank_codes.
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as
      | { country_code: string; bank_code: string }[]
      | { entries: { country_code: string; bank_codes: string[] }[] };
    if (Array.isArray(data)) for (const r of data) codes.push(`${r.country_code}${r.bank_code}`);
    else for (const e of data.entries) for (const c of e.bank_codes) codes.push(`${e.country_code}${c}`);
  }
  // A row without a code names nothing (the importer refuses it too: missing_bank_code).
  return codes.filter((c) => c.length > 2);
}

describe('validateBankCode', () => {
  it('takes every code the national registers publish', () => {
    const codes = registerCodes();
    expect(codes.length).toBeGreaterThan(20_000);
    const refused = codes.filter((c) => !validateBankCode(c).valid);
    expect(refused).toEqual([]);
  });

  it('splits the country from the national code and gives the canonical form', () => {
    expect(validateBankCode(' de 3704 0044 ')).toEqual({
      valid: true,
      errors: [],
      parts: { country: 'DE', bankCode: '37040044' },
      canonical: 'DE37040044',
    });
    expect(validateBankCode('GBNWBK').canonical).toBe('GBNWBK');
  });

  it('reads the lengths from the IBAN registry: the bank identifier, with the branch after it', () => {
    expect(bankCodeLengths('DE')).toEqual([8]);
    expect(bankCodeLengths('AT')).toEqual([5]);
    // Italy: ABI (5 digits) then CAB (5): a register may write either.
    expect(bankCodeLengths('IT')).toEqual([5, 10]);
    expect(bankCodeLengths('US')).toEqual([]);
  });

  it.each([
    ['', 'bankcode.empty'],
    ['US021000021', 'bankcode.invalid_country'],
    ['XX12345678', 'bankcode.invalid_country'],
    ['DE3704004', 'bankcode.invalid_length'],
    ['DE370400441', 'bankcode.invalid_length'],
    ['DE3704004A', 'bankcode.invalid_characters'],
    ['GBNW1K', 'bankcode.invalid_characters'],
  ])('refuses %j: %s', (input, error) => {
    const result = validateBankCode(input);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([error]);
  });
});

describe('detectIdentifier: national bank codes', () => {
  it('reads a country and a national code as a bank code', () => {
    expect(detectIdentifier('DE37040044')[0]).toEqual({ type: 'bankcode', valid: true, normalized: 'DE37040044' });
    expect(detectIdentifier('at 12000')[0]?.type).toBe('bankcode');
  });

  it('leaves whole IBANs, SWIFT codes and bare digits to their own kinds', () => {
    expect(detectIdentifier('DE89370400440532013000')[0]?.type).toBe('iban');
    expect(detectIdentifier('DEUTDEFF')[0]?.type).toBe('swift');
    expect(detectIdentifier('37040044').map((c) => c.type)).not.toContain('bankcode');
  });
});
