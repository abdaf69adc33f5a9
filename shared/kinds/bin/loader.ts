import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { readWithin } from '../../body-limit';
import { cardNumbersIn, cutCardNumbers } from '../../card-number-cut';
import type { ApiClient } from '../../api-client';
import type { Bin, BinDerived, BinRange } from '../../api-types';
import { binOf, cardNumberRedirect, deriveBin, type CardVerdict } from './lookup';
import { compact } from '../../validators/common';
import type { BinError } from './validator';
import { missing } from '../../loaders/common';
import { recordPath } from '../../loaders/codes';
import { pageUrl } from '../index';

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
  /** Set when the visitor gave a card number, cut to this BIN by a redirect: its Luhn check
   *  (ISO/IEC 7812-1 Annex B), the only thing kept of the rest of the number. */
  card: CardVerdict | null;
  errors: BinError[];
  /** For a prefix none of our records covers: the longer BINs that start with it (the API's 404
   *  details), and how many there are. The page lists them (200), not a dead end. */
  under: BinRange[];
  underTotal: number;
}

/**
 * Where the lookup form's number goes: a card number to its BIN's page with the Luhn verdict,
 * anything else (any card number in it cut first) to its own page, cleaned to a path segment.
 */
function lookupLocation(raw: string): string {
  const card = cardNumbersIn(raw).find((f) => f.whole);
  if (card) return cardNumberRedirect(card.digits) ?? pageUrl('bin', card.bin);
  const digits = compact(cutCardNumbers(raw))
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 40);
  return pageUrl('bin', digits || undefined);
}

/** The lookup form's body: one short field. */
const FORM_MAX_BYTES = 4096;

/**
 * The BIN lookup form's POST (shared/kinds/forms.ts): what was typed travels in the body only,
 * and is answered with a redirect to the BIN's page (303: the browser follows with a GET), so the
 * digits after the BIN never reach an address, in the browser or without JavaScript alike.
 */
export async function action(_api: ApiClient, { request }: ActionFunctionArgs) {
  const body = await readWithin(request, FORM_MAX_BYTES).catch(() => null);
  let number = '';
  if (body) {
    const form = await new Response(body, { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } })
      .formData()
      .catch(() => null);
    const value = form?.get('number');
    if (typeof value === 'string') number = value;
  }
  return redirect(lookupLocation(number), 303);
}

/**
 * /bins/:number? -- a BIN. A whole card number in the path is redirected to its BIN's page
 * before anything is rendered (shared/kinds/bin/lookup.ts; the Worker's entry does so first,
 * worker/middleware/card-numbers.ts), so the account digits are never shown, linked, cached or
 * recorded; ?card= carries only its Luhn verdict. ?number= is the lookup form's address of old.
 */
export async function loader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const query = new URL(request.url).searchParams;
  const fromForm = query.get('number');
  if (!params.number && fromForm !== null) throw redirect(lookupLocation(fromForm));
  const toBin = cardNumberRedirect(params.number ?? '');
  if (toBin) throw redirect(toBin);
  const verdict = query.get('card');
  const card = verdict === 'valid' || verdict === 'invalid' ? verdict : null;
  // A long run of digits that is no card number is still echoed only up to a BIN's length.
  const raw = compact(params.number ?? '');
  const input = (/^\d{9,}$/.test(raw) ? `${raw.slice(0, 8)}…` : raw).slice(0, ECHO_MAX);
  const empty: BinPageData = {
    input,
    number: '',
    bin: null,
    derived: null,
    card: null,
    errors: [],
    under: [],
    underTotal: 0,
  };
  if (!params.number) return empty;
  const asked = binOf(raw);
  if ('errors' in asked) {
    // A page validation failure is a 404 (SPEC.md section 4), with the reason shown.
    return missing({ ...empty, errors: asked.errors }, { ok: false, status: 400, code: 'invalid_bin' });
  }
  const page: BinPageData = { ...empty, number: asked.bin, derived: deriveBin(asked.bin), card };
  const res = await api.get<Bin>(recordPath('bin', asked.bin), { lang });
  if (!res.ok) {
    const details = (res.details ?? {}) as { under?: BinRange[]; under_total?: number };
    if (res.status === 404 && details.under?.length)
      return { ...page, under: details.under, underTotal: details.under_total ?? details.under.length };
    return missing(page, res);
  }
  return { ...page, bin: res.data };
}
