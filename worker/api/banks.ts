import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { countBanks, getBank, listBanks } from '../db/banks';
import { countryName } from '../db/countries';
import { invalid, notFound } from './errors';
import { listJson, queryOf, readCountry, readPaging } from './paging';
import { describe } from './openapi/describe';
import { FULL_LIST_RULE, params, responses } from './openapi/schemas';
import { fullListLimit } from '../middleware/rate-limit';
import { examples } from './openapi/examples';

const SLUG = /^[a-z0-9-]{1,100}$/;

export const banks = new Hono<AppEnv>()
  .get(
    '/',
    describe({
      operationId: 'listBanks',
      summary: 'Banks, of one country or all',
      tags: ['lists'],
      parameters: [params.country(), params.page, params.pageSize],
      responses: {
        200: responses.list('BankSummary', 'A page of banks', [examples.bankSummary]),
        400: responses.invalid('country', 'page', 'page_size'),
        404: responses.notFound('no such country, or no bank of it is listed'),
        429: responses.rateLimited(FULL_LIST_RULE),
      },
    }),
    // No filter narrows this list to a small part: not `country` (a country's banks can be most
    // of them), and `bank` is not a filter of this list at all, so it exempts nothing.
    fullListLimit([]),
    async (c) => {
      const paging = readPaging(queryOf(c));
      const country = readCountry(queryOf(c));
      if (country && !(await countryName(c.env.DB, country, 'en'))) throw notFound('Country');
      const [total, items] = await Promise.all([
        countBanks(c.env.DB, country),
        listBanks(c.env.DB, country, paging.pageSize, paging.offset),
      ]);
      // A country without banks has no list, as it has no page (/banks/{country}): a 404, not [].
      if (country && total === 0) throw notFound('Banks of this country');
      return listJson(c, items, total, paging);
    },
  )
  .get(
    '/:country/:slug',
    describe({
      operationId: 'getBank',
      summary: 'A bank, with its head-office codes and related banks',
      tags: ['lookup'],
      parameters: [
        params.path('country', 'ISO 3166-1 alpha-2, any case', 'de', '^[A-Za-z]{2}$', [2, 2]),
        params.path(
          'slug',
          "The bank's slug: letters (any case), digits, hyphens",
          'deutsche-bank-ag',
          '^[A-Za-z0-9-]{1,100}$',
          [1, 100],
        ),
        params.lang,
      ],
      responses: {
        200: responses.one('Bank', 'The bank', examples.bank),
        400: responses.invalid('country', 'slug'),
        404: responses.notFound('no such bank'),
      },
    }),
    async (c) => c.json(await bankAnswer(c.env.DB, c.req.param('country'), c.req.param('slug'), c.req.query('lang'))),
  );

/** GET banks/{country}/{slug}: the bank, or the ApiError of the 400 or 404 (also the pages' in-process door, ./direct.ts). */
export async function bankAnswer(db: D1DatabaseSession, rawCountry: string, rawSlug: string, lang: string | undefined) {
  const country = rawCountry.toLowerCase();
  const slug = rawSlug.toLowerCase();
  if (!/^[a-z]{2}$/.test(country)) throw invalid('country', 'country must be an ISO 3166 alpha-2 code');
  if (!SLUG.test(slug)) throw invalid('slug', 'A bank slug has lower-case letters, digits and hyphens');
  const bank = await getBank(db, country, slug, lang);
  if (!bank) throw notFound('Bank');
  return bank;
}
