import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { countBanks, getBank, listBanks } from '../db/banks';
import { countryName } from '../db/countries';
import { invalid, notFound } from './errors';
import { listJson, readCountry, readPaging } from './paging';

const SLUG = /^[a-z0-9-]{1,100}$/;

export const banks = new Hono<AppEnv>()
  .get('/', async (c) => {
    const paging = readPaging(c);
    const country = readCountry(c);
    if (country && !(await countryName(c.env.DB, country, 'en'))) throw notFound('Country');
    const [total, items] = await Promise.all([
      countBanks(c.env.DB, country),
      listBanks(c.env.DB, country, paging.pageSize, paging.offset),
    ]);
    return listJson(c, items, total, paging);
  })
  .get('/:country/:slug', async (c) => {
    const country = c.req.param('country').toLowerCase();
    const slug = c.req.param('slug').toLowerCase();
    if (!/^[a-z]{2}$/.test(country)) throw invalid('country', 'country must be an ISO 3166 alpha-2 code');
    if (!SLUG.test(slug)) throw invalid('slug', 'A bank slug has lower-case letters, digits and hyphens');
    const bank = await getBank(c.env.DB, country, slug, c.req.query('lang'));
    if (!bank) throw notFound('Bank');
    return c.json(bank);
  });
