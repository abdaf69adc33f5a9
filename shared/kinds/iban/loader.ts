import type { LoaderFunctionArgs } from 'react-router';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../api-client';
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
  const search = new URL(request.url).searchParams;
  if (params.code === undefined && search.has('account')) return calculate(api, search);
  const raw = params.code ?? search.get('iban') ?? '';
  const code = electronic(raw);
  // Only something that could be an IBAN gets a canonical URL; junk is answered where it was sent.
  if (/^[0-9A-Z]+$/.test(code) && (raw !== code || params.code === undefined)) throw redirect(pageUrl('iban', code));
  if (!code) return { code: '', iban: null, notAnIban: false, calc: null };
  const res = await api.get<Iban>(recordPath('iban', code), { lang });
  if (!res.ok) return missing({ code, iban: null, notAnIban: res.status === 400, calc: null }, res);
  return { code, iban: res.data, notAnIban: false, calc: null };
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

/**
 * /iban?country&bank_code&branch_code&account: the calculator form (GET, works without JS). The
 * API calculates (GET ibans, shared/kinds/iban/worker/calculator-api.ts); an IBAN redirects to
 * its own page, which shows the full validation; a refusal is a 400 showing the form again with
 * the input and the reason, an API failure a 503.
 */
async function calculate(api: ApiClient, search: URLSearchParams) {
  const input = Object.fromEntries(CALC_FIELDS.map((f) => [f, (search.get(f) ?? '').slice(0, 100)])) as CalcInput;
  const res = await api.get<IbanCalculation>('ibans', input);
  if (res.ok) throw redirect(pageUrl('iban', res.data.iban));
  const refused = res.status === 400 && res.code === 'invalid_iban';
  const details =
    refused && res.details && typeof res.details === 'object' ? (res.details as Record<string, unknown>) : {};
  const calc: CalcRefusal = {
    input,
    error: refused ? String((details.errors as unknown[] | undefined)?.[0] ?? '') : null,
    details,
  };
  return data({ code: '', iban: null, notAnIban: false, calc }, { status: refused ? 400 : 503 });
}
