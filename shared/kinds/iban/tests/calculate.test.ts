import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculateIban, type IbanCalcInput } from '../worker/calculate';
import { getIbanCountrySpec, isValidIban, validateIban } from '../validator';
import { refIban } from '../../../../tests/unit/validators/reference';
import { mulberry32 } from '../../../../scripts/lib/mulberry32';

// The IBAN calculator (shared/kinds/iban/worker/calculate.ts): published IBANs rebuilt from their
// bank code, branch code and account (the SWIFT IBAN registry's examples, the national check
// digits left for the calculator to find), the refusals, and schwifty's IBAN.generate as an
// oracle over a seeded sample of real bank codes (schwifty's bank registry in ../shared/data).

const calc = (
  country: string,
  bankCode: string,
  branchCode: string | null,
  account: string,
  method: string | null = null,
) => calculateIban({ country, bankCode, branchCode, account }, method);
const ibanOf = (...args: Parameters<typeof calc>): string => {
  const r = calc(...args);
  if (!r.ok) throw new Error(`${args.join('/')}: ${r.error} ${JSON.stringify(r.details)}`);
  return r.iban;
};
const errorOf = (...args: Parameters<typeof calc>) => {
  const r = calc(...args);
  return r.ok ? r.iban : { error: r.error, ...r.details };
};

describe('calculateIban: published IBANs from their parts', () => {
  it('Germany: BLZ 37040044, account 532013000 (zero-padded to ten digits, Bundesbank method 13 passes)', () => {
    expect(ibanOf('DE', '37040044', null, '532013000', '13')).toBe('DE89370400440532013000');
    expect(ibanOf('de', '3704 0044', null, '0532 0130 00', '13')).toBe('DE89370400440532013000');
  });

  it('UK: the BIC letters as bank code, the sort code as branch code', () => {
    expect(ibanOf('GB', 'WEST', '12-34-56', '98765432')).toBe('GB82WEST12345698765432');
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(ibanOf('GB', 'NWBK', '601613', '31926819')).toBe('GB29NWBK60161331926819');
  });

  it('France: the RIB key (06) is computed', () => {
    expect(ibanOf('FR', '20041', '01005', '0500013M026')).toBe('FR1420041010050500013M02606');
  });

  it('Italy: the CIN letter (X) is computed', () => {
    expect(ibanOf('IT', '05428', '11101', '000000123456')).toBe('IT60X0542811101000000123456');
  });

  it('Spain: the two dígitos de control (45) between branch and account are computed', () => {
    expect(ibanOf('ES', '2100', '0418', '0200051332')).toBe('ES9121000418450200051332');
  });

  it('Belgium: the check digits are computed, or taken from the account as written with them', () => {
    expect(ibanOf('BE', '539', null, '0075470')).toBe('BE68539007547034');
    expect(ibanOf('BE', '539', null, '75470')).toBe('BE68539007547034');
    expect(ibanOf('BE', '539', null, '007547034')).toBe('BE68539007547034');
    expect(errorOf('BE', '539', null, '007547035')).toMatchObject({ error: 'iban.national_checksum' });
  });

  it('Norway, Portugal: the MOD 11 digit and the NIB check digits are computed', () => {
    expect(ibanOf('NO', '8601', null, '111794')).toBe('NO9386011117947');
    expect(ibanOf('PT', '0002', '0123', '12345678901')).toBe('PT50000201231234567890154');
  });

  it('countries without national check digits: Austria, the Netherlands', () => {
    expect(getIbanCountrySpec('AT')?.nationalCheck).toEqual([]);
    expect(ibanOf('AT', '19043', null, '234573201')).toBe('AT611904300234573201');
    expect(ibanOf('NL', 'abna', null, '417164300')).toBe('NL91ABNA0417164300');
  });

  it('check digits the inputs carry are checked: Croatia (account), Poland (bank code), Slovenia (bank + branch given as one code)', () => {
    expect(ibanOf('HR', '1001005', null, '1863000160')).toBe('HR1210010051863000160');
    expect(errorOf('HR', '1001005', null, '1863000161')).toMatchObject({ error: 'iban.national_checksum' });
    expect(ibanOf('PL', '10901014', null, '71219812874')).toBe('PL61109010140000071219812874');
    expect(errorOf('PL', '10901015', null, '71219812874')).toMatchObject({ error: 'iban.national_checksum' });
    expect(ibanOf('SI', '26330', null, '00120390')).toBe('SI56263300012039086');
  });

  it('where no algorithm is known the account must carry its check digit (Sweden: 17 digits)', () => {
    expect(ibanOf('SE', '500', null, '00000058398257466')).toBe('SE4550000000058398257466');
  });

  it('Finland: the account at its full machine-format length; a short one is refused, not front-padded', () => {
    // The registry's example FI2112345600000785 is the domestic 123456-785 with its zeros in the
    // middle: padding 456785 at the front would give a valid-looking IBAN of another account.
    expect(ibanOf('FI', '123', null, '45600000785')).toBe('FI2112345600000785');
    expect(errorOf('FI', '123', null, '456785')).toMatchObject({
      error: 'iban.calc_account',
      reason: 'format',
      padded: false,
    });
  });

  it('every answer passes the validator, with ISO 7064 check digits recomputed independently', () => {
    const iban = ibanOf('FR', '30003', '02054', '00050123456');
    expect(iban).toBe(refIban('FR', iban.slice(4)));
    expect(validateIban(iban)).toMatchObject({ valid: true, checks: { nationalChecksum: 'valid' } });
  });
});

