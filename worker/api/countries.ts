import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listCountries } from '../db/countries';

export const countries = new Hono<AppEnv>().get('/', async (c) => c.json(await listCountries(c.env.DB, c.req.query('lang'))));
