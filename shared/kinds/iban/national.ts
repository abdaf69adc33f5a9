/**
 * National check digits inside the BBAN, for the countries whose algorithm is public and the
 * same for every bank. Countries where it differs per bank (DE, GB, NL, SE, DK, ...) or is not
 * published are absent: their result is 'not_applicable', never 'valid'. The Worker checks German
 * and UK accounts on top of this (shared/kinds/iban/worker/account.ts): their rules need per-bank
 * data and tables the client bundle does not carry.
 *
 * Sources (each function names its own):
 * - ISO 7064:2003 MOD 97-10 over the whole BBAN: BA, ME, MK, RS, SI (national standards of the
 *   former Yugoslav payment systems), PT and the Portuguese-style NIB of AO, CV, MZ, TL (Timor-Leste),
 *   XK (Kosovo).
 * - French RIB key (Comité français d'organisation et de normalisation bancaires, "clé RIB"):
 *   FR and the territories using French IBANs, MC, and the RIB keys derived from it by the
 *   BCEAO (BF, BJ, CI, ML, NE, SN, TG), the BEAC (CF, CG, CM, GA, GQ, TD) and by BI, DJ, KM, MA,
 *   MG, MR, TN.
 * - ISO 7064 MOD 11,10: HR (Croatian National Bank, bank code and account number).
 * - BE (NBB protocol, MOD 97), ES (CCC "dígitos de control"), FI (Luhn over the machine-form
 *   account number), IT/SM (CIN), NO (MOD 11), PL (sort code check digit), HU (MNB 9-7-3-1),
 *   CZ/SK (CNB decree 169/2011 MOD 11), EE (7-3-1), AL (Bank of Albania 9-7-3-1),
 *   IS (kennitala MOD 11).
 */
import { luhnValid, mod97, mod97CheckPairPossible, modDecimal, weightedSum } from '../../validators/common';

/**
 * true/false: the BBAN's national check digits are right/wrong; null: no rule applies to it;
 * 'contested': the published readings of the country's rule give different verdicts for it.
 */
export type NationalCheck = (bban: string) => boolean | null | 'contested';

const digits = (s: string): boolean => /^\d+$/.test(s);

/**
 * ISO 7064 MOD 97-10 over the whole BBAN (letters A=10..Z=35): the remainder must be 1, and the
 * check pair (the last two digits) one the procedure produces, 02-98.
 */
const iso7064Mod97: NationalCheck = (bban) =>
  /^[0-9A-Z]+$/.test(bban) && mod97CheckPairPossible(bban.slice(-2)) && mod97(bban) === 1;

/** French RIB letter conversion: A-I -> 1-9, J-R -> 1-9, S-Z -> 2-9. */
function ribDigits(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0) - 65;
    if (c < 0) out += ch;
    else out += String(c <= 8 ? c + 1 : c <= 17 ? c - 8 : c - 16);
  }
  return out;
}

/**
 * RIB key: the last two digits equal 97 - ((N * 100) mod 97), N being the rest of the BBAN with
 * letters converted. For the French RIB this equals the usual 97 - ((89 bank + 15 branch +
 * 3 account) mod 97); the BCEAO, BEAC, Maghreb and other RIBs use the same key.
 */
const ribKey: NationalCheck = (bban) => {
  if (!/^[0-9A-Z]+\d\d$/.test(bban)) return false;
  const n = ribDigits(bban.slice(0, -2));
  return 97 - modDecimal(n + '00', 97) === Number(bban.slice(-2));
};

/** Belgium: the first 10 digits mod 97 (97 when 0) give the last two. */
const belgium: NationalCheck = (bban) => {
  if (!digits(bban)) return false;
  const r = modDecimal(bban.slice(0, 10), 97) || 97;
  return r === Number(bban.slice(10, 12));
};

