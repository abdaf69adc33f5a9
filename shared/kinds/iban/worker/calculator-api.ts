import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../../../worker/env';
import { ApiError, errorResponse, invalid } from '../../../../worker/api/errors';
import { describe } from '../../../../worker/api/openapi/describe';
import { BULK_RULE, responses } from '../../../../worker/api/openapi/schemas';
import { bulkValidationLimit } from '../../../../worker/middleware/rate-limit';
import { BULK_MAX_BYTES, BULK_MAX_CODES } from '../../../validate-csv';
import type { IbanBank, IbanCalculation, IbanCalculationReport } from '../record';
import { calculateIban, type IbanCalcDetails, type IbanCalcError, type IbanCalcInput } from './calculate';
import { findIbanBank, ibanBankCodes } from './db';
import { recordParts } from './parts';
import { example as ibanExample } from './example';

// POST /api/v1/ibans: the IBAN of an account (./calculate.ts), with its parts and the bank its
// bank code names, for one account ({country, bank_code, branch_code, account}) or for up to
// BULK_MAX_CODES at once ({items: [...]}, one result per item in order). A POST, not a GET with
// the parts in the query: an account number is personal data that must not sit in an address
// (browser history, logs, Referer), and a long numeric account would be cut to a card's BIN at
// the request's entry (worker/middleware/card-numbers.ts) before it got here. An IBAN names a
// person's account: answered private, no-store (worker/api/index.ts), never copied to KV
// (worker/api-client.ts). A refused account is 400 invalid_iban (one account) or an item's error
// (items), with the calculator's code under details.errors, as GET /ibans/{code} gives the
// validator's.

const CHARS: Record<string, string> = { n: 'digits', a: 'letters', c: 'letters and digits' };

/** The English message of a refusal (the page shows the localized one from the code). */
function message(error: IbanCalcError, d: IbanCalcDetails): string {
  const expected = d.length ? `${d.padded ? 'at most ' : ''}${d.length} ${CHARS[d.chars ?? 'c']}` : '';
  switch (error) {
    case 'iban.calc_country':
      return 'Not a country with an IBAN format of its own (ISO 13616 IBAN registry)';
    case 'iban.calc_unsupported':
      return "The country's BBAN holds more than bank code, branch code, account number and computable check digits";
    case 'iban.calc_bank_code':
      return `The bank code must be ${expected}`;
    case 'iban.calc_branch_code':
      return d.reason === 'unexpected'
        ? "The country's BBAN has no branch code"
        : `The branch code must be ${expected}`;
    case 'iban.calc_account':
      return `The account number must be ${expected}`;
    case 'iban.calc_national_ambiguous':
      return 'More than one value of the national check digits passes: which one the bank issued cannot be told';
    case 'iban.national_checksum':
      return 'The account number fails its national check';
  }
}

type Calculated = { ok: true; record: IbanCalculation } | { ok: false; error: ApiError };

const refusal = (error: IbanCalcError, details: IbanCalcDetails): ApiError =>
  invalid('iban', message(error, details), { errors: [error], ...details });

/** A bank lookup per distinct bank code, shared by the items of one request. */
type BankLookup = (country: string, codes: string[]) => Promise<{ bank: IbanBank; checkMethod: string | null } | null>;

function bankLookup(db: D1DatabaseSession): BankLookup {
  const seen = new Map<string, ReturnType<BankLookup>>();
  return (country, codes) => {
    const key = `${country}:${codes.join(',')}`;
    let found = seen.get(key);
    if (!found) {
      found = findIbanBank(db, country, codes);
      seen.set(key, found);
    }
    return found;
  };
}

/**
 * The calculation with the bank: a first pass gives the bank code as the BBAN holds it; a German
 * bank code's Bundesbank method, read with the bank, then checks the account in a second pass.
 */
