// The IBAN calculator: from a country, a bank code (and branch code where the BBAN has one) and an
// account number, the IBAN. One general rule from the IBAN registry's positions (ISO 13616-1
// registry: bank, branch, account and national check digit ranges per country), no code per
// country:
// - the inputs fill their ranges; a numeric fixed-length account is left-padded with zeros,
//   except where the country's domestic numbers are not padded at the front (NOT_FRONT_PADDED:
//   there the account must be given at its full length, never guessed into a wrong IBAN);
// - national check digits the inputs do not carry are found by trying every value the BBAN
//   format allows at their positions against the country's national check (./national.ts):
//   exactly one must pass. Check digits right after the account may come with it instead (the
//   account as written with its key: Belgium, Portugal, Norway), and must, where no algorithm is
//   known (Sweden, the Faroes, Greenland, Algeria), since then nothing could compute them;
// - a BBAN with positions none of this fills (an account type, a holder's ID, a currency) is
//   refused as unsupported rather than guessed;
// - the IBAN check digits per ISO 7064 MOD 97-10 (98 - (BBAN + country + "00") mod 97);
// - the result goes through the validator and the account checks of German and UK accounts
//   (./account.ts) as a last guard: a failing account is refused, never given an IBAN.
// Pure: the caller reads the Bundesbank method of the bank code from D1 (./db.ts).
import { mod97 } from '../../../validators/common';
import { nationalCheckFor } from '../national';
import { getIbanCountrySpec, validateIban, type IbanCountrySpec, type IbanValidation } from '../validator';
import { withAccountCheck } from './account';

/**
 * Countries whose short domestic account numbers are not padded with leading zeros into the BBAN,
 * so front padding would make a valid-looking but wrong IBAN. Finland: the machine format fills
 * zeros in the middle, after the 6th digit of the domestic number (after the 7th for the savings
 * and cooperative banks, groups 4 and 5) (Finance Finland, "Account number structure"; the IBAN
 * BBAN is that machine format).
 */
const NOT_FRONT_PADDED: ReadonlySet<string> = new Set(['FI']);

export interface IbanCalcInput {
  country: string;
  bankCode: string;
  branchCode?: string | null;
  account: string;
}

/** Error codes, also the i18n keys of their messages (locales/*.json, `iban.`). */
export type IbanCalcError =
  | 'iban.calc_country'
  | 'iban.calc_unsupported'
  | 'iban.calc_bank_code'
  | 'iban.calc_branch_code'
  | 'iban.calc_account'
  | 'iban.calc_national_ambiguous'
  | 'iban.national_checksum';

/** Character classes of ISO 13616's BBAN notation: n digits, a upper-case letters, c both. */
export type CharClass = 'n' | 'a' | 'c';

/** What was refused and what was expected there. */
export interface IbanCalcDetails {
  field?: 'country' | 'bank_code' | 'branch_code' | 'account';
  /** missing, format (wrong length or characters), unexpected (a branch code where none exists). */
  reason?: 'missing' | 'format' | 'unexpected';
  /** The length expected: exact, or the most (`padded`: shorter numbers get leading zeros). */
  length?: number;
  padded?: boolean;
  chars?: CharClass;
  /** How many values of the national check digits passed (calc_national_ambiguous). */
  candidates?: number;
}

export type IbanCalcResult =
  | { ok: true; iban: string; validation: IbanValidation }
  | { ok: false; error: IbanCalcError; details: IbanCalcDetails };

type Range = readonly [number, number];

const CLASS_RE: Record<CharClass, RegExp> = { n: /^[0-9]$/, a: /^[A-Z]$/, c: /^[0-9A-Z]$/ };
const ALPHABET: Record<CharClass, string> = {
  n: '0123456789',
  a: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  c: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};
/** More candidates than this (three alphanumeric positions) is no check digit search. */
const MAX_CANDIDATES = 50_000;

/** '4!a6!n' -> ['a','a','a','a','n',...]: the class of each BBAN position. */
function positionClasses(bbanSpec: string): CharClass[] {
  const out: CharClass[] = [];
  for (const m of bbanSpec.matchAll(/(\d+)!?([nac])/g))
    for (let i = 0; i < Number(m[1]); i++) out.push(m[2] as CharClass);
  return out;
}

/** The one class a range's positions share, else 'c' (mixed: letters and digits). */
function classOf(classes: readonly CharClass[], r: Range): CharClass {
  const set = new Set(classes.slice(r[0], r[1]));
  return set.size === 1 ? [...set][0]! : 'c';
}

const fits = (value: string, classes: readonly CharClass[], start: number): boolean =>
  [...value].every((ch, i) => CLASS_RE[classes[start + i] ?? 'c'].test(ch));

/** Separators people write inside codes and account numbers (spaces, hyphens, dots) dropped; upper case. */
const clean = (s: string | null | undefined): string => (s ?? '').replace(/[\s.-]/g, '').toUpperCase();

const refuse = (error: IbanCalcError, details: IbanCalcDetails = {}): IbanCalcResult => ({ ok: false, error, details });

/** ISO 13616 check digits: 98 - (BBAN + country + "00") mod 97, as two digits. */
function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** The registry's national check ranges that start where the account ends, joined into one. */
function checkAfterAccount(spec: IbanCountrySpec, account: Range): Range | null {
  let end = account[1];
  for (const r of [...spec.nationalCheck].sort((a, b) => a[0] - b[0])) if (r[0] === end) end = r[1];
  return end > account[1] ? [account[1], end] : null;
}

