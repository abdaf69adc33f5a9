import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { SuggestResult } from '../../shared/api-types';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales';
import { MAX_QUERY_LENGTH } from '../search';
import { suggest } from '../search/suggest';
import { invalid } from './errors';
import { withoutCardNumber } from '../../shared/kinds/bin/lookup';
import { describe } from './openapi/describe';
import { params, responses } from './openapi/schemas';

/**
 * GET /api/v1/suggest?q=&lang= -> SuggestResult: at most 10 records whose code starts with q, or
 * banks whose name has words starting with q's words. q: 1..100 characters after trimming,
 * else 400 invalid_query; lang: one of the ten locales (default en), else 400 invalid_lang.
 * Cache-Control comes from the API's common policy (worker/api/index.ts): public, 5 minutes.
 */
const suggestDoc = describe({
  operationId: 'suggest',
  summary: "Autocompletion: records whose code starts with q, or banks whose name words start with q's words",
  description: `At most 10 suggestions. q: 1 to ${MAX_QUERY_LENGTH} characters after trimming.`,
  tags: ['search'],
  parameters: [
    {
      name: 'q',
      in: 'query',
      required: true,
      description: `The start of a code or of a bank's name, at most ${MAX_QUERY_LENGTH} characters`,
      schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
      example: 'deut',
    },
    {
      ...params.lang,
      description: 'One of de, en, es, fr, it, ja, ko, pt, ru, zh (default en)',
      schema: { enum: ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'] },
    },
  ],
  responses: {
    200: responses.one('SuggestResult', 'Up to 10 suggestions', {
      query: 'deut',
      suggestions: [
        {
          type: 'banks',
          code: 'DEUTDEFF',
          label: 'DEUTSCHE BANK AG',
          detail: 'FRANKFURT AM MAIN, Germany',
          path: '/banks/de/deutsche-bank-ag',
        },
      ],
    }),
    400: responses.invalid('query', 'lang'),
  },
});

export const suggestApi = new Hono<AppEnv>().get('/', suggestDoc, async (c) => {
  // A card number is looked up, and echoed, as its BIN only (shared/kinds/bin/lookup.ts).
  const text = withoutCardNumber((c.req.query('q') ?? '').trim());
  if (text === '') throw invalid('query', 'q is required');
  if (text.length > MAX_QUERY_LENGTH) throw invalid('query', `q is longer than ${MAX_QUERY_LENGTH} characters`);
  const lang = c.req.query('lang') || DEFAULT_LOCALE;
  if (!isLocale(lang)) throw invalid('lang', 'lang must be one of de, en, es, fr, it, ja, ko, pt, ru, zh');
  const body: SuggestResult = { query: text, suggestions: await suggest(c.env.DB, text, lang) };
  return c.json(body);
});
