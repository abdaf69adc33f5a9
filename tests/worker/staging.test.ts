import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../worker/index';

// The staging guard, through the Worker's own app with staging variables.
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const staging = (vars: Record<string, string | undefined>) => ({ ...env, ENVIRONMENT: 'staging', ...vars });
const basic = (user: string, pass: string) => `Basic ${btoa(`${user}:${pass}`)}`;
const paths = ['/', '/api/v1/countries', '/swifts/DEUTDEFF', '/favicon.ico', '/healthz'];

describe('staging guard', () => {

  it.each(paths)('%s answers 401 Access denied with a challenge without credentials', async (path) => {
    const res = await app.fetch(new Request(`http://test${path}`), staging({ BASIC_AUTH_USER: 'reviewer', BASIC_AUTH_PASSWORD: 's3cret' }), ctx);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(await res.text()).toBe('Access denied');
  });

  it('refuses wrong credentials', async () => {
    const res = await app.fetch(new Request('http://test/', { headers: { Authorization: basic('reviewer', 'wrong') } }),
      staging({ BASIC_AUTH_USER: 'reviewer', BASIC_AUTH_PASSWORD: 's3cret' }), ctx);
    expect(res.status).toBe(401);
  });

  it('lets reviewers in, and keeps staging out of search engines', async () => {
    const res = await app.fetch(new Request('http://test/api/v1/countries', { headers: { Authorization: basic('reviewer', 's3cret') } }),
      staging({ BASIC_AUTH_USER: 'reviewer', BASIC_AUTH_PASSWORD: 's3cret' }), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('fails closed when staging has no credentials configured', async () => {
    const res = await app.fetch(new Request('http://test/', { headers: { Authorization: basic('', '') } }), staging({ BASIC_AUTH_USER: undefined, BASIC_AUTH_PASSWORD: undefined }), ctx);
    expect(res.status).toBe(401);
  });

  it('is off outside staging', async () => {
    const res = await app.fetch(new Request('http://test/api/v1/countries'), { ...env, ENVIRONMENT: 'production' }, ctx);
    expect(res.status).toBe(200);
  });
});
