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
    ['011000057', 'ALTE BAMK OF SPRINGFIELD'],
    ['011000060', 'KADI SAVINGS BANK'],
    ['011000073', 'KADI TRUST COMPANY'],
    ['011000086', 'KADI CREDIT UNION'],
    ['011000099', 'ZELVANO KREDI BANK'],
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

  it('is read as its neighbour when the query as typed names no bank and the neighbour names one', async () => {
    // "alte bamk" as typed is one routing record holding both words (a slip of its source's);
    // read as "alte bank" it is ALTE BANK's own name, which ranks above a record holding the words.
    const body = await search('alte bamk');
    expect(body.corrected).toBe('alte bank');
    expect(Object.values(body.sections)[0]?.items[0]?.name).toBe('ALTE BANK');
  });
});

describe('search: a mistyped word whose likeliest neighbour the other words are not found with', () => {
  it('is read as its next neighbour', async () => {
    // "krdi" is unknown; "kadi" (three records) is held by more than "kredi" (one), but
    // "zelvano kadi" finds nothing and "zelvano kredi" finds its record.
    const body = await search('zelvano krdi');
    expect(body.corrected).toBe('zelvano kredi');
    expect(body.sections.us_routings?.items[0]?.code).toBe('011000099');
  });
});
