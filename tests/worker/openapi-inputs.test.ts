import { countryCodes } from '../../shared/validators/iso3166';
import { describe, expect, it } from 'vitest';
import { get } from './fetch';

// Requests generated from /api/openapi.json, as a new user's fuzzer would make
// them (schemathesis is Python, not reachable here): at every documented bound an input the
// document allows is not refused (no 400), and one just outside it is a 400. Every GET
// operation, every parameter with a bound, from the document alone.

interface Param {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  example?: string;
  schema: Record<string, unknown>;
}
interface Doc {
  paths: Record<string, Record<string, { operationId: string; parameters?: Param[] }>>;
  servers: { url: string }[];
}

const doc = (await (await get('/api/openapi.json')).json()) as Doc;
const base = doc.servers[0]!.url.replace(/\/$/, '');
/** For required parameters without an example. */
const DEFAULTS: Record<string, string> = { country: 'de', q: 'deut' };

type Case = { label: string; values: Record<string, string>; valid: boolean };

function casesOf(params: Param[]): Case[] {
  const cases: Case[] = [];
  for (const p of params) {
    const s = p.schema;
    const add = (label: string, value: string, valid: boolean) =>
      cases.push({ label: `${p.name}=${label}`, values: { [p.name]: value }, valid });
    if (s.type === 'integer') {
      const min = s.minimum as number | undefined;
      const max = s.maximum as number | undefined;
      if (min !== undefined) {
        add(String(min), String(min), true);
        add(String(min - 1), String(min - 1), false);
      }
      if (max !== undefined) {
        add(String(max), String(max), true);
        add(String(max + 1), String(max + 1), false);
      }
      add('abc', 'abc', false);
    }
    if (Array.isArray(s.enum)) {
      for (const v of s.enum as string[]) add(v, v, true);
      add('not-a-value', 'not-a-value', false);
    }
    if (s.type === 'array') {
      const items = s.items as { enum?: string[]; pattern?: string };
      const maxItems = s.maxItems as number;
      if (items.enum) {
        for (const v of items.enum) add(v, v, true);
        add('all', items.enum.join(','), true);
        add('unknown', 'nope', false);
      }
      if (items.pattern) {
        const re = new RegExp(items.pattern);
        // The one list of patterned values is of countries: assigned ISO 3166-1 codes (the
        // description says so), lower case as people type them.
        const many = [...countryCodes()].slice(0, maxItems + 1).map((c) => c.toLowerCase());
        expect(many.every((v) => re.test(v))).toBe(true);
        add(`${maxItems} values`, many.slice(0, maxItems).join(','), true);
        add(`${maxItems + 1} values`, many.join(','), false);
        add('malformed', 'germany', false);
        add('unassigned', 'zz', false);
      }
    }
    if (s.type === 'string' && typeof s.pattern === 'string') {
      const re = new RegExp(s.pattern);
      if (p.example !== undefined) {
        expect(re.test(p.example), `${p.name} example ${p.example} matches its pattern`).toBe(true);
        add(`example ${p.example}`, p.example, true);
        if (/[A-Za-z]/.test(p.example))
          add(
            'example in other case',
            p.example === p.example.toLowerCase() ? p.example.toUpperCase() : p.example.toLowerCase(),
            re.test(p.example.toLowerCase()) && re.test(p.example.toUpperCase()),
          );
      }
      add('!', '!'.repeat(Math.max(1, (s.minLength as number | undefined) ?? 1)), false);
      if (typeof s.maxLength === 'number') add('too long', '1'.repeat(s.maxLength + 1), false);
    }
    if (s.type === 'string' && typeof s.maxLength === 'number' && !s.pattern && p.in === 'query') {
      add('at maxLength', 'a'.repeat(s.maxLength), true);
      add('over maxLength', 'a'.repeat(s.maxLength + 1), false);
    }
  }
  return cases;
}

function urlOf(path: string, params: Param[], values: Record<string, string>): string {
  let url = base + path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = values[p.name] ?? (p.required ? (p.example ?? DEFAULTS[p.name]) : undefined);
    if (value === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else query.set(p.name, value);
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([m]) => m === 'get')
    .map(([, op]) => ({ path, op, params: op.parameters ?? [] })),
);

describe('requests generated from the OpenAPI document', () => {
  it('documents bounds: path patterns and lengths, page maximums, the types enum', () => {
    const all = operations.flatMap((o) => o.params);
    for (const p of all.filter((x) => x.in === 'path')) expect(p.schema.pattern, p.name).toBeTruthy();
    for (const p of all.filter((x) => x.name === 'page' || x.name === 'page_size'))
      expect(p.schema.maximum, p.name).toBeTypeOf('number');
    expect(all.find((p) => p.name === 'types')?.schema).toMatchObject({
      type: 'array',
      items: { enum: expect.arrayContaining(['banks', 'swifts']) },
    });
    expect(operations.length).toBeGreaterThan(15);
  });

  const cases = operations.flatMap(({ path, op, params }) =>
    casesOf(params).map((c) => ({ ...c, path, op: op.operationId, params })),
  );
  it.each(cases.map((c) => [`${c.op} ${c.label}`, c] as const))('%s', async (_name, c) => {
    const url = urlOf(c.path, c.params, c.values);
    const res = await get(url.replace(/^https?:\/\/[^/]+/, ''));
    const status = res.status;
    await res.arrayBuffer();
    expect(status, url).toBeLessThan(500);
    if (c.valid) expect(status, `${url}: documented as valid`).not.toBe(400);
    else expect(status, `${url}: documented as invalid`).toBe(400);
  });
});
