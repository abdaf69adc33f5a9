import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateSwift } from '../../shared/validators/swift';
import { countSwifts, getSwift, listSwifts } from '../db/swifts';
import { findBankId } from '../db/banks';
import { invalid, notFound } from './errors';
import { listJson, readCountry, readPaging } from './paging';

export const swifts = new Hono<AppEnv>()
  .get('/:code', async (c) => {
    const result = validateSwift(c.req.param('code'));
    if (!result.valid || !result.canonical) throw invalid('swift', 'Not a SWIFT/BIC code (ISO 9362)', { errors: result.errors });
    const swift = await getSwift(c.env.DB, result.canonical, c.req.query('lang'));
    if (!swift) throw notFound('SWIFT code');
    return c.json(swift);
  })
  .get('/', async (c) => {
    const paging = readPaging(c);
    const country = readCountry(c, !!c.req.query('bank'));
    const slug = c.req.query('bank');
    let bankId: number | null = null;
    if (country && slug) {
      bankId = await findBankId(c.env.DB, country, slug);
      if (bankId === null) throw notFound('Bank');
    }
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countSwifts(c.env.DB, filter),
      listSwifts(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
