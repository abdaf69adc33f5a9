// Generated corpora for the differential comparison (tests/unit/validators/differential.test.ts,
// scripts/compare-validators.ts): valid codes built from the rules, then the mistakes people
// make (one character substituted, two adjacent transposed, one dropped or added) and the edge
// cases the validators disagree on. Deterministic: a fixed-seed PRNG, so every run judges the
// same inputs and a disagreement is reproducible from its input alone.
import { ibanCountries, getIbanCountrySpec } from '../../shared/kinds/iban/validator';
import { nationalCheckFor } from '../../shared/kinds/iban/national';
import { CARD_IIN_RANGES } from '../../shared/kinds/bin/validator';
import { countryCodes } from '../../shared/validators/iso3166';
import { mulberry32 } from '../../scripts/lib/mulberry32';
import {
  refIban,
  refIbanCheckDigits,
  refMod97,
  refWithAbaCheck,
  refWithLuhn,
  replaceAt,
} from '../unit/validators/reference';

/** The audit's seeded PRNG (mulberry32), so corpora are the same on every run. */
export const prng = mulberry32;

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = DIGITS + LETTERS;

export interface Case {
  input: string;
  /** How the input was made: 'valid', 'substitution', 'transposition', ... */
  kind: string;
}

function pick(rand: () => number, chars: string): string {
  return chars[Math.floor(rand() * chars.length)]!;
}
function randomOf(rand: () => number, chars: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += pick(rand, chars);
  return s;
}

/** One character replaced by a different one of the same class (digit by digit, letter by letter). */
function substitute(rand: () => number, s: string, from = 0): string {
  const i = from + Math.floor(rand() * (s.length - from));
  const pool = /\d/.test(s[i]!) ? DIGITS : LETTERS;
  let c = s[i]!;
  while (c === s[i]) c = pick(rand, pool);
  return replaceAt(s, i, c);
}
/** Two different adjacent characters swapped. */
function transpose(rand: () => number, s: string, from = 0): string | null {
  for (let tries = 0; tries < 20; tries++) {
    const i = from + Math.floor(rand() * (s.length - from - 1));
    if (s[i] !== s[i + 1]) return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  }
  return null;
}

/** A BBAN of the country's ISO 13616 structure ('4!n4!n12!c'), random content. */
function randomBban(rand: () => number, bbanSpec: string): string {
  let s = '';
  for (const m of bbanSpec.matchAll(/(\d+)(!?)([nace])/g)) {
    const pool = m[3] === 'n' ? DIGITS : m[3] === 'a' ? LETTERS : m[3] === 'e' ? ' ' : ALNUM;
    s += randomOf(rand, pool, Number(m[1]));
  }
  return s;
}

/** All values of the national check positions (digits; letters where the position is a letter). */
function* checkValues(positions: readonly (readonly [number, number])[], bban: string): Generator<string> {
  const pools = positions.flatMap(([a, b]) =>
    Array.from({ length: b - a }, (_, k) => (/[A-Z]/.test(bban[a + k]!) ? LETTERS : DIGITS)),
  );
  const total = pools.reduce((n, p) => n * p.length, 1);
  for (let v = 0; v < Math.min(total, 100_000); v++) {
    let rest = v;
    let out = '';
    for (const p of pools) {
      out += p[rest % p.length];
      rest = Math.floor(rest / p.length);
    }
    yield out;
  }
}
function withCheck(bban: string, positions: readonly (readonly [number, number])[], value: string): string {
  let k = 0;
  let out = bban;
  for (const [a, b] of positions) for (let i = a; i < b; i++) out = replaceAt(out, i, value[k++]!);
  return out;
}

/**
 * A BBAN whose national check digits are right, where the country has a national check: the
 * check positions are tried exhaustively against the country's rule (at most two positions,
 * so at most 100 or 676 tries). Where no value satisfies the rule (the rule also constrains
 * other digits, CZ/SK), a fresh random BBAN is drawn.
 */
function validBban(rand: () => number, country: string): string {
  const spec = getIbanCountrySpec(country)!;
  const check = nationalCheckFor(country);
  for (let attempt = 0; attempt < 50; attempt++) {
    const bban = randomBban(rand, spec.bbanSpec);
    if (check?.(bban) !== false) return bban;
    for (const v of checkValues(spec.nationalCheck, bban)) {
      const b = withCheck(bban, spec.nationalCheck, v);
      if (check(b) === true) return b;
    }
  }
  throw new Error(`no valid BBAN found for ${country}`);
}

/**
 * IBANs of every country in the registry: `perCountry` valid ones, and from each one
 * substitution (BBAN or check digits), one transposition, one too short and one too long; for
 * countries with national check digits one with a wrong national check digit and right IBAN
 * check digits; the check pairs 00/01/99 where they are equivalent modulo 97 to the right pair.
 */
