import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { fillListCounts } from '../../scripts/import/list-counts';
import type { Bank } from '../../shared/api-types';

// The list lengths the importer keeps (migrations/0043_p_list_counts.sql, filled by
// scripts/import/list-counts.ts; tests/worker/setup.ts runs that step on the fixture rows):
// every kept figure is the count the table gives, and the APIs' totals are the same with and
// without them.

type Kept = { list: string; bank_id: number; country: string; n: number };

/** What the table itself says, counted the slow way the kept row stands for. */
async function counted({ list, bank_id, country }: Kept): Promise<number> {
  const [table, status] = list.split('.');
  const where = [
    bank_id ? `bank_id = ${bank_id}` : 'TRUE',
    country ? `country = '${country}'` : 'TRUE',
    status ? `process_status IN ('both', '${status}')` : 'TRUE',
  ].join(' AND ');
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<number>('n')) ?? -1;
}

/** The totals of a few lists and a bank's counts, as the API answers them. */
async function answers() {
  const total = async (path: string) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    return Number(res.headers.get('total'));
  };
  const bank = (await (await get('/api/v1/banks/de/deutsche-bank-ag')).json()) as Bank;
  return {
    swiftsOfBank: await total('/api/v1/swifts?country=de&bank=deutsche-bank-ag&page_size=2'),
    swiftsOfCountry: await total('/api/v1/swifts?country=de&page_size=2'),
    allSwifts: await total('/api/v1/swifts?page_size=2'),
    ifscsOfBank: await total('/api/v1/ifscs?country=in&bank=hdfc-bank-ltd&page_size=2'),
    binsOfCountry: await total('/api/v1/bins?country=us&page_size=2'),
    counts: bank.counts,
  };
}

describe('list_counts', { timeout: 60_000 }, () => {
  // a dozen page and API requests per test, on a shared machine
  it('holds, for every list, bank and country, the count of the table', async () => {
    const rows = (await env.DB.prepare('SELECT list, bank_id, country, n FROM list_counts').all<Kept>()).results;
    expect(new Set(rows.map((r) => r.list))).toEqual(
      new Set(['swifts', 'bins', 'ifscs', 'rubics', 'routings', 'routings.fedach', 'routings.fedwire']),
    );
    expect(rows.some((r) => r.bank_id > 0 && r.country !== '')).toBe(true);
    for (const row of rows) expect({ ...row, n: await counted(row) }).toEqual(row);
  });

  it('gives the API the same totals as counting the tables (fixture: importer step not run)', async () => {
    const kept = await answers();
    expect(kept.swiftsOfBank).toBeGreaterThan(1);
    expect(kept.ifscsOfBank).toBeGreaterThan(0);
    expect(kept.counts?.swifts).toBe(kept.swiftsOfBank);
    await env.DB.prepare('DELETE FROM list_counts').run();
    try {
      expect(await answers()).toEqual(kept);
    } finally {
      await fillListCounts(env.DB);
    }
  });
});
