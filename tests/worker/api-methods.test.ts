import { describe, expect, it } from 'vitest';
import { get } from './fetch';

// A method an API resource does not take is a 405 with Allow (RFC 9110
// section 15.5.6), not a 404; a path no resource has stays a 404 under any method.

const RESOURCES = [
  '/api/v1/swifts/DEUTDEFF',
  '/api/v1/swifts?country=de',
  '/api/v1/banks/de/deutsche-bank-ag',
  '/api/v1/bins/457173',
  '/api/v1/search?q=deut',
  '/api/v1/countries',
  '/api/v1/openapi.json',
  '/api/openapi.json',
];

describe('API methods', () => {
  it.each(RESOURCES.flatMap((path) => ['PUT', 'DELETE', 'PATCH', 'TRACE'].map((method) => [method, path] as const)))(
    '%s %s answers 405 with Allow',
    async (method, path) => {
      const res = await get(path, { method, body: method === 'DELETE' || method === 'TRACE' ? undefined : '{}' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    },
  );

  it('the bulk validation takes POST only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await get('/api/v1/validate', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });

  it('POST to a read-only resource is a 405 too', async () => {
    const res = await get('/api/v1/countries', { method: 'POST', body: '[]' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('an unknown path is still a 404 under any method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await get('/api/v1/nope', { method })).status).toBe(404);
      expect((await get('/api/nope', { method })).status).toBe(404);
    }
  });
});
