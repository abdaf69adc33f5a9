// The production build under plain Miniflare (../shared/TOOLCHAIN.md gotcha 7): the
// Worker bundled by `wrangler deploy --dry-run`, React's production build, no dev proxy.
// Used by `npm run preview`, the end-to-end tests and the benchmarks.
//   npm run preview (node scripts/serve.mjs)   build, import the data if needed (as npm start
//   does), serve at 127.0.0.1:$PORT (8787) with ENVIRONMENT, BASIC_AUTH_USER,
//   BASIC_AUTH_PASSWORD, API_BASE_URL (scripts/wrangler-env.mjs) from the shell.
//   --no-build reuses dist/.
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

/** Builds the client and the minified Worker bundle; returns what the two steps printed. */
export function buildProduction() {
  return run([CLIENT_BUILD, WORKER_BUILD]);
}

/** The Worker bundle's size as wrangler reports it ("Total Upload: X KiB / gzip: Y KiB"). */
export function workerUploadSize(buildOutput) {
  const m = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(buildOutput);
  return m ? { kib: Number(m[1]), gzipKib: Number(m[2]) } : null;
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
  let out = '';
  for (const [cmd, args] of steps) {
    const r = spawnSync(cmd, args, {
      cwd: root,
      env: { ...process.env, ...quietWranglerEnv, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    out += r.stdout?.toString() ?? '';
  }
  return out;
}

/**
 * Starts the built site. `persistDir` holds the D1 and KV state (.wrangler/state by
 * default: what npm start imported). `vars` override wrangler.toml's [vars]. Tests may
 * pass `workerOptions` (merged into the site's Worker, e.g. to swap a binding),
 * `extraWorkers` (Workers those bindings point to) and `onLog` (the Worker's console
 * output, one call per line, instead of the terminal).
 */
/**
 * wrangler.toml's top-level [[ratelimits]] (the production Worker's), as Miniflare's option:
 * the preview limits bulk validation and full lists as a deployment does
 * (worker/middleware/rate-limit.ts), read with wrangler's own config reader.
 */
export async function rateLimitBindings() {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: path.join(root, 'wrangler.toml') }, { hideWarnings: true });
  return Object.fromEntries((config.ratelimits ?? []).map((r) => [r.name, { simple: r.simple }]));
}

export async function startSite({
  port = 0,
  persistDir = path.join(root, '.wrangler/state'),
  vars = {},
  workerOptions = {},
  extraWorkers = [],
  onLog,
  workerPath,
  inspectorPort,
} = {}) {
  if (!workerPath) ensureBuilt();
  const WORKER_FILE = workerPath ?? WORKER;
  const site = {
    name: 'bankcodes',
    // Listed explicitly: Miniflare's module walker refuses the dynamic import() that
    // React Router keeps for framework mode, which this bundle never calls.
    modules: [{ type: 'ESModule', path: WORKER_FILE, contents: readFileSync(WORKER_FILE, 'utf8') }],
    compatibilityDate: '2026-04-20',
    d1Databases: { DB: D1_ID },
    kvNamespaces: { CACHE: 'cache' },
    ratelimits: await rateLimitBindings(),
    assets: {
      directory: path.join(root, 'dist/client'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
    },
    bindings: {
      ENVIRONMENT: 'production',
      API_BASE_URL: '',
      AD_SCRIPT_URL: '',
      AD_RELOAD_ON_QUERY: 'false',
      TOP_BANKS_PER_COUNTRY: '10',
      SITE_ORIGIN: '',
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
    // The Cache API (page and search copies) in memory: left unset, this Miniflare wrote it to a
    // folder named "undefined" in the working directory.
    cachePersist: false,
    ...(onLog ? { handleStructuredLogs: ({ level, message }) => onLog(level, message) } : {}),
    ...(inspectorPort ? { inspectorPort } : {}),
    workers: [site, ...extraWorkers],
  });
  const url = await mf.ready;
  return { url: url.origin, mf, dispose: () => mf.dispose() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) {
    console.log('preview: building the client and the minified Worker (NODE_ENV=production)');
    buildProduction();
  }
  // The same local D1 as npm start (.wrangler/state), imported when missing or outdated.
  console.log('preview: importing the data if needed');
  const imported = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/import/index.ts', '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (imported.status !== 0) process.exit(imported.status ?? 1);
  const site = await startSite({ port: Number(process.env.PORT || 8787), vars: passedVars() });
  console.log(
    `preview: serving ${site.url} (production build, ENVIRONMENT=${passedVars().ENVIRONMENT ?? 'production'})`,
  );
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => site.dispose().finally(() => process.exit(0)));
}
