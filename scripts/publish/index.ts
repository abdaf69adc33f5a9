// `npm run data:publish -- --env staging|production [--dry-run] [--keep]`
// Publishes the last `npm run data:import` (the local D1) to that environment's D1 with wrangler.
// --dry-run: the same files and wrangler commands against a fresh local D1 in a temporary
// directory, then row counts and checksums per table compared with the source.
// --keep: leave the SQL files (and the dry run's D1) in place and print where.
// Env: PERSIST_DIR (the local D1, default .wrangler/state), PUBLISH_FILE_MB (load file size, 20).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDatabaseId, resolvePaths } from '../import/config';
import { errorMessage } from '../import/d1';
import { formatChecks, publish } from './publish';
import { wranglerTarget } from './target';
import { stampedLog } from '../import/progress';

const USAGE = 'usage: npm run data:publish -- --env staging|production [--dry-run] [--keep]';

/** The DB binding's database_id in [[env.<env>.d1_databases]] (production: the top-level block). */
export function envDatabaseId(repoRoot: string, env: string | undefined): string {
  if (!env) return localDatabaseId(repoRoot);
  const toml = readFileSync(path.join(repoRoot, 'wrangler.toml'), 'utf8');
  const header = new RegExp(`^\\[\\[env\\.${env}\\.d1_databases\\]\\]\\s*$`, 'm');
  for (const block of toml.split(header).slice(1)) {
    const body = block.split(/^\s*\[/m)[0] ?? '';
    if (body.match(/^\s*binding\s*=\s*"DB"/m)) {
      const id = body.match(/^\s*(?:preview_database_id|database_id)\s*=\s*"([^"]+)"/m)?.[1];
      if (id) return id;
    }
  }
  throw new Error(`wrangler.toml has no [[env.${env}.d1_databases]] block for DB`);
}

async function main(args: string[]): Promise<number> {
  const envIndex = args.indexOf('--env');
  const envName = envIndex >= 0 ? args[envIndex + 1] : undefined;
  const dryRun = args.includes('--dry-run');
  const keep = args.includes('--keep');
  const known = new Set(['--env', '--dry-run', '--keep', envName]);
  const unknown = args.filter((a) => !known.has(a));
  if (
    unknown.length > 0 ||
    (envIndex >= 0 && envName !== 'staging' && envName !== 'production') ||
    (!dryRun && !envName)
  ) {
    console.error(
      `${unknown.length ? `unknown argument(s): ${unknown.join(' ')}\n` : ''}${USAGE}\n(--env is required without --dry-run)`,
    );
    return 2;
  }
  // production is wrangler.toml's top level; staging its [env.staging].
  const env = envName === 'staging' ? 'staging' : undefined;
  const log = stampedLog();
  const paths = resolvePaths();
  const workDir = mkdtempSync(path.join(tmpdir(), 'bankcodes-publish-'));
  const persistTo = dryRun ? path.join(workDir, 'target-d1') : undefined;
  try {
    const target = wranglerTarget({
      repoRoot: paths.repoRoot,
      env,
      persistTo,
      localDatabaseId: envDatabaseId(paths.repoRoot, env),
    });
    log(`publish: ${paths.persistDir} -> ${target.label}${dryRun ? ' (dry run)' : ''}`);
    const result = await publish({
      persistDir: paths.persistDir,
      databaseId: localDatabaseId(paths.repoRoot),
      target,
      workDir,
      log,
      dump: process.env.PUBLISH_FILE_MB ? { fileBytes: Number(process.env.PUBLISH_FILE_MB) * 1e6 } : undefined,
    }).finally(() => target.dispose());
    console.log(formatChecks(result.tables));
    const rows = result.tables.reduce((n, t) => n + t.source.rows, 0);
    console.log(
      `\n${result.tables.every((t) => t.equal) ? 'all equal' : 'DIFFERENCES'}: ${result.tables.length} tables, ${rows} rows, ` +
        `${result.files} files, ${(result.bytes / 1e6).toFixed(1)} MB of SQL; import of ${result.run.finished_at} ` +
        `now served by the ${target.label}; total ${(result.durationMs / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    if (keep) console.error(`kept: ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`data publish failed: ${errorMessage(error)}`);
    console.error('The data the environment serves is unchanged.');
    process.exit(1);
  },
);