/**
 * The IBAN of an account, or why there is none. `checkMethod`: the Bundesbank check method of a
 * German bank code (bank_codes.check_method), null when unknown or for other countries.
 */
export function calculateIban(input: IbanCalcInput, checkMethod: string | null): IbanCalcResult {
  const country = input.country.trim().toUpperCase();
  const spec = /^[A-Z]{2}$/.test(country) ? getIbanCountrySpec(country) : null;
  // A territory's accounts have IBANs of the country whose format it uses (FR for GP): not its own.
  if (!spec || spec.formatCountry !== country) return refuse('iban.calc_country', { field: 'country' });
  const classes = positionClasses(spec.bbanSpec);
  if (!spec.bank || !spec.account || classes.length !== spec.bbanLength) return refuse('iban.calc_unsupported');
  const bban: (string | null)[] = new Array(spec.bbanLength).fill(null);
  const put = (value: string, start: number) => [...value].forEach((ch, i) => (bban[start + i] = ch));

  // Bank and branch codes exactly as long as the registry says; a bank code given together with
  // the branch code that follows it in the BBAN (Slovenia's 5 digits) is split.
  let bank = clean(input.bankCode);
  let branch = clean(input.branchCode);
  const bankLen = spec.bank[1] - spec.bank[0];
  if (
    spec.branch &&
    !branch &&
    spec.branch[0] === spec.bank[1] &&
    bank.length === bankLen + spec.branch[1] - spec.branch[0]
  ) {
    branch = bank.slice(bankLen);
    bank = bank.slice(0, bankLen);
  }
  const part = (field: 'bank_code' | 'branch_code', value: string, r: Range): IbanCalcResult | null => {
    if (value.length === r[1] - r[0] && fits(value, classes, r[0])) {
      put(value, r[0]);
      return null;
    }
    const error = field === 'bank_code' ? 'iban.calc_bank_code' : 'iban.calc_branch_code';
    return refuse(error, {
      field,
      reason: value ? 'format' : 'missing',
      length: r[1] - r[0],
      chars: classOf(classes, r),
    });
  };
  const bankError = part('bank_code', bank, spec.bank);
  if (bankError) return bankError;
  if (spec.branch) {
    const branchError = part('branch_code', branch, spec.branch);
    if (branchError) return branchError;
  } else if (branch) return refuse('iban.calc_branch_code', { field: 'branch_code', reason: 'unexpected' });

  // The account: with the check digits that follow it where it carries them (see the top).
  const account = clean(input.account);
  const after = checkAfterAccount(spec, spec.account);
  const withCheck: Range | null = after ? [spec.account[0], after[1]] : null;
  const algorithm = nationalCheckFor(country);
  const range: Range =
    withCheck && (!algorithm || account.length === withCheck[1] - withCheck[0]) ? withCheck : spec.account;
  const length = range[1] - range[0];
  const padded = !NOT_FRONT_PADDED.has(country) && classes.slice(range[0], range[1]).every((c) => c === 'n');
  const full = padded && account.length > 0 && account.length < length ? account.padStart(length, '0') : account;
  if (full.length !== length || !fits(full, classes, range[0]))
    return refuse('iban.calc_account', {
      field: 'account',
      reason: account ? 'format' : 'missing',
      length,
      padded,
      chars: classOf(classes, range),
    });
  put(full, range[0]);

  // What is left open must be national check digits that the country's check can settle.
  const open = bban.flatMap((ch, i) => (ch === null ? [i] : []));
  const isCheck = (i: number) => spec.nationalCheck.some(([a, b]) => i >= a && i < b);
  if (open.some((i) => !isCheck(i)) || (open.length > 0 && !algorithm)) return refuse('iban.calc_unsupported');
  const alphabets = open.map((i) => ALPHABET[classes[i]!]);
  if (alphabets.reduce((n, a) => n * a.length, 1) > MAX_CANDIDATES) return refuse('iban.calc_unsupported');

  let value = bban.join('');
  if (open.length > 0 && algorithm) {
    const passed: string[] = [];
    let contested = 0;
    for (const candidate of combinations(alphabets)) {
      open.forEach((pos, k) => (bban[pos] = candidate[k]!));
      const verdict = algorithm(bban.join(''));
      if (verdict === true) passed.push(bban.join(''));
      else if (verdict === 'contested') contested++;
    }
    // None: no check digits make this account valid. Several, or readings that disagree
    // (Norway's, ./national.ts): which one the bank issued cannot be told, so none is given.
    if (passed.length === 0 && contested === 0) return refuse('iban.national_checksum', { field: 'account' });
    if (passed.length !== 1 || contested > 0)
      return refuse('iban.calc_national_ambiguous', { field: 'account', candidates: passed.length + contested });
    value = passed[0]!;
  }

  const iban = `${country}${ibanCheckDigits(country, value)}${value}`;
  const validation = withAccountCheck(validateIban(iban), checkMethod);
  if (validation.valid) return { ok: true, iban, validation };
  // The inputs' own check digits (Poland's bank code, Croatia's account) or the German or UK
  // account check failed; anything else would be a rule above wrong: not answered as an IBAN.
  if (validation.errors.includes('iban.national_checksum'))
    return refuse('iban.national_checksum', { field: 'account' });
  return refuse('iban.calc_unsupported');
}

/** Every string taking one character from each alphabet, in order. */
function* combinations(alphabets: readonly string[]): Generator<string> {
  if (alphabets.length === 0) {
    yield '';
    return;
  }
  const [first, ...rest] = alphabets;
  for (const tail of combinations(rest)) for (const ch of first!) yield ch + tail;
}