async function calculate(lookup: BankLookup, input: IbanCalcInput): Promise<Calculated> {
  const first = calculateIban(input, null);
  if (!first.ok) return { ok: false, error: refusal(first.error, first.details) };
  const country = first.iban.slice(0, 2);
  const found = await lookup(country, ibanBankCodes(first.iban, first.validation.parts));
  const result = found?.checkMethod ? calculateIban(input, found.checkMethod) : first;
  if (!result.ok) return { ok: false, error: refusal(result.error, result.details) };
  const { validation } = result;
  const national = validation.checks.nationalChecksum;
  return {
    ok: true,
    record: {
      iban: result.iban,
      iban_print: validation.parts?.formatted ?? result.iban,
      country,
      // A calculated IBAN has passed the validator, so it has its parts.
      parts: recordParts(validation.parts!),
      national_checksum: national === 'invalid' ? 'not_applicable' : national,
      bank: found?.bank ?? null,
    },
  };
}

/** Longer than any part of a BBAN (30 characters at most) with separators: cut, then refused. */
const cut = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 100) : '');

const EXAMPLE: IbanCalculation = {
  iban: ibanExample.iban,
  iban_print: ibanExample.iban_print,
  country: 'DE',
  parts: recordParts({
    countryCode: 'DE',
    checkDigits: '89',
    bban: '370400440532013000',
    bankCode: '37040044',
    branchCode: null,
    accountNumber: '0532013000',
    nationalCheckDigits: null,
    formatted: 'DE89 3704 0044 0532 0130 00',
  }),
  national_checksum: 'valid',
  // The same bank as the IBAN lookup's example, with its register's source line.
  bank: {
    ...ibanExample.bank,
    source: 'Deutsche Bundesbank, Bankleitzahlendatei',
    as_of: '2026-06-08',
  },
};

/** A BBAN has at most 30 characters; with separators a part is still shorter than this. */
const MAX_PART = 40;
/** Letters, digits and the separators people write (spaces, hyphens, dots), which are ignored. */
const PART = `^[0-9A-Za-z .-]{1,${MAX_PART}}$`;
const OPTIONAL_PART = `^[0-9A-Za-z .-]{0,${MAX_PART}}$`;

const PARTS_DOC =
  "Parts as the IBAN registry (ISO 13616) places them in the BBAN: `bank_code` (GB: the four letters of the BIC), `branch_code` where the BBAN has one (GB: the sort code), `account` (a numeric account is padded with zeros on the left). Spaces, hyphens and dots are ignored, any case. National check digits are computed (FR RIB key, IT CIN, ES, BE, NO, PT, ...) or checked where the account carries them; a German account is checked by its bank code's Bundesbank method, a UK one by VocaLink modulus checking: an account failing is refused.";

/** One account's parts, as the body holds them (alone, or as an item of `items`). */
const ACCOUNT_SCHEMA = {
  type: 'object',
  required: ['country', 'bank_code', 'account'],
  properties: {
    country: {
      type: 'string',
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 alpha-2 code of a country with an IBAN format of its own, any case',
    },
    bank_code: {
      type: 'string',
      pattern: PART,
      maxLength: MAX_PART,
      description: 'The bank code as the BBAN holds it (GB: the four letters of the BIC)',
    },
    branch_code: {
      type: ['string', 'null'],
      pattern: OPTIONAL_PART,
      maxLength: MAX_PART,
      description: 'The branch code where the BBAN has one (GB: the sort code); else absent, null or empty',
    },
    account: { type: 'string', pattern: PART, maxLength: MAX_PART, description: 'The account number' },
  },
} as const;

const REFUSALS =
  "the calculator's code in `details.errors`: `iban.` followed by calc_country, calc_unsupported, calc_bank_code, calc_branch_code, calc_account, national_checksum or calc_national_ambiguous; with `field`, `reason`, and the expected `length` and `chars` (ISO 13616 notation: n digits, a letters, c both)";

