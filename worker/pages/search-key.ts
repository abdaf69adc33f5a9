import { SEARCH_SECTIONS } from '../../shared/api-types';
import { withoutCardNumber } from '../../shared/card-number-cut';

// The page cache's address of a search page (./page-cache.ts): its query in one normal form, so
// that every spelling of one search shares a copy. The search itself folds case and spaces, and
// the loader reads the filters as a set (shared/loaders/search.ts): the copy's results are those
// of every spelling; only the words echoed on it keep the spelling of the visitor who missed.

/** Above this a query is answered "too long" (shared/loaders/search.ts): not worth a key. */
const LONGEST = 100;
/**
 * An IBAN anywhere in the query (country, check digits, ten or more characters; spaces and
 * dashes set aside): it names a person's account and never goes into a key. Wider than an IBAN
 * check on purpose: a miss costs a render, a kept IBAN would be kept.
 */
const IBAN_SHAPED = /[a-z]{2}\d{2}[a-z0-9]{10,}/;
const PAGE = /^[1-9]\d{0,5}$/;
const COUNTRY = /^[a-z]{2}$/;

/**
 * The query string of `q`, `types`, `countries` and `page` in one spelling (lower case, spaces folded, types sorted
 * and deduplicated), or null when the page is not kept: any other parameter (a visitor could fill
 * the cache with copies of one page), a filter the loader would drop, a query too long, or one
 * that holds an IBAN or a card number. Card numbers are cut to their BIN at the request entry
 * (worker/middleware/card-numbers.ts); checked again here because a key outlives the request.
 */
export function searchCacheQuery(params: URLSearchParams): string | null {
  const out = new URLSearchParams();
  for (const name of params.keys()) if (!['q', 'types', 'countries', 'page'].includes(name)) return null;
  if (params.getAll('q').length > 1 || params.getAll('countries').length > 1 || params.getAll('page').length > 1)
    return null;

  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (q.length > LONGEST || withoutCardNumber(q) !== q || IBAN_SHAPED.test(q.replace(/[\s-]+/g, ''))) return null;
  out.set('q', q);

  const types = params
    .getAll('types')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v !== '');
  if (types.some((t) => !(SEARCH_SECTIONS as readonly string[]).includes(t))) return null;
  if (types.length) out.set('types', [...new Set(types)].sort().join(','));

  const country = params.get('countries')?.trim().toLowerCase();
  if (country !== undefined && country !== '') {
    if (!COUNTRY.test(country)) return null;
    out.set('countries', country);
  }
  const page = params.get('page');
  if (page !== null && page !== '1') {
    if (!PAGE.test(page)) return null;
    out.set('page', page);
  }
  return `?${out}`;
}
