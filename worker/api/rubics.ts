import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateRuBic } from '../../shared/validators/rubic';
import { countRubics, getRubic, listRubics } from '../db/rubics';
import { findBankId } from '../db/banks';
import { invalid, notFound } from './errors';
import { listJson, readCountry, readPaging } from './paging';

// Russian BICs (Bank of Russia directory ED807). SPEC.md section 7: rubics/{code} and
// rubics?bank=&page=&page_size= (a bank is country + slug; the country defaults to RU here,
// since the SPEC's call passes only the bank).
export const rubics = new Hono<AppEnv>()
  .get('/:code', async (c) => {
    const result = validateRuBic(c.req.param('code'));
    if (!result.valid || !result.canonical) throw invalid('rubic', 'Not a Russian BIC (9 digits)', { errors: result.errors });
    const rubic = await getRubic(c.env.DB, result.canonical, c.req.query('lang'));
    if (!rubic) throw notFound('BIC');
    return c.json(rubic);
  })
  .get('/', async (c) => {
    const paging = readPaging(c);
    const slug = c.req.query('bank');
    let bankId: number | null = null;
    if (slug) {
      const country = readCountry(c) ?? 'ru';
      bankId = await findBankId(c.env.DB, country, slug);
      if (bankId === null) throw notFound('Bank');
    }
    const filter = { bankId };
    const [total, items] = await Promise.all([
      countRubics(c.env.DB, filter),
      listRubics(c.env.DB, filter, paging.pageSize, paging.offset),
    ]);
    return listJson(c, items, total, paging);
  });
