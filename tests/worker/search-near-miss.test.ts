import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson, page } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { ownRecords, rebuildSearchIndex } from './search-index-fixture';

// A code typed with a character dropped can still start other codes: "ICIC000001" starts
// ICIC0000010-19, while ICIC0000001 is the code one character away. The search lists the
// partial matches and offers the codes one edit away that they do not show
// (worker/search/index.ts nearMiss). Made-up IFSCs of HDFC Bank's fixture row, the index rebuilt
// with the importer's step (taken out after its tests: ownRecords).

const CODES = ['HDFC0000100', 'HDFC0001000', 'HDFC0001001', 'HDFC0001002'];

ownRecords(['ifscs']);

beforeAll(async () => {
  await env.DB.batch(
    CODES.map((code) =>
      env.DB.prepare(
        `INSERT INTO ifscs (code, bank_code, ifsc_bank, bank_id, bank_name, branch, city, country, in_valid_list, source, as_of)
         VALUES (?1, 'HDFC', 'HDFC', 3001, 'HDFC Bank', 'TEST BRANCH', 'MUMBAI', 'IN', 1, 'test', '2026-01-01')`,
      ).bind(code),
    ),
  );
  await rebuildSearchIndex();
});

const search = (q: string) => expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}`);

describe('search: a code one character short that starts other codes', () => {
  it('lists the codes it starts and offers the one with the character it dropped', async () => {
    const body = await search('HDFC000100');
    expect(body.sections.ifscs?.items.map((h) => h.code)).toEqual(['HDFC0001000', 'HDFC0001001', 'HDFC0001002']);
    expect(body.did_you_mean?.map((h) => h.code)).toEqual(['HDFC0000100']);
  });

  it('offers nothing the partial matches already list, nor for a name', async () => {
    expect((await search('HDFC000099')).sections.ifscs?.items.map((h) => h.code)).toEqual(['HDFC0000999']);
    expect((await search('HDFC000099')).did_you_mean).toBeUndefined();
    expect((await search('hdfc bank')).did_you_mean).toBeUndefined();
  });

  it('shows the offer on the search page, below the partial matches', async () => {
    const res = await page('/search?q=HDFC000100');
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/ifscs/HDFC0000100"');
    expect(res.text.indexOf('href="/ifscs/HDFC0001000"')).toBeLessThan(res.text.indexOf('href="/ifscs/HDFC0000100"'));
  });
});
