// npm run load: a mixed page and API workload against the production build under plain
// Miniflare (scripts/serve.mjs; ../shared/TOOLCHAIN.md gotcha 7), 64 connections for
// LOAD_SECONDS (20) seconds, with autocannon. Prints req/s, latency p50/p99, errors and
// the resident memory of workerd before and after (it should stay flat: no leak per request).
//   LOAD_SECONDS=60 LOAD_CONNECTIONS=64 LOAD_ONLY=pages|api npm run load    --no-build to reuse dist/
// Soak mode (`npm run load -- --soak`): 10 minutes (LOAD_SECONDS overrides) on 16 connections, every other request a
// page nobody asked for before (SWIFT, IFSC, bank, BIN, routing pages drawn from the data: page-cache
// misses, as crawlers make them), and every LOAD_SAMPLE_SECONDS (30) workerd's RSS beside the
// Worker isolate's JS heap after a full garbage collection (V8's inspector: HeapProfiler.collectGarbage,
// Runtime.getHeapUsage), so what the Worker holds is told apart from what the runtime keeps.
// Data: the local D1 that `npm start` imported (.wrangler/state) when there is one, else
// the test fixtures (tests/fixtures/seed) seeded into a temporary directory.
import autocannon from 'autocannon';
import { buildProduction, startSite } from './serve.mjs';
import { seedFixtures, siteData } from './lib/site-data.mjs';
import { myWorkerdProcesses } from './lib/processes.mjs';
import { connectInspector, retainedHeapMb } from './inspector.mjs';
import { headlinePages, longTailPages } from './sample-pages.mjs';

const SOAK = process.argv.includes('--soak');
const SECONDS = Number(process.env.LOAD_SECONDS || (SOAK ? 600 : 20));
const SAMPLE_SECONDS = Number(process.env.LOAD_SAMPLE_SECONDS || (SOAK ? 30 : 5));
const INSPECTOR_PORT = Number(process.env.LOAD_INSPECTOR_PORT || 9230);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || (SOAK ? 16 : 64));
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The mix: mostly detail pages, as search traffic lands there; some lists, a 404 and the API. */
const WORKLOAD = [
  '/swifts/DEUTDEFF',
  '/api/v1/swifts/DEUTDEFF',
  '/',
  '/banks/de/deutsche-bank-ag', // replaced by the bank of the data being served (headlinePages)
  '/api/v1/banks?country=de&page=1&page_size=50',
  '/de/swifts/DEUTDEFF',
  '/banks/de',
  '/api/v1/countries',
  '/swifts/AAAADEFF', // a 404 page: not an error
  '/countries',
  '/api/v1/home_page',
  '/swifts/DEUTDEFFXXX',
];

// LOAD_ONLY=pages or LOAD_ONLY=api narrows the mix, to tell which side a change affects.
const only = process.env.LOAD_ONLY;
const workload = WORKLOAD.filter((p) => !only || (only === 'api') === p.startsWith('/api/'));

/** Resident set size (MB) of the workerd processes started by this process. */
function workerdRssMb() {
  let kb = 0;
  for (const [, , rss] of myWorkerdProcesses()) kb += Number(rss);
  return kb / 1024;
}

if (!process.argv.includes('--no-build')) buildProduction();
const data = siteData('load');
const site = await startSite({ persistDir: data.persistDir, ...(SOAK ? { inspectorPort: INSPECTOR_PORT } : {}) });
if (!data.imported) await seedFixtures(site.mf);
console.log(
  `load: ${site.url}, data from ${data.imported ? '.wrangler/state (npm start import)' : 'the test fixtures'}`,
);

