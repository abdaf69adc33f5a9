// UK account check: VocaLink's "Validating account numbers" (UK modulus checking, the rules that
// Bacs and Faster Payments originators use). A sort code's row(s) in the modulus weight table name
// one or two checks (standard modulus 10 or 11, double alternate) and any of exceptions 1-14;
// the account is valid when the checks pass as the exceptions combine them (spec section 2.2).
// Pure code over a generated table: runs in the Worker, no Node APIs. Not for the client bundle:
// with its table it is 36 KB minified, 7 KB gzip (docs/decisions/uk-account-checks.md).
import { GB_SUBSTITUTES, GB_WEIGHT_ROWS, GB_WEIGHTS, type GbWeightRow } from './gb-weights';

// Digit positions in the 14-digit string sort code + account: u v w x y z a b c d e f g h.
const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

/**
 * Whether an account number is possible at a UK sort code, by VocaLink's modulus check.
 * `sortCode` is 6 digits, `account` 6 to 9 digits (8 is standard; shorter ones are zero-padded,
 * 9-digit Santander ones moved into the sort code, spec 2.1.2).
 * Returns null when the account cannot be checked: the sort code has no row in the weight table
 * (VocaLink: presume valid, so the caller must not call it checked), or a 10-digit account, whose
 * eight check digits depend on the bank (first eight at Co-operative and Leeds, last eight at NatWest).
 * Anything else not made of those digits is false.
 */
export function checkUkAccount(sortCode: string, account: string): boolean | null {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{6,10}$/.test(account)) return false;
  if (account.length === 10) return null;
  const [sc, acc] = standardise(sortCode, account);
  const rows = weightRows(Number(sc));
  return rows.length === 0 ? null : passes(sc, acc, rows);
}

/** Spec 2.1.2: nonstandard account numbers made into eight digits (and the sort code they go with). */
function standardise(sortCode: string, account: string): [string, string] {
  if (account.length === 9) return [sortCode.slice(0, 5) + account[0], account.slice(1)];
  return [sortCode, account.padStart(8, '0')];
}

/** The one or two rows whose range holds the sort code; the generator keeps ranges sorted and apart. */
function weightRows(sortCode: number): GbWeightRow[] {
  let lo = 0;
  let hi = GB_WEIGHT_ROWS.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = GB_WEIGHT_ROWS[mid]!;
    if (sortCode < row[0]) hi = mid - 1;
    else if (sortCode > row[1]) lo = mid + 1;
    else {
      // Two checks are two adjacent rows with the same range: step back to the first.
      const first = mid > 0 && GB_WEIGHT_ROWS[mid - 1]![0] === row[0] ? mid - 1 : mid;
      return GB_WEIGHT_ROWS.slice(first, first + 2).filter((r) => r[0] === row[0]);
    }
  }
  return [];
}

/** Spec 2.2 and its flow chart (figure 1): how the first and second check combine. */
function passes(sortCode: string, account: string, rows: GbWeightRow[]): boolean {
  const digits = sortCode + account;
  const [first, second] = rows as [GbWeightRow, GbWeightRow?];
  const d = (i: number) => Number(digits[i]);
  // Exception 6: a = 4-8 with g = h is a foreign currency account, which the checks cannot judge;
  // the spec counts it valid (its test case 13).
  if (rows.some((r) => r[4] === 6) && d(A) >= 4 && d(A) <= 8 && d(G) === d(H)) return true;
  const firstPasses = check(digits, first);
  if (!second) {
    // Exception 14 (Coutts): a failed account ending in 0, 1 or 9 is checked again without its last
    // digit and with a leading 0.
    if (first[4] !== 14 || firstPasses) return firstPasses;
    return '019'.includes(account[7]!) && check(sortCode + '0' + account.slice(0, 7), first);
  }
  // Exceptions 2 & 9, 10 & 11, 12 & 13: either check passing is enough.
  if ([2, 10, 12].includes(first[4])) return firstPasses || check(digits, second);
  // Otherwise (exception 5 included: its test cases 23 and 24) both must pass; exception 3 skips
  // the double alternate check when c is 6 or 9.
  if (!firstPasses) return false;
  if (second[4] === 3 && (d(C) === 6 || d(C) === 9)) return true;
  return check(digits, second);
}

/** One row's check over sort code + account (14 digits), with the row's exception applied. */
function check(original: string, [, , method, weightIndex, exception]: GbWeightRow): boolean {
  const digits = withSortCode(original, exception);
  const weights = weightsFor(GB_WEIGHTS[weightIndex]!, digits, exception);
  let total = 0;
  for (let i = 0; i < 14; i++) {
    const product = Number(digits[i]) * weights[i]!;
    // Double alternate adds the products' digits (12 counts 1 + 2), standard checks the products.
    total += method === 'DBLAL' ? Math.floor(product / 10) + (product % 10) : product;
  }
  // Exception 1: the total of an institution number (580149) placed in front, doubled alternately.
  if (exception === 1) total += 27;
  const modulus = method === 'MOD11' ? 11 : 10;
  // A few rows weigh h by -1: the total can be negative, and its remainder must still be 0..m-1.
  const remainder = ((total % modulus) + modulus) % modulus;
  const g = Number(original[G]);
  const h = Number(original[H]);
  // Exception 4: the remainder is the two-digit check number gh.
  if (exception === 4) return remainder === g * 10 + h;
  // Exception 5: the check digit (g for modulus 11, h for double alternate) is the modulus less the
  // remainder, and 0 for remainder 0; modulus 11's remainder 1 would need a digit 10: invalid.
  if (exception === 5) {
    const digit = method === 'DBLAL' ? h : g;
    return remainder === 0 ? digit === 0 : modulus - remainder === digit;
  }
  return remainder === 0;
}

/**
 * Exceptions 5, 8 and 9 check the account as if at another sort code. Exception 5 substitutes for
 * both of its checks: the flow chart substitutes before the first, and test case 15 passes the
 * double alternate check only at the substitute.
 */
function withSortCode(digits: string, exception: number): string {
  const sortCode = digits.slice(0, 6);
  let checkedAs = sortCode;
  if (exception === 5) checkedAs = GB_SUBSTITUTES[sortCode] ?? sortCode;
  else if (exception === 8) checkedAs = '090126';
  // Exception 9: Lloyds euro accounts are all held at 309634, whatever sort code the customer quotes.
  else if (exception === 9) checkedAs = '309634';
  return checkedAs + digits.slice(6);
}

// Exception 2, a != 0: Lloyds euro account weights, narrower when g = 9.
const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_G9_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];

/** Exceptions 2, 7 and 10 change the weights by the account's digits. */
function weightsFor(weights: readonly number[], digits: string, exception: number): readonly number[] {
  const a = digits[A];
  const g = digits[G];
  if (exception === 2 && a !== '0') return g === '9' ? EXCEPTION_2_G9_WEIGHTS : EXCEPTION_2_WEIGHTS;
  // Exceptions 7 and 10: with g = 9 (for 10, also ab = 09 or 99) positions u-b weigh nothing.
  const ab = digits.slice(A, B + 1);
  if (g === '9' && (exception === 7 || (exception === 10 && (ab === '09' || ab === '99'))))
    return weights.map((w, i) => (i <= B ? 0 : w));
  return weights;
}
