import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validateAba } from '../../shared/validators/aba';
import { findBankId } from '../db/banks';
import { countUsRoutings, getUsRouting, listUsRoutings } from '../db/us-routings';
import { invalid, notFound } from './errors';
import { existingCandidates } from './did-you-mean';
import { suggestAba } from '../../shared/validators/did-you-mean';
import { listJson, readCountry, readPaging } from './paging';

export const usRoutings = new Hono<AppEnv>()
  .get('/:number', async (c) => {
    const result = validateAba(c.req.param('number'));
    // Only the shape decides 400: a nine-digit number failing the ABA check digit or prefix
    // rule is still looked up, since the Fed's directories list a few such numbers (e.g. the
    // Treasury's 15xxxxxxx) and the answer reports the failed checks.
    const digits = result.parts ? `${result.parts.routingSymbol}${result.parts.institutionId}${result.parts.checkDigit}` : null;
    if (!digits) throw invalid('us_routing', 'Not an ABA routing number (9 digits)', { errors: result.errors });
    const routing = await getUsRouting(c.env.DB, digits);
    if (!routing) {
      if (!result.valid) {
        const didYouMean = await existingCandidates(c.env.DB, 'us_routings', 'routing_number', suggestAba(digits, 60));
        throw invalid('us_routing', 'Not a valid ABA routing number', { errors: result.errors, did_you_mean: didYouMean });
      }
      throw notFound('Routing number');
    }
    return c.json(routing);
  })
  .get('/', async (c) => {
    const paging = readPaging(c);
    // Routing numbers are all American: the country defaults to us (SPEC.md section 7 sends
    // only bank), and another country has none.
    const country = readCountry(c) ?? 'us';
    const slug = c.req.query('bank');
    let bankId: number | null = null;
    if (slug) {
      bankId = await findBankId(c.env.DB, country, slug);
      if (bankId === null) throw notFound('Bank');
    } else if (country !== 'us') {
      return listJson(c, [], 0, paging);
    }
    const filter = { bankId };
    const [total, items] = await Promise.all([
      countUsRoutings(c.env.DB, filter),
      listUsRoutings(c.env.DB, filter, paging.pageSize, paging.offset),
    ]);
    return listJson(c, items, total, paging);
  });
