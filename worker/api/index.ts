import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, errorResponse } from './errors';
import { countries } from './countries';
import { swifts } from './swifts';
import { banks } from './banks';
import { homePage } from './home';
import { leis } from './leis';

// The embedded JSON API of ../shared/DESIGN.md, served from D1 under /api/v1.
export const api = new Hono<AppEnv>()
  .basePath('/api/v1')
  .route('/countries', countries)
  .route('/swifts', swifts)
  .route('/banks', banks)
  .route('/home_page', homePage)
  .route('/leis', leis);

api.all('*', (c) => c.json({ error: { code: 'not_found', message: 'No such API endpoint' } }, 404));

api.onError((err, c) => {
  if (err instanceof ApiError) return errorResponse(c, err);
  console.error('api error', err);
  return c.json({ error: { code: 'internal', message: 'Internal error' } }, 500);
});