const postDoc = describe({
  operationId: 'calculateIbans',
  summary: 'Calculate the IBAN of an account, or of up to 1,000 accounts at once',
  description: `A JSON object: one account \`{"country", "bank_code", "branch_code"?, "account"}\`, answered with its IBAN, parts and bank (200) or refused (400 \`invalid_iban\`); or \`{"items": [...]}\` of up to ${BULK_MAX_CODES.toLocaleString('en')} such accounts, answered with one result per item, in order: \`result\` as one account's 200, or \`error\` as its 400. The parts travel in the body, never in the address: an account number is personal data. ${PARTS_DOC} Nothing is stored; answered private, no-store. Body at most 1 MB.`,
  tags: ['lookup'],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          oneOf: [
            ACCOUNT_SCHEMA,
            {
              type: 'object',
              required: ['items'],
              properties: {
                items: { type: 'array', minItems: 1, maxItems: BULK_MAX_CODES, items: ACCOUNT_SCHEMA },
              },
            },
          ],
        },
        example: { country: 'de', bank_code: '37040044', account: '532013000' },
      },
    },
  },
  responses: {
    200: {
      description:
        'One account: its IBAN, parts and bank (IbanCalculation). Items: one result per item, in input order (IbanCalculationReport)',
      content: {
        'application/json': {
          schema: {
            oneOf: [
              { $ref: '#/components/schemas/IbanCalculation' },
              { $ref: '#/components/schemas/IbanCalculationReport' },
            ],
          },
          example: EXAMPLE,
        },
      },
    },
    400: {
      description: `\`invalid_iban\` (one account): refused, ${REFUSALS}. \`invalid_body\`: the body is not such an object`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
    413: responses.tooLarge(BULK_MAX_BYTES),
    429: responses.rateLimited(BULK_RULE),
  },
});

/** An account's parts as the body holds them (alone or as an item), each cut to a sane length. */
const accountOf = (o: Record<string, unknown>): IbanCalcInput => ({
  country: cut(o.country),
  bankCode: cut(o.bank_code),
  branchCode: cut(o.branch_code),
  account: cut(o.account),
});

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** What the body asks: one account, or the items of a bulk body; else a 400 saying what is wrong. */
function parseBody(text: string): { one: IbanCalcInput } | { items: IbanCalcInput[] } {
  const shape = 'send {"country", "bank_code", "branch_code", "account"} or {"items": [such objects]}';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('body', `Malformed JSON: ${shape}`);
  }
  if (!isObject(body)) throw invalid('body', `Not a JSON object: ${shape}`);
  if (!('items' in body)) return { one: accountOf(body) };
  const { items } = body;
  if (!Array.isArray(items)) throw invalid('body', 'Send a JSON object with an "items" array');
  if (items.length === 0) throw invalid('body', 'No items in the body');
  if (items.length > BULK_MAX_CODES)
    throw invalid('body', `At most ${BULK_MAX_CODES} items per request (got ${items.length})`, {
      max: BULK_MAX_CODES,
      count: items.length,
    });
  return {
    items: items.map((item: unknown, index) => {
      if (!isObject(item)) throw invalid('body', `Item ${index} is not an object`, { index });
      return accountOf(item);
    }),
  };
}

export const calculator = new Hono<AppEnv>().post(
  '/',
  postDoc,
  bulkValidationLimit(),
  // 413 from Content-Length or while the body streams, before it is all in memory (as /validate).
  bodyLimit({
    maxSize: BULK_MAX_BYTES,
    onError: (c) =>
      errorResponse(
        c,
        new ApiError(413, 'body_too_large', 'The body is larger than 1 MB', { max_bytes: BULK_MAX_BYTES }),
      ),
  }),
  async (c) => {
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== '')
      throw new ApiError(400, 'invalid_body', 'Content-Type must be application/json');
    const body = parseBody(await c.req.text());
    const lookup = bankLookup(c.env.DB);
    if ('one' in body) {
      const answer = await calculate(lookup, body.one);
      if (!answer.ok) throw answer.error;
      return c.json(answer.record);
    }
    const answers = await Promise.all(body.items.map((input) => calculate(lookup, input)));
    const report: IbanCalculationReport = {
      total: answers.length,
      calculated: answers.filter((a) => a.ok).length,
      items: answers.map((a) =>
        a.ok
          ? { result: a.record, error: null }
          : { result: null, error: { code: a.error.code, message: a.error.message, details: a.error.details } },
      ),
    };
    return c.json(report);
  },
);
