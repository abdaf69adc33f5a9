import type { ValidatedCode } from './api-types';

// The CSV form of a bulk validation (RFC 4180), written by the API for `Accept: text/csv` and by
// the /validate page for its download, so both files are the same.

/** Limits of one bulk validation (POST /api/v1/validate and the /validate page). */
export const BULK_MAX_CODES = 1000;
export const BULK_MAX_BYTES = 1024 * 1024;

export const CSV_COLUMNS = [
  'input',
  'type',
  'valid',
  'errors',
  'canonical',
  'found',
  'bank_name',
  'country',
  'bank_path',
  'path',
  'scheme',
  'did_you_mean',
] as const;

/**
 * One field: quoted when it holds a separator, quote or line break (RFC 4180 section 2). A text
 * starting with = + - @ or a control character gets a leading apostrophe, so that a spreadsheet
 * opening the file shows it rather than running it as a formula (OWASP "CSV injection").
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(items: readonly ValidatedCode[]): string {
  const rows = items.map((i) =>
    [
      i.input,
      i.type,
      i.valid,
      i.errors.join(' '),
      i.canonical,
      i.found,
      i.bank_name,
      i.country,
      i.bank ? `/banks/${i.bank.country}/${i.bank.slug}` : null,
      i.path,
      i.scheme,
      i.did_you_mean.join(' '),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
