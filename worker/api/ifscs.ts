import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateIfsc } from '../../shared/validators/ifsc';
import { countIfscs, getIfsc, listIfscs } from '../db/ifscs';
import { findBankId } from '../db/banks';
import { invalid, notFound } from './errors';
import { listJson, readCountry, readPaging } from './paging';

// IFSC (RBI): GET /ifscs/{code} and GET /ifscs?country=&bank=&page=&page_size=.
export const ifscs = new Hono<AppEnv>()
  .get('/:code', async (c) => {
    const result = validateIfsc(c.req.param('code'));
    if (!result.valid || !result.canonical) throw invalid('ifsc', 'Not an IFSC (4 letters, 0, 6 letters or digits)', { errors: result.errors });
    const ifsc = await getIfsc(c.env.DB, result.canonical, c.req.query('lang'));
    if (!ifsc) throw notFound('IFSC');
    return c.json(ifsc);
  })
  .get('/', async (c) => {
    const paging = readPaging(c);
    const slug = c.req.query('bank');
    const country = readCountry(c, !!slug);
    let bankId: number | null = null;
    if (country && slug) {
      bankId = await findBankId(c.env.DB, country, slug);
      if (bankId === null) throw notFound('Bank');
    }
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countIfscs(c.env.DB, filter),
      listIfscs(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