describe('calculateIban: refusals', () => {
  it('a German account failing its Bundesbank method is refused; without a known method it is not checked', () => {
    expect(errorOf('DE', '37040044', null, '532014000', '13')).toEqual({
      error: 'iban.national_checksum',
      field: 'account',
    });
    expect(ibanOf('DE', '37040044', null, '532014000', null)).toBe(refIban('DE', '370400440532014000'));
  });

  it('a UK account failing VocaLink modulus checking is refused (VocaLink test case 1, last digit changed)', () => {
    expect(ibanOf('GB', 'NWBK', '089999', '66374958')).toBe(refIban('GB', 'NWBK08999966374958'));
    expect(errorOf('GB', 'NWBK', '089999', '66374959')).toMatchObject({ error: 'iban.national_checksum' });
  });

  it('parts of the wrong length or characters, each with what was expected', () => {
    expect(errorOf('DE', '3704004', null, '532013000')).toEqual({
      error: 'iban.calc_bank_code',
      field: 'bank_code',
      reason: 'format',
      length: 8,
      chars: 'n',
    });
    expect(errorOf('DE', '', null, '532013000')).toMatchObject({ error: 'iban.calc_bank_code', reason: 'missing' });
    expect(errorOf('GB', '4000', '123456', '98765432')).toMatchObject({
      error: 'iban.calc_bank_code',
      chars: 'a',
      length: 4,
    });
    expect(errorOf('DE', '37040044', null, '05320130001')).toEqual({
      error: 'iban.calc_account',
      field: 'account',
      reason: 'format',
      length: 10,
      padded: true,
      chars: 'n',
    });
    expect(errorOf('DE', '37040044', null, '53201300A')).toMatchObject({ error: 'iban.calc_account' });
    expect(errorOf('DE', '37040044', null, '')).toMatchObject({ error: 'iban.calc_account', reason: 'missing' });
    // An alphanumeric account is not padded: it must be whole.
    expect(errorOf('FR', '20041', '01005', '500013M026')).toMatchObject({
      error: 'iban.calc_account',
      length: 11,
      padded: false,
      chars: 'c',
    });
    expect(errorOf('FR', '20041', '', '0500013M026')).toMatchObject({
      error: 'iban.calc_branch_code',
      reason: 'missing',
      length: 5,
    });
    expect(errorOf('DE', '37040044', '100', '532013000')).toMatchObject({
      error: 'iban.calc_branch_code',
      reason: 'unexpected',
    });
  });

  it('a country without an IBAN format of its own, or one whose BBAN holds more than bank, branch and account', () => {
    expect(errorOf('XX', '1', null, '1')).toMatchObject({ error: 'iban.calc_country' });
    expect(errorOf('GP', '20041', '01005', '0500013M026')).toMatchObject({ error: 'iban.calc_country' });
    // Iceland: the holder's kennitala; Turkey: a reserved digit; Guinea-Bissau: no positions in the registry.
    expect(errorOf('IS', '01', '59', '007654')).toMatchObject({ error: 'iban.calc_unsupported' });
    expect(errorOf('TR', '00061', null, '0519786457841326')).toMatchObject({ error: 'iban.calc_unsupported' });
    expect(errorOf('GW', 'GW14', null, '3001018180063760')).toMatchObject({ error: 'iban.calc_unsupported' });
  });

  it('no value of the check digits passes, or the readings of the rule disagree: refused', () => {
    // Norway's MOD 11 gives 10 for 8601 11 0005: no such account is issued.
    expect(errorOf('NO', '8601', null, '110005')).toMatchObject({ error: 'iban.national_checksum' });
    // Bank 1234, account digits 5-6 "00": ECBS TR201 and the banks' own check name different digits.
    expect(errorOf('NO', '1234', null, '000001')).toMatchObject({ error: 'iban.calc_national_ambiguous' });
  });
});

// schwifty's IBAN.generate as the oracle, over bank codes of its bank registry.
const SHARED = path.resolve('../shared');
const BANKS = path.join(SHARED, 'data/iban/schwifty/bank_registry');
const SCHWIFTY = path.join(SHARED, 'oracles/schwifty');
const PYTHON = '/usr/bin/python3';

type Entry = { country_code?: string; bank_code?: string; bank_codes?: string[]; checksum_algo?: string };

