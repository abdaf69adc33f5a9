import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { api } from '../../../worker/api';
import { buildOpenApi, openApiPath } from '../../../worker/api/openapi/document';

// The OpenAPI document is generated from the app's own route table: these tests hold it to the
// OpenAPI 3.1 schema and to the routes Hono really serves, both ways.

const doc = await buildOpenApi(api.routes);

/** The routes the API app answers, as `METHOD path` (middleware and the catch-all 404 are ALL). */
const served = [
  ...new Set(api.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`)),
].sort();
const documented = Object.entries(doc.paths)
  .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
  .sort();

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is checked for real: the validator rejects a broken copy', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, { get: Record<string, unknown> }> };
    broken.paths['/swifts']!.get.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every route the API serves (method and path), and nothing else', () => {
    expect(served.length).toBeGreaterThanOrEqual(19);
    expect(documented).toEqual(served);
  });

  it('covers the endpoints of the API contract', () => {
    for (const p of [
      '/countries',
      '/home_page',
      '/search',
      '/banks',
      '/banks/{country}/{slug}',
      '/swifts',
      '/swifts/{code}',
      '/bins',
      '/bins/{number}',
      '/ifscs',
      '/ifscs/{code}',
      '/us_routings',
      '/us_routings/{number}',
      '/rubics',
      '/rubics/{code}',
      '/leis',
      '/leis/{code}',
      '/ibans/{code}',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });

  it('documents each path parameter, has unique operation ids and a 200 with an example', () => {
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const op of Object.values(ops)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const named = (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(named, path).toEqual(inPath);
        for (const p of op.parameters ?? []) if (p.in === 'path') expect(p.example, `${path} ${p.name}`).toBeTruthy();
        expect(op.responses['200'], path).toBeDefined();
      }
    }
  });

  it('resolves every $ref to a component schema', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(10);
    for (const name of new Set(refs)) expect(doc.components.schemas, name).toHaveProperty([name]);
  });

  it('states the limits: page_size at most 9999, search q at most 100 characters', () => {
    const list = doc.paths['/swifts']!.get!.parameters!.find((p) => p.name === 'page_size')!;
    expect(list.schema).toMatchObject({ maximum: 9999 });
    const q = doc.paths['/search']!.get!.parameters!.find((p) => p.name === 'q')!;
    expect(q).toMatchObject({ required: true, schema: { maxLength: 100 } });
  });
});

describe('openApiPath', () => {
  it('turns Hono paths under /api/v1 into OpenAPI templates', () => {
    expect(openApiPath('/api/v1/banks/:country/:slug')).toBe('/banks/{country}/{slug}');
    expect(openApiPath('/api/v1/swifts/')).toBe('/swifts');
    expect(openApiPath('/api/v1/x/:id{[0-9]+}')).toBe('/x/{id}');
  });
});
