import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Bin } from '../../shared/api-types';
import { binOf, deriveBin } from '../../shared/bin-lookup';
import { compact } from '../../shared/validators/common';
import { countBins, findCovering, findRelated, listBins } from '../db/bins';
import { findBankId } from '../db/banks';
import { ApiError, invalid } from './errors';
import { listJson, readCountry, readPaging } from './paging';

// GET bins/{number}: a BIN (6 or 8 digits) or a card number, answered by its BIN only.
// 404 for a well-formed BIN none of our lists has, with what the published IIN ranges derive
// (scheme, MII) under error.details: those hold for every number.
export const bins = new Hono<AppEnv>()
  .get('/:number', async (c) => {
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
  .get('/', async (c) => {
    const paging = readPaging(c);
    const slug = c.req.query('bank');
    const country = readCountry(c, !!slug);
    let bankId: number | null = null;
    if (country && slug) {
      bankId = await findBankId(c.env.DB, country, slug);
      if (bankId === null) throw new ApiError(404, 'not_found', 'Bank not found');
    }
    const filter = { country, bankId };
    const [total, items] = await Promise.all([
      countBins(c.env.DB, filter),
      listBins(c.env.DB, filter, paging.pageSize, paging.offset, c.req.query('lang')),
    ]);
    return listJson(c, items, total, paging);
  });
