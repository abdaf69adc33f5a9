import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankHits, insertBanks, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// Ranking: a group's name is its home's (scripts/import/search-index.ts groupNames). The banks
// of one institution code across countries are a group; its home the bank at home in its LEI
// with the most offices abroad (scripts/import/prominence.ts groupHomes). This file adds
// made-up groups as the full data has them (ING, Santander, TD), and rebuilds the index with the
// importer's step (taken out after its tests: ownRecords).
//  - QWRB: Qwerbank N.V. at home in NL (its LEI on its Paris branch too); Qwerbank A.S., a more
//    prominent Turkish subsidiary with an LEI of its own; Qwerbank Slaski in Poland.
//  - ZNTR: Banco Zentera S.A. in Spain; its Brazilian and Chilean banks go by "Zentera" alone.
//  - TDXQ: The Toronto-Xanadu Bank in Canada; "XD Securities (USA)" and "XD Global Finance" abroad.

const LEIS = {
  nl: 'QWRB00000000000000NL',
  tr: 'QWRB00000000000000TR',
  pl: 'QWRB00000000000000PL',
  es: 'ZNTR00000000000000ES',
  br: 'ZNTR00000000000000BR',
  cl: 'ZNTR00000000000000CL',
  ca: 'TDXQ00000000000000CA',
  us: 'TDXQ00000000000000US',
  ie: 'TDXQ00000000000000IE',
} as const;

ownRecords(['banks', 'leis', 'lei_bics']);

beforeAll(async () => {
  await env.DB.batch([
    insertBanks([
      { id: 9101, country: 'NL', code: 'QWRBNL2A', name: 'Qwerbank N.V.', popularity: 40 },
      { id: 9102, country: 'FR', code: 'QWRBFRPP', name: 'Qwerbank N.V.', popularity: 6 },
      { id: 9103, country: 'TR', code: 'QWRBTRIS', name: 'Qwerbank A.S.', popularity: 50 },
      { id: 9104, country: 'PL', code: 'QWRBPLPW', name: 'Qwerbank Slaski S.A.', popularity: 30 },
      { id: 9111, country: 'ES', code: 'ZNTRESMM', name: 'Banco Zentera S.A.', popularity: 45 },
      { id: 9112, country: 'BR', code: 'ZNTRBRSP', name: 'Zentera', popularity: 40 },
      { id: 9113, country: 'CL', code: 'ZNTRCLRM', name: 'Zentera', popularity: 35 },
      { id: 9121, country: 'CA', code: 'TDXQCATT', name: 'The Toronto-Xanadu Bank', popularity: 30 },
      { id: 9122, country: 'US', code: 'TDXQUS3A', name: 'XD Securities (USA) LLC', popularity: 2 },
      { id: 9123, country: 'IE', code: 'TDXQIE2D', name: 'XD Global Finance Unlimited Company', popularity: 2 },
      { id: 9124, country: 'US', code: 'XDBKUS33', name: 'XD Bank, National Association', popularity: 25 },
    ]),
    ...Object.entries({
      9101: LEIS.nl,
      9102: LEIS.nl,
      9103: LEIS.tr,
      9104: LEIS.pl,
      9111: LEIS.es,
      9112: LEIS.br,
      9113: LEIS.cl,
      9121: LEIS.ca,
      9122: LEIS.us,
      9123: LEIS.ie,
    }).map(([id, lei]) => env.DB.prepare('UPDATE banks SET lei = ?1 WHERE id = ?2').bind(lei, Number(id))),
    // Each LEI at home in its own country's bank (the Paris branch carries the Dutch one).
    ...[9101, 9103, 9104, 9111, 9112, 9113, 9121, 9122, 9123].map((id) =>
      env.DB.prepare(
        `INSERT INTO leis (code, checksum_valid, legal_name, bank_id, source)
         SELECT lei, 1, name, id, 'test' FROM banks WHERE id = ?1`,
      ).bind(id),
    ),
    env.DB.prepare(
      `INSERT INTO lei_bics (bic, lei, source) VALUES
       ('QWRBNL2AXXX', ?1, 'test'), ('QWRBFRPPXXX', ?1, 'test'), ('QWRBTRISXXX', ?2, 'test'),
       ('ZNTRESMMXXX', ?3, 'test'), ('TDXQCATTXXX', ?4, 'test')`,
    ).bind(LEIS.nl, LEIS.tr, LEIS.es, LEIS.ca),
  ]);
  await rebuildSearchIndex();
});

const first = async (q: string) => {
  const [hit] = await bankHits(q);
  return hit ? `${hit.name} (${hit.country})` : null;
};

describe("a group's name is its home's", () => {
  it('a name its home shares with an entity abroad is the home first, above a more prominent subsidiary', async () => {
    expect(await first('qwerbank')).toBe('Qwerbank N.V. (NL)');
    // Its Polish bank by its own name is still that bank.
    expect(await first('qwerbank slaski')).toBe('Qwerbank Slaski S.A. (PL)');
  });

  it('the name its entities abroad go by is the home first (Banco Zentera, not its Brazilian bank)', async () => {
    expect(await first('zentera')).toBe('Banco Zentera S.A. (ES)');
  });

  it("the start its entities abroad share is the home's, above another code's bank named so", async () => {
    expect(await first('xd')).toBe('The Toronto-Xanadu Bank (CA)');
    expect(await first('xd bank')).toBe('XD Bank, National Association (US)');
  });
});
