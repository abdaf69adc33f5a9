/**
 * IBAN validation per ISO 13616-1:2020 (Financial services - International bank account number).
 *
 * - Structure and length per country from the IBAN registry (SWIFT as registration authority),
 *   generated into ./generated/iban-registry.ts, with hand-written fixes in ./iban-corrections.ts.
 * - IBAN check digits: ISO 7064:2003 MOD 97-10 over BBAN + country code + check digits, which
 *   must leave remainder 1; check digits are 02..98.
 * - National check digits inside the BBAN where the algorithm is public and fixed
 *   (./iban-national.ts); 'not_applicable' elsewhere.
 */
import { mod97, mod97CheckPairPossible, type ValidationResult } from '../../validators/common';
import { normalizeIban } from '../../validators/normalize';
import { IBAN_REGISTRY } from './generated/registry';
import { IBAN_CORRECTIONS } from './corrections';
import { nationalCheckFor } from './national';

export type IbanError =
  | 'iban.empty'
  | 'iban.invalid_characters'
  | 'iban.unknown_country'
  | 'iban.territory_country'
  | 'iban.invalid_length'
  | 'iban.invalid_check_digits'
  | 'iban.invalid_structure'
  | 'iban.checksum'
  | 'iban.national_checksum';

/** 'contested': the published readings of the country's rule disagree on this BBAN (./iban-national.ts). */
export type NationalChecksumStatus = 'valid' | 'invalid' | 'not_applicable' | 'contested';

/** The five checks shown on the IBAN page. */
export interface IbanChecks {
  /** Formatting and structure correct: country code, numeric check digits, BBAN format of the country. */
  structure: boolean;
  /** ISO 7064 MOD 97-10 IBAN check digits. */
  checksum: boolean;
  /** Length right for the country. */
  length: boolean;
  /** Account number (national) check digits. */
  nationalChecksum: NationalChecksumStatus;
  /** The country is in the SEPA schemes' geographical scope. */
  sepa: boolean;
}

export interface IbanParts {
  countryCode: string;
  checkDigits: string;
  bban: string;
  bankCode: string | null;
  branchCode: string | null;
  accountNumber: string | null;
  /** National check digits; where there are several (HR, HU, CZ, SK) they are concatenated. */
  nationalCheckDigits: string | null;
  /** Print format: groups of four characters ('DE89 3704 0044 0532 0130 00'). */
  formatted: string;
}

export interface IbanValidation extends ValidationResult<IbanError, IbanParts> {
  checks: IbanChecks;
}

type Range = readonly [number, number];

export interface IbanCountrySpec {
  country: string;
  ibanLength: number;
  bbanLength: number;
  /** BBAN structure in ISO 13616 notation, e.g. '8!n10!n'. */
  bbanSpec: string;
  sepa: boolean;
  bank: Range | null;
  branch: Range | null;
  account: Range | null;
  /** Positions of the national check digits within the BBAN (possibly several). */
  nationalCheck: readonly Range[];
  /** Whether a national check digit algorithm is implemented for the country. */
  hasNationalAlgorithm: boolean;
  /** The country whose IBAN format a territory uses (FI for AX, FR for GP, GB for JE), else itself. */
  formatCountry: string;
}

function parseRanges(v: string): Range[] {
  if (!v) return [];
  return v.split('+').map((r) => {
    const [a, b] = r.split('-');
    return [Number(a), Number(b)] as const;
  });
}

const PATTERN_CHARS: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[0-9A-Z]', e: ' ' };

/** '4!n4!n12!c' -> /^[0-9]{4}[0-9]{4}[0-9A-Z]{12}$/ ("!" = fixed length, else up to). */
function specToRegExp(spec: string): RegExp {
  let src = '';
  for (const m of spec.matchAll(/(\d+)(!?)([nace])/g)) {
    src += `${PATTERN_CHARS[m[3] ?? 'c']}{${m[2] ? '' : '1,'}${m[1]}}`;
  }
  return new RegExp(`^${src}$`);
}

const specCache = new Map<string, IbanCountrySpec | null>();

/** The registry entry of `country` (upper-case ISO 3166 alpha-2), corrections applied; null if none. */
export function getIbanCountrySpec(country: string): IbanCountrySpec | null {
  const cached = specCache.get(country);
  if (cached !== undefined) return cached;
  const row = Object.hasOwn(IBAN_REGISTRY, country) ? IBAN_REGISTRY[country] : undefined;
  let spec: IbanCountrySpec | null = null;
  if (row) {
    const [ibanLength, bbanSpec, sepa, bank, branch, account, check, formatOf] = row;
    const fix = Object.hasOwn(IBAN_CORRECTIONS, country) ? IBAN_CORRECTIONS[country] : undefined;
    const one = (v: string): Range | null => parseRanges(v)[0] ?? null;
    spec = {
      country,
      ibanLength,
      bbanLength: ibanLength - 4,
      bbanSpec,
      sepa: (fix?.sepa ?? sepa) === 1,
      bank: one(fix?.bank ?? bank),
      branch: one(fix?.branch ?? branch),
      account: one(fix?.account ?? account),
      nationalCheck: parseRanges(fix?.nationalCheck ?? check),
      hasNationalAlgorithm: nationalCheckFor(country) !== undefined,
      formatCountry: formatOf || country,
    };
  }
  specCache.set(country, spec);
  return spec;
}

