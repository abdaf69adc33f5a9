// `npm run data:import`: node scripts/run-ts.mjs scripts/import/index.ts [--if-needed]
// Imports every source into the local D1 that `wrangler dev` serves, then prints the
// reconciliation table. --if-needed (used by `npm start`) imports only when needsImport() says so.
// Env: DATA_DIR (default ../shared/data), PERSIST_DIR (default .wrangler/state).
// CLI only (importing it runs the import): IMPORTER_VERSION and runImport live in importer.ts.
import { localDatabaseId, resolvePaths } from './config';
import { applyMigrations, errorMessage, openLocalD1 } from './d1';
import { IMPORTER_VERSION, runImport } from './importer';
import { hasCurrentImport, localD1Exists } from './needs-import';
import { formatTallies } from './tally';
import { stampedLog } from './progress';

const USAGE = 'usage: node scripts/run-ts.mjs scripts/import/index.ts [--if-needed]';

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== '--if-needed');
  if (unknown.length > 0) {
    console.error(`unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const log = stampedLog();
  const paths = resolvePaths();
  const databaseId = localDatabaseId(paths.repoRoot);

  if (args.includes('--if-needed') && (await upToDate(paths.persistDir, paths.migrationsDir, databaseId, log))) {
    log(`data: local D1 already imported by importer version >= ${IMPORTER_VERSION}, nothing to do`);
    return 0;
  }

  log(`data: importing from ${paths.dataDir} into ${paths.persistDir}`);
  const summary = await runImport({ ...paths, databaseId, log });
  console.log(formatTallies(summary.tallies));
  console.log(
    `\n${Object.entries(summary.rows)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}; ` +
      `importer version ${summary.importerVersion}; total ${(summary.durationMs / 1000).toFixed(1)} s`,
  );
  return 0;
}

/**
 * --if-needed: true when the local D1 already holds an import by this version. Pending migrations
 * are applied then all the same (as `wrangler d1 migrations apply --local` would), so `npm start`
 * always serves the current schema. One Miniflare start for both.
 */
async function upToDate(persistDir: string, migrationsDir: string, databaseId: string, log: (line: string) => void) {
  if (!localD1Exists(persistDir)) return false;
  const { db, dispose } = await openLocalD1(persistDir, databaseId);
  try {
    if (!(await hasCurrentImport(db))) return false;
    const applied = await applyMigrations(db, migrationsDir);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    return true;
  } finally {
    await dispose();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`data import failed: ${errorMessage(error)}`);
    console.error('The data being served (if any) is unchanged.');
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(1);
  },
);
