import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { didYouMean, type ApiClient } from '../api-client';
import type { BankRef } from '../api-types';
import { KINDS, pageUrl, type KindId } from '../kinds';
import { missing } from './common';
import { sectionOf, type Unavailable } from '../section-state';

/** The API resource of one code of a kind (DESIGN.md: /api/v1/{kind's api segment}/{code}). */
export const recordPath = (kind: KindId, code: string) => `${KINDS[kind].api}/${encodeURIComponent(code)}`;

/** What a kind's loader does differently (each kind's loader.ts builds its own from the registry). */
interface CodeHooks {
  /** Codes are upper case (SWIFT, IFSC, LEI); a Russian BIC is digits and taken as it is. */
  upper: boolean;
  /**
   * The lookup form's ?code=, cleaned to the code's own URL (answered with a redirect, so the
   * form works without JavaScript). Absent: the kind's lookup page carries the site search.
   */
  asked?: (raw: string) => string;
  /** The bank's other codes stream in behind the record. */
  others: boolean;
}

/** A bank's first codes of a kind, the page's secondary section. */
export type OthersPromise<O> = Promise<{ items: O[]; total: number } | Unavailable | null> | null;

/**
 * /{kind}/:code? -- awaits the record (so a missing one is a 404, or a 503 when the API failed,
 * before the shell is sent) and streams the bank's other codes. R: the record, O: an item of the
 * kind's list.
 */
export function codeLoader<R extends { bank: BankRef | null }, O = never>(kind: KindId, hooks: CodeHooks) {
  return async (api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) => {
    const trimmed = (params.code ?? '').trim();
    const code = hooks.upper ? trimmed.toUpperCase() : trimmed;
    const none = { record: null as R | null, others: null as OthersPromise<O>, didYouMean: [] as string[] };
    if (!code) {
      const asked = hooks.asked?.(new URL(request.url).searchParams.get('code')?.slice(0, 200) ?? '').slice(0, 40);
      if (asked) throw redirect(pageUrl(kind, asked));
      return { code: '', ...none };
    }
    const res = await api.get<R>(recordPath(kind, code), { lang });
    if (!res.ok) return missing({ code, ...none, didYouMean: didYouMean(res) }, res);
    const bank = res.data.bank;
    const others: OthersPromise<O> =
      hooks.others && bank
        ? api
            .get<O[]>(KINDS[kind].api, { country: bank.country, bank: bank.slug, page_size: 20 })
            .then((r) => sectionOf(r, (items, list) => ({ items, total: list?.total ?? items.length })))
        : null;
    return { code, ...none, record: res.data as R | null, others };
  };
}
