// Bundesbank check methods 50-99 (Deutsche Bundesbank, "Prüfzifferberechnungsmethoden"; each
// comment names the method and says in short what its section of that document prescribes).
import {
  ascending,
  crossSumOfProducts,
  type Digits,
  digitIs,
  length,
  type Method,
  mod7,
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
import { m00, m06, m19, m20, m32 } from './de-methods-0';

const W2_7 = ascending(7);
const W2_7_234 = [...W2_7, 2, 3, 4];
const between = (d: Digits, lo: number, hi: number): boolean => value(d) >= lo && value(d) <= hi;

/**
 * 50: as 06 over positions 1-6 with weights 2-7, check at 7. If that fails, the sub-number 000 may
 * have been left off: shift three places left and check again.
 */
export function m50(d: Digits): boolean {
  return (
    mod11Range(d, W2_7, 1, 6, 7) ||
    (d[0] === 0 && d[1] === 0 && d[2] === 0 && mod11Range(shiftLeft(d, 3), W2_7, 1, 6, 7))
  );
}

/** 51's exception for ledger accounts (position 3 is 9), also used by A8. */
export function m51Ledger(d: Digits): boolean {
  return (
    digitIs(d, 10, mod11Lenient(plainSum(d, 3, 9, ascending(8)))) ||
    digitIs(d, 10, mod11Lenient(plainSum(d, 1, 9, ascending(10))))
  );
}

/**
 * 51: methods A (06 over positions 4-9), B (33: positions 5-9), C (00 over positions 4-9) and D
 * (modulus 7 over positions 5-9, not for check digits 7-9) in turn; position 3 = 9 marks a ledger
 * account, checked with weights 2-8 over positions 3-9, then 2-10 over positions 1-9.
 */
export function m51(d: Digits): boolean {
  if (d[2] === 9) return m51Ledger(d);
  if (mod11Range(d, W2_7, 4, 9)) return true;
  if (mod11Range(d, ascending(6), 5, 9)) return true;
  if (mod10Cross(d, 4, 9)) return true;
  return d[9]! < 7 && digitIs(d, 10, mod7(plainSum(d, 5, 9, ascending(6))));
}

const ESER_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4];

/**
 * The ESER check (methods 52 and 53): the old system's account number, digits weighted from the
 * right with the check digit (6th from the left) as 0; the check digit is the multiple of its
 * weight that brings the remainder mod 11 to 10.
 */
function eser(alt: readonly number[], check: number): boolean {
  let s = 0;
  for (let i = alt.length - 1, k = 0; i >= 0; i--, k++) s += alt[i]! * ESER_WEIGHTS[k]!;
  const w = ESER_WEIGHTS[alt.length - 1 - 5]!;
  for (let p = 0; p <= 9; p++) if ((s + p * w) % 11 === 10) return p === check;
  return false;
}

const stripZeros = (xs: readonly number[]): number[] =>
  xs.slice(
    Math.max(
      0,
      xs.findIndex((x) => x !== 0),
    ),
  );
const blzDigits = (blz: string): number[] => [...blz].map(Number);

/**
 * 52: for an eight-digit account XPXXXXXX, the old account is BLZ digits 5-8, the account's first
 * digit, the check digit P and the rest without leading zeros. Ten-digit numbers starting with 9
 * are checked as 20.
 */
export function m52(d: Digits, blz: string): boolean {
  if (d[0] === 9) return m20(d);
  if (d[0] !== 0 || d[1] !== 0 || d[2] === 0) return false;
  const b = blzDigits(blz);
  const rest = d.slice(4);
  const allZero = rest.every((x) => x === 0);
  const alt = [b[4]!, b[5]!, b[6]!, b[7]!, d[2]!, 0, ...(allZero ? [] : stripZeros(rest))];
  return alt.length >= 6 && eser(alt, d[3]!);
}

/**
 * 53: as 52 for a nine-digit account XTPXXXXXX: the old account is BLZ digits 5-6, T, BLZ digit 8,
 * the account's first digit, P and the rest without leading zeros.
 */
export function m53(d: Digits, blz: string): boolean {
  if (d[0] === 9) return m20(d);
  if (d[0] !== 0 || d[1] === 0) return false;
  const b = blzDigits(blz);
  const rest = d.slice(4);
  const allZero = rest.every((x) => x === 0);
  const alt = [b[4]!, b[5]!, d[2]!, b[7]!, d[1]!, 0, ...(allZero ? [] : stripZeros(rest))];
  return eser(alt, d[3]!);
}

/**
 * 56: weights 2-7, 2, 3, 4, modulus 11, 11 - remainder; results 10 and 11 are invalid, except for
 * ten-digit numbers starting with 9, where they become 7 and 8.
 */
export function m56(d: Digits): boolean {
  let p = 11 - (plainSum(d, 1, 9, W2_7_234) % 11);
  if (p >= 10) {
    if (d[0] !== 9) return false;
    p = p === 10 ? 7 : 8;
  }
  return digitIs(d, 10, p);
}