/** Bank codes per country from every registry file (a list of banks, or {entries} with bank_codes). */
function bankCodes(): Map<string, { code: string; method: string | null }[]> {
  const out = new Map<string, { code: string; method: string | null }[]>();
  for (const file of readdirSync(BANKS).sort()) {
    if (!file.endsWith('.json')) continue;
    const raw = JSON.parse(readFileSync(path.join(BANKS, file), 'utf8')) as Entry[] | { entries: Entry[] };
    for (const e of Array.isArray(raw) ? raw : raw.entries) {
      const country = e.country_code?.toUpperCase();
      if (!country) continue;
      for (const code of e.bank_codes ?? [e.bank_code ?? '']) {
        if (!code) continue;
        const list = out.get(country) ?? [];
        list.push({ code, method: e.checksum_algo ?? null });
        out.set(country, list);
      }
    }
  }
  return out;
}

/** A random string of the BBAN format's characters for a range (n digits, else digits and letters as spec'd). */
function randomPart(rnd: () => number, spec: string, r: readonly [number, number]): string {
  const classes = [...spec.matchAll(/(\d+)!?([nac])/g)].flatMap((m) => Array<string>(Number(m[1])).fill(m[2]!));
  const pick = (s: string) => s[Math.floor(rnd() * s.length)]!;
  return classes
    .slice(r[0], r[1])
    .map((c) =>
      pick(
        c === 'n' ? '0123456789' : c === 'a' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      ),
    )
    .join('');
}

/**
 * schwifty's IBAN per input (null where it refuses), and whether it computes the country's national
 * check digits at all: where it does not, it writes zeros there, a placeholder rather than an answer.
 */
function schwifty(items: readonly IbanCalcInput[]): [string | null, boolean][] {
  const script = [
    'import json, sys',
    'from schwifty import IBAN',
    'from schwifty.checksum import algorithms',
    'out = []',
    'for c, bank, branch, account in json.load(sys.stdin):',
    '    computes = algorithms.get(c + ":default") is not None',
    '    try:',
    '        out.append([IBAN.generate(c, bank_code=bank, account_code=account, branch_code=branch).compact, computes])',
    '    except Exception:',
    '        out.append([None, computes])',
    'json.dump(out, sys.stdout)',
  ].join('\n');
  const run = spawnSync(PYTHON, ['-c', script], {
    input: JSON.stringify(items.map((i) => [i.country, i.bankCode, i.branchCode ?? '', i.account])),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: SCHWIFTY },
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as [string | null, boolean][];
}

describe('calculateIban against schwifty over a seeded sample of real bank codes', () => {
  it('gives the IBAN schwifty gives wherever both answer', () => {
    if (!existsSync(PYTHON) || !existsSync(BANKS))
      throw new Error('python3 or ../shared missing: run node scripts/ensure-oracles.mjs');
    const rnd = mulberry32(20261201);
    const items: { input: IbanCalcInput; method: string | null }[] = [];
    for (const [country, banks] of [...bankCodes()].sort(([a], [b]) => a.localeCompare(b))) {
      const spec = getIbanCountrySpec(country);
      if (!spec?.bank || !spec.account) continue;
      const fitting = banks.filter((b) => b.code.length === spec.bank![1] - spec.bank![0]);
      for (let i = 0; i < 40 && fitting.length > 0; i++) {
        const bank = fitting[Math.floor(rnd() * fitting.length)]!;
        const branchCode = spec.branch ? randomPart(rnd, spec.bbanSpec, spec.branch) : null;
        const account = randomPart(rnd, spec.bbanSpec, spec.account);
        items.push({ input: { country, bankCode: bank.code, branchCode, account }, method: bank.method });
      }
    }
    const answers = schwifty(items.map((i) => i.input));
    // Where schwifty has no national check for a country whose BBAN has check digits (HU, SE, ...),
    // its zeros there are no answer to compare with.
    const placeholder = (i: number) =>
      !answers[i]![1] && (getIbanCountrySpec(items[i]!.input.country)?.nationalCheck.length ?? 0) > 0;
    const theirs = answers.map(([iban], i) => (placeholder(i) ? null : iban));
    const ours = items.map(({ input, method }) => {
      const r = calculateIban(input, method);
      return r.ok ? r.iban : null;
    });
    const both = items.flatMap((item, i) => (ours[i] && theirs[i] ? [{ item, ours: ours[i], theirs: theirs[i] }] : []));
    const differ = both.filter((b) => b.ours !== b.theirs);
    const countries = new Set(both.map((b) => b.item.input.country));
    console.log(
      `schwifty: ${items.length} inputs over ${new Set(items.map((i) => i.input.country)).size} countries; both answer ${both.length} (${countries.size} countries: ${[...countries].join(' ')}), ${differ.length} differ; left out (schwifty's zeros for check digits) ${items.filter((_, i) => placeholder(i)).length}; only we answer ${ours.filter((o, i) => o && !theirs[i] && !placeholder(i)).length}, only schwifty ${theirs.filter((t, i) => t && !ours[i]).length} (${[...new Set(items.filter((_, i) => theirs[i] && !ours[i]).map((x) => x.input.country))].join(' ')})`,
    );
    expect(both.length).toBeGreaterThan(items.length / 2);
    expect(countries.size).toBeGreaterThan(20);
    expect(differ.map((d) => `${JSON.stringify(d.item.input)}: ${d.ours} vs ${d.theirs}`)).toEqual([]);
  });
});
