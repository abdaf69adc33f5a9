import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateSwift } from '../../shared/validators/swift';
import { countSwifts, getSwift, listSwifts } from '../db/swifts';
import { ApiError, invalid, notFound } from './errors';
import { didYouMean } from '../search/did-you-mean';
import { listJson, readBankFilter, readPaging } from './paging';
import { describe } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

export const swifts = new Hono<AppEnv>()
  .get('/:code', describe({
    operationId: 'getSwift',
    summary: 'A SWIFT/BIC code (ISO 9362)',
    description: 'An 8-character BIC is answered as its primary office (XXX). Also lists the LEIs GLEIF maps to the BIC.',
    tags: ['lookup'],
    parameters: [params.path('code', 'SWIFT/BIC (ISO 9362), 8 or 11 characters, any case: bank code, an ISO 3166-1 country, location (not O second), branch (XXX or not starting X)', 'DEUTDEFF', '^[A-Za-z]{6}[A-Za-z2-9][A-NP-Za-np-z0-9]([Xx]{3}|[A-WYZa-wyz0-9][A-Za-z0-9]{2})?$', [8, 11]), params.lang],
    responses: { 200: responses.one('Swift', 'The SWIFT code', examples.swift), 400: responses.invalid('swift'), 404: responses.notFound('no such SWIFT code') },
  }), async (c) => {
    const result = validateSwift(c.req.param('code'));
    // Never a dead end: the existing codes one typing slip away, or of the same institution in
    // the same country (worker/search/did-you-mean.ts), in details.did_you_mean.
    const meant = async () => ({ did_you_mean: (await didYouMean(c.env.DB, c.req.param('code').slice(0, 20))).filter((h) => h.type === 'swifts').map((h) => h.code) });
    if (!result.valid || !result.canonical) throw invalid('swift', 'Not a SWIFT/BIC code (ISO 9362)', { errors: result.errors, ...(await meant()) });
    const swift = await getSwift(c.env.DB, result.canonical, c.req.query('lang'));
    if (!swift) {
      // details only when there is something to suggest: a plain unknown code keeps the plain 404.
      const suggestions = await meant();
      throw new ApiError(404, 'not_found', 'SWIFT code not found', suggestions.did_you_mean.length ? suggestions : undefined);
    }
    return c.json(swift);
  })
  .get('/', describe({
    operationId: 'listSwifts',
    summary: 'SWIFT codes of a country or of a bank',
    description: "A country's codes come in code order; a bank's (bank given) head office first, then by city and code.",
    tags: ['lists'],
    parameters: [...listParams(), params.lang],
    responses: { 200: responses.list('Swift', 'A page of SWIFT codes', [examples.swift]), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
  }), async (c) => {
    const paging = readPaging(c);
    const { country, bankId } = await readBankFilter(c);
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countSwifts(c.env.DB, filter),
      listSwifts(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
