import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../api-client';
import type { Bin, BinDerived } from '../api-types';
import { binOf, deriveBin } from '../bin-lookup';
import { compact } from '../validators/common';
import { validateCardNumber, type CardValidation } from '../validators/card';
import type { BinError } from '../validators/bin';
import { missing } from './common';

/** Longest input echoed back on a page (a card number has at most 19 digits). */
const ECHO_MAX = 24;

export interface BinPageData {
  /** The input, compacted and cut to ECHO_MAX characters: only ever rendered escaped. */
  input: string;
  /** The BIN looked up, '' when there is none. */
  number: string;
  bin: Bin | null;
  /** What the published IIN ranges say, also for a BIN none of our lists has. */
  derived: BinDerived | null;
  /** The card number's parts and Luhn check (ISO/IEC 7812-1), when a card number was given. */
  card: CardValidation | null;
  errors: BinError[];
}

/**
 * /bins/:number? -- a BIN or a whole card number. Only the BIN goes to the API (and so into
 * its cache keys and logs); the card number's parts and check digit are worked out here.
 * The lookup form sends ?number=, answered by a redirect to the path form.
 */
export async function binLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const fromForm = new URL(request.url).searchParams.get('number');
  if (!params.number && fromForm !== null) {
    const digits = compact(fromForm).replace(/[^0-9A-Z]/g, '').slice(0, 40);
    throw redirect(digits ? `/bins/${digits}` : '/bins');
  }
  const input = compact(params.number ?? '').slice(0, ECHO_MAX);
  const empty: BinPageData = { input, number: '', bin: null, derived: null, card: null, errors: [] };
  if (!params.number) return empty;
  const asked = binOf(compact(params.number));
  if ('errors' in asked) {
    // A page validation failure is a 404 (SPEC.md section 4), with the reason shown.
    return missing({ ...empty, errors: asked.errors }, { ok: false, status: 400, code: 'invalid_bin' });
  }
  const digits = compact(params.number);
  const card = digits.length >= 12 ? validateCardNumber(digits) : null;
  const page: BinPageData = { ...empty, number: asked.bin, derived: deriveBin(asked.bin), card };
  const res = await api.get<Bin>(`bins/${asked.bin}`, { lang });
  if (!res.ok) return missing(page, res);
  return { ...page, bin: res.data };
}
