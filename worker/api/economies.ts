import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Economy } from '../../shared/api-types';
import { LARGEST_ECONOMIES } from '../../shared/economies';
import { describe } from './openapi/describe';
import { responses } from './openapi/schemas';

interface Row {
  code: string;
  bank_name: string | null;
  city: string | null;
  country: string;
  slug: string | null;
  name: string | null;
}

// GET economies: the largest economies' main banks with their head-office SWIFT codes, in the
// order of shared/economies.ts; a code missing from the data is left out. One query, and not
// a swifts/{code} lookup per bank, which would count as visitors' views on the home page.
export const economies = new Hono<AppEnv>().get(
  '/',
  describe({
    operationId: 'listEconomies',
    summary: 'The main banks of the largest economies',
    description:
      'The head-office SWIFT codes of the largest bank (by total assets) of each of the ten largest economies, as on the countries page.',
    tags: ['lists'],
    parameters: [],
    responses: { 200: responses.array('Economy', 'One bank per economy') },
  }),
  async (c) => {
    const codes = LARGEST_ECONOMIES.map((e) => e.swift);
    const { results } =
      await c.env.DB.prepare(`SELECT s.code, s.bank_name, s.city, s.country, b.slug, b.name FROM swifts s LEFT JOIN banks b ON b.id = s.bank_id
              WHERE s.code IN (${codes.map((_, i) => `?${i + 1}`).join(', ')})`)
        .bind(...codes)
        .all<Row>();
    const byCode = new Map(results.map((r) => [r.code, r]));
    const body: Economy[] = LARGEST_ECONOMIES.flatMap(({ country, swift }) => {
      const r = byCode.get(swift);
      if (!r) return [];
      const bank = r.slug && r.name ? { country: r.country.toLowerCase(), slug: r.slug, name: r.name } : null;
      return [{ country, swift: swift.slice(0, 8), bank_name: r.bank_name ?? bank?.name ?? '', city: r.city, bank }];
    });
    return c.json(body);
  },
);
