import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { insertRoutings, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// The sources hold typing slips of their own (the real FedACH file has a "FEDRAL", the IFSC file
// a "BNAK"), so a mistyped query word can be a word the index knows, held by a record or two. This
// file adds routing numbers of made-up institutions whose names carry such slips, and rebuilds
// the search index with the importer's step (taken out after its tests: ownRecords).

ownRecords(['routings']);

beforeAll(async () => {
  await insertRoutings([
    ['011000028', 'FIRST BNAK OF SPRINGFIELD'],
    ['011000031', 'ZELKOR CREDIT UNION'],
    ['011000044', 'ZELKAR SAVINGS'],
  ]);
  await rebuildSearchIndex();
});

const search = (q: string) => expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}`);

describe('search: a word only a slip in a source knows', () => {
  it('is read as the neighbour far more records hold when the query as typed finds nothing', async () => {
    const body = await search('deutsche bnak');
    expect(body.corrected).toBe('deutsche bank');
    expect(Object.values(body.sections)[0]?.items[0]?.name.toLowerCase()).toContain('deutsche');
  });

  it('is kept when its neighbour is about as rare', async () => {
    // "zelkor" and "zelkar" are one edit apart and each held by one record: neither is a slip.
    const body = await search('zelkor savings');
    expect(body.corrected).toBeUndefined();
  });

  it('is searched as typed when the query finds its record', async () => {
    const body = await search('first bnak');
    expect(body.corrected).toBeUndefined();
    expect(body.sections.us_routings?.items[0]?.code).toBe('011000028');
  });
});
