// The Bundesbank check methods against the Bundesbank's published example accounts and, over a
// seeded corpus of real bank codes, against two independent implementations run as oracles:
// Debian's ktoblzcheck (every method but E4) and schwifty (39 of them). Both run as real
// programs, each called once over the whole corpus. Disagreements are allowed only where
// docs/decisions/german-account-checks.md decides them (DECIDED below).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGermanAccount, GERMAN_ACCOUNT_METHODS } from './de';
import { mulberry32 } from '../../../../../scripts/lib/mulberry32';

const SHARED = path.resolve('../shared');
const REGISTRY = path.join(SHARED, 'data/iban/schwifty/bank_registry/generated_de.json');
const SCHWIFTY = path.join(SHARED, 'oracles/schwifty');
const KTOBLZCHECK = '/usr/bin/ktoblzcheck';
const PYTHON = '/usr/bin/python3';

type Pair = { method: string; blz: string; account: string };

// The Bundesbank's file assigns each bank code one method; the registry carries it per bank.
function registry(): Map<string, string> {
  const rows = JSON.parse(readFileSync(REGISTRY, 'utf8')) as { bank_code: string; checksum_algo: string }[];
  const byBlz = new Map<string, string>();
  for (const r of rows) if (!byBlz.has(r.bank_code)) byBlz.set(r.bank_code, r.checksum_algo);
  return byBlz;
}

let work = '';
const tmp = (name: string): string => path.join(work, name);

/** ktoblzcheck over many pairs: a bank data file mapping each bank code to its registry method. */
function ktoblzcheck(pairs: readonly Pair[], methodOf: Map<string, string>): (boolean | null)[] {
  const blzs = [...new Set(pairs.map((p) => p.blz))];
  writeFileSync(tmp('bankdata.txt'), blzs.map((b) => `${b}\t${methodOf.get(b)}\tBank\tOrt\n`).join(''));
  writeFileSync(tmp('pairs.txt'), pairs.map((p) => `${p.blz}\t${p.account}\n`).join(''));
  // ktoblzcheck 1.53 still wants its two positional arguments with --infile; they are ignored.
  const run = spawnSync(KTOBLZCHECK, [`--file=${tmp('bankdata.txt')}`, `--infile=${tmp('pairs.txt')}`, '-', '-'], {
    encoding: 'latin1',
    maxBuffer: 1 << 28,
  });
  const lines = run.stdout.split('\n').filter((l) => l.includes(' blz: '));
  expect(lines).toHaveLength(pairs.length);
  // Result codes: 0 valid, 2 invalid, 1 method unknown to ktoblzcheck.
  return lines.map((l) => (l.startsWith('0 ') ? true : l.startsWith('2 ') ? false : null));
}

