// The npm `ifsc@2.0.50` data folder (Razorpay; MIT code, public-domain data): the current list of
// valid codes (IFSC.json), the banks (banks.json, banknames.json) and the codes one bank lets a
// sub-member bank use (sublet.json, custom-sublets.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IfscBankRow } from '../rows';

export const IFSC_PACKAGE = {
  dir: 'ifsc/ifsc-2.0.50',
  source: 'npm ifsc 2.0.50 (Razorpay, public-domain data)',
  asOf: '2026-08-24', // publication date of ifsc@2.0.50 on npm
} as const;

/** A bank code's details as banks.json gives them: the ifsc_banks row without its name, link and origin. */
export type PackageBank = Omit<IfscBankRow, 'name' | 'bank_id' | 'source' | 'as_of'>;

export interface IfscPackage {
  /** Every code of IFSC.json, 11 characters upper case. */
  valid: Set<string>;
  names: Map<string, string>;
  banks: Map<string, PackageBank>;
  /** Exact code -> sub-member bank code. */
  sublets: Map<string, string>;
  /** Code prefix -> sub-member bank code (custom-sublets.json), longest prefix first. */
  subletPrefixes: [string, string][];
}

function readJson(dataDir: string, file: string): unknown {
  const full = path.join(dataDir, IFSC_PACKAGE.dir, file);
  if (!existsSync(full)) throw new Error(`missing data file ${full}`);
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(`${full}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stringMap(value: unknown, file: string): Map<string, string> {
  if (!isRecord(value)) throw new Error(`${file}: expected an object`);
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string' && v.trim()) map.set(k.toUpperCase(), v.trim());
  return map;
}

const flag = (v: unknown): 0 | 1 | null => (v === true ? 1 : v === false ? 0 : null);
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

/**
 * IFSC.json lists branch codes per bank: a number is a numeric branch code (zero-padded to 6),
 * a string is the branch code itself. This is how the ifsc package's own validator reads it.
 */
export function expandValidList(value: unknown): Set<string> {
  if (!isRecord(value)) throw new Error('IFSC.json: expected an object of bank code -> branch codes');
  const valid = new Set<string>();
  for (const [bank, branches] of Object.entries(value)) {
    if (!Array.isArray(branches)) throw new Error(`IFSC.json: ${bank} is not a list`);
    for (const b of branches) {
      const branch = typeof b === 'number' ? String(b).padStart(6, '0') : String(b).toUpperCase();
      valid.add(`${bank.toUpperCase()}0${branch}`);
    }
  }
  return valid;
}

export function loadIfscPackage(dataDir: string): IfscPackage {
  const banksJson = readJson(dataDir, 'banks.json');
  if (!isRecord(banksJson)) throw new Error('banks.json: expected an object');
  const banks = new Map<string, PackageBank>();
  for (const [code, raw] of Object.entries(banksJson)) {
    if (!isRecord(raw)) continue;
    banks.set(code.toUpperCase(), {
      code: code.toUpperCase(),
      micr: str(raw.micr),
      iin: str(raw.iin),
      main_ifsc: str(raw.ifsc)?.toUpperCase() ?? null,
      category: str(raw.type),
      upi: flag(raw.upi),
      imps: flag(raw.imps),
      nach_debit: flag(raw.nach_debit),
      ach_credit: flag(raw.ach_credit),
      ach_debit: flag(raw.ach_debit),
      apbs: flag(raw.apbs),
    });
  }
  const customFile = path.join(dataDir, IFSC_PACKAGE.dir, 'custom-sublets.json');
  const custom = existsSync(customFile)
    ? stringMap(readJson(dataDir, 'custom-sublets.json'), 'custom-sublets.json')
    : new Map();
  return {
    valid: expandValidList(readJson(dataDir, 'IFSC.json')),
    names: stringMap(readJson(dataDir, 'banknames.json'), 'banknames.json'),
    banks,
    sublets: stringMap(readJson(dataDir, 'sublet.json'), 'sublet.json'),
    subletPrefixes: [...custom].sort(([a], [b]) => b.length - a.length),
  };
}

/**
 * The bank a code belongs to: the sub-member bank when the code is sublet (exact code first,
 * then the longest custom prefix), else its first four letters, as the ifsc package resolves
 * bank names.
 */
export function owningBank(pkg: Pick<IfscPackage, 'sublets' | 'subletPrefixes'>, code: string): string {
  const exact = pkg.sublets.get(code);
  if (exact) return exact;
  for (const [prefix, bank] of pkg.subletPrefixes) if (code.startsWith(prefix)) return bank;
  return code.slice(0, 4);
}