const inRanges = (n: number, ranges: readonly (readonly [number, number])[]): boolean =>
  ranges.some(([lo, hi]) => n >= lo && n <= hi);

/**
 * 57: chosen by the first two digits. Variant 1: 00's rule with weights 1, 2 from the left over
 * positions 1-9 (numbers starting 777777 or 888888 are valid). Variant 2: the same over positions
 * 1, 2, 4-10 with the check digit at 3. Variant 3: no check. Variant 4 (01-31): positions 3-4 a
 * month 01-12 and positions 7-9 below 500; 0185125434 is valid. Numbers starting 00 are invalid.
 */
export function m57(d: Digits): boolean {
  const head = d[0]! * 10 + d[1]!;
  if (head === 0) return false;
  if (head <= 31) {
    if (value(d) === 185125434) return true;
    const month = d[2]! * 10 + d[3]!;
    return month >= 1 && month <= 12 && d[6]! * 100 + d[7]! * 10 + d[8]! < 500;
  }
  if ([40, 50, 91, 99].includes(head)) return true;
  if (
    inRanges(head, [
      [51, 51],
      [55, 55],
      [61, 61],
      [64, 66],
      [70, 70],
      [73, 82],
      [88, 88],
      [94, 95],
    ])
  ) {
    const six = Math.floor(value(d) / 10_000);
    if (six === 777777 || six === 888888) return true;
    return mod10Cross(d, 1, 9, 10, [1, 2]);
  }
  // Variant 2: the check digit sits at position 3; the other nine digits keep their order.
  const nine = [d[0]!, d[1]!, ...d.slice(3)];
  return tenComplement(crossSumOfProducts([...nine, 0], 1, 9, [1, 2])) === d[2];
}

/** 58: as 02 over positions 5-9 with weights 2-6. */
export const m58 = (d: Digits): boolean => mod11StrictRange(d, ascending(6), 5, 9);

/** 59: as 00; account numbers shorter than nine digits carry no check digit. */
export const m59 = (d: Digits): boolean => length(d) < 9 || m00(d);

/** 60: as 00 over positions 3-9 (positions 1-2 are a sub-account). */
export const m60 = (d: Digits): boolean => mod10Cross(d, 3, 9);

/** 61 and 65: as 00 over positions 1-7, check at 8; when position 9 is `kind`, positions 9-10 count too. */
function branchStem(d: Digits, kind: number): boolean {
  if (d[8] !== kind) return mod10Cross(d, 1, 7, 8);
  // Positions 1-7 then 9-10, weighted 2, 1, 2, ... from the left.
  const x = [...d.slice(0, 7), d[8]!, d[9]!, 0];
  return tenComplement(crossSumOfProducts(x, 1, 9, [2, 1])) === d[7];
}

/** 61: as 00 over positions 1-7 (check at 8), including positions 9-10 when position 9 is 8. */
export const m61 = (d: Digits): boolean => branchStem(d, 8);

/**
 * 63: position 1 must be 0; as 00 over positions 2-7, check at 8. A number padded with 000 may have
 * left off the sub-account 00: then positions 4-9 are checked with the check digit at 10.
 */
export function m63(d: Digits): boolean {
  if (d[0] !== 0) return false;
  if (mod10Cross(d, 2, 7, 8)) return true;
  return d[1] === 0 && d[2] === 0 && mod10Cross(d, 4, 9, 10);
}

/** 64: positions 1-6 weighted 9, 10, 5, 8, 4, 2 from the left, as 06; check at 7. */
export const m64 = (d: Digits): boolean => mod11Range(d, [2, 4, 8, 5, 10, 9], 1, 6, 7);

/** 65: as 61 with the account-kind digit 9. */
export const m65 = (d: Digits): boolean => branchStem(d, 9);

/** 67: as 00 over positions 1-7, check at 8. */
export const m67 = (d: Digits): boolean => mod10Cross(d, 1, 7, 8);

/**
 * 68: ten-digit numbers need a 9 at position 4 and are checked as 00 over positions 4-9; nine-digit
 * numbers 400 000 000-499 999 999 carry no check digit; shorter numbers as 00, and when that fails,
 * as 00 without positions 3 and 4.
 */
export function m68(d: Digits): boolean {
  if (length(d) === 10) return d[3] === 9 && mod10Cross(d, 4, 9);
  if (between(d, 400_000_000, 499_999_999)) return true;
  return m00(d) || m00(zeroed(d, 3, 4));
}

/** 71: positions 2-7 weighted 6..1 from the left, modulus 11; remainder 0 gives 0, remainder 1 gives 1. */
export function m71(d: Digits): boolean {
  const r = plainSum(d, 2, 7, [1, 2, 3, 4, 5, 6]) % 11;
  return digitIs(d, 10, r === 0 ? 0 : r === 1 ? 1 : 11 - r);
}

/**
 * 74: as 00; for six-digit numbers, when that fails, the difference of the sum to the next
 * half-decade is also accepted; when variant 1 fails, method 04.
 */
