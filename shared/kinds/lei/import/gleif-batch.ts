// `npm run data:lei -- --from-api`: the full level-1 records of the LEIs we hold, from GLEIF's
// API in batches (GET /lei-records?filter[lei]=A,B,...&page[size]=N, JSON:API; GLEIF documents
// at most 200 records per page and 60 requests per minute per client). Every answered batch is
// appended to a JSON Lines file at once, so an interrupted run resumes where it stopped; the
// LEI source (source.ts) then reads that file on every import, like the golden copy.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GLEIF_API_BASE, GleifApiError, fromApiRecord, type GleifFetch, type GleifLeiRecord } from './gleif-api';
import { gleifDate, type LeiRow } from './row';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';

export const GLEIF_API_RECORDS_DEFAULT = '.wrangler/gleif/lei-records.jsonl';
/** GLEIF API: page[size] up to 200; 60 requests per minute (api.gleif.org documentation). */
export const GLEIF_MAX_BATCH = 200;
export const GLEIF_REQUESTS_PER_MINUTE = 60;

/** One line of the records file: what one request answered. */
interface BatchLine {
  asked: string[];
  as_of: string | null;
  records: GleifLeiRecord[];
}

interface ListResponse {
  meta?: { goldenCopy?: { publishDate?: string } };
  data?: GleifLeiRecord[];
}

export interface FetchAllOptions {
  codes: readonly string[];
  file: string;
  baseUrl?: string;
  fetch?: GleifFetch;
  batchSize?: number;
  requestsPerMinute?: number;
  log?: (line: string) => void;
  /** Waits (injectable so tests need not sleep for the pacing they check). */
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

export interface FetchAllResult {
  asked: number;
  skipped: number;
  found: number;
  requests: number;
}

/** The LEIs already asked for in `file` (found or not): a resumed run skips them. */
export function askedBefore(file: string): Set<string> {
  const done = new Set<string>();
  if (!existsSync(file)) return done;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      for (const code of (JSON.parse(line) as BatchLine).asked) done.add(code);
    } catch {
      // a line cut by a crash mid-write: its LEIs are asked again
    }
  }
  return done;
}

export async function fetchAllFromApi(o: FetchAllOptions): Promise<FetchAllResult> {
  const batchSize = Math.min(o.batchSize ?? GLEIF_MAX_BATCH, GLEIF_MAX_BATCH);
  const interval = 60_000 / (o.requestsPerMinute ?? GLEIF_REQUESTS_PER_MINUTE);
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const doFetch = o.fetch ?? ((url, init) => fetch(url, init));
  const log = o.log ?? (() => {});
  mkdirSync(path.dirname(o.file), { recursive: true });
  const done = askedBefore(o.file);
  const todo = [...new Set(o.codes)].filter((c) => !done.has(c));
  const result: FetchAllResult = { asked: todo.length, skipped: o.codes.length - todo.length, found: 0, requests: 0 };
  log(`lei api: ${todo.length} LEIs to fetch, ${result.skipped} already fetched (${o.file})`);
  let last = -Infinity;
  for (let i = 0; i < todo.length; i += batchSize) {
    const batch = todo.slice(i, i + batchSize);
    const url = `${o.baseUrl ?? GLEIF_API_BASE}/lei-records?filter[lei]=${batch.join(',')}&page[size]=${batch.length}`;
    let body: ListResponse | null = null;
    for (let attempt = 1; body === null; attempt++) {
      const wait = last + interval - performance.now();
      if (wait > 0) await sleep(wait);
      last = performance.now();
      result.requests++;
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { Accept: 'application/vnd.api+json' },
          signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
        });
      } catch (error) {
        if (attempt >= 4)
          throw new GleifApiError(
            `GLEIF API: ${error instanceof Error ? error.message : String(error)} (after ${attempt} attempts)`,
          );
        await sleep(2 ** attempt * 1000);
        continue;
      }
      if (res.status === 429 || res.status >= 500) {
        // Retry-After in seconds (RFC 9110 section 10.2.3); without it, back off exponentially.
        const after = Number(res.headers.get('retry-after'));
        await res.arrayBuffer();
        if (attempt >= 6) throw new GleifApiError(`GLEIF API ${url}: HTTP ${res.status} (after ${attempt} attempts)`);
        const ms = Number.isFinite(after) && after > 0 ? after * 1000 : 2 ** attempt * 1000;
        log(`lei api: HTTP ${res.status}, waiting ${(ms / 1000).toFixed(0)} s`);
        await sleep(ms);
        continue;
      }
      if (!res.ok) throw new GleifApiError(`GLEIF API ${url}: HTTP ${res.status}`);
      try {
        body = (await res.json()) as ListResponse;
      } catch {
        throw new GleifApiError(`GLEIF API ${url}: invalid JSON`);
      }
      if (!Array.isArray(body.data)) throw new GleifApiError(`GLEIF API ${url}: no data array`);
    }
    const records = (body.data ?? []).filter((r) => r.type === 'lei-records');
    const line: BatchLine = { asked: batch, as_of: gleifDate(body.meta?.goldenCopy?.publishDate), records };
    appendFileSync(o.file, `${JSON.stringify(line)}\n`);
    result.found += records.length;
    log(
      `lei api: ${Math.min(i + batchSize, todo.length)}/${todo.length} LEIs asked, ${result.found} records (${result.requests} requests)`,
    );
  }
  return result;
}

/** The records file as leis rows (the newest answer per LEI), with its tally for the import summary. */
export function readApiRecords(file: string, label: string, source: string): { rows: LeiRow[]; tally: FileTally } {
  const tally = newTally(label, 'leis', source);
  const byCode = new Map<string, LeiRow>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    let line: BatchLine;
    try {
      line = JSON.parse(text) as BatchLine;
    } catch {
      continue; // cut by a crash: asked again next run
    }
    for (const record of line.records) {
      tally.read++;
      const mapped = fromApiRecord(record, line.as_of, source);
      if (!mapped) {
        reject(tally, 'malformed_lei');
        continue;
      }
      if (byCode.has(mapped.row.code)) reject(tally, 'superseded_by_later_answer');
      byCode.set(mapped.row.code, mapped.row);
    }
  }
  return { rows: [...byCode.values()], tally };
}
