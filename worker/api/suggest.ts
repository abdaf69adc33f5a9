import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { SuggestResult } from '../../shared/api-types';
import { DEFAULT_LOCALE, isLocale } from '../../shared/locales';
import { MAX_QUERY_LENGTH } from '../search';
import { suggest } from '../search/suggest';
import { invalid } from './errors';

/**
 * GET /api/v1/suggest?q=&lang= -> SuggestResult: at most 10 records whose code starts with q, or
 * banks whose name has words starting with q's words. q: 1..100 characters after trimming,
 * else 400 invalid_query; lang: one of the ten locales (default en), else 400 invalid_lang.
 * Cache-Control comes from the API's common policy (worker/api/index.ts): public, 5 minutes.
 */
export const suggestApi = new Hono<AppEnv>().get('/', async (c) => {
  const text = (c.req.query('q') ?? '').trim();
  if (text === '') throw invalid('query', 'q is required');
  if (text.length > MAX_QUERY_LENGTH) throw invalid('query', `q is longer than ${MAX_QUERY_LENGTH} characters`);
  const lang = c.req.query('lang') || DEFAULT_LOCALE;
  if (!isLocale(lang)) throw invalid('lang', 'lang must be one of de, en, es, fr, it, ja, ko, pt, ru, zh');
  const body: SuggestResult = { query: text, suggestions: await suggest(c.env.DB, text, lang) };
  return c.json(body);
});
