import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ApiClient } from '../api-client';
import type { BankSummary, Country, HomePage } from '../api-types';
import { missing, missingStatus, notFound, pageParam } from './common';

// One loader per screen. Each awaits its main record (so the status is right
// before the shell is sent) and returns secondary sections as promises that
// stream behind Suspense.

export const BANKS_PAGE_SIZE = 50;

export async function homeLoader(api: ApiClient, { request }: LoaderFunctionArgs, lang: string) {
  // On the Worker the request carries Cloudflare's geolocation; in the browser the API reads it
  // from the browser's own request. Either way the top banks are the visitor's country's.
  const geo = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  const userCountry = typeof geo === 'string' && /^[A-Za-z]{2}$/.test(geo) ? geo.toLowerCase() : undefined;
  const [home, countries] = await Promise.all([
    api.get<HomePage>('home_page', { user_country: userCountry }),
    api.get<Country[]>('countries', { lang }),
  ]);
  const code = home.ok ? home.data.user_country : 'us';
  const countryName = (countries.ok && countries.data.find((c) => c.short_code === code)?.name) || code.toUpperCase();
  return { home: home.ok ? home.data : null, countryName };
}

export async function countryBanksLoader(api: ApiClient, { params, request }: LoaderFunctionArgs, lang: string) {
  const country = (params.country ?? '').toLowerCase();
  if (!country) throw redirect('/banks/us');
  if (!/^[a-z]{2}$/.test(country)) notFound();
  const page = pageParam(request);
  const [banks, countries] = await Promise.all([
    api.get<BankSummary[]>('banks', { country, page, page_size: BANKS_PAGE_SIZE }),
    api.get<Country[]>('countries', { lang }),
  ]);
  // The banks endpoint answers 404 for an unknown country; the name is only decoration.
  const countryName =
    (countries.ok && countries.data.find((c) => c.short_code.toLowerCase() === country)?.name) || country.toUpperCase();
  // An unknown country (/banks/zz) or one without banks has no page: the 404 page (issue 17), not
  // an empty "Banks in ZZ". An API outage keeps its 503 with the page's own frame.
  if (!banks.ok && missingStatus(banks) === 404) notFound();
  if (!banks.ok) return missing({ country, countryName, page, banks: [] as BankSummary[], list: null }, banks);
  if (banks.list && banks.list.total === 0) notFound();
  if (banks.list && page > Math.max(1, banks.list.totalPages)) notFound();
  return { country, countryName, page, banks: banks.data, list: banks.list };
}
