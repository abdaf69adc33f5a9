// CSV reading for every source: a header row, UTF-8 (a BOM is tolerated), RFC 4180 quoting.
import { createReadStream, existsSync } from 'node:fs';
import { parse } from 'csv-parse';

export type CsvRecord = Record<string, string>;

/**
 * Reads a whole CSV file into records keyed by header name. A file with a missing required
 * column or a row with the wrong number of fields is an error, not a rejection: that means the
 * file is not the one we know, and loading part of it would silently drop data.
 */
export async function readCsv(
  file: string,
  requiredColumns: readonly string[],
  onProgress?: (rows: number) => void,
): Promise<CsvRecord[]> {
  if (!existsSync(file)) throw new Error(`missing data file ${file}`);
  const parser = createReadStream(file).pipe(
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
  const records: CsvRecord[] = [];
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      records.push(record);
      if (onProgress && records.length % 20000 === 0) onProgress(records.length);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(message.includes(file) ? message : `${file}: ${message}`, { cause: error });
  }
  return records;
}

/** Trimmed value, or null when empty: the tables store "unknown" as NULL, never as ''. */
export function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