/** Spain: CCC "dígitos de control", weights 1,2,4,8,5,10,9,7,3,6, 11 - (sum mod 11), 10 -> 1, 11 -> 0. */
function spainDigit(ten: string): number {
  const d = 11 - (weightedSum(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}
const spain: NationalCheck = (bban) =>
  digits(bban) &&
  spainDigit('00' + bban.slice(0, 8)) === Number(bban[8]) &&
  spainDigit(bban.slice(10, 20)) === Number(bban[9]);

/** Finland (and Åland): Luhn over the 14-digit machine-form account number. */
const finland: NationalCheck = (bban) => digits(bban) && luhnValid(bban);

/** Italy and San Marino: the CIN letter over bank (ABI), branch (CAB) and account. */
const CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const italy: NationalCheck = (bban) => {
  if (!/^[A-Z]\d{10}[0-9A-Z]{12}$/.test(bban)) return false;
  let sum = 0;
  for (let i = 1; i < 23; i++) {
    const c = bban.charCodeAt(i);
    const v = c >= 65 ? c - 65 : c - 48; // digits 0-9 count as A-J
    sum += (i - 1) % 2 === 0 ? (CIN_ODD[v] ?? 0) : v; // 1st, 3rd, ... character: odd table
  }
  return String.fromCharCode(65 + (sum % 26)) === bban[0];
};

/** Norway's MOD 11: weights 5,4,3,2,7,6,5,4,3,2 over ten digits; an 11 - r of 10 is never issued. */
function norwayMod11(ten: string, check: string): boolean {
  const r = weightedSum(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const d = r === 0 ? 0 : 11 - r;
  return d !== 10 && d === Number(check);
}

/**
 * Norway: MOD 11 over digits 1-10 (norwayMod11). The sources read it two ways when digits 5-6
 * are "00": ECBS TR201 (and schwifty, which follows it) has the check cover digits 7-10 only, so
 * the bank code does not count; DNB's and NAV's published account checks, python-stdnum
 * (stdnum/no/kontonr.py) and iban4j always cover all ten. Where the two readings agree, that is
 * the verdict; where they do not, no source can settle it: 'contested', said as such.
 */
const norway: NationalCheck = (bban) => {
  if (!digits(bban)) return false;
  const allTen = norwayMod11(bban.slice(0, 10), bban[10] ?? '');
  if (bban.slice(4, 6) !== '00') return allTen;
  const tr201 = norwayMod11(`000000${bban.slice(6, 10)}`, bban[10] ?? '');
  return tr201 === allTen ? allTen : 'contested';
};

/** Poland: the 8-digit sort code ends in a check digit, weights 3,9,7,1,3,9,7. */
const poland: NationalCheck = (bban) => {
  if (!digits(bban)) return false;
  return (10 - (weightedSum(bban.slice(0, 7), [3, 9, 7, 1]) % 10)) % 10 === Number(bban[7]);
};

/** ISO 7064 MOD 11,10 (hybrid system): true when the digit string incl. its check digit passes. */
function mod1110Valid(s: string): boolean {
  let p = 10;
  for (let i = 0; i < s.length; i++) {
    let t = (p + (s.charCodeAt(i) - 48)) % 10;
    if (t === 0) t = 10;
    if (i === s.length - 1) return t === 1;
    p = (t * 2) % 11;
  }
  return false;
}
/** Croatia: bank code (7 digits) and account number (10 digits) each ISO 7064 MOD 11,10. */
const croatia: NationalCheck = (bban) =>
  digits(bban) && mod1110Valid(bban.slice(0, 7)) && mod1110Valid(bban.slice(7, 17));

/** Weights 9,7,3,1 repeated; the check digit makes the weighted sum a multiple of 10. */
const mod10Weights9731 = (s: string): boolean => weightedSum(s, [9, 7, 3, 1]) % 10 === 0;
/** Hungary: bank+branch (8 digits) and account (16 digits) each end in a 9-7-3-1 check digit. */
const hungary: NationalCheck = (bban) =>
  digits(bban) && mod10Weights9731(bban.slice(0, 8)) && mod10Weights9731(bban.slice(8, 24));
/** Albania: bank (3) + branch (4) + check digit, weights 9,7,3,1. */
const albania: NationalCheck = (bban) => digits(bban.slice(0, 8)) && mod10Weights9731(bban.slice(0, 8));

/** Czech Republic and Slovakia: prefix (6) and account (10) weighted sums are multiples of 11. */
const czechSlovak: NationalCheck = (bban) =>
  digits(bban) &&
  weightedSum(bban.slice(4, 10), [10, 5, 8, 4, 2, 1]) % 11 === 0 &&
  weightedSum(bban.slice(10, 20), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0;

/** Estonia: the last digit checks the account number (after the 2-digit bank code), weights 7,3,1 from the right. */
const estonia: NationalCheck = (bban) => {
  if (!digits(bban)) return false;
  const body = bban.slice(2, 15);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(body.length - 1 - i) - 48) * ([7, 3, 1][i % 3] ?? 0);
  return (10 - (sum % 10)) % 10 === Number(bban[15]);
};

/** Iceland: the holder's kennitala (BBAN positions 12-22), 9th digit MOD 11, weights 3,2,7,6,5,4,3,2. */
const iceland: NationalCheck = (bban) => {
  const kt = bban.slice(12, 22);
  if (!digits(kt)) return false;
  const r = weightedSum(kt.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const d = r === 0 ? 0 : 11 - r;
  return d !== 10 && d === Number(kt[8]);
};

/** France, its territories that use French IBANs, and Monaco: the French RIB key. */
const FRENCH_RIB = ['FR', 'BL', 'GF', 'GP', 'MF', 'MQ', 'NC', 'PF', 'PM', 'RE', 'TF', 'WF', 'YT', 'MC'];
/** West African (BCEAO) and Central African (BEAC) banks key accounts as the French RIB does. */
const BCEAO = ['BF', 'BJ', 'CI', 'ML', 'NE', 'SN', 'TG'];
const BEAC = ['CF', 'CG', 'CM', 'GA', 'GQ', 'TD'];
/** Other countries whose RIB carries the same key. */
const OTHER_RIB = ['BI', 'DJ', 'KM', 'MA', 'MG', 'MR', 'TN'];

let table: Record<string, NationalCheck> | null = null;

function buildTable(): Record<string, NationalCheck> {
  const t: Record<string, NationalCheck> = {
    BE: belgium,
    ES: spain,
    FI: finland,
    AX: finland,
    IT: italy,
    SM: italy,
    NO: norway,
    PL: poland,
    HR: croatia,
    HU: hungary,
    AL: albania,
    CZ: czechSlovak,
    SK: czechSlovak,
    EE: estonia,
    IS: iceland,
  };
  for (const c of ['BA', 'ME', 'MK', 'RS', 'SI', 'PT', 'AO', 'CV', 'MZ', 'TL', 'XK']) t[c] = iso7064Mod97;
  for (const c of [...FRENCH_RIB, ...BCEAO, ...BEAC, ...OTHER_RIB]) t[c] = ribKey;
  return t;
}

/** The national check of `country`, or undefined when none is known. */
export function nationalCheckFor(country: string): NationalCheck | undefined {
  table ??= buildTable();
  return Object.hasOwn(table, country) ? table[country] : undefined;
}