/**
 * Whether `country` is a territory the registry counts under another country (GF, GP, ... under
 * FR; AX under FI; JE, GG, IM under GB): the SWIFT IBAN registry has no entry of its own for
 * them, their accounts' IBANs start with that country's code (the generated row's formatOf,
 * from the registry's IBAN structure "FR2!n..."), so an IBAN never starts with the territory's.
 */
function isTerritory(spec: IbanCountrySpec): boolean {
  return spec.formatCountry !== spec.country;
}

/** Country codes an IBAN may start with (the registry's own entries, no territories), sorted. */
export function ibanCountries(): string[] {
  return Object.keys(IBAN_REGISTRY)
    .filter((c) => !isTerritory(getIbanCountrySpec(c)!))
    .sort();
}

/** Normalises to the electronic format: no separators, upper case, a leading "IBAN" dropped (./normalize.ts). */
export { normalizeIban };

/** Groups of four characters separated by a space (the ISO 13616 print format). */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

const bbanRegExpCache = new Map<string, RegExp>();
function bbanRegExp(spec: IbanCountrySpec): RegExp {
  let re = bbanRegExpCache.get(spec.bbanSpec);
  if (!re) {
    re = specToRegExp(spec.bbanSpec);
    bbanRegExpCache.set(spec.bbanSpec, re);
  }
  return re;
}

export function validateIban(input: string): IbanValidation {
  const iban = normalizeIban(input);
  const errors: IbanError[] = [];
  const checks: IbanChecks = {
    structure: false,
    checksum: false,
    length: false,
    nationalChecksum: 'not_applicable',
    sepa: false,
  };
  const result = (parts: IbanParts | null): IbanValidation => {
    const valid = errors.length === 0;
    return { valid, errors, parts, canonical: valid ? iban : null, checks };
  };
  if (iban === '') {
    errors.push('iban.empty');
    return result(null);
  }
  const charsOk = /^[0-9A-Z]+$/.test(iban);
  if (!charsOk) errors.push('iban.invalid_characters');

  const country = iban.slice(0, 2);
  const entry = /^[A-Z]{2}$/.test(country) ? getIbanCountrySpec(country) : null;
  // A territory's code is not an IBAN country code (isTerritory): said as such, not as unknown.
  const spec = entry && !isTerritory(entry) ? entry : null;
  if (entry && !spec) errors.push('iban.territory_country');
  else if (!spec) errors.push('iban.unknown_country');
  else checks.sepa = spec.sepa;

  checks.length = spec !== null && iban.length === spec.ibanLength;
  if (spec && !checks.length) errors.push('iban.invalid_length');
  else if (!spec && !entry && (iban.length < 15 || iban.length > 34)) errors.push('iban.invalid_length');

  const checkDigits = iban.slice(2, 4);
  const checkDigitsOk = mod97CheckPairPossible(checkDigits);
  if (!checkDigitsOk) errors.push('iban.invalid_check_digits');

  const bban = iban.slice(4);
  const bbanOk = spec !== null && checks.length && bbanRegExp(spec).test(bban);
  checks.structure = charsOk && checkDigitsOk && bbanOk;
  if (spec && checks.length && !bbanOk && charsOk) errors.push('iban.invalid_structure');

  if (charsOk && iban.length >= 5) {
    checks.checksum = checkDigitsOk && mod97(bban + iban.slice(0, 4)) === 1;
    // A wrong length or country already explains a failing checksum: report that alone.
    if (!checks.checksum && checkDigitsOk && spec && checks.length) errors.push('iban.checksum');
  }

  if (spec && checks.structure) {
    const check = nationalCheckFor(country);
    const r = check ? check(bban) : null;
    // Contested is no verdict either way: not an error, and not 'valid'.
    checks.nationalChecksum = r === null ? 'not_applicable' : r === 'contested' ? 'contested' : r ? 'valid' : 'invalid';
    if (r === false) errors.push('iban.national_checksum');
  }

  let parts: IbanParts | null = null;
  if (spec && checks.length) {
    const cut = (r: Range | null): string | null => (r ? bban.slice(r[0], r[1]) : null);
    parts = {
      countryCode: country,
      checkDigits,
      bban,
      bankCode: cut(spec.bank),
      branchCode: cut(spec.branch),
      accountNumber: cut(spec.account),
      nationalCheckDigits: spec.nationalCheck.length
        ? spec.nationalCheck.map((r) => bban.slice(r[0], r[1])).join('')
        : null,
      formatted: formatIban(iban),
    };
  }
  return result(parts);
}

export function isValidIban(input: string): boolean {
  return validateIban(input).valid;
}
