// `npm run data:lei -- --from-api`: fetches the full GLEIF records of every LEI the local D1 holds
// (shared/kinds/lei/import/gleif-batch.ts: batches, GLEIF's rate limit, resumable, progress), then
// re-imports so that the leis table carries them (every field, source and as-of date), swapped
// in like any import. The golden copy needs no command: put GLEIF's full CSV at
// <DATA_DIR>/lei/gleif-golden-copy.csv (or GLEIF_GOLDEN_COPY=<file>) and run `npm run data:import`.
// Env: GLEIF_API_BASE (default https://api.gleif.org/api/v1), GLEIF_API_RECORDS (the records
// file), GLEIF_REQUESTS_PER_MINUTE (60), GLEIF_BATCH (200), DATA_DIR, PERSIST_DIR.
import path from 'node:path';
import { localDatabaseId, resolvePaths } from '../../../../scripts/import/config';
import { errorMessage, openLocalD1 } from '../../../../scripts/import/d1';
import { runImport } from '../../../../scripts/import/importer';
import { formatTallies } from '../../../../scripts/import/tally';
import { stampedLog } from '../../../../scripts/import/progress';
import { GLEIF_API_BASE } from './gleif-api';
import { GLEIF_API_RECORDS_DEFAULT, fetchAllFromApi } from './gleif-batch';

async function main(args: string[]): Promise<number> {
  if (args.join(' ') !== '--from-api') {
    console.error('usage: npm run data:lei -- --from-api');
    return 2;
  }
  const started = performance.now();
  const log = stampedLog(started);
  const paths = resolvePaths();
  const databaseId = localDatabaseId(paths.repoRoot);
  const { db, dispose } = await openLocalD1(paths.persistDir, databaseId);
  let codes: string[];
  try {
    codes = (await db.prepare('SELECT code FROM leis ORDER BY code').all<{ code: string }>()).results.map(
      (r) => r.code,
    );
  } catch {
    throw new Error('no leis table in the local D1: run `npm run data:import` first');
  } finally {
    await dispose();
  }
  const file = path.resolve(paths.repoRoot, process.env.GLEIF_API_RECORDS ?? GLEIF_API_RECORDS_DEFAULT);
  const fetched = await fetchAllFromApi({
    codes,
    file,
    baseUrl: process.env.GLEIF_API_BASE ?? GLEIF_API_BASE,
    batchSize: process.env.GLEIF_BATCH ? Number(process.env.GLEIF_BATCH) : undefined,
    requestsPerMinute: process.env.GLEIF_REQUESTS_PER_MINUTE
      ? Number(process.env.GLEIF_REQUESTS_PER_MINUTE)
      : undefined,
    log,
  });
  log(
    `lei api: ${fetched.found} records for ${fetched.asked} LEIs asked in ${fetched.requests} requests; re-importing`,
  );
  process.env.GLEIF_API_RECORDS = file;
  const summary = await runImport({ ...paths, databaseId, log });
  console.log(formatTallies(summary.tallies.filter((t) => t.table === 'leis' || t.table === 'lei_bics')));
  console.log(
    `\nleis ${summary.rows.leis}; ${fetched.found} records fetched now, ${fetched.skipped} LEIs fetched before; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`data:lei failed: ${errorMessage(error)}`);
    console.error('The data being served is unchanged; what was fetched is kept and a new run resumes.');
    process.exit(1);
  },
);
