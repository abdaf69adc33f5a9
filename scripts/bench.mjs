// npm run bench: the performance budgets of the production build (minified, NODE_ENV=production)
// under plain Miniflare (scripts/serve.mjs; ../shared/TOOLCHAIN.md gotcha 7), in one run:
//   - req/s, p50, p99 of the trivial route (/healthz), of every page type and of the API search,
//     each with autocannon for BENCH_SECONDS (5) on BENCH_CONNECTIONS (16) connections, and the
//     ratio page / trivial route (budget >= 0.5); also workerd's CPU time per request (/proc),
//     which other load on a shared machine does not skew;
//   - the long tail: a row per detail page type and for search over BENCH_DISTINCT (20,000) distinct
//     URLs drawn from the data, each asked once (page-cache misses), beside the same-URL rows (hits);
//     budgets: misses >= 0.3x the trivial route (goal 0.5), workerd CPU per miss <= 3 ms, search
//     p99 <= 200 ms (the search page's rows, hits and misses);
//   - first-load JS per page type, gzip (budget 105 KB; scripts/size.mjs);
//   - the Worker bundle, gzip, as `wrangler deploy --dry-run` reports it, and its startup time
//     (a fresh Miniflare until its first answer, median of BENCH_STARTS (5));
//   - the time to the shell while a secondary section takes 1 s (budget 50 ms), with a fake
//     upstream behind API_BASE_URL as in tests/e2e/streaming.test.ts.
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=16 npm run bench      --no-build reuses dist/
//   BENCH_ROWS=ifsc,bank,swift narrows the throughput rows (hits and misses) to those page types,
//   beside the trivial route, and skips startup and streaming: to steer by while changing code.
// Data: the local D1 that `npm start` imported (.wrangler/state) when there is one, else the
// test fixtures seeded into a temporary directory. The machine may be shared: the load average
// is printed with every figure, and the page budget is a ratio to the trivial route measured in
// the same run, so it holds on a busy machine as on an idle one.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { buildProduction, root, startSite, workerUploadSize } from './serve.mjs';
import { BUDGET_KB, firstLoadJs } from './size.mjs';
import { hasImport, importedDir, seedFixtures } from './lib/site-data.mjs';
import { myWorkerdProcesses } from './lib/processes.mjs';
import { readStreamed } from './lib/streamed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16);
const STARTS = Number(process.env.BENCH_STARTS || 5);
const STREAM_RUNS = Number(process.env.BENCH_STREAM_RUNS || 5);
const RATIO_BUDGET = 0.5;
const DISTINCT = Number(process.env.BENCH_DISTINCT || 20000);
const MISS_RATIO_BUDGET = 0.3;
const MISS_CPU_BUDGET_MS = 3;
/** The search rows' 99th percentile latency (ms): a search answers while the visitor waits. */
const SEARCH_P99_BUDGET_MS = 200;
const SHELL_BUDGET_MS = 50;
const ONLY = process.env.BENCH_ROWS ? new Set(process.env.BENCH_ROWS.split(',').map((r) => r.trim())) : null;
/** A row kept by BENCH_ROWS (the trivial route always is: every ratio is to it). */
const wanted = ([label, , route]) => !ONLY || label.startsWith('trivial') || ONLY.has(route);
const SLOW_MS = 1000;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = (msg) => console.log(`bench: ${msg}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---------------------------------------------------------------- build and data
const started = Date.now();
log(`${cpus().length} CPUs, load average ${load()} (1, 5, 15 min) at the start`);
let worker;
if (process.argv.includes('--no-build')) {
  // No wrangler output to read: zlib over the bundle it wrote (within a few KB of its figure).
  const file = path.join(root, 'dist/worker/index.js');
  const body = readFileSync(file);
  worker = {
    kib: body.length / 1024,
    gzipKib: gzipSync(body).length / 1024,
    how: 'zlib over dist/worker/index.js, --no-build',
  };
} else {
  log('building the client and the minified Worker (NODE_ENV=production)');
  worker = { ...workerUploadSize(buildProduction()), how: 'wrangler deploy --dry-run' };
}

const useImported = hasImport();
if (useImported) {
  // The schema and data this tree's Worker reads (as npm start does): pending migrations applied,
  // and a re-import when the local D1 was filled by an older importer (IMPORTER_VERSION).
  log('local D1: importing if it is older than this importer (npm run data:import -- --if-needed)');
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/import/index.ts', '--if-needed'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
const dataLabel = useImported
  ? 'the real data imported by npm start (.wrangler/state)'
  : 'the test fixtures (tests/fixtures/seed; run npm start or the importer for the real data)';

const tempDirs = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bankcodes-bench-'));
  tempDirs.push(dir);
  return dir;
}

// ---------------------------------------------------------------- sample of each page type
/**
 * One real record per page type, from whichever database is in use: a well-known one when it
 * is there (so figures compare across runs), else the first the table has.
 */
async function samples(mf) {
  const db = await mf.getD1Database('DB');
  const one = async (sql, ...args) =>
    (await db
      .prepare(sql)
      .bind(...args)
      .first()) ?? {};
  const swift = await one("SELECT code FROM swifts ORDER BY code = 'DEUTDEFFXXX' DESC, code LIMIT 1");
  const bank = await one(
    "SELECT lower(country) AS country, slug FROM banks ORDER BY slug = 'deutsche-bank-ag' AND country = 'DE' DESC, swifts_count DESC LIMIT 1",
  );
  const bin = await one(
    "SELECT iin_start FROM bins WHERE prefix_length >= 6 ORDER BY iin_start = '424242' DESC, id LIMIT 1",
  );
  const ifsc = await one("SELECT code FROM ifscs ORDER BY code = 'SBIN0000001' DESC, code LIMIT 1");
  const routing = await one(
    "SELECT routing_number FROM routings ORDER BY routing_number = '021000021' DESC, routing_number LIMIT 1",
  );
  const lei = await one("SELECT code FROM leis ORDER BY code = '7LTWFZYICNSX8D621K86' DESC, code LIMIT 1");
  const rubic = await one("SELECT code FROM rubics ORDER BY code = '044525225' DESC, code LIMIT 1");
  return [
    // [label, path, route id for the first-load JS (null: not a page)]
    ['trivial /healthz', '/healthz', null],
    ['home', '/', 'home'],
    ['countries', '/countries', 'countries'],
    ['country banks', `/banks/${bank.country ?? 'de'}`, 'country-banks'],
    ['bank', `/banks/${bank.country}/${bank.slug}`, 'bank'],
    ['swift', `/swifts/${swift.code}`, 'swift'],
    ['bin', `/bins/${bin.iin_start}`, 'bin'],
    ['ifsc', `/ifscs/${ifsc.code}`, 'ifsc'],
    ['usrouting', `/usroutings/${routing.routing_number}`, 'routing'],
    ['lei', `/leis/${lei.code}`, 'lei'],
    ['bics', `/bics/${rubic.code}`, 'rubic'],
    // IBAN pages validate and look up the bank code: the ISO 13616 example IBAN.
    ['iban', '/iban/DE89370400440532013000', 'iban'],
    ['search', '/search?q=deutsche', 'search'],
    ['API search', '/api/v1/search?q=deutsche', null],
  ];
}

// ---------------------------------------------------------------- the long tail
/**
 * Up to DISTINCT distinct paths per detail page type, and as many search queries, drawn from the
 * database in use in a fixed pseudo-random order (rowid times a large odd constant, modulo a
 * prime: the same sample every run, spread over the whole table rather than its first rows).
 * The hit rows warm none of them: each request of these rows is the first for its URL.
 */
async function distinctPaths(mf) {
  const db = await mf.getD1Database('DB');
  const spread = (table) => `ORDER BY (${table}.rowid * 2654435761) % 1000003 LIMIT ${DISTINCT}`;
  const col = async (sql) => (await db.prepare(sql).all()).results.map((r) => Object.values(r)[0]);
  const words = (names) => [
    ...new Set(
      names.flatMap((n) =>
        String(n)
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 3)
          .slice(0, 2),
      ),
    ),
  ];
  const banks = await col(`SELECT '/banks/' || lower(country) || '/' || slug FROM banks ${spread('banks')}`);
  const names = await col(`SELECT name FROM banks ${spread('banks')}`);
  const cities = await col(`SELECT city FROM swifts WHERE city IS NOT NULL ${spread('swifts')}`);
  const queries = words([...names, ...cities]).slice(0, DISTINCT);
  return [
    ['swift (misses)', await col(`SELECT '/swifts/' || code FROM swifts ${spread('swifts')}`), 'swift'],
    ['bank (misses)', banks, 'bank'],
    [
      'bin (misses)',
      await col(`SELECT '/bins/' || iin_start FROM bins WHERE prefix_length >= 6 ${spread('bins')}`),
      'bin',
    ],
    ['ifsc (misses)', await col(`SELECT '/ifscs/' || code FROM ifscs ${spread('ifscs')}`), 'ifsc'],
    [
      'usrouting (misses)',
      await col(`SELECT '/usroutings/' || routing_number FROM routings ${spread('routings')}`),
      'routing',
    ],
    ['lei (misses)', await col(`SELECT '/leis/' || code FROM leis ${spread('leis')}`), 'lei'],
    ['bics (misses)', await col(`SELECT '/bics/' || code FROM rubics ${spread('rubics')}`), 'rubic'],
    ['search (misses)', queries.map((q) => `/search?q=${encodeURIComponent(q)}`), 'search'],
  ].filter(([, paths]) => paths.length > 0);
}

// ---------------------------------------------------------------- throughput
/**
 * CPU time (user + system, ms) of the workerd processes this process started, from /proc:
 * unlike req/s it does not depend on what else the shared machine runs. Linux only (0 elsewhere).
 */
function workerdCpuMs() {
  try {
    let ticks = 0;
    for (const [pid] of myWorkerdProcesses()) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (proc(5)), in USER_HZ = 100
    }
    return ticks * 10;
  } catch {
    return 0;
  }
}

/**
 * Waits until workerd is idle (under 10% of a core over 250 ms, at most 60 s): requests that
 * autocannon gave up on at the end of a slow row are still being served, and must not be counted
 * against the next row.
 */
async function settle() {
  const until = Date.now() + 60_000;
  for (let before = workerdCpuMs(); Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 250));
    const now = workerdCpuMs();
    if (now - before < 25) return;
    before = now;
  }
}

async function throughput(url, rows) {
  const results = [];
  for (const [label, p, route] of rows) {
    await settle();
    const cpu0 = workerdCpuMs();
    // A list of paths: each request takes the next one (the long tail); past its end they repeat,
    // which the row reports, since repeats are page-cache hits.
    let next = 0;
    const distinct = Array.isArray(p)
      ? { requests: [{ setupRequest: (req) => ({ ...req, path: p[next++ % p.length] }) }] }
      : {};
    const res = await autocannon({
      url: url + (Array.isArray(p) ? '' : p),
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: BROWSER,
      ...distinct,
    });
    const cpu = (workerdCpuMs() - cpu0) / Math.max(1, res.requests.total);
    const repeated = Array.isArray(p) && next > p.length ? next - p.length : 0;
    const row = {
      label,
      path: Array.isArray(p) ? `${p.length} distinct URLs${repeated ? `, ${repeated} repeated` : ''}` : p,
      route,
      cpu,
      miss: Array.isArray(p),
      rps: res.requests.average,
      p50: res.latency.p50,
      p99: res.latency.p99,
      non2xx: res.non2xx,
      errors: res.errors + res.timeouts,
      load: loadavg()[0],
    };
    results.push(row);
    log(
      `${label.padEnd(16)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  workerd CPU ${row.cpu.toFixed(1)} ms/req  ${row.non2xx || row.errors ? `NON-2XX ${row.non2xx} ERRORS ${row.errors}  ` : ''}load ${load()}`,
    );
  }
  return results;
}

// ---------------------------------------------------------------- Worker startup
/** A fresh Miniflare (new workerd, bundle parsed anew) until its first answer, in ms. */
async function startups(persistDir) {
  const times = [];
  for (let i = 0; i < STARTS; i++) {
    const t0 = performance.now();
    const site = await startSite({ persistDir });
    const ready = performance.now() - t0;
    const res = await fetch(`${site.url}/healthz`);
    await res.arrayBuffer();
    const first = performance.now() - t0;
    times.push({ ready, first });
    await site.dispose();
  }
  return {
    ready: median(times.map((t) => t.ready)),
    first: median(times.map((t) => t.first)),
    all: times.map((t) => t.first.toFixed(0)),
  };
}

// ---------------------------------------------------------------- streaming
/**
 * A fake upstream API (it stands for API_BASE_URL): any SWIFT code at once, the list of its
 * other codes (a secondary section, listed by bank) SLOW_MS late. Each run asks for another code
 * of another bank, so no run is served from the KV cache that an earlier one filled.
 */
async function fakeUpstream() {
  const record = (code) => ({
    code: `${code}XXX`,
    bic8: code,
    bank_code: code.slice(0, 4),
    country: 'DE',
    country_name: 'Germany',
    location: code.slice(6, 8),
    branch: 'XXX',
    is_primary_office: true,
    bank_name: 'BENCH BANK AG',
    branch_name: null,
    address: 'TAUNUSANLAGE 12',
    city: 'FRANKFURT AM MAIN',
    postcode: '60325',
    institution_active: true,
    bank: { country: 'de', slug: `bank-${code.toLowerCase()}`, name: 'BENCH BANK AG' },
    source: 'fake upstream',
    as_of: '2024',
  });
  const json = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // The page asks for the code as typed or with its head office's XXX (the loader normalises).
    const one = /^\/api\/v1\/swifts\/([A-Z0-9]{8})(?:XXX)?$/.exec(url.pathname);
    if (one) return json(res, 200, record(one[1]));
    if (url.pathname === '/api/v1/swifts') {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      const code = (url.searchParams.get('bank') ?? 'bank-bnchdeff').slice(5).toUpperCase();
      return json(res, 200, [{ ...record(code), code: `${code}500`, branch: '500' }], {
        total: '1',
        'page-number': '1',
        'per-page': '20',
        'total-pages': '1',
      });
    }
    return json(res, 404, { error: { code: 'not_found', message: 'not here' } });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/api/v1`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function streaming() {
  const upstream = await fakeUpstream();
  // Its own KV and D1 (fixtures): the fake answers must not land in npm start's cache.
  const persistDir = tempDir();
  const site = await startSite({ persistDir, vars: { API_BASE_URL: upstream.baseUrl }, onLog: () => {} });
  await seedFixtures(site.mf);
  const runs = [];
  try {
    for (let i = 0; i <= STREAM_RUNS; i++) {
      const code = `BNC${String.fromCharCode(65 + i)}DEFF`; // a new code each run (ISO 9362 form)
      const t0 = performance.now();
      const res = await fetch(`${site.url}/swifts/${code}`, { headers: BROWSER });
      const headers = performance.now() - t0;
      const { html, markerAt: shell, endAt: end } = await readStreamed(res, `SWIFT code ${code}XXX`, t0);
      const complete = html.includes(`${code}500`);
      // The first run warms the isolate (JIT, module init): reported, not counted.
      if (i > 0) runs.push({ headers, shell, end, complete, encoding: res.headers.get('content-encoding') });
    }
  } finally {
    await site.dispose();
    upstream.close();
  }
  return {
    headers: median(runs.map((r) => r.headers)),
    shell: median(runs.map((r) => r.shell)),
    end: median(runs.map((r) => r.end)),
    all: runs.map((r) => r.shell.toFixed(0)),
    complete: runs.every((r) => r.complete && r.shell > 0),
    encoding: runs[0]?.encoding ?? 'none',
  };
}

// ---------------------------------------------------------------- run
const persistDir = useImported ? importedDir : tempDir();
// Production's share of recorded views (README, Deploying: 1 in 100): every recorded view is a D1
// write, and the Worker's own default (every view) is for local development.
const PRODUCTION_VARS = { RECENT_VIEWS_SAMPLE: '0.01' };
const site = await startSite({ persistDir, vars: PRODUCTION_VARS });
if (!useImported) await seedFixtures(site.mf);
log(`serving ${site.url}; data: ${dataLabel}`);
let rows, boot, stream;
try {
  rows = (await samples(site.mf)).filter(wanted);
  // Warm-up: every path a few times (JIT, KV cache filled), so each row is steady state.
  for (const [label, p] of rows) {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(site.url + p, { headers: BROWSER });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${label} ${p} answered ${res.status}: pick another sample`);
    }
  }
  log(`${rows.length} rows, ${SECONDS} s each on ${CONNECTIONS} connections (autocannon)`);
  rows = await throughput(site.url, rows);
  const tail = (await distinctPaths(site.mf)).filter(wanted);
  log(
    `long tail: ${tail.length} rows of distinct URLs (${tail.map(([l, p]) => `${l.split(' ')[0]} ${p.length}`).join(', ')})`,
  );
  rows = [...rows, ...(await throughput(site.url, tail))];
} finally {
  await site.dispose();
}
if (!ONLY) {
  log(`Worker startup: ${STARTS} fresh Miniflare instances`);
  boot = await startups(persistDir);
  log(
    `startup median ${boot.first.toFixed(0)} ms to the first answer (runs: ${boot.all.join(', ')} ms), load ${load()}`,
  );
  log(`streaming: ${STREAM_RUNS} pages whose secondary section takes ${SLOW_MS} ms`);
  stream = await streaming();
  log(
    `streaming: headers median ${stream.headers.toFixed(0)} ms, shell median ${stream.shell.toFixed(0)} ms (runs: ${stream.all.join(', ')} ms), end ${stream.end.toFixed(0)} ms, load ${load()}`,
  );
}
for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });

// ---------------------------------------------------------------- summary
const trivial = rows[0];
const verdicts = [];
const verdict = (ok) => {
  verdicts.push(ok);
  return ok ? 'PASS' : 'FAIL';
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('');
console.log(
  `bench summary: ${SECONDS} s x ${CONNECTIONS} connections per row, data: ${useImported ? 'real import (.wrangler/state)' : 'test fixtures'}, ${cpus().length} CPUs, load average ${load()}`,
);
const head = [
  'row',
  'path',
  'req/s',
  'p50 ms',
  'p99 ms',
  'p99 budget',
  'ratio',
  'budget',
  'CPU ms/req',
  'CPU ratio',
  'JS KB gz',
  `<=${BUDGET_KB}`,
  'load1',
];
const table = rows.map((r) => {
  const ratio = r.rps / trivial.rps;
  const js = r.route ? firstLoadJs(r.route).total : null;
  const pageRow = r !== trivial && r.route;
  return [
    r.label,
    r.path.length > 34 ? `${r.path.slice(0, 33)}…` : r.path,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    r.route === 'search' ? verdict(r.p99 <= SEARCH_P99_BUDGET_MS) : '',
    r === trivial ? '1.00' : ratio.toFixed(2),
    pageRow ? verdict(ratio >= (r.miss ? MISS_RATIO_BUDGET : RATIO_BUDGET)) : '',
    r.miss ? `${r.cpu.toFixed(1)} ${verdict(r.cpu <= MISS_CPU_BUDGET_MS)}` : r.cpu.toFixed(1),
    r.cpu > 0 ? (trivial.cpu / r.cpu).toFixed(2) : '',
    js === null || r.miss ? '' : kb(js),
    js === null || r.miss ? '' : verdict(js / 1024 <= BUDGET_KB),
    r.load.toFixed(2),
  ];
});
const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of table) console.log(line(r));
console.log(
  `ratio: req/s of the row / req/s of the trivial route (budget ${RATIO_BUDGET} for hits, ${MISS_RATIO_BUDGET} for misses, whose CPU per request`,
);
console.log(
  `must also stay <= ${MISS_CPU_BUDGET_MS} ms, a third of the Workers free plan's 10 ms). CPU ratio: workerd CPU per request of the`,
);
console.log('trivial route / of the row, the same comparison without the other load on the machine.');
console.log(
  `p99 budget: the search page's rows (hits and misses) answer within ${SEARCH_P99_BUDGET_MS} ms at the 99th percentile.`,
);
const failedRows = rows.filter((r) => r.non2xx || r.errors);
if (failedRows.length) console.log(`non-2xx answers or socket errors in: ${failedRows.map((r) => r.label).join(', ')}`);
console.log('');
console.log(
  `Worker bundle          ${worker.gzipKib.toFixed(1)} KiB gzip (${worker.kib.toFixed(1)} KiB raw; ${worker.how})`,
);
if (boot && stream) {
  console.log(
    `Worker startup         ${boot.first.toFixed(0)} ms median, new Miniflare to its first answer (${boot.ready.toFixed(0)} ms of it until ready; runs ${boot.all.join(', ')} ms)`,
  );
  const shellOk = stream.complete && stream.shell <= SHELL_BUDGET_MS;
  console.log(
    `shell, 1 s secondary   ${stream.shell.toFixed(0)} ms median to the main record, ${stream.end.toFixed(0)} ms to the end (runs ${stream.all.join(', ')} ms; ${stream.encoding}): ${verdict(shellOk)} (budget ${SHELL_BUDGET_MS} ms)`,
  );
} else console.log(`BENCH_ROWS=${process.env.BENCH_ROWS}: startup and streaming not measured`);
const pages = rows.filter((r) => r.route && !r.miss);
const slowest = pages.reduce((a, b) => (b.rps < a.rps ? b : a));
console.log(
  `slowest page type      ${slowest.label}: ${slowest.rps.toFixed(0)} req/s, ratio ${(slowest.rps / trivial.rps).toFixed(2)}`,
);
const misses = rows.filter((r) => r.miss);
if (misses.length) {
  const slowestMiss = misses.reduce((a, b) => (b.rps < a.rps ? b : a));
  console.log(
    `slowest long-tail row  ${slowestMiss.label}: ${slowestMiss.rps.toFixed(0)} req/s, ratio ${(slowestMiss.rps / trivial.rps).toFixed(2)}, workerd CPU ${slowestMiss.cpu.toFixed(1)} ms per miss`,
  );
}
const failed = verdicts.filter((ok) => !ok).length;
console.log(
  `budgets: ${verdicts.length - failed} PASS, ${failed} FAIL; ${((Date.now() - started) / 1000).toFixed(0)} s in all, load average ${load()} at the end`,
);
if (failedRows.length) process.exitCode = 1;
