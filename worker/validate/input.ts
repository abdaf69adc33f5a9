import { parse } from 'csv-parse/browser/esm/sync';
import { ApiError, invalid } from '../api/errors';
import { candidatesOf } from './check';
import { isIntentWord } from '../../shared/search-text';
import { MAX_CODES } from '.';

// The body of POST /api/v1/validate: a JSON array of strings, or text (text/csv, text/plain):
// one code per line, or the first column of a CSV (RFC 4180), header row optional.

export { BULK_MAX_BYTES as MAX_BODY_BYTES } from '../../shared/validate-csv';

const tooMany = (n: number) =>
  invalid('body', `At most ${MAX_CODES} codes per request (got ${n})`, { max: MAX_CODES, count: n });

export function parseJsonCodes(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('body', 'Malformed JSON: send an array of strings');
  }
  if (!Array.isArray(body) || !body.every((v) => typeof v === 'string'))
    throw invalid('body', 'Send a JSON array of strings');
  if (body.length > MAX_CODES) throw tooMany(body.length);
  return (body as string[]).map((s) => s.trim());
}

/**
 * The records of a CSV or plain-text body, parsed per RFC 4180 by csv-parse (the importer's
 * CSV library, its Worker build): quoted fields may hold separators, doubled quotes and line
 * breaks. Beyond RFC 4180, as spreadsheets write them: ';' and tab separators, CR, LF or CRLF
 * line ends (mixed), a UTF-8 BOM, records of any length, stray quotes inside unquoted fields.
 */
function csvRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    // csv-parse says where (e.g. an unclosed quote): the line, never the content.
    const line = (error as { lines?: unknown }).lines;
    throw invalid(
      'body',
      `Malformed CSV${typeof line === 'number' ? ` at line ${line}` : ''}: close every quoted field`,
    );
  }
}

/**
 * Whether a first field is a column name, not a code: no digit, and either the shape of no
 * identifier, near misses included ("IBAN", "Bank code"), or only words that name a kind of code
 * ("SWIFT code", "swiftcode": the search's intent words). A code without digits (COBADEF, a BIC
 * one character short) is a code, diagnosed as such.
 */
function isHeader(field: string): boolean {
  if (/\d/.test(field)) return false;
  const words = field
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return candidatesOf(field).length === 0 || (words.length > 0 && words.every(isIntentWord));
}

/**
 * The first field of each record (CSV or one code per line), blank records skipped. The first
 * record is dropped when it is a header (isHeader).
 */
export function parseTextCodes(text: string): string[] {
  const codes = csvRecords(text)
    .map((record) => record[0] ?? '')
    .filter((code) => code !== '');
  if (codes.length > 0 && isHeader(codes[0]!)) codes.shift();
  if (codes.length > MAX_CODES) throw tooMany(codes.length);
  return codes;
}

/** The codes of a request body, by its Content-Type. */
export function parseCodes(contentType: string, text: string): string[] {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  let codes: string[];
  if (type === 'application/json' || type === '') codes = parseJsonCodes(text);
  else if (type === 'text/csv' || type === 'text/plain') codes = parseTextCodes(text);
  else throw new ApiError(400, 'invalid_body', 'Content-Type must be application/json, text/csv or text/plain');
  if (codes.length === 0) throw invalid('body', 'No codes in the body');
  return codes;
}