export function ibanCorpus(perCountry = 30, seed = 13616): Case[] {
  const rand = prng(seed);
  const out: Case[] = [];
  for (const country of ibanCountries()) {
    const spec = getIbanCountrySpec(country)!;
    const check = nationalCheckFor(country);
    for (let n = 0; n < perCountry; n++) {
      const bban = validBban(rand, country);
      const iban = refIban(country, bban);
      out.push({ input: iban, kind: 'valid' });
      out.push({ input: substitute(rand, iban, 4), kind: 'substitution' });
      out.push({ input: substitute(rand, iban.slice(0, 4), 2) + iban.slice(4), kind: 'substitution-check-digits' });
      const t = transpose(rand, iban, 2);
      if (t) out.push({ input: t, kind: 'transposition' });
      const short = iban.slice(0, -1);
      out.push({
        input: short.slice(0, 2) + refIbanCheckDigits(country, short.slice(4)) + short.slice(4),
        kind: 'length-short',
      });
      const long = iban + pick(rand, DIGITS);
      out.push({
        input: long.slice(0, 2) + refIbanCheckDigits(country, long.slice(4)) + long.slice(4),
        kind: 'length-long',
      });
      // The IBAN check pair 97/98 has the equivalents 00/01 modulo 97, 02 has 99: same remainder.
      const cd = iban.slice(2, 4);
      const alt = cd === '97' ? '00' : cd === '98' ? '01' : cd === '02' ? '99' : null;
      if (alt) out.push({ input: country + alt + bban, kind: 'iban-check-pair-00-01-99' });
      if (check && spec.nationalCheck.length) {
        // Wrong national check digit(s), IBAN check digits recomputed so only the national check fails.
        for (const v of checkValues(spec.nationalCheck, bban)) {
          const b = withCheck(bban, spec.nationalCheck, v);
          if (b !== bban && check(b) === false) {
            out.push({ input: refIban(country, b), kind: 'national-check' });
            break;
          }
        }
      }
    }
    // Every value of the national check positions of two BBANs, IBAN check digits right: each
    // value the rule accepts or refuses, so a rule's edge (a remainder of 0, 1 or 10) is met.
    if (check && spec.nationalCheck.length) {
      for (let n = 0; n < 2; n++) {
        const bban = validBban(rand, country);
        let k = 0;
        for (const v of checkValues(spec.nationalCheck, bban)) {
          if (k++ >= 200) break;
          const b = withCheck(bban, spec.nationalCheck, v);
          if (b !== bban) out.push({ input: refIban(country, b), kind: 'national-check-all-values' });
        }
      }
    }
    // ISO 7064 MOD 97-10 national pairs (BA, ME, ...): a BBAN whose own pair is 97/98/02, with the
    // equivalent 00/01/99 in its place (same remainder, a pair the procedure never produces).
    if (check && check === nationalCheckFor('BA')) {
      const [a, b] = spec.nationalCheck[0]!;
      let made = 0;
      for (let tries = 0; tries < 5000 && made < 3; tries++) {
        const bban = validBban(rand, country);
        const pair = bban.slice(a, b);
        const alt = pair === '97' ? '00' : pair === '98' ? '01' : pair === '02' ? '99' : null;
        if (!alt) continue;
        out.push({ input: refIban(country, bban.slice(0, a) + alt), kind: 'national-check-pair-00-01-99' });
        made++;
      }
    }
  }
  return out;
}

/** LEIs (ISO 17442): valid ones, their mistakes, and the check pairs 00/01/99. */
export function leiCorpus(n = 3000, seed = 17442): Case[] {
  const rand = prng(seed);
  const out: Case[] = [];
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    const body =
      randomOf(rand, ALNUM, 4) + (rand() < 0.5 ? '00' : randomOf(rand, ALNUM, 2)) + randomOf(rand, ALNUM, 12);
    const cd = String(98 - refMod97(body + '00')).padStart(2, '0');
    const lei = body + cd;
    out.push({ input: lei, kind: 'valid' });
    out.push({ input: substitute(rand, lei), kind: 'substitution' });
    const t = transpose(rand, lei);
    if (t) out.push({ input: t, kind: 'transposition' });
    out.push({ input: lei.slice(0, -1), kind: 'length-short' });
    const alt = cd === '97' ? '00' : cd === '98' ? '01' : cd === '02' ? '99' : null;
    if (alt) {
      out.push({ input: body + alt, kind: 'check-pair-00-01-99' });
      pairs++;
    }
  }
  // Make sure each of 00, 01, 99 is there: choose bodies until each pair has appeared 10 times.
  for (const [want, alt] of [
    ['97', '00'],
    ['98', '01'],
    ['02', '99'],
  ] as const) {
    for (let k = 0; k < 10; ) {
      const body = randomOf(rand, ALNUM, 18);
      if (String(98 - refMod97(body + '00')).padStart(2, '0') !== want) continue;
      out.push({ input: body + alt, kind: 'check-pair-00-01-99' });
      k++;
    }
  }
  void pairs;
  return out;
}

