import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankHits, insertBanks, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// A city alone lists its banks by prominence (a label of the search index). A bank's registered
// address may give a ward or a suburb of its city ("Chiyoda" for a bank of Tokyo), while the
// codes sharing its head office's 8 characters (ISO 9362: one institution's office in one
// place) name the city (scripts/import/search-index.ts officeCity). Made-up banks of Japan, the
// index rebuilt with the importer's step (taken out after its tests: ownRecords).
//  - YRKW: Yurikawa Bank, registered in Chiyoda; its branch codes under YRKWJPJT say Tokyo.
//  - QRTB: Quorin Trust Bank, less prominent, registered in Tokyo.
//  - ZMRB: Zamora Bank, registered in Chiyoda with two codes there, three more in Osaka.

const swift = (code: string, bankId: number, name: string, city: string) =>
  env.DB.prepare(
    `INSERT INTO swifts (code, bank_code, country, location, branch, bank_id, bank_name, city, institution_active, source, as_of)
     VALUES (?1, substr(?1, 1, 4), 'JP', substr(?1, 7, 2), substr(?1, 9, 3), ?2, ?3, ?4, 1, 'test', '2026-01-01')`,
  ).bind(code, bankId, name, city);

ownRecords(['banks', 'swifts']);

beforeAll(async () => {
  await env.DB.batch([
    insertBanks([
      { id: 9201, country: 'JP', code: 'YRKWJPJT', name: 'Yurikawa Bank', popularity: 50, city: 'Chiyoda' },
      { id: 9202, country: 'JP', code: 'QRTBJPJT', name: 'Quorin Trust Bank', popularity: 20, city: 'Tokyo' },
      { id: 9203, country: 'JP', code: 'ZMRBJPJT', name: 'Zamora Bank', popularity: 40, city: 'Chiyoda' },
    ]),
    swift('YRKWJPJTXXX', 9201, 'Yurikawa Bank', 'Chiyoda'),
    swift('YRKWJPJT101', 9201, 'Yurikawa Bank', 'Tokyo'),
    swift('YRKWJPJT102', 9201, 'Yurikawa Bank', 'Tokyo'),
    swift('QRTBJPJTXXX', 9202, 'Quorin Trust Bank', 'Tokyo'),
    swift('ZMRBJPJTXXX', 9203, 'Zamora Bank', 'Chiyoda'),
    swift('ZMRBJPJT101', 9203, 'Zamora Bank', 'Chiyoda'),
    ...['201', '202', '203'].map((b) => swift(`ZMRBJPJT${b}`, 9203, 'Zamora Bank', 'Osaka')),
  ]);
  await rebuildSearchIndex();
});

const banks = async (q: string) => (await bankHits(q)).map((h) => h.name);

describe('a city alone, by the city its head office codes name', () => {
  it("lists a bank registered in one of the city's wards, by prominence", async () => {
    expect(await banks('tokyo')).toEqual(['Yurikawa Bank', 'Quorin Trust Bank']);
  });

  it('keeps the city it is registered in', async () => {
    expect(await banks('chiyoda')).toEqual(['Yurikawa Bank', 'Zamora Bank']);
  });

  it('is not a city where a bank with codes in its own city has more', async () => {
    expect(await banks('osaka')).toEqual([]);
  });
});
