import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import type { ApiError, SuggestResult } from '../../shared/api-types';
import { ownRecords } from './search-index-fixture';

// Autocompletion against the fixture rows of tests/fixtures/seed, and a dozen routing numbers one
// test adds (taken out after the file's tests: ownRecords).

ownRecords(['routings']);

const suggest = async (query: string) => {
  const res = await get(`/api/v1/suggest?${query}`);
  return { res, body: (await res.json()) as SuggestResult & ApiError };
};

describe('GET /api/v1/suggest', () => {
  it('ranks bank names and SWIFT codes in one list for a prefix both can have: the bank, then its codes', async () => {
    const { res, body } = await suggest('q=deut');
    expect(res.status).toBe(200);
    expect(body.query).toBe('deut');
    expect(body.suggestions[0]).toEqual({
      type: 'banks',
      code: 'DEUTDEFF',
      label: 'DEUTSCHE BANK AG',
      detail: 'FRANKFURT AM MAIN, Germany',
      path: '/banks/de/deutsche-bank-ag',
    });
    const types = new Set(body.suggestions.map((s) => s.type));
    expect([...types]).toEqual(expect.arrayContaining(['banks', 'swifts']));
    // The head office before the bank's other codes, at most three entries per bank.
    const paths = body.suggestions.map((s) => s.path);
    expect(paths).toContain('/swifts/DEUTDEFFXXX');
    expect(
      paths.filter((p) => p === '/banks/de/deutsche-bank-ag' || p.startsWith('/swifts/DEUTDE')).length,
    ).toBeLessThanOrEqual(3);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
  });

  it('is a prefix match: codes start with the query, names have a word starting with it', async () => {
    expect((await suggest('q=EUTD')).body.suggestions).toEqual([]);
    const bank = await suggest('q=bank');
    // "bank" starts a word of every bank name (and of the names on their codes), best first.
    expect(bank.body.suggestions[0]?.type).toBe('banks');
    expect(bank.body.suggestions.map((s) => s.label)).toContain('ALTE BANK');
    expect((await suggest('q=ank')).body.suggestions).toEqual([]);
  });

  it('completes every code type by prefix', async () => {
    const cases: [string, string, string][] = [
      ['4571', 'bins', '/bins/457173'],
      ['HDFC0000', 'ifscs', '/ifscs/HDFC0000001'],
      ['0445251', 'rubics', '/bics/044525101'],
      ['7LTWFZ', 'leis', '/leis/7LTWFZYICNSX8D621K86'],
      ['02600', 'us_routings', '/usroutings/026003780'],
    ];
    for (const [q, type, path] of cases) {
      const { body } = await suggest(`q=${q}`);
      expect(
        body.suggestions.find((s) => s.type === type),
        q,
      ).toMatchObject({ path });
    }
  });

  it('shows one suggestion per BIN prefix, with the issuer and scheme', async () => {
    const { body } = await suggest('q=4571');
    const bins = body.suggestions.filter((s) => s.type === 'bins');
    expect(bins.map((s) => s.label)).toEqual(['457173', '45717360-45717369']);
    expect(bins[0]?.detail).toContain('Visa');
  });

  it('answers in the requested language', async () => {
    const de = await suggest('q=commerz&lang=de');
    expect(de.body.suggestions[0]?.detail).toBe('FRANKFURT AM MAIN, Deutschland');
    const ru = await suggest('q=0445251&lang=ru');
    expect(ru.body.suggestions[0]?.detail).toContain('АО "Дойче банк"');
    const en = await suggest('q=0445251');
    expect(en.body.suggestions[0]?.detail).toContain('Deutsche Bank Ltd');
  });

  it('puts the type of a complete valid code first', async () => {
    const { body } = await suggest('q=DEUTDEFF');
    expect(body.suggestions[0]).toMatchObject({ type: 'swifts', code: 'DEUTDEFFXXX' });
  });

  it('answers at most 10 suggestions', async () => {
    // Digits shared by BINs, routing numbers and Russian BICs: many candidates across types.
    await env.DB.batch(
      Array.from({ length: 12 }, (_, i) =>
        env.DB.prepare(
          `INSERT OR IGNORE INTO routings (routing_number, process_status, name, check_digit_valid, source) VALUES (?1, 'fedach', 'TEST BANK', 1, 'suggest test')`,
        ).bind(`9999999${String(i).padStart(2, '0')}`),
      ),
    );
    const many = await suggest('q=9999');
    expect(many.body.suggestions.map((s) => s.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `9999999${String(i).padStart(2, '0')}`),
    );
    for (const q of ['0', '4', 'a', '1']) {
      const { res, body } = await suggest(`q=${q}`);
      expect(res.status).toBe(200);
      expect(body.suggestions.length).toBeLessThanOrEqual(10);
    }
    // One ranking, not a round-robin of types: equally good code prefixes keep the section order.
    const zero = await suggest('q=0');
    expect(zero.body.suggestions.slice(0, 3).map((s) => s.type)).toEqual(['rubics', 'rubics', 'rubics']);
  });

  it('may be cached by browsers and the CDN', async () => {
    const { res } = await suggest('q=deut');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300, s-maxage=3600');
  });

  it('rejects an empty, blank or too long q and an unknown language with 400', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`]) {
      const { res, body } = await suggest(query);
      expect(res.status, query).toBe(400);
      expect(body.error.code).toBe('invalid_query');
    }
    const longest = await suggest(`q=${'a'.repeat(100)}`);
    expect(longest.res.status).toBe(200);
    const lang = await suggest('q=deut&lang=xx');
    expect(lang.res.status).toBe(400);
    expect(lang.body.error.code).toBe('invalid_lang');
  });

  it('treats LIKE wildcards as literal characters', async () => {
    expect((await suggest('q=%25')).body.suggestions).toEqual([]);
    // A word far longer than D1's 50-byte LIKE pattern limit, also in a 3-byte script.
    expect((await suggest(`q=${'日'.repeat(100)}`)).res.status).toBe(200);
    expect((await suggest(`q=deutsche${'x'.repeat(90)}`)).res.status).toBe(200);
    expect((await suggest('q=_')).body.suggestions).toEqual([]);
  });
});
