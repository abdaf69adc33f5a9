import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readApiResponse, type Query } from '../../shared/api-client';
import { directGet } from '../../worker/api/direct';
import { get } from './fetch';

// The pages' in-process door (worker/api/direct.ts) answers as the API does over HTTP: the same
// record or list (with the list's figures), the same error and details, for what it serves.

// Read as the Worker reads: through a D1 session (worker/d1-session.ts).
const db = (env as unknown as { DB: D1Database }).DB.withSession('first-unconstrained');

const cases: [path: string, query: Query][] = [
  ['swifts/DEUTDEFF', { lang: 'de' }],
  ['swifts', { country: 'de', bank: 'deutsche-bank-ag', page_size: 20 }],
  ['swifts', { country: 'de', page: 2, page_size: 3 }],
  ['swifts/ZZZZDEFF', {}],
  ['swifts/NOT-A-CODE', {}],
  ['ifscs/HDFC0000001', { lang: 'en' }],
  ['ifscs', { country: 'in', bank: 'hdfc-bank-ltd', page: 2, page_size: 2 }],
  ['ifscs', { country: 'in', bank: 'no-such-bank' }],
  ['ifscs', { country: 'in1' }],
  ['bins/424242', {}],
  ['bins/4242424242424242', {}],
  ['us_routings/021000021', {}],
  ['us_routings', { bank: 'deutsche-bank-ag', page_size: 9999 }],
  ['rubics/044525101', {}],
  ['rubics', { page_size: 5 }],
  ['leis/7LTWFZYICNSX8D621K86', {}],
  ['leis', { country: 'de', bank: 'deutsche-bank-ag' }],
  ['banks/de/deutsche-bank-ag', { lang: 'fr' }],
  ['banks/de/no-such-bank', {}],
  ['banks/d1/x', {}],
  // The search page's reads: the search (with its list figures, its 400s, a card number cut to
  // its BIN) and the countries of the filter.
  ['search', { q: 'deutsche', page: 1, lang: 'en' }],
  ['search', { q: 'deutsche', types: 'swifts', countries: 'de', page: 2, page_size: 3, lang: 'de' }],
  ['search', { q: '4242424242424242' }],
  ['search', { q: '' }],
  ['search', { q: 'bank', types: 'no-such-section' }],
  ['search', { q: 'bank', page: 0 }],
  ['countries', { lang: 'de' }],
];

describe('in-process API door', () => {
  it.each(cases)('answers %s %o as the API does over HTTP', async (path, query) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const http = await readApiResponse(await get(`/api/v1/${path}${search ? `?${search}` : ''}`));
    const direct = await directGet(db, path, query);
    expect(direct).not.toBeNull();
    // Through JSON, as a page's data is (hydration): undefined fields are absent either way.
    expect(JSON.parse(JSON.stringify(await direct))).toEqual(JSON.parse(JSON.stringify(http)));
  });

  it('leaves other paths to the API', () => {
    expect(directGet(db, 'home_page', {})).toBeNull();
    expect(directGet(db, 'search/x', {})).toBeNull();
    expect(directGet(db, 'banks', { country: 'de' })).toBeNull();
    expect(directGet(db, 'swifts/%E0%A4%A', {})).toBeNull();
  });
});
