import { env, createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { expectPage, get } from './fetch';
import type { OpenApiDocument } from '../../worker/api/openapi/document';
import { RECORDS, type RecordName } from '../../shared/records';
import { recordIssues } from '../../shared/records/check';

// /api/openapi.json as the Worker serves it, CORS on /api/*, and the document's example requests
// answered by the real API (D1 with the fixture rows): what it shows is what the API does.

const fetchDoc = async () => (await (await get('/api/openapi.json')).json()) as OpenApiDocument;

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document as JSON with cache headers and an ETag', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    const tag = res.headers.get('etag');
    expect(tag).toMatch(/^W\//);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    const again = await get('/api/openapi.json', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
  });

  it("is also at /api/v1/openapi.json (for the pages' API client), the same document", async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(await fetchDoc());
  });

  it('is not shadowed by the /api/* 404, which still answers unknown paths', async () => {
    const res = await get('/api/nothing.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('CORS on /api/*', () => {
  it('lets any origin GET the API and read the list headers', async () => {
    const res = await get('/api/v1/swifts?country=de&page_size=1', { headers: { Origin: 'https://example.org' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const h of ['total', 'page-number', 'per-page', 'total-pages']) expect(exposed).toContain(h);
  });

  it('on the document and on errors too', async () => {
    for (const path of ['/api/openapi.json', '/api/v1/swifts/DEUT', '/api/v1/swifts/AAAADEFF']) {
      const res = await get(path, { headers: { Origin: 'https://example.org' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('answers a preflight for GET without a body', async () => {
    const res = await get('/api/v1/swifts/DEUTDEFF', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('does not apply to pages', async () => {
    const res = await get('/countries', { headers: { Origin: 'https://example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the example requests of the document', () => {
  it('each answers a documented status with the documented fields', async () => {
    const doc = await fetchDoc();
    let checked = 0;
    for (const [path, method, op] of operationsOf(doc)) {
      let url = path;
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(p.example!));
        else if (p.example !== undefined) query.set(p.name, p.example);
      }
      const body = op.requestBody?.content['application/json']?.example;
      const init =
        method === 'get'
          ? undefined
          : {
              method: method.toUpperCase(),
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            };
      const res = await get(`/api/v1${url}${query.size ? `?${query}` : ''}`, init);
      expect(Object.keys(op.responses), `${url} -> ${res.status}`).toContain(String(res.status));
      expect(res.status, url).toBe(200);
      const answer = (await res.json()) as unknown;
      const schema = (op.responses['200'] as { content: { 'application/json': { schema: Record<string, unknown> } } })
        .content['application/json'].schema;
      const record = Array.isArray(answer) ? answer[0] : answer;
      const refName = (s: unknown) =>
        String((s as { $ref?: string } | undefined)?.$ref ?? '')
          .split('/')
          .pop()!;
      // An answer of one of several shapes (oneOf, e.g. POST /ibans: one account or many) fits one of them.
      const alternatives = (schema.oneOf as unknown[] | undefined)?.map(refName) ?? [];
      const name =
        alternatives.find((n) => recordIssues(RECORDS[n as RecordName], record).length === 0) ??
        alternatives[0] ??
        refName(schema.items ?? schema);
      if (name && record) {
        const required = requiredOf(doc, name);
        expect(Object.keys(record as object), `${url}: ${name}`).toEqual(expect.arrayContaining(required));
        // The whole answer, not only its required keys, fits the record shape the schema comes from.
        expect(recordIssues(RECORDS[name as RecordName], record), `${url}: ${name}`).toEqual([]);
      }
      checked++;
    }
    expect(checked).toBe(operationsOf(doc).length);
  });
});

/** Every operation of the document: path, method, operation. */
function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [path, method, op] as const),
  );
}

/** The required properties of a component schema, through allOf. */
function requiredOf(doc: OpenApiDocument, name: string): string[] {
  const s = doc.components.schemas[name] as { required?: string[]; allOf?: { $ref?: string; required?: string[] }[] };
  if (s.allOf)
    return s.allOf.flatMap((part) =>
      part.$ref ? requiredOf(doc, part.$ref.split('/').pop()!) : (part.required ?? []),
    );
  return s.required ?? [];
}

