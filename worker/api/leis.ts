import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { normalizeLei } from '../../shared/validators/normalize';
import { validateLei } from '../../shared/validators/lei';
import { countLeis, getLei, listLeis } from '../db/leis';
import { invalid, notFound } from './errors';
import { existingCandidates } from './did-you-mean';
import { suggestLei } from '../../shared/validators/did-you-mean';
import { listJson, readBankFilter, readPaging } from './paging';
import { describe } from './openapi/describe';
import { listParams, params, responses } from './openapi/schemas';
import { examples } from './openapi/examples';

export const leis = new Hono<AppEnv>()
  .get('/:code', describe({
    operationId: 'getLei',
    summary: 'A Legal Entity Identifier (ISO 17442, GLEIF)',
    tags: ['lookup'],
    parameters: [params.path('code', 'LEI (ISO 17442), 20 characters, any case: 18 letters or digits and 2 check digits (ISO 7064 MOD 97-10; wrong ones: 400 with did_you_mean)', '7LTWFZYICNSX8D621K86', '^[A-Za-z0-9]{18}[0-9]{2}$', [20, 20]), params.lang],
    responses: { 200: responses.one('Lei', 'The LEI record', examples.lei), 400: responses.invalid('lei'), 404: responses.notFound('no such LEI') },
  }), async (c) => {
    const result = validateLei(c.req.param('code'));
    // A well-shaped code failing only its check digits (ISO 17442 MOD 97-10) may still be one
    // GLEIF published: the import keeps such records, flagged. Look it up before answering 400.
    const shaped = normalizeLei(c.req.param('code'));
    const checksumOnly = !result.valid && /^[0-9A-Z]{20}$/.test(shaped);
    const code = result.canonical ?? (checksumOnly ? shaped : null);
    if (!code) throw invalid('lei', 'Not an LEI (ISO 17442)', { errors: result.errors });
    const lei = await getLei(c.env.DB, code, c.req.query('lang'));
    if (!lei) {
      if (!result.valid) {
        const didYouMean = checksumOnly ? await existingCandidates(c.env.DB, 'leis', 'code', suggestLei(shaped, 60)) : [];
        throw invalid('lei', 'Not an LEI (ISO 17442)', { errors: result.errors, did_you_mean: didYouMean });
      }
      throw notFound('LEI code');
    }
    return c.json(lei);
  })
  .get('/', describe({
    operationId: 'listLeis',
    summary: 'LEIs, of a country or of a bank',
    tags: ['lists'],
    parameters: listParams(),
    responses: { 200: responses.list('LeiSummary', 'A page of LEIs', [examples.lei]), 400: responses.invalid('country', 'page', 'page_size'), 404: responses.notFound('no such bank') },
  }), async (c) => {
    const paging = readPaging(c);
    const { country, bankId } = await readBankFilter(c);
    // With a bank, `country` names the bank's country (as for swifts), not a filter on the LEIs.
    const filter = { country: bankId === null ? country : null, bankId };
    const [total, items] = await Promise.all([
      countLeis(c.env.DB, filter),
      listLeis(c.env.DB, filter, paging.pageSize, paging.offset),
    ]);
    return listJson(c, items, total, paging);
  });
