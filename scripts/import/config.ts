// Where the importer reads and writes. Every path can be overridden from the environment so
// tests and operators can point the same code at other data or another local database.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this module holding wrangler.toml. */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  // Walked up rather than fixed as '../..' because scripts/run-ts.mjs runs a bundled copy from
  // node_modules/.cache/run-ts/, while vitest runs this file in place.
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'wrangler.toml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no wrangler.toml above ${from}`);
  }
}

export interface ImportPaths {
  repoRoot: string;
  /** Folder laid out as ../shared/data (countries/, swift/, ...). Env DATA_DIR. */
  dataDir: string;
  /** wrangler's local state folder (D1 lives in <persistDir>/v3/d1). Env PERSIST_DIR. */
  persistDir: string;
  migrationsDir: string;
}

export function resolvePaths(env: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): ImportPaths {
  return {
    repoRoot,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(repoRoot, '..', 'shared', 'data'),
    // .wrangler/state is what `wrangler dev` and `wrangler d1 execute --local` use by default.
    persistDir: env.PERSIST_DIR ? path.resolve(env.PERSIST_DIR) : path.join(repoRoot, '.wrangler', 'state'),
    migrationsDir: path.join(repoRoot, 'migrations'),
  };
}

/**
 * The id wrangler uses for the local copy of the DB binding: preview_database_id if set, else
 * database_id (as `wrangler d1 execute --local` does). Miniflare names the SQLite file after it,
 * so reading it from wrangler.toml keeps the importer and wrangler on the same file.
 */
export function localDatabaseId(repoRoot: string, binding = 'DB'): string {
  const toml = readFileSync(path.join(repoRoot, 'wrangler.toml'), 'utf8');
  // Top-level [[d1_databases]] blocks only: they end at the next table header.
  for (const block of toml.split(/^\[\[d1_databases\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\s*\[/m)[0] ?? '';
    const field = (key: string) => body.match(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]+)"`, 'm'))?.[1];
    if (field('binding') !== binding) continue;
    const id = field('preview_database_id') ?? field('database_id');
    if (id) return id;
  }
  throw new Error(`wrangler.toml has no [[d1_databases]] block with binding = "${binding}" and a database_id`);
}
