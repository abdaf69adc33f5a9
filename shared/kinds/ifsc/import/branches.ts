// The IFSC branch list (ifsc/ifsc-branches.csv.gz): Razorpay's IFSC data merged from several
// snapshots, one row per code, gzip-compressed CSV. Streamed (gunzip -> csv-parse), never held
// as text: 182,660 rows.
import path from 'node:path';
import { validateIfsc } from '../validator';
import type { IfscRow } from '../rows';
import { csvRecords, text, type CsvRecord } from '../../../../scripts/import/csv';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { IFSC_PACKAGE, owningBank, type IfscPackage } from './package';

export const BRANCHES_FILE = 'ifsc/ifsc-branches.csv.gz';
const REQUIRED = ['IFSC', 'BANK', 'BRANCH', 'ADDRESS', 'CITY', 'DISTRICT', 'STATE', 'MICR', 'SWIFT', 'source_snapshot'];
/** ISO 9362 shape; the SWIFT column is only ever a BIC8 or BIC11. */
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export { IFSC_COLUMNS } from '../rows';
export type { IfscRow } from '../rows';

const yesNo = (v: string | undefined): 0 | 1 | null => {
  const s = v?.trim().toLowerCase();
  return s === 'true' || s === 'yes' ? 1 : s === 'false' || s === 'no' ? 0 : null;
};

/**
 * Source and as-of date of a row, from its source_snapshot column: "razorpay/ifsc-api@c61accb
 * (2026-03-23)" is dated in brackets; the rows that only come from the package's code list
 * take the package's date.
 */
export function rowOrigin(snapshot: string | undefined): { source: string; as_of: string | null } {
  const s = text(snapshot);
  if (!s) return { source: BRANCHES_FILE, as_of: null };
  const date = s.match(/\((\d{4}-\d{2}(?:-\d{2})?)\)\s*$/)?.[1];
  if (date) return { source: s, as_of: date };
  if (s.startsWith('npm:ifsc@2.0.50')) return { source: s, as_of: IFSC_PACKAGE.asOf };
  return { source: s, as_of: null };
}

export interface BranchesResult {
  rows: IfscRow[];
  /** One tally per source snapshot, so the database check runs per (table, source). */
  tallies: FileTally[];
  /** Rows whose in_npm_ifsc_2.0.50_list column disagrees with IFSC.json (reported, not fatal). */
  listDisagreements: number;
}

export async function loadBranches(
  dataDir: string,
  pkg: IfscPackage,
  knownCountries: ReadonlySet<string>,
  log: (line: string) => void = () => {},
): Promise<BranchesResult> {
  const file = path.join(dataDir, BRANCHES_FILE);
  const tallies = new Map<string, FileTally>();
  const rows: IfscRow[] = [];
  const seen = new Set<string>();
  let listDisagreements = 0;
  let read = 0;
  for await (const record of csvRecords(file, REQUIRED, { gzip: true })) {
    const origin = rowOrigin(record.source_snapshot);
    let tally = tallies.get(origin.source);
    if (!tally)
      tallies.set(origin.source, (tally = newTally(`${BRANCHES_FILE} [${origin.source}]`, 'ifscs', origin.source)));
    tally.read++;
    if (++read % 50000 === 0) log(`ifsc: ${read} rows read from ${BRANCHES_FILE}`);
    const row = toRow(record, pkg, origin);
    if (typeof row === 'string') reject(tally, row);
    else if (!knownCountries.has(row.country)) reject(tally, 'unknown_country');
    else if (seen.has(row.code)) reject(tally, 'duplicate');
    else {
      seen.add(row.code);
      rows.push(row);
      tally.stored++;
      const listed = text(record['in_npm_ifsc_2.0.50_list']);
      if (listed && (listed === 'yes') !== (row.in_valid_list === 1)) listDisagreements++;
    }
  }
  log(`ifsc: ${read} rows read from ${BRANCHES_FILE}, ${rows.length} kept`);
  return { rows, tallies: [...tallies.values()], listDisagreements };
}

/** The stored row, or the reason it is rejected: a code that fails the RBI format. */
export function toRow(
  record: CsvRecord,
  pkg: IfscPackage,
  origin: { source: string; as_of: string | null },
): IfscRow | string {
  const raw = (record.IFSC ?? '').trim();
  if (raw === '') return 'missing_code';
  // Only case is forgiven: a code with spaces or hyphens in the file is not the code.
  const result = /^[0-9A-Za-z]+$/.test(raw) ? validateIfsc(raw) : null;
  if (!result?.valid || !result.canonical) return `malformed_code${result?.errors[0] ? `:${result.errors[0]}` : ''}`;
  const code = result.canonical;
  const swift = text(record.SWIFT)?.toUpperCase() ?? null;
  return {
    code,
    bank_code: code.slice(0, 4),
    ifsc_bank: owningBank(pkg, code),
    bank_id: null,
    bank_name: text(record.BANK),
    branch: text(record.BRANCH),
    address: text(record.ADDRESS),
    city: text(record.CITY),
    centre: text(record.CENTRE),
    district: text(record.DISTRICT),
    state: text(record.STATE),
    state_code: text(record.ISO3166)?.toUpperCase() ?? null,
    country: 'IN', // IFSC is the RBI's code: every branch is in India
    contact: text(record.CONTACT),
    micr: text(record.MICR),
    swift: swift && BIC.test(swift) ? swift : null,
    neft: yesNo(record.NEFT),
    rtgs: yesNo(record.RTGS),
    imps: yesNo(record.IMPS),
    upi: yesNo(record.UPI),
    in_valid_list: pkg.valid.has(code) ? 1 : 0,
    source: origin.source,
    as_of: origin.as_of,
  };
}
