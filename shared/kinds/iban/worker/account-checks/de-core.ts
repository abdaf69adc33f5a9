// The arithmetic the Bundesbank's check methods ("Prüfzifferberechnungsmethoden") are built from.
// Positions are numbered as in the Bundesbank's document: 1 to 10 from the left of the account
// number padded with zeros to ten digits. Weights are given, as there, from the right: the first
// weight multiplies the rightmost position of the range, and the list repeats when it runs out.

/** The ten digits of an account number, index 0 = position 1. */
export type Digits = readonly number[];

/** One method: the padded digits and the bank code (only the ESER methods 52 and 53 read it). */
export type Method = (d: Digits, blz: string) => boolean;

/** The products of positions `from`..`to` with `weights` applied from position `to` leftwards. */
function products(d: Digits, from: number, to: number, weights: readonly number[]): number[] {
  const out: number[] = [];
  for (let pos = to, k = 0; pos >= from; pos--, k++) out.push(d[pos - 1]! * weights[k % weights.length]!);
  return out;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The digit sum (Quersumme) of a non-negative number. */
export function crossSum(n: number): number {
  let s = 0;
  for (let x = n; x > 0; x = Math.floor(x / 10)) s += x % 10;
  return s;
}

/** Sum of the products. */
export function plainSum(d: Digits, from: number, to: number, weights: readonly number[]): number {
  return sum(products(d, from, to, weights));
}

/** Sum of the products' digit sums (method 00's "Quersumme" of two-digit products). */
export function crossSumOfProducts(d: Digits, from: number, to: number, weights: readonly number[]): number {
  return sum(products(d, from, to, weights).map(crossSum));
}

/** Modulus 10 check digit: the difference to the next multiple of ten, 10 counting as 0. */
export const tenComplement = (s: number): number => (10 - (s % 10)) % 10;

/** Modulus 11 as method 06: remainder 0 or 1 gives check digit 0, otherwise 11 - remainder. */
export function mod11Lenient(s: number): number {
  const r = s % 11;
  return r <= 1 ? 0 : 11 - r;
}

/** Modulus 11 as method 02: remainder 1 cannot give a check digit (-1: the account is unusable). */
export function mod11Strict(s: number): number {
  const r = s % 11;
  if (r === 0) return 0;
  return r === 1 ? -1 : 11 - r;
}

/** Modulus 7 (methods 51 D and 93): 7 - remainder, remainder 0 giving 0. */
export function mod7(s: number): number {
  const r = s % 7;
  return r === 0 ? 0 : 7 - r;
}

/** Whether the check digit at `at` equals `expected`. */
export const digitIs = (d: Digits, at: number, expected: number): boolean => d[at - 1] === expected;

/** Method 00's rule over a range: weights 2, 1 from the right, digit sums, ten's complement. */
export function mod10Cross(d: Digits, from = 1, to = 9, at = 10, weights: readonly number[] = [2, 1]): boolean {
  return digitIs(d, at, tenComplement(crossSumOfProducts(d, from, to, weights)));
}

/** Method 01's rule over a range: plain products, ten's complement. */
export function mod10Plain(d: Digits, weights: readonly number[], from = 1, to = 9, at = 10): boolean {
  return digitIs(d, at, tenComplement(plainSum(d, from, to, weights)));
}

/** Method 06's rule over a range. */
export function mod11Range(d: Digits, weights: readonly number[], from = 1, to = 9, at = 10): boolean {
  return digitIs(d, at, mod11Lenient(plainSum(d, from, to, weights)));
}

/** Method 02's rule over a range (remainder 1 makes the account invalid). */
export function mod11StrictRange(d: Digits, weights: readonly number[], from = 1, to = 9, at = 10): boolean {
  const p = mod11Strict(plainSum(d, from, to, weights));
  return p >= 0 && digitIs(d, at, p);
}

/** The account number as an integer (ten digits stay below 2^53). */
export const value = (d: Digits): number => d.reduce((a, x) => a * 10 + x, 0);

/** How many digits the account has without its leading zeros. */
export function length(d: Digits): number {
  const first = d.findIndex((x) => x !== 0);
  return first < 0 ? 0 : d.length - first;
}

/** The account moved `n` places to the left, zeros filling the right (an omitted sub-account). */
export const shiftLeft = (d: Digits, n: number): Digits => [...d.slice(n), ...new Array<number>(n).fill(0)];

/** A copy with the given positions (1-based) set to zero. */
export function zeroed(d: Digits, ...positions: number[]): Digits {
  const out = [...d];
  for (const p of positions) out[p - 1] = 0;
  return out;
}

/** Weights 2, 3, 4, ... up to `last`. */
export const ascending = (last: number): number[] => Array.from({ length: last - 1 }, (_, i) => i + 2);

/** Method 29's iterated transformation (M10H): four table rows assigned from the right. */
const M10H_ROWS: readonly (readonly number[])[] = [
  [0, 1, 5, 9, 3, 7, 4, 8, 2, 6],
  [0, 1, 7, 6, 9, 8, 3, 2, 5, 4],
  [0, 1, 8, 4, 6, 2, 9, 5, 7, 3],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
];

export function m10h(d: Digits): boolean {
  let s = 0;
  for (let pos = 9, k = 0; pos >= 1; pos--, k++) s += M10H_ROWS[k % 4]![d[pos - 1]!]!;
  return digitIs(d, 10, tenComplement(s));
}
