import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateRuBic } from '../../shared/validators/rubic';
import { countRubics, getRubic, listRubics } from '../db/rubics';
import { findBankId } from '../db/banks';
import { invalid, notFound } from './errors';
import { listJson, readCountry, readPaging } from './paging';
import { describe } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

// Russian BICs (Bank of Russia directory ED807). SPEC.md section 7: rubics/{code} and
// rubics?bank=&page=&page_size= (a bank is country + slug; the country defaults to RU here,
// since the SPEC's call passes only the bank).
export const rubics = new Hono<AppEnv>()
  .get('/:code', describe({
    operationId: 'getRubic',
    summary: 'A Russian BIC (Bank of Russia directory ED807)',
    tags: ['lookup'],
    parameters: [params.path('code', 'Russian BIC, 9 digits starting with a known prefix (04 for Russia; else 400)', '044525101', '^[0-9]{9}$', [9, 9]), params.lang],
    responses: { 200: responses.one('Rubic', 'The BIC with its accounts and requisites', examples.rubic), 400: responses.invalid('rubic'), 404: responses.notFound('no such BIC') },
  }), async (c) => {
    const result = validateRuBic(c.req.param('code'));
    if (!result.valid || !result.canonical) throw invalid('rubic', 'Not a Russian BIC (9 digits)', { errors: result.errors });
    const rubic = await getRubic(c.env.DB, result.canonical, c.req.query('lang'));
    if (!rubic) throw notFound('BIC');
    return c.json(rubic);
  })
  .get('/', describe({
    operationId: 'listRubics',
    summary: 'Russian BICs, of a bank or all',
    tags: ['lists'],
    parameters: listParams(params.country('The bank\'s country, default ru')),
    responses: { 200: responses.list('RubicSummary', 'A page of BICs', [examples.rubic]), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
  }), async (c) => {
    const paging = readPaging(c);
    const slug = c.req.query('bank');
    // Read (and checked) even without a bank: a malformed country is a 400 as documented.
    const country = readCountry(c) ?? 'ru';
    let bankId: number | null = null;
    if (slug) {
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
