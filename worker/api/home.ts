import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { HomePage } from '../../shared/api-types';
import { topBanks } from '../db/banks';
import { readCounters } from '../db/counters';
import { readRecent } from '../recent';
import { describe } from './openapi/describe';
import { responses } from './openapi/schemas';
import { examples } from './openapi/examples';

/** The visitor's country: `user_country`, else Cloudflare's geolocation, else us (SPEC.md section 4). */
function userCountry(query: string | undefined, cf: unknown): string {
  if (query && /^[A-Za-z]{2}$/.test(query)) return query.toLowerCase();
  const geo = (cf as { country?: unknown } | undefined)?.country;
  if (typeof geo === 'string' && /^[A-Za-z]{2}$/.test(geo)) return geo.toLowerCase();
  return 'us';
}

export const homePage = new Hono<AppEnv>().get(
  '/',
  describe({
    operationId: 'getHomePage',
    summary: 'Counters, recently viewed codes and popular banks of a country',
    tags: ['site'],
    parameters: [
      {
        name: 'user_country',
        in: 'query',
        description: "ISO 3166-1 alpha-2; defaults to the visitor's country, else us",
        schema: { type: 'string' },
        example: 'de',
      },
    ],
    responses: { 200: responses.one('HomePage', 'The home page data', examples.home) },
  }),
  async (c) => {
    const country = userCountry(c.req.query('user_country'), c.req.raw.cf);
    const limit = Math.min(Math.max(Number.parseInt(c.env.TOP_BANKS_PER_COUNTRY ?? '10', 10) || 10, 1), 100);
    const [counters, popular, recent] = await Promise.all([
      readCounters(c.env.DB),
      topBanks(c.env.DB, country, limit),
      readRecent(c.env.DB),
    ]);
    const body: HomePage = {
      counters,
      recently_viewed: recent,
      popular_banks: popular,
      user_country: country,
    };
    return c.json(body);
  },
);
