import { describe, expect, it } from 'vitest';
import { detectIdentifier } from '../../../shared/validators';

const types = (input: string) => detectIdentifier(input).map((c) => `${c.type}${c.valid ? '' : '?'}`);

describe('detectIdentifier', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', ['iban']],
    ['DE99 3704 0044 0532 0130 00', ['iban?']],
    ['RU0304452522540817810538091310419', ['iban']],
    ['DEUTDEFF', ['swift']],
    ['deutdeffxxx', ['swift']],
    ['DEUTXXFF', ['swift?']],
    ['7LTWFZYICNSX8D621K86', ['lei']],
    ['7LTWFZYICNSX8D621K68', ['lei?']],
    ['SBIN0000300', ['ifsc']],
    ['021000021', ['aba']],
    ['021000022', ['aba?']],
    // Sberbank's BIC fails the ABA check: Russian BIC first
    ['044525225', ['rubic', 'aba?']],
    ['411111', ['bin']],
    ['41111111', ['bin']],
    ['4111 1111 1111 1111', ['card']],
    ['4111 1111 1111 1112', ['card?']],
    ['hello', []],
    ['', []],
    ['DE89', []], // not a complete IBAN
  ] as const)('%j -> %j', (input, expected) => {
    expect(types(input)).toEqual(expected);
  });

  it('prefers the ABA reading when a 04 number passes the ABA check', () => {
    // 041000124 is a routing number of PNC Bank (Cleveland district) and also has a Russian BIC's shape
    expect(types('041000124')).toEqual(['aba', 'rubic']);
  });

  it('gives the normalised form', () => {
    expect(detectIdentifier('deut de ff')[0]).toEqual({ type: 'swift', valid: true, normalized: 'DEUTDEFFXXX' });
    expect(detectIdentifier('IBAN de89 3704 0044 0532 0130 00')[0]?.normalized).toBe('DE89370400440532013000');
  });
});