describe('the /api-docs page', () => {
  it('renders every endpoint of the document with its example request, errors, limits and CORS', async () => {
    const doc = await fetchDoc();
    const html = await expectPage('/api-docs', {
      has: [
        '<title>Bank code API: SWIFT, IBAN, BIN, IFSC and routing numbers as JSON</title>',
        '<h1>API documentation</h1>',
        'href="/api/openapi.json"',
      ],
    });
    for (const [path, , op] of operationsOf(doc)) {
      expect(html, path).toContain(`id="${op.operationId}"`);
      expect(html, path).toContain(`<span class="code">/api/v1${path}</span>`);
    }
    expect(html).toContain('curl &#x27;http://test/api/v1/swifts/DEUTDEFF&#x27;');
    expect(html).toContain('curl &#x27;http://test/api/v1/search?q=deutsche&#x27;');
    expect(html).not.toContain('curl &#x27;http://test/api/v1/swifts/{code}');
    expect(html).toContain('&quot;code&quot;: &quot;DEUTDEFFXXX&quot;'); // an example answer
    for (const code of ['invalid_&lt;kind&gt;', 'not_found', 'invalid_swift', 'invalid_page_size'])
      expect(html).toContain(code);
    expect(html).not.toContain('"components":'); // the schemas stay out of the page's data
    for (const limit of [
      'page_size: at most 9,999 items per page',
      'q has at most 100 characters',
      'at most 1,000 codes per request',
      'Access-Control-Allow-Origin: *',
    ]) {
      expect(html).toContain(limit);
    }
  });

  it('is localized (German) and linked from every page footer', async () => {
    await expectPage('/de/api-docs', {
      has: ['<h1>API-Dokumentation</h1>', 'page_size: höchstens 9.999 Einträge pro Seite'],
    });
    const home = await (await get('/countries')).text();
    expect(home).toMatch(/<footer[^>]*>.*<a href="\/api-docs"[^>]*>API for developers<\/a>.*<\/footer>/s);
  });
});

