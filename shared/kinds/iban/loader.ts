import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../../api-client';
import type { Iban } from '../../api-types';
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