/** BICs (ISO 9362): valid shapes in every country, and each rule's edge. */
export function bicCorpus(n = 4000, seed = 9362): Case[] {
  const rand = prng(seed);
  const countries = [...countryCodes()].sort();
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const country = countries[Math.floor(rand() * countries.length)]!;
    const loc = pick(rand, LETTERS + '23456789') + pick(rand, LETTERS.replace('O', '') + DIGITS);
    const bic8 = randomOf(rand, LETTERS, 4) + country + loc;
    const branch =
      rand() < 0.5 ? '' : rand() < 0.3 ? 'XXX' : pick(rand, ALNUM.replace('X', '')) + randomOf(rand, ALNUM, 2);
    const bic = bic8 + branch;
    out.push({ input: bic, kind: 'valid' });
    out.push({ input: substitute(rand, bic), kind: 'substitution' });
    out.push({ input: bic.slice(0, -1), kind: 'length-short' });
    if (i % 8 === 0)
      out.push({
        input: replaceAt(bic, 1 + Math.floor(rand() * 3), pick(rand, DIGITS)),
        kind: 'digit-in-party-prefix',
      });
    if (i % 8 === 1) out.push({ input: replaceAt(bic, 6, pick(rand, '01')), kind: 'location-0-1' });
    if (i % 8 === 2) out.push({ input: replaceAt(bic, 7, 'O'), kind: 'location-O' });
    if (i % 8 === 3 && bic.length === 11 && branch !== 'XXX')
      out.push({ input: replaceAt(bic, 8, 'X'), kind: 'branch-X' });
    if (i % 8 === 4) out.push({ input: bic.slice(0, 4) + 'XK' + bic.slice(6), kind: 'kosovo' });
    if (i % 8 === 5)
      out.push({ input: bic.slice(0, 4) + randomOf(rand, LETTERS, 2) + bic.slice(6), kind: 'random-country' });
  }
  return out;
}

/** ABA routing numbers: every two-digit prefix with a right check digit, and mistakes. */
export function abaCorpus(perPrefix = 40, seed = 1910): Case[] {
  const rand = prng(seed);
  const out: Case[] = [{ input: '000000000', kind: 'all-zero' }];
  for (let p = 0; p < 100; p++) {
    for (let i = 0; i < perPrefix; i++) {
      const rtn = refWithAbaCheck(String(p).padStart(2, '0') + randomOf(rand, DIGITS, 6));
      out.push({ input: rtn, kind: 'valid-check' });
      out.push({ input: substitute(rand, rtn), kind: 'substitution' });
      const t = transpose(rand, rtn);
      if (t) out.push({ input: t, kind: 'transposition' });
      if (i === 0) out.push({ input: rtn.slice(0, -1), kind: 'length-short' });
    }
  }
  return out;
}

/**
 * Card numbers at every IIN range edge (first, last, one before, one after) of every scheme,
 * at every length 12-19, with a right Luhn digit and with a wrong one.
 */
export function cardCorpus(seed = 7812): Case[] {
  const rand = prng(seed);
  const heads = new Set<string>();
  for (const [, range] of CARD_IIN_RANGES) {
    const [from, to = from] = range.split('-') as [string, string?];
    const w = from.length;
    for (const v of [Number(from) - 1, Number(from), Number(to), Number(to) + 1]) {
      if (v >= 0 && String(v).length <= w) heads.add(String(v).padStart(w, '0'));
    }
  }
  for (let i = 0; i < 300; i++) heads.add(randomOf(rand, DIGITS, 6));
  // Regional brands the peer knows and we do not (Naranja 589562, Hiper 637095): a case each,
  // rather than whatever random heads happen to fall in them.
  heads.add('589562');
  heads.add('637095');
  const out: Case[] = [];
  for (const head of [...heads].sort()) {
    for (let len = 12; len <= 19; len++) {
      if (head.length >= len) continue;
      const pan = refWithLuhn(head + randomOf(rand, DIGITS, len - head.length - 1));
      out.push({ input: pan, kind: 'range-edge' });
      out.push({ input: replaceAt(pan, len - 1, String((Number(pan[len - 1]) + 1) % 10)), kind: 'luhn' });
    }
  }
  return out;
}
