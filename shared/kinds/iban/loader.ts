import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../api-client';
import { readWithin } from '../../body-limit';
import type { Iban } from '../../api-types';
import type { IbanCalculation } from './record';
import { normalizeIban } from '../../validators/normalize';
import { missing } from '../../loaders/common';
import { recordPath } from '../../loaders/codes';
import { pageUrl } from '../index';

/** The electronic format (validators/normalize: small, registry-free, fit for the main bundle). */
const electronic = (input: string): string => normalizeIban(input.slice(0, 200));

/**
 * /iban/:code? The form (GET, works without JS) sends ?iban=...; the loader redirects to the
 * canonical /iban/{electronic format}, as it does for a path with spaces or lower case, so a
 * result has one URL. The API's answer is the validation report: 200 for valid and invalid
 * IBANs alike. Input that cannot be an IBAN at all (API 400) is the page's validation failure
 * (404, SPEC.md section 4); the page lists the validator's reasons.
 */
export async function loader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const raw = params.code ?? new URL(request.url).searchParams.get('iban') ?? '';
  const code = electronic(raw);
  // Only something that could be an IBAN gets a canonical URL; junk is answered where it was sent.
  if (/^[0-9A-Z]+$/.test(code) && (raw !== code || params.code === undefined)) throw redirect(pageUrl('iban', code));
  if (!code) return { code: '', iban: null, notAnIban: false };
  const res = await api.get<Iban>(recordPath('iban', code), { lang });
  if (!res.ok) return missing({ code, iban: null, notAnIban: res.status === 400 }, res);
  return { code, iban: res.data, notAnIban: false };
}

/** The calculator form's fields, as sent and shown again beside a refusal. */
const CALC_FIELDS = ['country', 'bank_code', 'branch_code', 'account'] as const;
export type CalcInput = Record<(typeof CALC_FIELDS)[number], string>;

/** A refused calculation: the input kept, the API's error code and details (null: the API failed). */
export interface CalcRefusal {
  input: CalcInput;
  error: string | null;
  details: Record<string, unknown>;
}

/** The form's body: four short fields (40 characters each in the form; 100 are kept). */
const FORM_MAX_BYTES = 4096;

const EMPTY_INPUT: CalcInput = { country: '', bank_code: '', branch_code: '', account: '' };

/** A refusal without the API's word on the input: too large a body, the rate limit, the API down. */
const refuse = (input: CalcInput, error: string | null, status: number) =>
  data({ input, error, details: {} } satisfies CalcRefusal, { status });

/**
 * The calculator form's POST to /iban (works without JS): the account travels in the body only,
 * never in an address, where it is personal data in history and logs and where the request's
 * entry would cut a 12-19-digit account to a card's BIN (worker/middleware/card-numbers.ts). The
 * API calculates (POST ibans, shared/kinds/iban/worker/calculator-api.ts); an IBAN redirects to
 * its own page (303: the browser follows with a GET), which shows the full validation; a refusal
 * is a 400 showing the form again with the input and the reason; too large a body a 413, over the
 * visitor's rate limit a 429 (the Worker adds Retry-After, worker/index.ts), an API failure a 503.
 */
export async function action(api: ApiClient, { request }: ActionFunctionArgs) {
  const body = await readWithin(request, FORM_MAX_BYTES).catch(() => new Uint8Array(0));
  if (body === null) return refuse(EMPTY_INPUT, 'too_large', 413);
  const form = await new Response(body, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } })
    .formData()
    .catch(() => null);
  const value = (f: string) => {
    const v = form?.get(f);
    return typeof v === 'string' ? v.slice(0, 100) : '';
  };
  const input = Object.fromEntries(CALC_FIELDS.map((f) => [f, value(f)])) as CalcInput;
  if (!api.post) return refuse(input, null, 503);
  const res = await api.post<IbanCalculation>('ibans', JSON.stringify(input), 'application/json');
  if (res.ok) return redirect(pageUrl('iban', res.data.iban), 303);
  if (res.status === 429) return refuse(input, 'rate_limited', 429);
  const refused = res.status === 400 && res.code === 'invalid_iban';
  if (!refused) return refuse(input, null, 503);
  const details = res.details && typeof res.details === 'object' ? (res.details as Record<string, unknown>) : {};
  const error = String((details.errors as unknown[] | undefined)?.[0] ?? '');
  return data({ input, error, details } satisfies CalcRefusal, { status: 400 });
}
