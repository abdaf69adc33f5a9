import { beforeAll, describe, expect, it } from 'vitest';
import { bankHits, insertBanks, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// A query of a name and more words (a city) matches a bank whose name starts with some of
// them, the others among its terms (worker/search/names.ts nameMatch). A name starting with
// two of the words or more ranks above one starting with the first alone. Two made-up banks of
// Zurich with the prominence of UBS AG and UBS Switzerland AG in the full data, the index rebuilt
// with the importer's step (taken out after its tests: ownRecords).

ownRecords(['banks']);

beforeAll(async () => {
  await insertBanks([
    { id: 9301, country: 'CH', code: 'YLVOCHZZ', name: 'Yelvo Group Helvetia AG', popularity: 72.787, city: 'Zuerich' },
    { id: 9302, country: 'CH', code: 'YLVHCHZH', name: 'Yelvo Helvetia AG', popularity: 61.432, city: 'Zuerich' },
  ]).run();
  await rebuildSearchIndex();
});

const banks = async (q: string) => (await bankHits(q)).map((h) => h.code);

describe("search: a name's start", () => {
  it('of two words ranks above a start of one, more prominent', async () => {
    expect(await banks('yelvo helvetia zuerich')).toEqual(['YLVHCHZH', 'YLVOCHZZ']);
  });

  it('of one word each: by prominence', async () => {
    expect(await banks('yelvo zuerich')).toEqual(['YLVOCHZZ', 'YLVHCHZH']);
  });
});
