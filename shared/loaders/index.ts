import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../api-client';
import type { BankSummary, HomePage } from '../api-types';
import { missing, missingStatus, notFound, pageParam } from './common';

// One loader per screen. Each awaits its main record (so the status is right
// before the shell is sent) and returns secondary sections as promises that
// stream behind Suspense.

export const BANKS_PAGE_SIZE = 50;

export async function homeLoader(api: ApiClient, { request }: LoaderFunctionArgs) {
  // On the Worker the request carries Cloudflare's geolocation; in the browser the API reads it
  // from the browser's own request. Either way the top banks are the visitor's country's.
  const geo = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  const userCountry = typeof geo === 'string' && /^[A-Za-z]{2}$/.test(geo) ? geo.toLowerCase() : undefined;
  const home = await api.get<HomePage>('home_page', { user_country: userCountry });
  return { home: home.ok ? home.data : null };
}

export async function countryBanksLoader(api: ApiClient, { params, request }: LoaderFunctionArgs) {
  const country = (params.country ?? '').toLowerCase();
  if (!country) throw redirect('/banks/us');
  if (!/^[a-z]{2}$/.test(country)) notFound();
  const page = pageParam(request);
  // The banks endpoint answers 404 for an unknown country. The country's name is the page's
  // (shared/format.ts), not the API's: one source for every name on the page.
  const banks = await api.get<BankSummary[]>('banks', { country, page, page_size: BANKS_PAGE_SIZE });
  // An unknown country (/banks/zz) or one without banks has no page: the 404 page, not
  // an empty "Banks in ZZ". An API outage keeps its 503 with the page's own frame.
  if (!banks.ok && missingStatus(banks) === 404) notFound();
  if (!banks.ok) return missing({ country, page, banks: [] as BankSummary[], list: null }, banks);
  if (banks.list && banks.list.total === 0) notFound();
  if (banks.list && page > Math.max(1, banks.list.totalPages)) notFound();
  return { country, page, banks: banks.data, list: banks.list };
}
