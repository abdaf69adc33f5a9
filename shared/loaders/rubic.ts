import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '../api-client';
import type { Rubic, RubicSummary } from '../api-types';
import { missing } from './common';

/** /bics/:code? -- the Russian BIC; the bank's other BICs stream in behind it. */
export async function rubicLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const code = (params.code ?? '').trim();
  if (!code) {
    // The lookup form (GET /bics?code=...) lands on the code's own URL.
    const asked = (new URL(request.url).searchParams.get('code') ?? '').replace(/\s+/g, '').slice(0, 40);
    if (asked) throw redirect(`/bics/${encodeURIComponent(asked)}`);
    return { code: '', rubic: null, others: null };
  }
  const res = await api.get<Rubic>(`rubics/${encodeURIComponent(code)}`, { lang });
  if (!res.ok) return missing({ code, rubic: null, others: null }, res);
  const bank = res.data.bank;
  const others = bank
    ? api
        .get<RubicSummary[]>('rubics', { country: bank.country, bank: bank.slug, page_size: 20 })
        .then((r) => (r.ok ? { items: r.data, total: r.list?.total ?? r.data.length } : null))
    : null;
  return { code, rubic: res.data, others };
}