try {
  // Warm-up: every path once (JIT, KV cache filled) so the first figure is steady state.
  // The fixtures' bank slug is not the import's: the mix asks for a bank page that exists.
  const bankPage = (await headlinePages(await site.mf.getD1Database('DB'))).find(([label]) => label === 'bank')[1];
  for (const list of [WORKLOAD, workload]) {
    const at = list.indexOf('/banks/de/deutsche-bank-ag');
    if (at >= 0) list[at] = bankPage;
  }
  for (const p of WORKLOAD) {
    const res = await fetch(site.url + p, { headers: BROWSER });
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`${p} answered ${res.status} before the load started`);
  }
  const rssStart = workerdRssMb();
  // Soak: every other request a page not asked for before (a miss), spread over the tables.
  const drawn = Date.now();
  const distinct = SOAK ? await longTailPages(await site.mf.getD1Database('DB')) : [];
  if (SOAK) console.log(`load: ${distinct.length} long-tail pages drawn from the data in ${Date.now() - drawn} ms`);
  let nextDistinct = 0;
  let turn = 0;
  const inspector = SOAK ? await connectInspector(INSPECTOR_PORT) : null;
  // workerd serves its inspector from the isolate's thread, which an idle isolate does not run:
  // the first and last samples (no load) waited for a request that never came. One wakes it.
  const heapAwake = async () =>
    (await Promise.all([retainedHeapMb(inspector), fetch(`${site.url}/healthz`).then((r) => r.arrayBuffer())]))[0];
  const t0 = Date.now();
  const samples = [];
  const sample = async () => {
    const row = {
      s: Math.round((Date.now() - t0) / 1000),
      rss: workerdRssMb(),
      heap: inspector ? (await heapAwake()).used : null,
      misses: nextDistinct,
    };
    samples.push(row);
    if (SOAK)
      console.log(
        `load: ${String(row.s).padStart(4)} s  workerd RSS ${row.rss.toFixed(0).padStart(5)} MB  Worker JS heap ${row.heap.toFixed(1).padStart(6)} MB (after GC)  ${row.misses} distinct pages asked`,
      );
  };
  if (SOAK) await sample();
  // Sampled every SAMPLE_SECONDS: growth that levels off is the heap settling; a steady climb is a leak.
  const sampler = setInterval(() => void sample(), SAMPLE_SECONDS * 1000);
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BROWSER,
    requests: SOAK
      ? [
          {
            setupRequest: (req) => ({
              ...req,
              // Even turns walk the whole mix (odd indexes only, before: the mix's other half never ran).
              path: turn++ % 2 ? distinct[nextDistinct++ % distinct.length] : workload[(turn >> 1) % workload.length],
            }),
          },
        ]
      : workload.map((p) => ({ method: 'GET', path: p })),
  });
  clearInterval(sampler);
  if (SOAK) await sample();
  inspector?.close();
  const rssEnd = workerdRssMb();
  const errors = result.errors + result.timeouts + result['5xx'];
  const figures = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx (the 404 page)': result['4xx'],
    errors: `${errors} (5xx ${result['5xx']}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
    'workerd RSS MB': `${rssStart.toFixed(0)} at start, ${rssEnd.toFixed(0)} at end (every ${SAMPLE_SECONDS} s: ${samples.map((r) => r.rss.toFixed(0)).join(', ')})`,
  };
  if (SOAK) {
    const heaps = samples.map((r) => r.heap);
    const late = heaps.slice(Math.floor(heaps.length / 2));
    figures['distinct pages'] =
      `${Math.min(nextDistinct, distinct.length)} of ${distinct.length} drawn (${nextDistinct} asked)`;
    figures['Worker JS heap MB'] =
      `${heaps[0].toFixed(1)} at start, ${heaps.at(-1).toFixed(1)} at end, ${Math.min(...late).toFixed(1)}-${Math.max(...late).toFixed(1)} over the second half (after GC, every ${SAMPLE_SECONDS} s: ${heaps.map((h) => h.toFixed(1)).join(', ')})`;
  }
  for (const [k, v] of Object.entries(figures)) console.log(`load: ${k.padEnd(20)} ${v}`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await site.dispose();
  data.remove();
}
