import { describe, expect, it } from 'vitest';
import { isValidIfsc, validateIfsc } from '../validator';
import { itRejects } from '../../../../tests/unit/validators/cases';

// IFSCs from the RBI list (as published by Razorpay's IFSC dataset).
describe('IFSC', () => {
  it.each([
    ['SBIN0000300', 'SBIN', '000300'], // State Bank of India, Mumbai main branch
    ['HDFC0000001', 'HDFC', '000001'],
    ['ICIC0000001', 'ICIC', '000001'],
    ['UTIB0000001', 'UTIB', '000001'],
    ['KKBK0000958', 'KKBK', '000958'],
    ['PUNB0000100', 'PUNB', '000100'],
  ])('%s', (code, bank, branch) => {
    const r = validateIfsc(code);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(code);
    expect(r.parts).toEqual({ bankCode: bank, reserved: '0', branchCode: branch });
  });

  it('normalises case and spaces', () => {
    expect(validateIfsc(' sbin0000300 ').canonical).toBe('SBIN0000300');
  });

  itRejects(
    validateIfsc,
    {
      'ifsc.invalid_reserved_character': ['SBIN1000300'],
      'ifsc.invalid_bank_code': ['SB1N0000300'],
      'ifsc.invalid_branch_code': ['SBIN00003!0'],
      'ifsc.invalid_length': ['SBIN000030', 'SBIN00003000'],
      'ifsc.empty': [''],
    },
    isValidIfsc,
  );

  it('uses the optional membership check', () => {
    const known = new Set(['SBIN0000300']);
    const isKnown = (c: string) => known.has(c);
    expect(isValidIfsc('SBIN0000300', isKnown)).toBe(true);
    const r = validateIfsc('SBIN0999999', isKnown);
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual(['ifsc.unknown']);
    expect(r.parts?.bankCode).toBe('SBIN');
    // malformed codes are not looked up
    expect(validateIfsc('SBIN1000300', () => false).errors).toEqual(['ifsc.invalid_reserved_character']);
  });
});
