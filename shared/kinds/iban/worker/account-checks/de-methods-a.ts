// Bundesbank check methods A0-E4 (Deutsche Bundesbank, "Prüfzifferberechnungsmethoden"). Most
// combine earlier methods as variants tried in turn; each comment says which, in short.
import {
  ascending,
  crossSumOfProducts,
  type Digits,
  digitIs,
  length,
  type Method,
  mod7,
  mod10Cross,
  mod11Lenient,
  mod11Range,
  plainSum,
  value,
} from './de-core';
import { m00, m01, m02, m03, m04, m05, m06, m07, m10, m17, m18, m20, m21, m22, m29, m32 } from './de-methods-0';
import { m51Ledger, m52, m53, m58, m63, m68, m75Stem, m93, m95 } from './de-methods-5';

const between = (d: Digits, lo: number, hi: number): boolean => value(d) >= lo && value(d) <= hi;

/** A2: 00, then 04. */
const a2 = (d: Digits): boolean => m00(d) || m04(d);
/** A3: 00, then 10. */
const a3 = (d: Digits): boolean => m00(d) || m10(d);

/**
 * A4: numbers with 99 at positions 3-4: 06 over positions 5-9 (weights 2-6), then 93. Others: 06
 * over positions 4-9 (weights 2-7), then modulus 7 over the same, then 93.
 */
function a4(d: Digits): boolean {
  if (d[2] === 9 && d[3] === 9) return mod11Range(d, ascending(6), 5, 9) || m93(d);
  const s = plainSum(d, 4, 9, ascending(7));
  return digitIs(d, 10, mod11Lenient(s)) || digitIs(d, 10, mod7(s)) || m93(d);
}

/** A5: 00; failing that, ten-digit numbers starting with 9 are invalid, the others are checked as 10. */
const a5 = (d: Digits): boolean => m00(d) || (d[0] !== 9 && m10(d));
/** A6: 00 when position 2 is 8, otherwise 01. */
const a6 = (d: Digits): boolean => (d[1] === 8 ? m00(d) : m01(d));
/** A7: 00, then 03. */
const a7 = (d: Digits): boolean => m00(d) || m03(d);

/** A8: ledger accounts (position 3 is 9) as 51's exception; others 06 over positions 4-9, then 00 over them. */
const a8 = (d: Digits): boolean => (d[2] === 9 ? m51Ledger(d) : m32(d) || mod10Cross(d, 4, 9));

/** B1: 05, then 01, then 00. */
const b1 = (d: Digits): boolean => m05(d) || m01(d) || m00(d);
/** B2: first digit 0-7: method 02; 8-9: method 00. */
const b2 = (d: Digits): boolean => (d[0]! <= 7 ? m02(d) : m00(d));
/** B3: first digit 0-8: method 32; 9: method 06. */
const b3 = (d: Digits): boolean => (d[0]! <= 8 ? m32(d) : m06(d));
/** B5: weights 7, 3, 1 as 01; failing that, numbers starting 8 or 9 are invalid, others checked as 00. */
const b5 = (d: Digits): boolean => m05(d) || (d[0]! < 8 && m00(d));

/** B6: first digit 1-9, or positions 1-5 02691-02699: method 20; otherwise 53 with the bank code. */
function b6(d: Digits, blz: string): boolean {
  const first5 = Math.floor(value(d) / 100_000);
  return d[0] !== 0 || (first5 >= 2691 && first5 <= 2699) ? m20(d) : m53(d, blz);
}

/** B7: 0001000000-0005999999 and 0700000000-0899999999 as 01; all other numbers carry no check digit. */
const b7 = (d: Digits): boolean =>
  between(d, 1_000_000, 5_999_999) || between(d, 700_000_000, 899_999_999) ? m01(d) : true;

/** B8: 20, then 29; failing both, 5100000000-5999999999 and 9010000000-9109999999 carry no check digit. */
const b8 = (d: Digits): boolean =>
  m20(d) || m29(d) || between(d, 5_100_000_000, 5_999_999_999) || between(d, 9_010_000_000, 9_109_999_999);

/** C0: numbers with exactly two leading zeros: 52 with the bank code, then 20; all others 20. */
const c0 = (d: Digits, blz: string): boolean => (length(d) === 8 && m52(d, blz)) || m20(d);

