// Bundesbank check methods 00-49 (Deutsche Bundesbank, "Prüfzifferberechnungsmethoden"; each
// comment names the method and says in short what its section of that document prescribes).
import {
  ascending,
  crossSum,
  crossSumOfProducts,
  type Digits,
  digitIs,
  type Method,
  m10h,
  mod10Cross,
  mod10Plain,
  mod11Lenient,
  mod11Range,
  mod11StrictRange,
  plainSum,
  shiftLeft,
  tenComplement,
  value,
  zeroed,
} from './de-core';

const W2_7 = ascending(7);
const W2_10 = ascending(10);

/** 00: modulus 10, weights 2, 1 from the right over positions 1-9, digit sums of the products. */
export const m00 = (d: Digits): boolean => mod10Cross(d);
/** 01: modulus 10, weights 3, 7, 1, plain products. */
export const m01 = (d: Digits): boolean => mod10Plain(d, [3, 7, 1]);
/** 02: modulus 11, weights 2-9, 2; remainder 1 makes the account unusable. */
export const m02 = (d: Digits): boolean => mod11StrictRange(d, [...ascending(9), 2]);
/** 03: as 01 with weights 2, 1. */
export const m03 = (d: Digits): boolean => mod10Plain(d, [2, 1]);
/** 04: as 02 with weights 2-7 repeated. */
export const m04 = (d: Digits): boolean => mod11StrictRange(d, W2_7);
/** 05: as 01 with weights 7, 3, 1. */
export const m05 = (d: Digits): boolean => mod10Plain(d, [7, 3, 1]);
/** 06: modulus 11, weights 2-7 repeated; remainders 0 and 1 give check digit 0. */
export const m06 = (d: Digits): boolean => mod11Range(d, W2_7);
/** 07: as 02 with weights 2-10. */
export const m07 = (d: Digits): boolean => mod11StrictRange(d, W2_10);
/** 10: as 06 with weights 2-10. */
export const m10 = (d: Digits): boolean => mod11Range(d, W2_10);
/** 18: as 01 with weights 3, 9, 7, 1. */
export const m18 = (d: Digits): boolean => mod10Plain(d, [3, 9, 7, 1]);
/** 19: as 06 with weights 2-9, 1. */
export const m19 = (d: Digits): boolean => mod11Range(d, [...ascending(9), 1]);
/** 20: as 06 with weights 2-9, 3. */
export const m20 = (d: Digits): boolean => mod11Range(d, [...ascending(9), 3]);

/** 17: positions 2-7 weighted 1, 2 from the left (digit sums), minus 1, modulus 11, 10 - remainder; check at 8. */
export function m17(d: Digits, from = 2, to = 7, at = 8): boolean {
  const n = to - from + 1;
  // Left-to-right weights 1, 2, 1, ... seen from the right start with 2 when the range is even.
  const s = crossSumOfProducts(d, from, to, n % 2 === 0 ? [2, 1] : [1, 2]);
  const r = (((s - 1) % 11) + 11) % 11;
  return digitIs(d, at, r === 0 ? 0 : 10 - r);
}

/** 21: as 00, but the sum is reduced by repeated digit sums to one digit, subtracted from 10. */
export function m21(d: Digits): boolean {
  let s = crossSumOfProducts(d, 1, 9, [2, 1]);
  while (s >= 10) s = crossSum(s);
  return digitIs(d, 10, 10 - s);
}

/** 22: weights 3, 1; only the units of each product count; ten's complement. */
export function m22(d: Digits): boolean {
  let s = 0;
  for (let pos = 9, k = 0; pos >= 1; pos--, k++) s += (d[pos - 1]! * (k % 2 === 0 ? 3 : 1)) % 10;
  return digitIs(d, 10, tenComplement(s));
}

/**
 * 24: from the first non-zero digit, left to right, weights 1, 2, 3 repeated; (digit x weight +
 * weight) mod 11 summed; the units of the sum are the check digit. A leading 3-6 counts as 0; a
 * leading 9 zeroes positions 1-3.
 */
export function m24(d: Digits): boolean {
  let x = [...d];
  if (x[0]! >= 3 && x[0]! <= 6) x[0] = 0;
  else if (x[0] === 9) x = [0, 0, 0, ...x.slice(3)];
  const first = x.findIndex((v) => v !== 0);
  let s = 0;
  if (first >= 0 && first < 9)
    for (let i = first, k = 0; i < 9; i++, k++) {
      const w = (k % 3) + 1;
      s += (x[i]! * w + w) % 11;
    }
  return digitIs(d, 10, s % 10);
}

/**
 * 25: positions 2-9, weights 2-9, modulus 11; remainder 1 gives check digit 0, allowed only when
 * the working digit (position 2) is 8 or 9.
 */
export function m25(d: Digits): boolean {
  const r = plainSum(d, 2, 9, ascending(9)) % 11;
  if (r === 1) return d[9] === 0 && (d[1] === 8 || d[1] === 9);
  return digitIs(d, 10, r === 0 ? 0 : 11 - r);
}

/** 26: a number starting 00 is shifted two places left; then as 06 over positions 1-7, check at 8. */
export function m26(d: Digits): boolean {
  const x = d[0] === 0 && d[1] === 0 ? shiftLeft(d, 2) : d;
  return mod11Range(x, [...W2_7, 2], 1, 7, 8);
}

/** 27: as 00 up to 999 999 999; from 1 000 000 000 the iterated transformation (as 29). */
export const m27 = (d: Digits): boolean => (value(d) < 1_000_000_000 ? m00(d) : m10h(d));