export function m74(d: Digits): boolean {
  if (m00(d)) return true;
  if (length(d) === 6) {
    const s = crossSumOfProducts(d, 1, 9, [2, 1]);
    if (digitIs(d, 10, 5 - (s % 5))) return true;
  }
  return mod11StrictRange(d, W2_7_234);
}

/** 75 as C5 uses it: a five-digit stem weighted 2, 1, 2, 1, 2 as 00. */
export const m75Stem = (d: Digits, from: number, at: number): boolean => mod10Cross(d, from, from + 4, at);

/**
 * 76: account kind (position 1) 0, 4, 6, 7, 8 or 9; stem positions 2-7 weighted 2-7 from the right;
 * the remainder mod 11 is the check digit at 8 (10: not checkable). If the sub-account 00 was left
 * off, the check digit has moved to 10: check the number shifted two places left.
 */
export function m76(d: Digits): boolean {
  const check = (x: Digits): boolean => {
    if (![0, 4, 6, 7, 8, 9].includes(x[0]!)) return false;
    const r = plainSum(x, 2, 7, W2_7) % 11;
    return r !== 10 && digitIs(x, 8, r);
  };
  return check(d) || (d[0] === 0 && d[1] === 0 && check(shiftLeft(d, 2)));
}

/** 78: as 00; eight-digit numbers carry no check digit. */
export const m78 = (d: Digits): boolean => length(d) === 8 || m00(d);

/** 88: as 06 over positions 4-9; when position 3 is 9, positions 3-9 with weights 2-8. */
export const m88 = (d: Digits): boolean => (d[2] === 9 ? mod11Range(d, ascending(8), 3, 9) : mod11Range(d, W2_7, 4, 9));

/** 91: check digit at 7, four weightings tried in turn, each as 06. */
export function m91(d: Digits): boolean {
  return (
    mod11Range(d, W2_7, 1, 6, 7) ||
    mod11Range(d, [7, 6, 5, 4, 3, 2], 1, 6, 7) ||
    mod11Range(d, [2, 3, 4, 0, 5, 6, 7, 8, 9, 10], 1, 10, 7) ||
    mod11Range(d, [2, 4, 8, 5, 10, 9], 1, 6, 7)
  );
}

/** 92: as 01 over positions 4-9 with weights 3, 7, 1. */
export const m92 = (d: Digits): boolean => mod10Plain(d, [3, 7, 1], 4, 9);

/**
 * 93: a five-digit customer number at positions 1-5 (check at 6) or, when positions 1-4 are 0000,
 * at positions 5-9 (check at 10); weights 2-6, as 06, then modulus 7.
 */
export function m93(d: Digits): boolean {
  const [from, to, at] = d[0] === 0 && d[1] === 0 && d[2] === 0 && d[3] === 0 ? [5, 9, 10] : [1, 5, 6];
  const s = plainSum(d, from, to, ascending(6));
  return digitIs(d, at, mod11Lenient(s)) || digitIs(d, at, mod7(s));
}

/** 94: as 00 with weights 1, 2 from the right. */
export const m94 = (d: Digits): boolean => mod10Cross(d, 1, 9, 10, [1, 2]);

/** 95: as 06 with weights 2-7, 2, 3, 4; five number ranges carry no check digit. */
export function m95(d: Digits): boolean {
  const ranges: [number, number][] = [
    [1, 1_999_999],
    [9_000_000, 25_999_999],
    [396_000_000, 499_999_999],
    [700_000_000, 799_999_999],
    [910_000_000, 989_999_999],
  ];
  return inRanges(value(d), ranges) || mod11Range(d, W2_7_234);
}

/** 96: method 19, then 00; failing both, numbers 1 300 000-99 399 999 are valid. */
export const m96 = (d: Digits): boolean => m19(d) || m00(d) || between(d, 1_300_000, 99_399_999);

/** 98: as 01 over positions 3-9 with weights 3, 1, 7; when that fails, method 32. */
export const m98 = (d: Digits): boolean => mod10Plain(d, [3, 1, 7], 3, 9) || m32(d);

/** 99: as 06 with weights 2-7, 2, 3, 4; 0396000000-0499999999 carry no check digit. */
export const m99 = (d: Digits): boolean => between(d, 396_000_000, 499_999_999) || m06(d);

export const methods5: Record<string, Method> = {
  '50': m50,
  '51': m51,
  '52': m52,
  '53': m53,
  '56': m56,
  '57': m57,
  '58': m58,
  '59': m59,
  '60': m60,
  '61': m61,
  '63': m63,
  '64': m64,
  '65': m65,
  '67': m67,
  '68': m68,
  '71': m71,
  '74': m74,
  '76': m76,
  '78': m78,
  '88': m88,
  '91': m91,
  '92': m92,
  '93': m93,
  '94': m94,
  '95': m95,
  '96': m96,
  '98': m98,
  '99': m99,
};