// Where the document and the answers disagreed, a generated client (or a fuzzer built from the
// document) saw a mismatch: each of these is the request that showed it.
describe('the document and the answers agree', () => {
  const db = () => (env as unknown as { DB: D1Database }).DB;
  type Param = { name: string; in: string; description: string; schema: { pattern?: string; maxLength?: number } };
  const paramOf = (doc: OpenApiDocument, path: string, name: string) =>
    (doc.paths[path]?.get?.parameters as Param[] | undefined)?.find((p) => p.name === name);

  it('a SWIFT code with digits in its party prefix (ISO 9362:2022) matches the pattern and is looked up (404)', async () => {
    const param = paramOf(await fetchDoc(), '/swifts/{code}', 'code');
    expect(new RegExp(param?.schema.pattern ?? '^$').test('DEU1DEFF')).toBe(true);
    expect((await get('/api/v1/swifts/DEU1DEFF')).status).toBe(404);
  });

  it('an IBAN with wrong check digits is a 200 with valid false, and the printed form with spaces is in the pattern', async () => {
    const doc = await fetchDoc();
    const param = paramOf(doc, '/ibans/{code}', 'code');
    expect(param?.description).not.toMatch(/check digits must be right, else 400/);
    const printed = 'DE89 3704 0044 0532 0130 00';
    expect(new RegExp(param?.schema.pattern ?? '^$').test(printed)).toBe(true);
    expect(printed.length).toBeLessThanOrEqual(param?.schema.maxLength ?? 0);
    const res = await get(`/api/v1/ibans/${encodeURIComponent(printed)}`);
    expect(res.status).toBe(200);
    const wrong = await get('/api/v1/ibans/DE00370400440532013000');
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toMatchObject({ valid: false });
  });

  it('an empty country= is in the pattern and means every country', async () => {
    const param = paramOf(await fetchDoc(), '/swifts', 'country');
    expect(new RegExp(param?.schema.pattern ?? '^$').test('')).toBe(true);
    expect((await get('/api/v1/swifts?country=')).status).toBe(200);
  });

  it('a country without banks is the documented 404, not 200 []', async () => {
    await db()
      .prepare(
        "INSERT OR IGNORE INTO countries (code, alpha3, numeric, name_en, banks_count, swifts_count, source) VALUES ('NU', 'NIU', '570', 'Niue', 0, 0, 'test fixture')",
      )
      .run();
    const res = await get('/api/v1/banks?country=NU');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('/rubics?country= filters the codes by their country when no bank is named', async () => {
    const codes = async (query: string) =>
      ((await (await get(`/api/v1/rubics?${query}page_size=1000`)).json()) as { code: string }[]).map((r) => r.code);
    const [all, de, ru] = await Promise.all([codes(''), codes('country=de&'), codes('country=ru&')]);
    expect(ru.length).toBeGreaterThan(0);
    expect(de.length).toBeLessThan(all.length);
    expect(de.filter((c) => ru.includes(c))).toEqual([]);
    expect(de.length + ru.length).toBeLessThanOrEqual(all.length);
  });

  it('bank without country: the 400 is documented', async () => {
    expect((await get('/api/v1/swifts?bank=x')).status).toBe(400);
    const doc = await fetchDoc();
    const op = doc.paths['/swifts']?.get as unknown as { responses: Record<string, { description: string }> };
    expect(op.responses['400']?.description).toMatch(/`bank`.*without.*`country`/);
    expect(paramOf(doc, '/swifts', 'bank')?.description).toMatch(/400/);
  });

  it('405 and 304 are documented, and Allow names every method a path takes', async () => {
    const doc = await fetchDoc();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const responses = (op as { responses: Record<string, unknown> }).responses;
        expect(responses['405'], `${method} ${path}`).toBeDefined();
        if (method === 'get') expect(responses['304'], `${method} ${path}`).toBeDefined();
      }
    const etag = (await get('/api/v1/swifts/DEUTDEFF')).headers.get('etag') ?? '';
    expect((await get('/api/v1/swifts/DEUTDEFF', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // The page /validate takes POST (the form without JavaScript): its 405 says so.
    for (const path of ['/validate', '/de/validate']) {
      const res = await get(path, { method: 'PUT' });
      expect(res.status, path).toBe(405);
      expect(res.headers.get('allow'), path).toBe('GET, HEAD, POST');
    }
  });

  it("the API docs page's curl for a bank names a bank this site has, whatever slug the import gave it", async () => {
    // The full import names Deutsche Bank deutsche-bank-aktiengesellschaft, not the document's
    // example slug: the same here, for this test.
    await db()
      .prepare("UPDATE banks SET slug = 'deutsche-bank-aktiengesellschaft' WHERE slug = 'deutsche-bank-ag'")
      .run();
    try {
      const html = await (await get('/fr/api-docs')).text();
      const path = /curl (?:&#x27;|')[^&']*?(\/api\/v1\/banks\/[a-z]{2}\/[a-z0-9-]+)/.exec(html)?.[1];
      expect(path).toBe('/api/v1/banks/de/deutsche-bank-aktiengesellschaft');
      expect((await get(path ?? '')).status).toBe(200);
    } finally {
      await db()
        .prepare("UPDATE banks SET slug = 'deutsche-bank-ag' WHERE slug = 'deutsche-bank-aktiengesellschaft'")
        .run();
    }
  });

  it('Server-Timing (internal figures) is sent only where SERVER_TIMING is "true"', async () => {
    const request = () => new Request('http://test/api/v1/search?q=deutsche');
    const production = { ...(env as object), SERVER_TIMING: undefined };
    const ctx = createExecutionContext();
    const res = await worker.fetch(request(), production, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toBeNull();
    const ctx2 = createExecutionContext();
    const staging = await worker.fetch(request(), { ...(env as object), SERVER_TIMING: 'true' }, ctx2);
    await waitOnExecutionContext(ctx2);
    expect(staging.headers.get('server-timing')).toMatch(/rows read/);
  });
});
