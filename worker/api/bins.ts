import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Bin } from '../../shared/api-types';
import { binOf, deriveBin } from '../../shared/bin-lookup';
import { compact } from '../../shared/validators/common';
import { countBins, findCovering, findRelated, listBins } from '../db/bins';
import { ApiError, invalid } from './errors';
import { listJson, readBankFilter, readPaging } from './paging';
import { describe } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

// GET bins/{number}: a BIN (6 or 8 digits) or a card number, answered by its BIN only.
// 404 for a well-formed BIN none of our lists has, with what the published IIN ranges derive
// (scheme, MII) under error.details: those hold for every number.
export const bins = new Hono<AppEnv>()
  .get('/:number', describe({
    operationId: 'getBin',
    summary: 'A BIN/IIN, or a card number answered by its BIN (ISO/IEC 7812-1)',
    description: 'A 404 for a well-formed BIN none of our lists has carries, under error.details, what the schemes\' published IIN ranges say (scheme, MII).',
    tags: ['lookup'],
    parameters: [params.path('number', 'BIN (6 or 8 digits) or card number (12-19 digits), answered by its BIN only', '371241', '^([0-9]{6}|[0-9]{8}|[0-9]{12,19})$', [6, 19]), params.lang],
    responses: { 200: responses.one('Bin', 'The most specific record covering the number, all records and related BINs', examples.bin), 400: responses.invalid('bin'), 404: responses.notFound('no record; details hold the derived scheme') },
  }), async (c) => {
    const raw = compact(c.req.param('number'));
    const asked = binOf(raw);
    if ('errors' in asked) throw invalid('bin', 'Not a BIN (6 or 8 digits) or card number (12-19 digits), ISO/IEC 7812-1', { errors: asked.errors });
    const lang = c.req.query('lang');
    const derived = deriveBin(asked.bin);
    const covering = await findCovering(c.env.DB, asked.bin, lang);
    const primary = covering[0];
    // Unknown to our lists, but the scheme's published ranges still apply: the 404 carries them.
    if (!primary) throw new ApiError(404, 'not_found', 'BIN not found', derived);
    // Records covering the number are listed in records, not again as neighbours.
    const covered = new Set(covering.map((r) => r.id));
    const related = (await findRelated(c.env.DB, primary, lang)).filter((r) => !covered.has(r.id)).map((r) => r.range);
    const body: Bin = { ...primary.range, ...derived, records: covering.map((r) => r.range), related };
    return c.json(body);
  })
  .get('/', describe({
    operationId: 'listBins',
    summary: 'BINs, of a country or of a bank',
    tags: ['lists'],
    parameters: [...listParams(), params.lang],
    responses: { 200: responses.list('BinRange', 'A page of BIN records', [examples.bin]), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
  }), async (c) => {
    const paging = readPaging(c);
    const { country, bankId } = await readBankFilter(c);
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countBins(c.env.DB, filter),
      listBins(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
