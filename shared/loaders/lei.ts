import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { didYouMean, type ApiClient } from '../api-client';
import type { Lei } from '../api-types';
import { missing } from './common';
import { normalizeLei } from '../validators/normalize';

/**
 * /leis/:code? -- the LEI record; without a code, the lookup form. The form submits ?code=...
 * to /leis (works without JavaScript), answered with a redirect to the code's own URL.
 */
export async function leiLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const code = (params.code ?? '').trim().toUpperCase();
  if (!code) {
    const asked = normalizeLei(new URL(request.url).searchParams.get('code')?.slice(0, 200) ?? '');
    if (asked) throw redirect(`/leis/${encodeURIComponent(asked.slice(0, 40))}`);
    return { code: '', lei: null, didYouMean: [] as string[] };
  }
  const res = await api.get<Lei>(`leis/${encodeURIComponent(code)}`, { lang });
  if (!res.ok) return missing({ code, lei: null as Lei | null, didYouMean: didYouMean(res) }, res);
  return { code, lei: res.data as Lei | null, didYouMean: [] as string[] };
}
