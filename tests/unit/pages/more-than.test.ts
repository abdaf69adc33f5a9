import { expect, test } from 'vitest';
import { moreThan } from '../../../shared/pages/home';

test('"more than N" is a round figure strictly below the count', () => {
  expect(moreThan(42_429)).toBe(42_000);
  expect(moreThan(42_000)).toBe(41_000);
  expect(moreThan(1_801)).toBe(1_800);
  expect(moreThan(100)).toBe(99);
  expect(moreThan(7)).toBe(6);
  expect(moreThan(0)).toBe(0);
  for (const n of [11, 99, 101, 999, 1000, 12_345, 1_000_000]) expect(moreThan(n)).toBeLessThan(n);
});
