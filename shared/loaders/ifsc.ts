import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../api-client';
import type { Ifsc } from '../api-types';
import { missing } from './common';
import { compact } from '../validators/common';

/**
 * /ifscs/:code? -- awaits the IFSC (so a missing one is a 404 before the shell is sent) and
 * streams the bank's other codes. The lookup form sends ?code=, answered by a redirect to the
 * code's own URL, so the form works without JavaScript.
 */
export async function ifscLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const code = (params.code ?? '').trim().toUpperCase();
  if (!code) {
    const asked = compact(new URL(request.url).searchParams.get('code')?.slice(0, 200) ?? '').slice(0, 40);
    if (asked) throw redirect(`/ifscs/${encodeURIComponent(asked)}`);
    return { code: '', ifsc: null, others: null };
  }
  const res = await api.get<Ifsc>(`ifscs/${encodeURIComponent(code)}`, { lang });
  if (!res.ok) return missing({ code, ifsc: null, others: null }, res);
  const bank = res.data.bank;
  const others = bank
    ? api
        .get<Ifsc[]>('ifscs', { country: bank.country, bank: bank.slug, page_size: 20 })
        .then((r) => (r.ok ? { items: r.data, total: r.list?.total ?? r.data.length } : null))
    : null;
  return { code, ifsc: res.data, others };
}
