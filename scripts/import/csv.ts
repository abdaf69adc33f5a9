// CSV reading for every source: a header row, UTF-8 (a BOM is tolerated), RFC 4180 quoting.
import { createReadStream, existsSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { reject, type FileTally } from './tally';

export type CsvRecord = Record<string, string>;

/**
 * Streams a CSV file's records keyed by header name (`gzip`: the file is gzip-compressed). A
 * missing required column or a row with the wrong number of fields is an error, not a
 * rejection: that means the file is not the one we know, and loading part of it would silently
 * drop data. The error names the file.
 */
export async function* csvRecords(
  file: string,
  requiredColumns: readonly string[],
  options: { gzip?: boolean } = {},
): AsyncGenerator<CsvRecord> {
  if (!existsSync(file)) throw new Error(`missing data file ${file}`);
  const bytes = createReadStream(file);
  const parser = (options.gzip ? bytes.pipe(createGunzip()) : bytes).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        const missing = requiredColumns.filter((c) => !names.includes(c));
        if (missing.length > 0) throw new Error(`${file}: missing column(s) ${missing.join(', ')}`);
        return names;
      },
      skip_empty_lines: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.includes(file) ? message : `${file}: ${message}`, { cause: error });
  }
}

/** Reads a whole CSV file into records (see csvRecords). */
export async function readCsv(
  file: string,
  requiredColumns: readonly string[],
  onProgress?: (rows: number) => void,
): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of csvRecords(file, requiredColumns)) {
    records.push(record);
    if (onProgress && records.length % 20000 === 0) onProgress(records.length);
  }
  return records;
}

/** A row's verdict: the reason it is rejected, or its key (a key read before is a duplicate) and its record. */
export type RowVerdict<R> = string | { key: string; record: () => R };

/**
 * The records of a list with one record per row: every row counted read in `tally`, then
 * rejected for the reason `check` gives, or as a duplicate of a key already read, or stored.
 * `record` runs for stored rows only.
 */
export async function readCsvList<R>(
  file: string,
  requiredColumns: readonly string[],
  tally: FileTally,
  check: (row: CsvRecord) => RowVerdict<R>,
): Promise<R[]> {
  const records: R[] = [];
  const seen = new Set<string>();
  for (const row of await readCsv(file, requiredColumns)) {
    tally.read++;
    const verdict = check(row);
    if (typeof verdict === 'string') reject(tally, verdict);
    else if (seen.has(verdict.key)) reject(tally, 'duplicate');
    else {
      seen.add(verdict.key);
      records.push(verdict.record());
      tally.stored++;
    }
  }
  return records;
}

/** Trimmed value, or null when empty: the tables store "unknown" as NULL, never as ''. */
export function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