/** schwifty over many pairs in one Python process; null where schwifty lacks the method. */
function schwifty(pairs: readonly Pair[]): (boolean | null)[] {
  const script = [
    'import json, sys',
    'from schwifty.checksum import algorithms',
    'out = []',
    'for method, account in json.load(sys.stdin):',
    '    algo = algorithms.get("DE:" + method)',
    '    if algo is None:',
    '        out.append(None)',
    '        continue',
    '    try:',
    '        out.append(bool(algo.validate([account], "")))',
    '    except Exception:',
    '        out.append(False)',
    'json.dump(out, sys.stdout)',
  ].join('\n');
  const run = spawnSync(PYTHON, ['-c', script], {
    input: JSON.stringify(pairs.map((p) => [p.method, p.account.padStart(10, '0')])),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: SCHWIFTY },
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as (boolean | null)[];
}

const randomAccount = (rnd: () => number): string => {
  const lengths = [10, 10, 10, 10, 9, 9, 8, 8, 7, 6, 6, 5, 4];
  const n = lengths[Math.floor(rnd() * lengths.length)]!;
  let s = String(1 + Math.floor(rnd() * 9));
  while (s.length < n) s += String(Math.floor(rnd() * 10));
  return s;
};

/**
 * The corpus: per method, random accounts at its banks with every digit tried at the positions
 * check digits sit at (10, 9, 8, 7, 3); of those ktoblzcheck accepts, up to 25 kept with one digit
 * changed and with two neighbours swapped; plus random accounts as they come.
 */
function corpus(methodOf: Map<string, string>): Pair[] {
  const rnd = mulberry32(20261128);
  const byMethod = new Map<string, string[]>();
  for (const [blz, m] of [...methodOf].sort()) byMethod.set(m, [...(byMethod.get(m) ?? []), blz]);
  const candidates: Pair[] = [];
  for (const [method, blzs] of [...byMethod].sort())
    for (let i = 0; i < 12; i++) {
      const blz = blzs[Math.floor(rnd() * blzs.length)]!;
      const body = randomAccount(rnd).padStart(10, '0');
      for (const pos of [10, 9, 8, 7, 3])
        for (let digit = 0; digit <= 9; digit++) {
          const account = body.slice(0, pos - 1) + digit + body.slice(pos);
          candidates.push({ method, blz, account: account.replace(/^0+(?=\d)/, '') });
        }
    }
  const valid = ktoblzcheck(candidates, methodOf);
  const out: Pair[] = [];
  const seen = new Set<string>();
  const add = (p: Pair): void => {
    const key = `${p.blz} ${p.account}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(p);
  };
  for (const method of [...byMethod.keys()].sort()) {
    const mine = candidates.filter((p, i) => p.method === method && valid[i] !== false);
    const shuffled = mine.map((p) => ({ p, k: rnd() })).sort((a, b) => a.k - b.k);
    for (const { p } of shuffled.slice(0, 25)) {
      add(p);
      const a = p.account.padStart(10, '0');
      const at = Math.floor(rnd() * 10);
      const other = (Number(a[at]) + 1 + Math.floor(rnd() * 9)) % 10;
      add({ ...p, account: a.slice(0, at) + other + a.slice(at + 1) });
      const j = Math.floor(rnd() * 9);
      if (a[j] !== a[j + 1]) add({ ...p, account: a.slice(0, j) + a[j + 1] + a[j] + a.slice(j + 2) });
    }
    const all = candidates.filter((p) => p.method === method);
    for (let i = 0; i < 15; i++) add(all[Math.floor(rnd() * all.length)]!);
  }
  return out;
}

/**
 * Where an oracle's answer departs from the Bundesbank's document: each corpus account on which it
 * does, with our answer and the case of docs/decisions/german-account-checks.md that decides it.
 * The corpus is seeded, so the list is stable; regenerate it if the corpus changes.
 */
type Decided = {
  oracle: 'ktoblzcheck' | 'schwifty';
  case: string;
  method: string;
  blz: string;
  account: string;
  ours: boolean;
};
const DECIDED = JSON.parse(readFileSync(path.join(import.meta.dirname, 'de-decided.json'), 'utf8')) as Decided[];

/** Our answers against an oracle's: equal, or different exactly as a decided case says. */
function compare(oracle: Decided['oracle'], pairs: readonly Pair[], theirs: readonly (boolean | null)[]) {
  const decided = new Map(DECIDED.filter((c) => c.oracle === oracle).map((c) => [`${c.blz} ${c.account}`, c]));
  const wrong: string[] = [];
  const used = new Set<string>();
  let compared = 0;
  pairs.forEach((p, i) => {
    const answer = theirs[i];
    if (answer === undefined || answer === null) return;
    compared++;
    const ours = checkGermanAccount(p.method, p.account, p.blz);
    const key = `${p.blz} ${p.account}`;
    const c = decided.get(key);
    if (c) used.add(key);
    const ok = c ? ours === c.ours && answer === !c.ours && c.method === p.method : ours === answer;
    if (!ok) wrong.push(`${p.method} ${key}: ours ${ours}, ${oracle} ${answer}${c ? ` (decided ${c.case})` : ''}`);
  });
  return { compared, wrong, unused: [...decided.keys()].filter((k) => !used.has(k)) };
}

describe('checkGermanAccount', () => {
  it('answers null for a method it does not know, never a guess', () => {
    expect(checkGermanAccount('ZZ', '1234567890', '37040044')).toBeNull();
    expect(checkGermanAccount('toString', '1234567890', '37040044')).toBeNull();
  });

  it('rejects an account or bank code that is not digits', () => {
    expect(checkGermanAccount('09', '12345678901', '37040044')).toBe(false);
    expect(checkGermanAccount('09', '12a', '37040044')).toBe(false);
    expect(checkGermanAccount('09', '', '37040044')).toBe(false);
    expect(checkGermanAccount('09', '1', '3704004')).toBe(false);
  });

  it("passes the Bundesbank's example accounts (Testkontonummern) of the methods the bank data uses", () => {
    const file = JSON.parse(readFileSync(path.join(import.meta.dirname, 'de-bundesbank-examples.json'), 'utf8')) as {
      methods: Record<string, { valid: string[]; invalid: string[] }>;
    };
    const answers = (method: string, list: string[]) =>
      list.map((entry) => {
        const [account = '', blz = '10000000'] = entry.split('@');
        return [method, entry, checkGermanAccount(method, account, blz)];
      });
    let count = 0;
    for (const [method, { valid, invalid }] of Object.entries(file.methods)) {
      expect(answers(method, valid)).toEqual(valid.map((e) => [method, e, true]));
      expect(answers(method, invalid)).toEqual(invalid.map((e) => [method, e, false]));
      count += valid.length + invalid.length;
    }
    expect(count).toBeGreaterThan(400);
  });

  it("passes the Bundesbank's example accounts in schwifty's tests", () => {
    const source = readFileSync(path.join(SCHWIFTY, 'tests/test_checksum.py'), 'utf8');
    const [success = '', failure = ''] = source.split('def test_german_checksum_success');
    const vectors = (text: string) => [...text.matchAll(/\("(\d{10})", "DE:(\w\w)"\)/g)].map((m) => [m[2]!, m[1]!]);
    expect(vectors(success).length).toBeGreaterThan(60);
    for (const [method, account] of vectors(success))
      expect([method, account, checkGermanAccount(method!, account!, '10000000')]).toEqual([method, account, true]);
    for (const [method, account] of vectors(failure))
      expect([method, account, checkGermanAccount(method!, account!, '10000000')]).toEqual([method, account, false]);
  });

  describe('over a seeded corpus of real bank codes, against ktoblzcheck and schwifty', () => {
    const methodOf = registry();
    let pairs: Pair[] = [];
    beforeAll(() => {
      if (!existsSync(KTOBLZCHECK) || !existsSync(PYTHON))
        throw new Error('ktoblzcheck or python3 missing: run node scripts/ensure-oracles.mjs');
      work = mkdtempSync(path.join(tmpdir(), 'de-accounts-'));
      pairs = corpus(methodOf);
    });
    afterAll(() => {
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it('covers every method the bank data uses, with at least 5,000 accounts', () => {
      const used = new Set(methodOf.values());
      expect(used.size).toBe(92);
      for (const m of used) expect(GERMAN_ACCOUNT_METHODS.has(m), m).toBe(true);
      expect(new Set(pairs.map((p) => p.method))).toEqual(used);
      expect(pairs.length).toBeGreaterThanOrEqual(5000);
    });

    it('agrees with ktoblzcheck except where decided', () => {
      const { compared, wrong, unused } = compare('ktoblzcheck', pairs, ktoblzcheck(pairs, methodOf));
      console.log(`ktoblzcheck: ${compared} of ${pairs.length} compared (E4 unknown to it), ${wrong.length} differ`);
      expect(wrong).toEqual([]);
      expect(unused).toEqual([]);
    });

    it('agrees with schwifty except where decided', () => {
      const { compared, wrong, unused } = compare('schwifty', pairs, schwifty(pairs));
      console.log(`schwifty: ${compared} of ${pairs.length} compared (its 39 methods), ${wrong.length} differ`);
      expect(wrong).toEqual([]);
      expect(unused).toEqual([]);
    });
  });
});
