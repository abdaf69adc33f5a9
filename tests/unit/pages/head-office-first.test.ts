import { expect, test } from 'vitest';
import { headOfficeFirst } from '../../../shared/bank-lists';

// Issue 17: the directory's order (by code) listed Deutsche Bank's Lüneburg branch first.
test('the head office comes first, then primary offices, then branches, each in code order', () => {
  const codes = ['DEUTDE2H240', 'DEUTDE2HXXX', 'DEUTDEDBXXX', 'DEUTDEFF500', 'DEUTDEFFXXX'].map((code) => ({ code }));
  expect(headOfficeFirst(codes, 'DEUTDEFF').map((s) => s.code)).toEqual(['DEUTDEFFXXX', 'DEUTDE2HXXX', 'DEUTDEDBXXX', 'DEUTDE2H240', 'DEUTDEFF500']);
  expect(headOfficeFirst(codes, 'DEUTDEFFXXX')[0]!.code).toBe('DEUTDEFFXXX');
  // Without a known head office the primary offices still lead; the input is left as it was.
  expect(headOfficeFirst(codes, null).map((s) => s.code)).toEqual(['DEUTDE2HXXX', 'DEUTDEDBXXX', 'DEUTDEFFXXX', 'DEUTDE2H240', 'DEUTDEFF500']);
  expect(codes[0]!.code).toBe('DEUTDE2H240');
});
