import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { cardNumbersIn, cutCardNumbers } from '../../shared/card-number-cut';
import { cardNumberRedirect } from '../../shared/kinds/bin/lookup';
import { basenameOf, splitLocale } from '../../shared/locales';

// The request entry's half of the card-number rule (shared/card-number-cut.ts): the site promises
// that a card number goes no further than its BIN, so every path segment and query value is cut
// here, before routing, so that no form, redirect, page, API answer, cache key or log line
// downstream can see more. Pages answer with a redirect to the cut address (the browser's
// address bar, history and Referer then lose the digits too); the API answers the cut request as
// it stands (a script expects an answer, not a redirect). A whole path segment or query value that
// is a card number is a lookup of that card: a page request goes to its BIN's page with the Luhn
// verdict (shared/kinds/bin/lookup.ts), the only thing kept of the rest of the number.

/** The hashed client files: names of hex and letters, never a person's text. */
const UNTOUCHED = /^\/(assets\/|favicon\.ico$)/;

interface Cut {
  /** The address with every card number cut to its BIN. */
  url: URL;
  /** A path segment or query value that was a card number and nothing else: its digits. */
  whole: string | null;
}

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape is answered by the routes as it is
  }
};

/** `url` with the card numbers of its path and query cut to their BINs; null when it has none. */
export function cutUrl(url: URL): Cut | null {
  let whole: string | null = null;
  let changed = false;
  const cut = (text: string): string => {
    const found = cardNumbersIn(text);
    if (found.length === 0) return text;
    changed = true;
    whole ??= found.find((f) => f.whole)?.digits ?? null;
    return cutCardNumbers(text);
  };
  const segments = url.pathname.split('/').map((segment) => {
    const text = decoded(segment);
    return text === null ? segment : encodeURIComponent(cut(text));
  });
  const query = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.search)) query.append(cut(name), cut(value));
  if (!changed) return null;
  const out = new URL(url);
  out.pathname = segments.join('/');
  out.search = query.size > 0 ? `?${query}` : '';
  return { url: out, whole };
}

/**
 * Cuts card numbers in the request's address (see above). `dispatch` is the app itself, which
 * answers an API request again with the cut address, routed afresh (a router has matched the
 * address by the time a middleware runs).
 */
export function cardNumbers(
  dispatch: (request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async function cardNumbers(c, next) {
    const url = new URL(c.req.url);
    if (UNTOUCHED.test(url.pathname)) return next();
    const cut = cutUrl(url);
    if (!cut) return next();
    if (url.pathname.startsWith('/api/')) {
      return dispatch(new Request(cut.url, c.req.raw), c.env, c.executionCtx as ExecutionContext);
    }
    const split = splitLocale(cut.url.pathname, '');
    const base = split.kind === 'page' ? basenameOf(split.lang) : '';
    const location = cut.whole ? `${base}${cardNumberRedirect(cut.whole)}` : `${cut.url.pathname}${cut.url.search}`;
    // 303 for a form's POST: the browser follows with a GET, and posts nothing again.
    return c.redirect(location, c.req.method === 'GET' || c.req.method === 'HEAD' ? 302 : 303);
  };
}
