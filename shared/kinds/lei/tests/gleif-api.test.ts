// The GLEIF API client, without network: a local fake HTTP server on 127.0.0.1 answers as
// api.gleif.org does (JSON:API, tests/fixtures/data/lei-api/*.json), and one test injects fetch.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLEIF_API_SOURCE, GleifApiError, fetchLeiRecord } from '../import/gleif-api';
import { deutscheBankLeiRow, FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

const DEUT = readFileSync(path.join(FIXTURE_DATA, 'lei-api', '7LTWFZYICNSX8D621K86.json'), 'utf8');
const requests: { url: string; accept: string | undefined }[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', accept: req.headers.accept });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
      res.end(body);
    };
    if (req.url === '/api/v1/lei-records/7LTWFZYICNSX8D621K86') send(200, DEUT);
    else if (req.url === '/api/v1/lei-records/851WYGNLUQLFZBSYGB56') send(503, '{"errors":[{"status":"503"}]}');
    else if (req.url === '/api/v1/lei-records/R0MUWSFPU8MPRO8K5P83') send(200, '<html>');
    else send(404, '{"errors":[{"status":"404","title":"Not Found"}]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchLeiRecord against a fake GLEIF API', () => {
  it('maps a lei-records resource to the leis row shape, with its BICs', async () => {
    const result = await fetchLeiRecord('7ltw fzyi cnsx 8d62 1k86', { baseUrl });
    expect(requests.at(-1)).toEqual({
      url: '/api/v1/lei-records/7LTWFZYICNSX8D621K86',
      accept: 'application/vnd.api+json',
    });
    expect(result?.bics).toEqual(['DEUTDEFFXXX', 'DEUTDEFF500']);
    expect(result?.row).toEqual(deutscheBankLeiRow(GLEIF_API_SOURCE, '1870-03-10'));
  });

  it('answers null for an LEI GLEIF does not know (404)', async () => {
    expect(await fetchLeiRecord('5299000NOTINMAP00121', { baseUrl })).toBeNull();
  });

  it('throws on a server error and on a body that is not JSON', async () => {
    await expect(fetchLeiRecord('851WYGNLUQLFZBSYGB56', { baseUrl })).rejects.toThrow(/HTTP 503/);
    await expect(fetchLeiRecord('R0MUWSFPU8MPRO8K5P83', { baseUrl })).rejects.toThrow(/invalid JSON/);
  });

  it('makes no call for a malformed LEI', async () => {
    const before = requests.length;
    await expect(fetchLeiRecord('7LTWFZYICNSX8D621K87', { baseUrl })).rejects.toThrow(GleifApiError);
    expect(requests.length).toBe(before);
  });
});

describe('fetchLeiRecord with an injected fetch', () => {
  it('calls api.gleif.org by default and rejects a record for another LEI', async () => {
    const urls: string[] = [];
    const fake = async (url: string) => {
      urls.push(url);
      return new Response(DEUT, { status: 200 });
    };
    await expect(fetchLeiRecord('851WYGNLUQLFZBSYGB56', { fetch: fake })).rejects.toThrow(/another LEI/);
    expect(urls).toEqual(['https://api.gleif.org/api/v1/lei-records/851WYGNLUQLFZBSYGB56']);
  });
});
