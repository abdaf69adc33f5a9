// Fixed-width records of the Federal Reserve's E-Payments Routing Directory files.
// A layout is a list of [field, width]; positions follow from the widths, so a layout reads as
// the format's own table (frbservices.org achFormat / fedwireFormat, republished by moov-io/fed).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { reject, type FileTally } from '../../../../scripts/import/tally';

export type Layout<F extends string> = readonly (readonly [F, number])[];

/** The field both directories key their records on, first in either layout: the nine-digit routing number. */
export const ROUTING_NUMBER = ['routing_number', 9] as const;

export const layoutWidth = (layout: Layout<string>): number => layout.reduce((sum, [, w]) => sum + w, 0);

/**
 * The file's records: one a line, CR LF or LF, blank lines skipped. Read as latin1 so that one
 * byte is one character whatever the file holds: the widths are byte counts.
 */
export async function readRecords(file: string): Promise<string[]> {
  if (!existsSync(file)) throw new Error(`missing data file ${file}`);
  const text = await readFile(file, 'latin1');
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/**
 * Splits one record into trimmed fields (empty -> null). A record may be shorter than the layout
 * by trailing blanks (editors and some mirrors strip them) but not shorter than `minWidth`,
 * and never longer: either way it is not this format, and null is returned.
 */
export function splitRecord<F extends string>(
  line: string,
  layout: Layout<F>,
  minWidth: number,
): Record<F, string | null> | null {
  const width = layoutWidth(layout);
  if (line.length > width || line.length < minWidth) return null;
  const fields = {} as Record<F, string | null>;
  let at = 0;
  for (const [name, w] of layout) {
    const value = line.slice(at, at + w).trim();
    fields[name] = value === '' ? null : value;
    at += w;
  }
  return fields;
}

export interface DirectoryFile<F extends string, R> {
  layout: Layout<F>;
  minWidth: number;
  /** False when a field the record cannot do without is blank (rejected as missing_field). */
  complete(fields: Record<F, string | null>): boolean;
  record(fields: Record<F, string | null>, routingNumber: string): R;
  /** The record's own date: as_of of every record is the latest one (the files carry no date of their own). */
  dateOf(record: R): string | null;
}

/**
 * The records of a FedACH or Fedwire directory file, rejected by the same reasons (counted in
 * `tally`): a record of the wrong width, a routing number that is not nine digits, a missing
 * required field, a routing number already read.
 */
export async function readDirectory<F extends string, R extends { as_of: string | null }>(
  file: string,
  spec: DirectoryFile<F, R>,
  tally: FileTally,
): Promise<R[]> {
  const records: R[] = [];
  const seen = new Set<string>();
  for (const line of await readRecords(file)) {
    tally.read++;
    const f = splitRecord(line, spec.layout, spec.minWidth);
    const rtn = (f as Record<string, string | null> | null)?.routing_number ?? '';
    const problem = rejection(f, rtn, spec, seen);
    if (problem) {
      reject(tally, problem);
      continue;
    }
    seen.add(rtn);
    records.push(spec.record(f!, rtn));
    tally.stored++;
  }
  const asOf = latest(records.map(spec.dateOf));
  for (const r of records) r.as_of = asOf;
  return records;
}

/** Why a record is rejected (the same reasons in both files), or null to keep it. */
function rejection<F extends string>(
  f: Record<F, string | null> | null,
  rtn: string,
  spec: Pick<DirectoryFile<F, unknown>, 'complete'>,
  seen: ReadonlySet<string>,
): string | null {
  if (!f) return 'malformed_record';
  if (!/^\d{9}$/.test(rtn)) return 'malformed_routing_number';
  if (!spec.complete(f)) return 'missing_field';
  if (seen.has(rtn)) return 'duplicate';
  return null;
}

export function latest(dates: readonly (string | null)[]): string | null {
  let max: string | null = null;
  for (const d of dates) if (d !== null && (max === null || d > max)) max = d;
  return max;
}

/** YYYYMMDD -> YYYY-MM-DD, null for blank; undefined for a value that is not a calendar date. */
export function isoDate8(value: string | null): string | null | undefined {
  if (value === null) return null;
  const m = /^(\d{4})(\d\d)(\d\d)$/.exec(value);
  return m && isCalendarDate(+m[1]!, +m[2]!, +m[3]!) ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/**
 * MMDDYY -> YYYY-MM-DD. Two-digit years up to `pivotYear`'s are this century, later ones the
 * last (the 2018 file has change dates from 1982 to 2018). Null for blank or 000000.
 */
export function isoDate6(value: string | null, pivotYear: number): string | null | undefined {
  if (value === null || value === '000000') return null;
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(value);
  if (!m) return undefined;
  const yy = +m[3]!;
  const year = yy <= pivotYear % 100 ? 2000 + yy : 1900 + yy;
  return isCalendarDate(year, +m[1]!, +m[2]!) ? `${year}-${m[1]}-${m[2]}` : undefined;
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
