// The LEI source (ISO 17442, GLEIF): the BIC map and names file always; a golden copy when one is
// configured (env GLEIF_GOLDEN_COPY) or lies at <DATA_DIR>/lei/gleif-golden-copy.csv.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCsv } from '../../../../scripts/import/csv';
import { toLoad, type SpilledRows } from '../../../../scripts/import/load';
import type { SqlValue } from '../../../../scripts/import/sql';
import type { Source } from '../../../../scripts/import/source';
import { assembleLeis } from './assemble';
import { LEI_BIC, LEI_NAMES, parseLeiBics, parseLeiNames } from './csv-files';
import { readGoldenCopy, type GoldenCopyResult } from './golden-copy';
import { spillWriter } from '../../../../scripts/import/spill';
import { linkLeisToBanks } from './link';
import { LEI_BIC_COLUMNS, LEI_COLUMNS, type LeiRow } from './row';
import { findRepoRoot } from '../../../../scripts/import/config';
import { GLEIF_API_SOURCE } from './gleif-api';
import { GLEIF_API_RECORDS_DEFAULT, readApiRecords } from './gleif-batch';
import { reject, type FileTally } from '../../../../scripts/import/tally';

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
      // GLEIF_GOLDEN_COPY_ALL=1 keeps every record: those without a BIC (the universe, not the
      // banks) go to a file on disk and from there into the table, so memory stays flat.
      const all = env.GLEIF_GOLDEN_COPY_ALL === '1';
      const inScope = (code: string) => bics.byLei.has(code);
      const inData = goldenFile && path.relative(dataDir, goldenFile);
      const label = inData && !inData.startsWith('..') && !path.isAbsolute(inData) ? inData : (goldenFile ?? '');
      const api = apiRecordsFile(env);
      const apiRecords = api ? readApiRecords(api, displayPath(api), GLEIF_API_SOURCE) : null;
      // Every record of the API stays in memory (it is fetched for the LEIs we hold): a golden-copy
      // record it supersedes must be there too, to be counted so.
      // So must a record superseding a row of the names file.
      const heldCodes = new Set([...(apiRecords?.rows.map((r) => r.code) ?? []), ...names.names.map((n) => n.code)]);
      const spill = all && goldenFile ? spillWriter('leis') : null;
      let golden: GoldenCopyResult | null = null;
      try {
        golden = goldenFile
          ? await readGoldenCopy(goldenFile, {
              label,
              log,
              keep: (code) => inScope(code) || (all && heldCodes.has(code)),
              overflow: spill ? (row) => spill.write(LEI_COLUMNS.map((c) => row[c] as SqlValue)) : undefined,
            })
          : null;
      } catch (error) {
        spill?.discard();
        throw error;
      }
      const fromApi = apiRecords ? mergeApiRecords(apiRecords, golden, all ? undefined : inScope) : null;
      const { leis, tallies } = assembleLeis({ bics, names, golden: fromApi ? { rows: fromApi.rows } : golden });
      const goldenTally = golden?.tally;
      // A spilled record repeating an LEI of the file is found only when the table refuses it.
      const spilled: SpilledRows | undefined =
        spill && goldenTally
          ? await spill.close((inserted) => {
              const repeated = spilled!.count - inserted;
              goldenTally.stored -= repeated;
              if (repeated > 0) goldenTally.rejected.duplicate = (goldenTally.rejected.duplicate ?? 0) + repeated;
            })
          : undefined;
      const spilledCount = spilled?.count ?? 0;
      log(
        `lei: ${leis.length + spilledCount} LEIs (${spilledCount} without a BIC, on disk until written), ${bics.rows.length} LEI-BIC pairs${golden ? `, ${golden.rows.length + spilledCount} from the golden copy` : ''}${fromApi ? `, ${fromApi.tally.stored} from the GLEIF API` : ''}`,
      );
      return {
        loads: [{ ...toLoad('leis', LEI_COLUMNS, leis), spilled }, toLoad('lei_bics', LEI_BIC_COLUMNS, bics.rows)],
        tallies: [...(golden ? [golden.tally] : []), ...(fromApi ? [fromApi.tally] : []), ...tallies],
      };
    },
    // A table is being loaded in this run when its aside name differs from the served one.
    async link(db, table, log) {
      const { linked, byName, byInstitution } = await linkLeisToBanks(db, {
        name: table,
        loaded: new Set(['leis', 'lei_bics', 'banks', 'swifts'].filter((t) => table(t) !== t)),
      });
      log(
        `lei: ${linked} LEIs linked to a bank (${byName} by legal name in a country of their BICs, ${byInstitution} by the ISO 9362 institution of their BICs)`,
      );
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
const displayPath = (file: string) =>
  path.relative(findRepoRoot(), file).startsWith('..') ? file : path.relative(findRepoRoot(), file);

function mergeApiRecords(
  api: ReturnType<typeof readApiRecords>,
  golden: { rows: LeiRow[]; tally: FileTally } | null,
  keep: ((code: string) => boolean) | undefined,
) {
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
