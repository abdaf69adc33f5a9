// `npm run data:lei -- --from-api` against a fake GLEIF API (outside our system, so mocked): a
// local HTTP server answering GET /api/v1/lei-records?filter[lei]=A,B,...&page[size]=N as
// api.gleif.org documents it (JSON:API list, records as in tests/fixtures/data/lei-api/*.json,
// 429 with Retry-After when rate-limited). The records are fetched in batches, resumed after a
// failure, imported into a real local D1, and the production build's LEI page shows every field.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';
import { runImport } from '../../scripts/import/importer';
import { askedBefore, fetchAllFromApi } from '../../shared/kinds/lei/import/gleif-batch';
import { GLEIF_API_SOURCE } from '../../shared/kinds/lei/import/gleif-api';

const FIXTURES = path.resolve('tests/fixtures/data');
const RECORDS = Object.fromEntries(
  readdirSync(path.join(FIXTURES, 'lei-api')).map((f) => [
    f.replace('.json', ''),
    JSON.parse(readFileSync(path.join(FIXTURES, 'lei-api', f), 'utf8')).data,
  ]),
);
// The LEIs of the fixture BIC map (what the import holds).
const HELD = [
  ...new Set(
    readFileSync(path.join(FIXTURES, 'lei', 'lei-bic.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]!)
      .filter((c) => /^[A-Z0-9]{20}$/.test(c)),
  ),
].sort();

const work = mkdtempSync(path.join(tmpdir(), 'gleif-e2e-'));
const recordsFile = path.join(work, 'lei-records.jsonl');
const persistDir = path.join(work, 'state');
const asked: string[][] = [];
let server: Server;
let baseUrl = '';
let rateLimitNext = true;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/vnd.api+json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/api/v1/lei-records' || req.headers.accept !== 'application/vnd.api+json')
      return send(404, { errors: [{ status: '404' }] });
    if (rateLimitNext) {
      rateLimitNext = false;
      return send(429, { errors: [{ status: '429', title: 'Too Many Requests' }] }, { 'retry-after': '2' });
    }
    const leis = (url.searchParams.get('filter[lei]') ?? '').split(',');
    const size = Number(url.searchParams.get('page[size]'));
    if (size > 200 || leis.length > size) return send(400, { errors: [{ status: '400' }] });
    asked.push(leis);
    const data = leis.map((l) => RECORDS[l]).filter(Boolean);
    send(200, {
      meta: {
        goldenCopy: { publishDate: '2024-01-05T08:00:00Z' },
        pagination: { currentPage: 1, perPage: size, from: 1, to: data.length, total: data.length, lastPage: 1 },
      },
      links: { first: req.url, last: req.url },
      data,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('LEI records from a fake GLEIF API', { timeout: 300_000 }, () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);

  it('fetches in batches, waits as Retry-After says, and resumes after a failure', async () => {
    let calls = 0;
    // The network drops on the second batch (every retry too): the run fails, keeping batch 1.
    const flaky = async (url: string, init: RequestInit) => {
      if (++calls >= 3) throw new TypeError('fetch failed');
      return fetch(url, init);
    };
    await expect(
      fetchAllFromApi({
        codes: HELD,
        file: recordsFile,
        baseUrl,
        batchSize: 3,
        requestsPerMinute: 60,
        fetch: flaky,
        sleep,
      }),
    ).rejects.toThrow(/fetch failed \(after 4 attempts\)/);
    expect(sleeps).toContain(2000); // the 429's Retry-After: 2
    expect(asked).toEqual([HELD.slice(0, 3)]);
    expect([...askedBefore(recordsFile)]).toEqual(HELD.slice(0, 3));

    const result = await fetchAllFromApi({
      codes: HELD,
      file: recordsFile,
      baseUrl,
      batchSize: 3,
      requestsPerMinute: 60,
      sleep,
    });
    expect(result).toMatchObject({ skipped: 3, asked: HELD.length - 3, requests: 2 });
    expect(asked.slice(1)).toEqual([HELD.slice(3, 6), HELD.slice(6)]); // nothing asked twice
    // 60 requests a minute: the second request of a run waited about a second.
    expect(sleeps.at(-1)).toBeGreaterThan(900);
    expect(sleeps.at(-1)).toBeLessThanOrEqual(1000);
    expect([...askedBefore(recordsFile)].sort()).toEqual(HELD);
  });

  it('imports every field with its source and as-of date, and the LEI page shows them', async () => {
    process.env.GLEIF_API_RECORDS = recordsFile;
    try {
      const summary = await runImport({
        dataDir: FIXTURES,
        persistDir,
        migrationsDir: path.resolve('migrations'),
        databaseId: '6b6f3a3e-0b1c-4d55-9d3f-5c2a8e1f7a10',
      });
      const tally = summary.tallies.find((t) => t.source === GLEIF_API_SOURCE);
      expect(tally).toMatchObject({ read: 2, stored: 2 });
    } finally {
      delete process.env.GLEIF_API_RECORDS;
    }
    const site = await startSite({ persistDir });
    try {
      const api = await (await fetch(`${site.url}/api/v1/leis/549300SHAREDBIC00028`)).json();
      expect(api).toMatchObject({
        code: '549300SHAREDBIC00028',
        legal_name: 'Shared Name, with "quotes"',
        entity_status: 'INACTIVE',
        registration_status: 'RETIRED',
        entity_category: 'RESIDENT_GOVERNMENT_ENTITY',
        entity_sub_category: 'LOCAL_GOVERNMENT',
        legal_jurisdiction: 'DE-HE',
        legal_form: { code: '8888', other: 'Anstalt des öffentlichen Rechts' },
        registered_at: 'RA000242',
        registered_as: 'HRA 4711',
        creation_date: '1995-04-01',
        expiration: { date: '2023-06-30', reason: 'CORPORATE_ACTION' },
        legal_address: {
          lines: ['Neue Mainzer Straße 32 4. OG', 'Postfach 10 11 12'],
          city: 'Frankfurt am Main',
          region: 'DE-HE',
          country: 'DE',
          postal_code: '60311',
        },
        headquarters_address: {
          lines: ['Mainzer Landstraße 16'],
          city: 'Frankfurt am Main',
          region: 'DE-HE',
          country: 'DE',
          postal_code: '60325',
        },
        registration: {
          initial_date: '2013-02-11',
          last_update: '2023-07-03',
          next_renewal: '2023-02-11',
          status: 'RETIRED',
          corroboration_level: 'PARTIALLY_CORROBORATED',
          managing_lou: '5299000J2N45DDNE4Y28',
        },
        source: GLEIF_API_SOURCE,
        as_of: '2024-01-05',
      });
      const res = await fetch(`${site.url}/leis/549300SHAREDBIC00028`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const dd = [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [
        m[1],
        m[2]!.replace(/<br\/>/g, ' | ').replace(/<[^>]+>/g, ''),
      ]);
      expect(Object.fromEntries(dd)).toMatchObject({
        'Legal name': 'Shared Name, with &quot;quotes&quot;',
        'Entity status': 'Inactive',
        'Entity category': 'Resident government entity',
        'Entity subcategory': 'LOCAL_GOVERNMENT',
        'Legal jurisdiction': 'Germany (DE-HE)', // the country's name, the ISO 3166-2 code beside it
        'Legal form': '8888 / Anstalt des öffentlichen Rechts',
        'Registered at': 'RA000242',
        'Registered as': 'HRA 4711',
        'Established on': 'April 1, 1995', // the language's one date format (shared/format.ts)
        'Expiry date': 'June 30, 2023',
        'Expiry reason': 'Corporate action',
        'Legal address': 'Neue Mainzer Straße 32 4. OG | Postfach 10 11 12 | 60311 Frankfurt am Main | DE-HE, Germany',
        'Head office address': 'Mainzer Landstraße 16 | 60325 Frankfurt am Main | DE-HE, Germany',
        'Registration status': 'Retired',
        'Initial registration': 'February 11, 2013',
        'Last update': 'July 3, 2023',
        'Next renewal': 'February 11, 2023',
        'Corroboration level': 'Partially corroborated',
        'Managing LOU': '5299000J2N45DDNE4Y28',
      });
      expect(html).toContain(GLEIF_API_SOURCE);
    } finally {
      await site.dispose();
    }
  });
});
