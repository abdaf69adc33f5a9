import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { toCsv } from '../../shared/validate-csv';
import { validateCodes } from '../validate';
import { MAX_BODY_BYTES, parseCodes } from '../validate/input';
import { errorResponse, invalid } from './errors';

/**
 * POST /api/v1/validate: up to 1,000 codes of any mix of types, as a JSON array of strings
 * (Content-Type: application/json) or text (text/csv, text/plain: one code per line or the
 * first CSV column, header row optional). Answers a ValidationReport (shared/api-types.ts) in
 * input order, or the same as CSV for `Accept: text/csv`. 400 invalid_body for a body over
 * 1 MB, more than 1,000 codes, no codes, malformed JSON or another content type.
 * Nothing is stored; the answer is never cached (no-store, worker/api/index.ts).
 */
export const validateApi = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, invalid('body', 'The body is larger than 1 MB', { max_bytes: MAX_BODY_BYTES })) }),
  async (c) => {
    const codes = parseCodes(c.req.header('Content-Type') ?? '', await c.req.text());
    const report = await validateCodes(c.env.DB, codes);
    if ((c.req.header('Accept') ?? '').includes('text/csv')) {
      return c.body(toCsv(report.items), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="validation.csv"' });
    }
    return c.json(report);
  },
);