/**
 * C1: first digit other than 5: method 17. First digit 5: positions 1-9 weighted 1, 2 from the
 * left with digit sums, minus 1, modulus 11, 10 - remainder.
 */
function c1(d: Digits): boolean {
  if (d[0] !== 5) return m17(d);
  const r = (((crossSumOfProducts(d, 1, 9, [1, 2]) - 1) % 11) + 11) % 11;
  return digitIs(d, 10, r === 0 ? 0 : 10 - r);
}

/** C2: 22, then 00, then 04. */
const c2 = (d: Digits): boolean => m22(d) || m00(d) || m04(d);
/** C3: first digit other than 9: method 00; 9: method 58. */
const c3 = (d: Digits): boolean => (d[0] !== 9 ? m00(d) : m58(d));

/**
 * C5: the method depends on the number range: six digits (fifth position 1-8) and nine digits
 * (second position 1-8) as 75; ten digits starting 1, 4, 5, 6 or 9 as 29, starting 3 as 00; eight
 * digits with 3-5 at position 3 and ten digits starting 70 or 85 carry no check digit; any other
 * number is invalid.
 */
function c5(d: Digits): boolean {
  const n = value(d);
  if (n >= 100_000 && n <= 899_999) return m75Stem(d, 5, 10);
  if (n >= 100_000_000 && n <= 899_999_999) return m75Stem(d, 2, 7);
  if (n >= 30_000_000 && n <= 59_999_999) return true;
  if (length(d) !== 10) return false;
  if ([1, 4, 5, 6, 9].includes(d[0]!)) return m29(d);
  if (d[0] === 3) return m00(d);
  const head = d[0]! * 10 + d[1]!;
  return head === 70 || head === 85;
}

/** C7: 63, then 06. */
const c7 = (d: Digits): boolean => m63(d) || m06(d);
/** C8: 00, then 04, then 07. */
const c8 = (d: Digits): boolean => m00(d) || m04(d) || m07(d);
/** C9: 00, then 07. */
const c9 = (d: Digits): boolean => m00(d) || m07(d);
/** D0: numbers starting 57 carry no check digit; all others as 20. */
const d0 = (d: Digits): boolean => (d[0] === 5 && d[1] === 7) || m20(d);
/** D2: 95, then 00, then 68. */
const d2 = (d: Digits): boolean => m95(d) || m00(d) || m68(d);
/** D6: 07, then 03, then 00. */
const d6 = (d: Digits): boolean => m07(d) || m03(d) || m00(d);
/** D7: as 00's sums, but the units of the sum themselves are the check digit. */
const d7 = (d: Digits): boolean => digitIs(d, 10, crossSumOfProducts(d, 1, 9, [2, 1]) % 10);
/** D8: ten-digit numbers as 00; 0010000000-0099999999 carry no check digit; all others are invalid. */
const d8 = (d: Digits): boolean => (length(d) === 10 ? m00(d) : between(d, 10_000_000, 99_999_999));
/** D9: 00, then 10, then 18. */
const d9 = (d: Digits): boolean => m00(d) || m10(d) || m18(d);
/** E0: as 00, with 7 added to the sum. */
const e0 = (d: Digits): boolean => digitIs(d, 10, (10 - ((crossSumOfProducts(d, 1, 9, [2, 1]) + 7) % 10)) % 10);
/** E3: 00, then 21. */
const e3 = (d: Digits): boolean => m00(d) || m21(d);
/** E4: 02, then 00. */
const e4 = (d: Digits): boolean => m02(d) || m00(d);

export const methodsA: Record<string, Method> = {
  A2: a2,
  A3: a3,
  A4: a4,
  A5: a5,
  A6: a6,
  A7: a7,
  A8: a8,
  B1: b1,
  B2: b2,
  B3: b3,
  B5: b5,
  B6: b6,
  B7: b7,
  B8: b8,
  C0: c0,
  C1: c1,
  C2: c2,
  C3: c3,
  C5: c5,
  C7: c7,
  C8: c8,
  C9: c9,
  D0: d0,
  D2: d2,
  D6: d6,
  D7: d7,
  D8: d8,
  D9: d9,
  E0: e0,
  E3: e3,
  E4: e4,
};
