import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listCountries } from '../db/countries';
import { describe } from './openapi/describe';
import { params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

export const countries = new Hono<AppEnv>().get(
  '/',
  describe({
    operationId: 'listCountries',
    summary: 'Countries that have banks, with their bank counts',
    tags: ['site'],
    parameters: [params.lang],
    responses: { 200: responses.array('Country', 'Countries with banks_count > 0', examples.countries) },
  }),
  async (c) => c.json(await listCountries(c.env.DB, c.req.query('lang'))),
);
