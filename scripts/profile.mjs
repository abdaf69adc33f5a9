// npm run profile -- <page type> [count]: where a page-cache miss spends workerd's CPU.
// Builds the Worker without minifying (so the profile names functions), serves the local D1 that
// npm start imported (.wrangler/state) with a fresh, empty KV, asks for `count` (200) distinct
// pages of one type (the same fixed sample as npm run bench's long-tail rows), 4 at a time, with
// V8's sampling profiler on (Chrome DevTools Protocol through workerd's inspector, the way
// DevTools profiles a Worker), and prints the top functions by self time and by total time, and
// the share of each source area (React rendering, React Router, Hono, our worker/, shared/).
//   npm run profile -- ifsc 300         types: swift bank bin ifsc usrouting lei bics search
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startSite } from './serve.mjs';
import { connectInspector } from './inspector.mjs';

const type = process.argv[2] ?? 'ifsc';
const count = Number(process.argv[3] ?? 200);
const CONCURRENCY = 4;
const INSPECTOR_PORT = Number(process.env.PROFILE_INSPECTOR_PORT || 9229);
const log = (m) => console.log(`profile: ${m}`);

const SAMPLE = {
  swift: "SELECT '/swifts/' || code FROM swifts",
  bank: "SELECT '/banks/' || lower(country) || '/' || slug FROM banks",
  bin: "SELECT '/bins/' || iin_start FROM bins WHERE prefix_length >= 6",
  ifsc: "SELECT '/ifscs/' || code FROM ifscs",
  usrouting: "SELECT '/usroutings/' || routing_number FROM routings",
  lei: "SELECT '/leis/' || code FROM leis",
  bics: "SELECT '/bics/' || code FROM rubics",
  // The first word of a bank's name, as a visitor types it (npm run bench draws its search misses
  // from the words of bank names and cities the same way).
  search:
    "SELECT DISTINCT '/search?q=' || lower(substr(name, 1, instr(name || ' ', ' ') - 1)) FROM banks WHERE instr(name || ' ', ' ') > 3",
};
if (!SAMPLE[type]) {
  console.error(`profile: unknown page type ${type}; one of ${Object.keys(SAMPLE).join(' ')}`);
  process.exit(2);
}

log('building the Worker without minifying');
const outdir = path.join(root, 'dist/worker-profile');
const built = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--outdir', outdir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) process.exit(built.status ?? 1);

// esbuild writes `// <source path>` before each module it bundles: line -> source file.
const bundleLines = readFileSync(path.join(outdir, 'index.js'), 'utf8').split('\n');
const moduleStarts = [];
bundleLines.forEach((l, i) => {
  const m = /^\/\/ ((?:\.\.\/)*[\w@.\-/]+\.(?:[cm]?[jt]sx?|json))$/.exec(l);
  if (m) moduleStarts.push([i, m[1]]);
});

// The imported D1, and a KV of its own: a miss must not be served from npm start's cache.
const kvDir = mkdtempSync(path.join(tmpdir(), 'bankcodes-profile-'));
// RECENT_VIEWS_SAMPLE as production sets it (README, Deploying), like npm run bench.
const site = await startSite({
  workerPath: path.join(outdir, 'index.js'),
  inspectorPort: INSPECTOR_PORT,
  vars: { RECENT_VIEWS_SAMPLE: '0.01' },
  workerOptions: { kvNamespaces: { CACHE: 'profile-cache' } },
});
try {
  const db = await site.mf.getD1Database('DB');
  const table = /FROM (\w+)/.exec(SAMPLE[type])[1];
  const paths = (
    await db
      .prepare(`${SAMPLE[type]} ORDER BY (${table}.rowid * 2654435761) % 1000003 LIMIT ?`)
      .bind(count + 10)
      .all()
  ).results.map((r) => Object.values(r)[0]);
  const warm = paths.splice(0, 10);
  for (const p of warm) await (await fetch(site.url + p)).arrayBuffer(); // JIT and module init, not profiled

  const inspector = await connectInspector(INSPECTOR_PORT);
  const { send } = inspector;
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 500 });
  await send('Profiler.start');

  log(`${paths.length} distinct ${type} pages, ${CONCURRENCY} at a time, profiler on`);
  const t0 = performance.now();
  let next = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const res = await fetch(site.url + paths[next++]);
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const wall = performance.now() - t0;
  // Wait for the work each page left behind (the page cache's second render, KV writes, views).
  await new Promise((r) => setTimeout(r, 500));
  const { result } = await send('Profiler.stop');
  inspector.close();
  const profile = result.profile;
  writeFileSync(path.join(root, `dist/profile-${type}.cpuprofile`), JSON.stringify(profile));

  // Self time per node from the samples, then per function and per total (node + descendants).
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt / 1000);
  }
  const where = (n) => area(n.callFrame.url, n.callFrame.functionName, n.callFrame.lineNumber);
  const fnKey = (n) => `${n.callFrame.functionName || '(anonymous)'} ${where(n)}`;
  const bySelf = new Map();
  const byTotal = new Map();
  const byArea = new Map();
  let busy = 0;
  for (const [nodeId, ms] of self) {
    const n = nodes.get(nodeId);
    const name = n.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    busy += ms;
    bySelf.set(fnKey(n), (bySelf.get(fnKey(n)) ?? 0) + ms);
    const a = where(n);
    byArea.set(a, (byArea.get(a) ?? 0) + ms);
    // Total: once per distinct function on the stack.
    const seen = new Set();
    for (let cur = nodeId; cur !== undefined; cur = parent.get(cur)) {
      const k = fnKey(nodes.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      byTotal.set(k, (byTotal.get(k) ?? 0) + ms);
    }
  }
  const pages = paths.length;
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('');
  console.log(
    `profile summary: ${pages} ${type} misses (statuses ${JSON.stringify(statuses)}), ${(wall / pages).toFixed(1)} ms wall per page at ${CONCURRENCY} concurrent, JS busy ${(busy / pages).toFixed(1)} ms per page (V8 samples in the Worker isolate; D1 and KV run outside it)`,
  );
  console.log('\nby source (self time, ms per page; a package, or our file):');
  for (const [a, ms] of top(byArea, 12))
    console.log(`  ${(ms / pages).toFixed(2).padStart(7)}  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${a}`);
  console.log('\ntop functions by self time (ms per page):');
  for (const [k, ms] of top(bySelf, 25))
    console.log(`  ${(ms / pages).toFixed(2).padStart(7)}  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`);
  console.log('\ntop functions by total time (ms per page):');
  for (const [k, ms] of top(byTotal, 30))
    console.log(`  ${(ms / pages).toFixed(2).padStart(7)}  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\nthe whole profile: dist/profile-${type}.cpuprofile (opens in Chrome DevTools, Performance tab)`);
} finally {
  await site.dispose();
  rmSync(kvDir, { recursive: true, force: true });
}

/** The source file of a frame (from the bundle's module comments), shortened to its package or folder. */
function area(url, name, line = -1) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (!url.endsWith('index.js')) return url; // the runtime's own modules (cloudflare-internal:d1-api, ...)
  let lo = 0;
  let hi = moduleStarts.length - 1;
  let found = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (moduleStarts[mid][0] <= line) {
      found = moduleStarts[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (!found) return path.basename(url);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(found);
  return pkg ? pkg[1] : found.replace(/^(\.\.\/)+/, '');
}
