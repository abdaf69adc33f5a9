// Fixed-width records of the Federal Reserve's E-Payments Routing Directory files.
// A layout is a list of [field, width]; positions follow from the widths, so a layout reads as
// the format's own table (frbservices.org achFormat / fedwireFormat, republished by moov-io/fed).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

export type Layout<F extends string> = readonly (readonly [F, number])[];

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
export function splitRecord<F extends string>(line: string, layout: Layout<F>, minWidth: number): Record<F, string | null> | null {
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
