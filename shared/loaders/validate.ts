import { data, type ActionFunctionArgs } from 'react-router';
import type { ApiClient } from '../api-client';
import type { ValidationReport } from '../api-types';
import { BULK_MAX_BYTES, BULK_MAX_CODES } from '../validate-csv';
import { readWithin } from '../body-limit';

/** The form's body: the list and the file (each counted against BULK_MAX_BYTES together) and
 *  the multipart framing. Anything larger is refused unread with 413. */
export const FORM_MAX_BYTES = BULK_MAX_BYTES + 64 * 1024;

// The /validate page's form action: the pasted list and/or an uploaded CSV file, sent as one
// text/csv body to POST /api/v1/validate. The same action runs in the browser (client-side
// navigation) and in the Worker (a plain form POST without JavaScript).

export type ValidateError = 'empty' | 'too_many' | 'too_large' | 'failed' | 'rate_limited';

export interface ValidateActionData {
  error: ValidateError | null;
  report: ValidationReport | null;
}

const fail = (error: ValidateError): ValidateActionData => ({ error, report: null });
/** 413 Content Too Large (RFC 9110 section 15.5.14), with the page's localized message. */
const tooLarge = () => data(fail('too_large'), { status: 413 });

export async function validateAction(api: ApiClient, { request }: ActionFunctionArgs) {
  let form: FormData;
  try {
    const body = await readWithin(request, FORM_MAX_BYTES);
    if (body === null) return tooLarge();
    form = await new Response(body, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData();
  } catch {
    return fail('empty');
  }
  const pasted = form.get('codes');
  const file = form.get('file');
  let text = typeof pasted === 'string' ? pasted : '';
  if (file && typeof file === 'object' && file.size > 0) {
    if (file.size > BULK_MAX_BYTES) return tooLarge();
    text = `${await file.text()}\n${text}`;
  }
  if (new TextEncoder().encode(text).length > BULK_MAX_BYTES) return tooLarge();
  if (text.trim() === '') return fail('empty');
  if (!api.post) return fail('failed');
  // The codes are counted by the API, which reads the text as CSV (RFC 4180): a record is not a
  // line, since a quoted field may hold line breaks, and a header row is not a code.
  const result = await api.post<ValidationReport>('validate', text, 'text/csv');
  if (result.ok) return { error: null, report: result.data };
  // Over the visitor's bulk-validation limit: 429 and the page's localized message (the Worker
  // adds Retry-After, worker/index.ts).
  if (result.status === 429) return data(fail('rate_limited'), { status: 429 });
  if (result.code === 'invalid_body') {
    const count = (result.details as { count?: unknown } | undefined)?.count;
    return fail(typeof count === 'number' && count > BULK_MAX_CODES ? 'too_many' : 'empty');
  }
  return fail('failed');
}
