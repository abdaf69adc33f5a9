import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateIfsc } from '../../shared/validators/ifsc';
import { countIfscs, getIfsc, listIfscs } from '../db/ifscs';
import { invalid, notFound } from './errors';
import { listJson, readBankFilter, readPaging } from './paging';
import { describe } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

// IFSC (RBI): GET /ifscs/{code} and GET /ifscs?country=&bank=&page=&page_size=.
export const ifscs = new Hono<AppEnv>()
  .get('/:code', describe({
    operationId: 'getIfsc',
    summary: 'An Indian IFSC code (RBI)',
    tags: ['lookup'],
    parameters: [params.path('code', 'IFSC: 4 letters, 0, 6 letters or digits, any case', 'HDFC0000001', '^[A-Za-z]{4}0[A-Za-z0-9]{6}$', [11, 11]), params.lang],
    responses: { 200: responses.one('Ifsc', 'The branch', examples.ifsc), 400: responses.invalid('ifsc'), 404: responses.notFound('no such IFSC') },
  }), async (c) => {
    const result = validateIfsc(c.req.param('code'));
    if (!result.valid || !result.canonical) throw invalid('ifsc', 'Not an IFSC (4 letters, 0, 6 letters or digits)', { errors: result.errors });
    const ifsc = await getIfsc(c.env.DB, result.canonical, c.req.query('lang'));
    if (!ifsc) throw notFound('IFSC');
    return c.json(ifsc);
  })
  .get('/', describe({
    operationId: 'listIfscs',
    summary: 'IFSC codes, of a country or of a bank',
    tags: ['lists'],
    parameters: [...listParams(), params.lang],
    responses: { 200: responses.list('Ifsc', 'A page of IFSC codes', [examples.ifsc]), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
  }), async (c) => {
    const paging = readPaging(c);
    const { country, bankId } = await readBankFilter(c);
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countIfscs(c.env.DB, filter),
      listIfscs(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
