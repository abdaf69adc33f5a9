import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankHits, ownRecords, rebuildSearchIndex } from './search-index-fixture';

// Ranking: a national register's short name labels a bank-code entry, often with the
// group's brand (Luxembourg's register calls BNP Paribas Securities Services "BNP"). It finds
// that bank, but as a label (class 1), not as its exact name: the bank whose own name the query
// starts comes first when it is more prominent ("bnp" was BNP Paribas's Luxembourg branch
// before BNP Paribas). This file adds two made-up banks and a register entry, and rebuilds
// the index with the importer's step (taken out after its tests: ownRecords).

ownRecords(['banks', 'bank_codes']);

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO banks (id, country, slug, name, source, popularity) VALUES
       (9001, 'FR', 'zephyria-paribas', 'Zephyria Paribas', 'test', 30),
       (9002, 'LU', 'quill-securities-services', 'Quill Securities Services S.A.', 'test', 5)`,
    ),
    env.DB.prepare(
      `INSERT INTO bank_codes (country, bank_code, name, short_name, bic, bank_id, source, as_of)
       VALUES ('LU', '999', 'Quill Securities Services S.A.', 'Zephyria', NULL, 9002, 'test', '2026-01-01')`,
    ),
  ]);
  await rebuildSearchIndex();
});

const banks = async (q: string) => (await bankHits(q)).map((h) => h.name);

describe("a register's short name", () => {
  it('finds its bank, after the more prominent bank whose own name starts with the query', async () => {
    // As an exact name the label scored 6 + ln(6) = 7.8, above the prefix's 4 + ln(31) = 7.4.
    expect(await banks('zephyria')).toEqual(['Zephyria Paribas', 'Quill Securities Services S.A.']);
  });

  it('is a name only when typed whole', async () => {
    expect(await banks('zephyria paribas')).toEqual(['Zephyria Paribas']);
    expect(await banks('quill')).toEqual(['Quill Securities Services S.A.']);
  });
});
