// The LEI source (ISO 17442, GLEIF): the BIC map and names file always; a golden copy when one is
// configured (env GLEIF_GOLDEN_COPY) or lies at <DATA_DIR>/lei/gleif-golden-copy.csv.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Source } from '../importer';
import { readCsv } from '../csv';
import type { TableLoad } from '../refresh';
import type { SqlValue } from '../sql';
import { assembleLeis } from './assemble';
import { LEI_BIC, LEI_NAMES, parseLeiBics, parseLeiNames } from './csv-files';
import { readGoldenCopy } from './golden-copy';
import { linkLeisToBanks } from './link';
import { LEI_BIC_COLUMNS, LEI_COLUMNS, type LeiRow } from './row';
import { findRepoRoot } from '../config';
import { GLEIF_API_SOURCE } from './gleif-api';
import { GLEIF_API_RECORDS_DEFAULT, readApiRecords } from './gleif-batch';
import { reject, type FileTally } from '../tally';

export const GOLDEN_COPY_DEFAULT = 'lei/gleif-golden-copy.csv';

/**
 * The golden copy to read, or null. An explicitly configured path that does not exist is an
 * error: the operator asked for it, and importing without it would silently drop its data.
 */
export function goldenCopyPath(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GLEIF_GOLDEN_COPY) {
    const file = path.resolve(env.GLEIF_GOLDEN_COPY);
    if (!existsSync(file)) throw new Error(`GLEIF_GOLDEN_COPY points to a missing file: ${file}`);
    return file;
  }
  const fallback = path.join(dataDir, GOLDEN_COPY_DEFAULT);
  return existsSync(fallback) ? fallback : null;
}

export function createLeiSource(env: NodeJS.ProcessEnv = process.env): Source {
  return {
    name: 'lei',
    async load({ dataDir, log }) {
      const bics = parseLeiBics(await readCsv(path.join(dataDir, LEI_BIC.file), ['LEI', 'BIC']));
      const names = parseLeiNames(await readCsv(path.join(dataDir, LEI_NAMES.file), ['LEI', 'Name']));
      const goldenFile = goldenCopyPath(dataDir, env);
      // All of a golden copy would be millions of LEIs; the site keeps those with a BIC (banks).
      // GLEIF_GOLDEN_COPY_ALL=1 keeps every record.
      const keep = env.GLEIF_GOLDEN_COPY_ALL === '1' ? undefined : (code: string) => bics.byLei.has(code);
      const inData = goldenFile && path.relative(dataDir, goldenFile);
      const label = inData && !inData.startsWith('..') && !path.isAbsolute(inData) ? inData : goldenFile ?? '';
      const golden = goldenFile ? await readGoldenCopy(goldenFile, { label, keep, log }) : null;
      const api = apiRecordsFile(env);
      const fromApi = api ? mergeApiRecords(api, golden, keep) : null;
      const { leis, tallies } = assembleLeis({ bics, names, golden: fromApi ? { rows: fromApi.rows } : golden });
      log(`lei: ${leis.length} LEIs, ${bics.rows.length} LEI-BIC pairs${golden ? `, ${golden.rows.length} from the golden copy` : ''}${fromApi ? `, ${fromApi.tally.stored} from the GLEIF API` : ''}`);
      return {
        loads: [toLoad('leis', LEI_COLUMNS, leis), toLoad('lei_bics', LEI_BIC_COLUMNS, bics.rows)],
        tallies: [...(golden ? [golden.tally] : []), ...(fromApi ? [fromApi.tally] : []), ...tallies],
      };
    },
    // A table is being loaded in this run when its aside name differs from the served one.
    async link(db, table, log) {
      const { linked, byName } = await linkLeisToBanks(db, { name: table, loaded: new Set(['leis', 'lei_bics', 'banks', 'swifts'].filter((t) => table(t) !== t)) });
      log(`lei: ${linked} LEIs linked to a bank (${byName} by legal name in a country of their BICs)`);
    },
  };
}

/**
 * The records `npm run data:lei -- --from-api` fetched (env GLEIF_API_RECORDS, else
 * .wrangler/gleif/lei-records.jsonl in the checkout), or null when there are none.
 */
export function apiRecordsFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GLEIF_API_RECORDS) {
    const file = path.resolve(env.GLEIF_API_RECORDS);
    if (!existsSync(file)) throw new Error(`GLEIF_API_RECORDS points to a missing file: ${file}`);
    return file;
  }
  const fallback = path.join(findRepoRoot(), GLEIF_API_RECORDS_DEFAULT);
  return existsSync(fallback) ? fallback : null;
}

/**
 * API records over golden-copy records: the API answers with the current record (fetched after
 * the golden copy was published). A golden-copy row replaced so is counted as superseded, and
 * an API record outside the site's scope (no BIC) is rejected as the golden copy's would be.
 */
function mergeApiRecords(file: string, golden: { rows: LeiRow[]; tally: FileTally } | null, keep: ((code: string) => boolean) | undefined) {
  const label = path.relative(findRepoRoot(), file).startsWith('..') ? file : path.relative(findRepoRoot(), file);
  const api = readApiRecords(file, label, GLEIF_API_SOURCE);
  const byCode = new Map((golden?.rows ?? []).map((r) => [r.code, r]));
  for (const row of api.rows) {
    if (keep && !keep(row.code)) {
      reject(api.tally, 'out_of_scope_no_bic');
      continue;
    }
    if (byCode.has(row.code) && golden) {
      golden.tally.stored--;
      reject(golden.tally, 'superseded_by_gleif_api');
    }
    byCode.set(row.code, row);
    api.tally.stored++;
  }
  return { rows: [...byCode.values()], tally: api.tally };
}

function toLoad<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: readonly T[]): TableLoad {
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c] as SqlValue)) };
}
