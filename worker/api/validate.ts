import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { toCsv } from '../../shared/validate-csv';
import { MAX_CODES, unrecognized, validateCodes } from '../validate';
import { MAX_BODY_BYTES, parseCodes } from '../validate/input';
import { ApiError, errorResponse } from './errors';
import { describe } from './openapi/describe';
import { BULK_RULE, responses } from './openapi/schemas';
import { bulkValidationLimit } from '../middleware/rate-limit';

/**
 * POST /api/v1/validate: up to 1,000 codes of any mix of types, as a JSON array of strings
 * (Content-Type: application/json) or text (text/csv, text/plain: one code per line or the
 * first CSV column, header row optional). Answers a ValidationReport (shared/api-types.ts) in
 * input order, or the same as CSV for `Accept: text/csv`. 413 body_too_large for a body over
 * 1 MB (refused unread), 400 invalid_body for more than 1,000 codes, no codes, malformed JSON or another content type.
 * Nothing is stored; the answer is never cached (no-store, worker/api/index.ts).
 */
const validateDoc = describe({
  operationId: 'validate',
  summary: `Validate up to ${MAX_CODES.toLocaleString('en')} codes of any mix of types at once`,
  description:
    'A JSON array of strings, or text/csv or text/plain (one code per line, or the first CSV column; a header row is optional). Each code is typed, validated and looked up; answered in input order, as CSV with `Accept: text/csv`. Nothing is stored; never cached. Body at most 1 MB.',
  tags: ['search'],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: MAX_CODES },
        example: ['DEUTDEFF', 'DE89370400440532013000', 'XXXX'],
      },
      // maxLength in characters; the limit is MAX_BODY_BYTES bytes of UTF-8 (413 beyond).
      'text/csv': { schema: { type: 'string', maxLength: MAX_BODY_BYTES } },
      'text/plain': { schema: { type: 'string', maxLength: MAX_BODY_BYTES } },
    },
  },
  responses: {
    200: responses.one('ValidationReport', 'One verdict per code, in input order', {
      total: 3,
      valid: 2,
      found: 2,
      items: [
        {
          input: 'DEUTDEFF',
          type: 'swift',
          valid: true,
          errors: [],
          warnings: [],
          alternatives: [],
          canonical: 'DEUTDEFFXXX',
          found: true,
          bank_name: 'DEUTSCHE BANK AG',
          country: 'DE',
          bank: { country: 'de', slug: 'deutsche-bank-ag', name: 'DEUTSCHE BANK AG' },
          path: '/swifts/DEUTDEFFXXX',
          scheme: null,
          did_you_mean: [],
        },
        {
          input: 'DE89370400440532013000',
          type: 'iban',
          valid: true,
          errors: [],
          warnings: [],
          alternatives: [],
          canonical: 'DE89370400440532013000',
          found: true,
          bank_name: 'Commerzbank',
          country: 'DE',
          bank: { country: 'de', slug: 'commerzbank-ag', name: 'COMMERZBANK AG' },
          path: '/iban/DE89370400440532013000',
          scheme: null,
          did_you_mean: [],
        },
        unrecognized('XXXX'),
      ],
    }),
    400: responses.invalid('body'),
    413: responses.tooLarge(MAX_BODY_BYTES),
    429: responses.rateLimited(BULK_RULE),
  },
});

export const validateApi = new Hono<AppEnv>().post(
  '/',
  validateDoc,
  bulkValidationLimit(),
  // 413 from Content-Length, or while the body streams, before it is all in memory (Hono's
  // bodyLimit reads at most MAX_BODY_BYTES).
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      errorResponse(
        c,
        new ApiError(413, 'body_too_large', 'The body is larger than 1 MB', { max_bytes: MAX_BODY_BYTES }),
      ),
  }),
  async (c) => {
    const codes = parseCodes(c.req.header('Content-Type') ?? '', await c.req.text());
    const report = await validateCodes(c.env.DB, codes);
    if ((c.req.header('Accept') ?? '').includes('text/csv')) {
      return c.body(toCsv(report.items), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="validation.csv"',
      });
    }
    return c.json(report);
  },
);
