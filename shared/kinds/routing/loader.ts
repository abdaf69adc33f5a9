import type { LoaderFunctionArgs } from 'react-router';
import { didYouMean, type ApiClient } from '../../api-client';
import type { Routing } from '../../api-types';
import { missing } from '../../loaders/common';
import { recordPath } from '../../loaders/codes';

// /usroutings/:number? has three views: the lookup form (no number), the validator result for
// ?number=... (the "validate" link of SPEC.md section 2: the ABA checks on any input, and whether
// the Fed's directories list it), and the detail of a listed number (404 when it is not listed).

/** Longer input is no routing number; cut before it reaches the API or the page. */
const MAX_INPUT = 40;

export async function loader(api: ApiClient, { params, request }: LoaderFunctionArgs) {
  const number = (params.number ?? '').trim();
  if (number) {
    const res = await api.get<Routing>(recordPath('routing', number.slice(0, MAX_INPUT)));
    if (!res.ok)
      return missing(
        {
          view: 'detail' as const,
          number: number.slice(0, MAX_INPUT),
          routing: null,
          input: '',
          listed: null,
          didYouMean: didYouMean(res),
        },
        res,
      );
    return {
      view: 'detail' as const,
      number: res.data.routing_number,
      routing: res.data,
      input: '',
      listed: null,
      didYouMean: [] as string[],
    };
  }
  const input = new URL(request.url).searchParams.get('number')?.trim().slice(0, MAX_INPUT) ?? '';
  if (!input)
    return { view: 'form' as const, number: '', routing: null, input: '', listed: null, didYouMean: [] as string[] };
  // Whether the directories list it; a malformed number is answered 400 and simply is not listed.
  const res = await api.get<Routing>(recordPath('routing', input));
  return {
    view: 'validate' as const,
    number: '',
    routing: null,
    input,
    listed: res.ok ? res.data : null,
    didYouMean: didYouMean(res),
  };
}