/** 28: as 06 over positions 1-7 with weights 2-8, check at 8. */
export const m28 = (d: Digits): boolean => mod11Range(d, ascending(8), 1, 7, 8);

/** 29: modulus 10, iterated transformation through a four-row table. */
export const m29 = (d: Digits): boolean => m10h(d);

/** 30: left-to-right weights 2, 0, 0, 0, 0, 1, 2, 1, 2 without digit sums, ten's complement. */
export const m30 = (d: Digits): boolean => mod10Plain(d, [2, 1, 2, 1, 0, 0, 0, 0, 2]);

/** 31: weights 9..1 from the right; the remainder mod 11 is the check digit, remainder 10 is invalid. */
export function m31(d: Digits): boolean {
  const r = plainSum(d, 1, 9, [9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11;
  return r !== 10 && digitIs(d, 10, r);
}

/** 32: as 06 over positions 4-9. */
export const m32 = (d: Digits): boolean => mod11Range(d, W2_7, 4, 9);
/** 33: as 06 over positions 5-9 with weights 2-6. */
export const m33 = (d: Digits): boolean => mod11Range(d, ascending(6), 5, 9);
/** 34: as 28 with weights 2, 4, 8, 5, 10, 9, 7. */
export const m34 = (d: Digits): boolean => mod11Range(d, [2, 4, 8, 5, 10, 9, 7], 1, 7, 8);
/** 38: as 06 over positions 4-9 with weights 2, 4, 8, 5, 10, 9. */
export const m38 = (d: Digits): boolean => mod11Range(d, [2, 4, 8, 5, 10, 9], 4, 9);
/** 40: as 06 with weights 2, 4, 8, 5, 10, 9, 7, 3, 6. */
export const m40 = (d: Digits): boolean => mod11Range(d, [2, 4, 8, 5, 10, 9, 7, 3, 6]);

/** 08: as 00, but only from account number 60 000 upwards; smaller numbers carry no check digit. */
export const m08 = (d: Digits): boolean => value(d) < 60_000 || m00(d);

/** 09: no check digit; every account number is accepted. */
export const m09 = (): boolean => true;

/** 11: as 06 with weights 2-10, but the result 10 (remainder 1) gives check digit 9. */
export function m11(d: Digits): boolean {
  const r = plainSum(d, 1, 9, W2_10) % 11;
  return digitIs(d, 10, r === 0 ? 0 : r === 1 ? 9 : 11 - r);
}

/**
 * 13: as 00 over positions 2-7, check at 8 (positions 9-10 are a sub-account). If that fails, the
 * sub-account 00 may have been left off: shift two places left and check again. Only a number
 * whose first two positions are zeros can have lost them; shifting a longer one would drop digits.
 */
export function m13(d: Digits): boolean {
  return mod10Cross(d, 2, 7, 8) || (d[0] === 0 && d[1] === 0 && mod10Cross(shiftLeft(d, 2), 2, 7, 8));
}

/** 16: as 06 with weights 2-7 repeated; remainder 1 is valid when positions 9 and 10 are equal. */
export function m16(d: Digits): boolean {
  const s = plainSum(d, 1, 9, W2_7);
  if (s % 11 === 1 && d[8] === d[9]) return true;
  return digitIs(d, 10, mod11Lenient(s));
}

/** 41: as 00; when position 4 is 9, positions 1-3 are left out. */
export const m41 = (d: Digits): boolean => m00(d[3] === 9 ? zeroed(d, 1, 2, 3) : d);

/** 42: as 06 over positions 2-9 with weights 2-9. */
export const m42 = (d: Digits): boolean => mod11Range(d, ascending(9), 2, 9);

/** 43: weights 1-9 from the right, modulus 10, ten's complement. */
export const m43 = (d: Digits): boolean => mod10Plain(d, [1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** 44: as 33 with weights 2, 4, 8, 5, 10. */
export const m44 = (d: Digits): boolean => mod11Range(d, [2, 4, 8, 5, 10], 5, 9);
/** 46: as 06 over positions 3-7 with weights 2-6, check at 8. */
export const m46 = (d: Digits): boolean => mod11Range(d, ascending(6), 3, 7, 8);
/** 47: as 06 over positions 4-8 with weights 2-6, check at 9. */
export const m47 = (d: Digits): boolean => mod11Range(d, ascending(6), 4, 8, 9);
/** 48: as 06 over positions 3-8 with weights 2-7, check at 9. */
export const m48 = (d: Digits): boolean => mod11Range(d, W2_7, 3, 8, 9);
/** 49: method 00, and when that fails method 01. */
export const m49 = (d: Digits): boolean => m00(d) || m01(d);

export const methods0: Record<string, Method> = {
  '00': m00,
  '01': m01,
  '02': m02,
  '03': m03,
  '04': m04,
  '05': m05,
  '06': m06,
  '07': m07,
  '08': m08,
  '09': m09,
  '10': m10,
  '11': m11,
  '13': m13,
  '16': m16,
  '17': (d) => m17(d),
  '18': m18,
  '19': m19,
  '20': m20,
  '21': m21,
  '22': m22,
  '24': m24,
  '25': m25,
  '26': m26,
  '27': m27,
  '28': m28,
  '29': m29,
  '30': m30,
  '31': m31,
  '32': m32,
  '33': m33,
  '34': m34,
  '38': m38,
  '40': m40,
  '41': m41,
  '42': m42,
  '43': m43,
  '44': m44,
  '46': m46,
  '47': m47,
  '48': m48,
  '49': m49,
};
