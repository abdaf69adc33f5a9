import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from './fetch';
import type { SearchResult } from '../../shared/api-types';
import { insertBanks, ownRecords, rebuildSearchIndex, type FixtureBank } from './search-index-fixture';

// A word written with a hyphen is one word as well as its parts: the index holds "T-Bank" as
// "tbank" too, and a query so written is searched joined first. Banks with their names and
// prominence in the full data (banks.popularity; GLEIF's legal names as other names); added
// by this file, the index rebuilt with the importer's step (taken out after its tests: ownRecords).

const bank = (id: number, country: string, code: string, name: string, popularity: number): FixtureBank => ({
  id,
  country,
  code,
  name,
  popularity,
});

ownRecords(['banks', 'leis']);

beforeAll(async () => {
  await env.DB.batch([
    insertBanks([
      bank(9201, 'RU', 'TICSRUMM', 'TBANK', 25.071),
      bank(9202, 'IN', 'JAKAINBB', 'THE JAMMU AND KASHMIR BANK LTD', 40.5),
      bank(9203, 'RU', 'TJSCRUMM', 'TRANSKAPITALBANK', 17.2),
      bank(9204, 'FR', 'AGRIFRPP', 'CREDIT AGRICOLE S.A.', 60.1),
    ]),
    env.DB.prepare(
      `INSERT INTO leis (code, checksum_valid, legal_name, country, bank_id, source) VALUES
       ('2534000KL0PLD6KG7T76',1,'Акционерное общество "ТБанк"','RU',9201,'test fixture'),
       ('253400M7X4X0LB3DU436',1,'ТКБ БАНК ПАО','RU',9203,'test fixture')`,
    ),
  ]);
  await rebuildSearchIndex();
});

const first = async (q: string) =>
  (await expectJson<SearchResult>(`/api/v1/search?q=${encodeURIComponent(q)}`)).sections.banks?.items[0]?.code;

describe('search: a word written with a hyphen', () => {
  it('is searched joined, as the index also holds it, and apart when joined it finds nothing', async () => {
    // Apart, "t" and "bank" are held by every bank whose name has a word starting with "t".
    expect(await first('t-bank')).toBe('TICSRUMM');
    expect(await first('Т-Банк')).toBe('TICSRUMM');
    // No name holds "creditagricole": the words apart are Crédit Agricole's.
    expect(await first('credit-agricole')).toBe('AGRIFRPP');
  });
});
