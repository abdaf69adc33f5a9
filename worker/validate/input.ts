import { ApiError, invalid } from '../api/errors';
import { candidatesOf } from './check';
import { MAX_CODES } from '.';

// The body of POST /api/v1/validate: a JSON array of strings, or text (text/csv, text/plain):
// one code per line, or the first column of a CSV (RFC 4180 quoting), header row optional.

export { BULK_MAX_BYTES as MAX_BODY_BYTES } from '../../shared/validate-csv';

const tooMany = (n: number) => invalid('body', `At most ${MAX_CODES} codes per request (got ${n})`, { max: MAX_CODES, count: n });

export function parseJsonCodes(text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('body', 'Malformed JSON: send an array of strings');
  }
  if (!Array.isArray(body) || !body.every((v) => typeof v === 'string')) throw invalid('body', 'Send a JSON array of strings');
  if (body.length > MAX_CODES) throw tooMany(body.length);
  return (body as string[]).map((s) => s.trim());
}

/** The first field of one CSV record: quoted ("a ""b"", c") or up to the first comma/semicolon/tab. */
function firstField(line: string): string {
  if (line.startsWith('"')) {
    let out = '';
    for (let i = 1; i < line.length; i++) {
      if (line[i] === '"') {
        if (line[i + 1] === '"') { out += '"'; i++; } else break;
      } else out += line[i];
    }
    return out.trim();
  }
  return line.split(/[,;\t]/, 1)[0]!.trim();
}

/**
 * Lines of text (CSV or one code per line), blank lines skipped. The first line is a header,
 * and dropped, when its first field has no digit and the shape of no identifier ("code",
 * "IBAN", "Bank code"): real codes all carry digits or have an identifier's shape.
 */
export function parseTextCodes(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const codes: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    codes.push(firstField(line.trim()));
    if (codes.length > MAX_CODES + 1) break; // +1: the first may be a header
  }
  if (codes.length > 0 && !/\d/.test(codes[0]!) && candidatesOf(codes[0]!).length === 0) codes.shift();
  if (codes.length > MAX_CODES) throw tooMany(lines.filter((l) => l.trim() !== '').length - 1);
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
