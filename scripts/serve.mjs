// The production build under plain Miniflare (../shared/TOOLCHAIN.md gotcha 7): the
// Worker bundled by `wrangler deploy --dry-run`, React's production build, no dev proxy.
// Used by `npm run preview`, the end-to-end tests and the benchmarks.
//   node scripts/serve.mjs            build if needed, serve at 127.0.0.1:$PORT (8787)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { passedVars, quietWranglerEnv } from './wrangler-env.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const WORKER = path.join(root, 'dist/worker/index.js');
export const D1_ID = '6b6f3a3e-0b1c-4d55-9d3f-5c2a8e1f7a10';

const CLIENT_BUILD = [process.execPath, ['scripts/build.mjs']];
const WORKER_BUILD = ['npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--minify', '--outdir', 'dist/worker']];

/** Builds the client and the minified Worker bundle. */
export function buildProduction() {
  run([CLIENT_BUILD, WORKER_BUILD]);
}

/**
 * The Worker bundle embeds the client's manifest: it is rebuilt whenever it is missing or
 * older than the client build (`npm test` builds the client first), so tests never serve
 * a Worker that points at old asset names.
 */
function ensureBuilt() {
  const manifest = path.join(root, 'dist/manifest.json');
  if (!existsSync(manifest)) return buildProduction();
  if (!existsSync(WORKER) || statSync(WORKER).mtimeMs < statSync(manifest).mtimeMs) run([WORKER_BUILD]);
}

function run(steps) {
  for (const [cmd, args] of steps) {
    const r = spawnSync(cmd, args, {
      cwd: root,
      env: { ...process.env, ...quietWranglerEnv, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
  }
}

/**
 * Starts the built site. `persistDir` holds the D1 and KV state (.wrangler/state by
 * default: what npm start imported). `vars` override wrangler.toml's [vars]. Tests may
 * pass `workerOptions` (merged into the site's Worker, e.g. to swap a binding),
 * `extraWorkers` (Workers those bindings point to) and `onLog` (the Worker's console
 * output, one call per line, instead of the terminal).
 */
export async function startSite({ port = 0, persistDir = path.join(root, '.wrangler/state'), vars = {}, workerOptions = {}, extraWorkers = [], onLog } = {}) {
  ensureBuilt();
  const site = {
    name: 'bankcodes',
    // Listed explicitly: Miniflare's module walker refuses the dynamic import() that
    // React Router keeps for framework mode, which this bundle never calls.
    modules: [{ type: 'ESModule', path: WORKER, contents: readFileSync(WORKER, 'utf8') }],
    compatibilityDate: '2026-04-20',
    d1Databases: { DB: D1_ID },
    kvNamespaces: { CACHE: 'cache' },
    assets: { directory: path.join(root, 'dist/client'), binding: 'ASSETS', routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true } },
    bindings: {
      ENVIRONMENT: 'production',
      API_BASE_URL: '',
      AD_SCRIPT_URL: '',
      AD_RELOAD_ON_QUERY: 'false',
      TOP_BANKS_PER_COUNTRY: '10',
      ...vars,
    },
    ...workerOptions,
  };
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    cf: false,
    d1Persist: path.join(persistDir, 'v3/d1'),
    kvPersist: path.join(persistDir, 'v3/kv'),
    ...(onLog ? { handleStructuredLogs: ({ level, message }) => onLog(level, message) } : {}),
    workers: [site, ...extraWorkers],
  });
  const url = await mf.ready;
  return { url: url.origin, mf, dispose: () => mf.dispose() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) buildProduction();
  const site = await startSite({ port: Number(process.env.PORT || 8787), vars: passedVars() });
  console.log(`preview: serving ${site.url}`);
}
