// The row every BIN importer produces (shared/kinds/bin/rows.ts), and the rules they share.
import path from 'node:path';
import { readCsvList, type CsvRecord, type RowVerdict } from '../../../../scripts/import/csv';
import { newTally, type FileTally } from '../../../../scripts/import/tally';
import { CARD_SCHEMES, detectCardSchemes, type CardScheme } from '../validator';
import type { BinRow } from '../rows';

export { BIN_COLUMNS } from '../rows';
export type { BinRow } from '../rows';

/** A row before it gets its id and bank link (assigned once all files are read). */
export type BinRecord = Omit<BinRow, 'id' | 'bank_id' | 'precedence'>;

/** A BIN list: its file under the data folder, and the source and as-of date its rows carry. */
export interface BinList {
  readonly file: string;
  readonly source: string;
  readonly asOf: string | null;
}

/**
 * The records of a BIN list (a CSV file with a header row), tallied for the bins table: every
 * list is read the same way, only `check` (a row's record, or why it is rejected) differs.
 */
export async function readBinList(
  dataDir: string,
  list: BinList,
  requiredColumns: readonly string[],
  check: (row: CsvRecord) => RowVerdict<BinRecord>,
): Promise<{ records: BinRecord[]; tally: FileTally }> {
  const tally = newTally(list.file, 'bins', list.source);
  const records = await readCsvList(path.join(dataDir, list.file), requiredColumns, tally, check);
  return { records, tally };
}

/**
 * Prefix lengths we store. ISO/IEC 7812-1:2017 IINs are 6 or 8 digits; banks-db also lists
 * some 5-digit prefixes (every 6-digit BIN under them is the bank's).
 */
export const PREFIX_LENGTHS = [5, 6, 8] as const;
export const isPrefix = (s: string): boolean =>
  /^\d+$/.test(s) && (PREFIX_LENGTHS as readonly number[]).includes(s.length);

export { MAX_RANGE_SPAN } from '../rows';

/**
 * The payment system from the published IIN ranges (shared/kinds/bin/validator.ts), for sources
 * without a scheme column. Null when no range or several (e.g. 65: Discover and RuPay) match:
 * a guess between two schemes is not stored as a fact.
 */
export function schemeFromRanges(prefix: string): CardScheme | null {
  const found = detectCardSchemes(prefix);
  return found.length === 1 ? (found[0]?.scheme ?? null) : null;
}

const BRAND_SCHEMES: Record<string, CardScheme> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  MAESTRO: 'maestro',
  'AMERICAN EXPRESS': 'amex',
  AMEX: 'amex',
  'DINERS CLUB INTERNATIONAL': 'diners',
  DINERS: 'diners',
  DISCOVER: 'discover',
  JCB: 'jcb',
  RUPAY: 'rupay',
  // RuPay JCB Global cards are issued on the RuPay network and accepted on JCB's abroad.
  'JCB/RUPAY': 'rupay',
  UATP: 'uatp',
  'CHINA UNION PAY': 'unionpay',
  UNIONPAY: 'unionpay',
};

/** A scheme named by a source ("VISA", "mastercard", "CHINA UNION PAY"); null when it is no scheme we know. */
export function schemeFromName(name: string | null): CardScheme | null {
  if (!name) return null;
  const key = name.trim().toUpperCase();
  if (BRAND_SCHEMES[key]) return BRAND_SCHEMES[key];
  const lower = key.toLowerCase();
  return lower in CARD_SCHEMES ? (lower as CardScheme) : null;
}

export function cardType(value: string | null): 'debit' | 'credit' | null {
  const v = value?.trim().toLowerCase();
  return v === 'debit' || v === 'credit' ? v : null;
}

/**
 * A phone number as people write it: digits with + ( ) - / . and spaces, at least 6 digits.
 * Spreadsheet damage fails this: `9.118E+11` (exponent notation, digits lost for good),
 * `0.099938844` or `-24409029` (a number evaluated as a formula). Null for those.
 */
export function plausiblePhone(value: string | null): boolean {
  if (!value) return false;
  if (/^[-+]?\d+(?:\.\d+)?E[-+]?\d+$/i.test(value)) return false;
  if (/^-|^0\.\d/.test(value)) return false;
  return /^[+\d\s()\-/.]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/** URLs as the sources give them, some without a scheme ("www.dinersclub.com.ec"). */
export function normaliseUrl(value: string | null): string | null {
  if (!value) return null;
  const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const parsed = new URL(url);
    return parsed.hostname.includes('.') ? parsed.toString() : null;
  } catch {
    return null;
  }
}
