// `npm run bench:scale`: the site at the real universe's size. Generates a synthetic dataset with
// the real sources' shapes (scripts/bench-scale/generate.ts), imports it through the normal
// importer into a local D1 in a temporary directory, then prints the import time and peak memory,
// the database size against D1's per-database limit, and p50/p95 of each lookup, of search and of
// the sitemap queries, one request at a time against the production build.
// Env: SCALE (default 1 = 2.8M LEIs ...; 0.1 for a quick run), BENCH_QUERIES (per kind, 100),
// DATA_DIR (the real data the small sources are copied from), KEEP=1 keeps the directory.
// The npm script gives Node a 12 GB heap: at SCALE=1 the search index step peaked at 6.8 GB
// (docs/decisions/scale.md), above Node's default limit of about 4 GB.
import { mkdtempSync, readdirSync, rmSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localDatabaseId, resolvePaths } from '../import/config';
import { runImport } from '../import/importer';
import { formatTallies } from '../import/tally';
import { pathToFileURL } from 'node:url';
import type { Miniflare } from 'miniflare';
import { generate, scaled } from './generate';

/** D1's maximum database size (Workers Paid; developers.cloudflare.com/d1/platform/limits). */
const D1_MAX_DB_BYTES = 10 * 1024 ** 3;

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const scale = Number(process.env.SCALE ?? 1);
const perKind = Number(process.env.BENCH_QUERIES ?? 100);
const started = performance.now();
// Each step's line states the memory held then (node + the workerd holding D1): where it grows.
const log = (line: string) =>
  console.error(
    `[${((performance.now() - started) / 1000).toFixed(1).padStart(6)}s ${mb(process.memoryUsage().rss).padStart(7)} +${mb(childRss()).padStart(7)}] ${line}`,
  );
const paths = resolvePaths();
const work = mkdtempSync(path.join(tmpdir(), 'bankcodes-scale-'));
const dataDir = path.join(work, 'data');
const persistDir = path.join(work, 'state');

/** Resident memory of this process's workerd children (the D1 engine), peak over the import. */
function childRss(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (!/^PPid:\s+(\d+)$/m.exec(status)?.[1] || Number(/^PPid:\s+(\d+)$/m.exec(status)![1]) !== process.pid)
        continue;
      total += Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

try {
  const sizes = scaled(scale);
  log(
    `bench:scale: SCALE=${scale}: ${Object.entries(sizes)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} in ${work}`,
  );
  const genStart = performance.now();
  await generate({ realDataDir: paths.dataDir, outDir: dataDir, sizes, log });
  const genSeconds = (performance.now() - genStart) / 1000;

  // Every golden-copy record is kept (not just the LEIs with a BIC): the universe, not the banks.
  process.env.GLEIF_GOLDEN_COPY_ALL = '1';
  let peakChildren = 0;
  const sampler = setInterval(() => (peakChildren = Math.max(peakChildren, childRss())), 500);
  const importStart = performance.now();
  const summary = await runImport({
    dataDir,
    persistDir,
    migrationsDir: paths.migrationsDir,
    databaseId: localDatabaseId(paths.repoRoot),
    log,
  });
  clearInterval(sampler);
  const importSeconds = (performance.now() - importStart) / 1000;
  const peakNode = process.resourceUsage().maxRSS * 1024;
  console.log(formatTallies(summary.tallies));

  const d1Dir = path.join(persistDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const dbBytes = readdirSync(d1Dir)
    .filter((f) => f.endsWith('.sqlite'))
    .reduce((n, f) => n + statSync(path.join(d1Dir, f)).size, 0);

  log('bench:scale: starting the production build on that D1');
  // Imported at run time from the checkout: serve.mjs finds dist/ relative to itself, which a
  // bundled copy (scripts/run-ts.mjs) would not.
  const serve = (await import(pathToFileURL(path.join(paths.repoRoot, 'scripts', 'serve.mjs')).href)) as {
    startSite(o: { persistDir: string }): Promise<{ url: string; mf: Miniflare; dispose(): Promise<void> }>;
  };
  const site = await serve.startSite({ persistDir });
  const db = await site.mf.getD1Database('DB');
  const col = async (sql: string) => (await db.prepare(sql).all()).results.map((r) => String(Object.values(r)[0]));
  // Random rows by rowid (a sort by random() would scan 2.8M rows per kind).
  const sample = (table: string, column: string) =>
    col(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${perKind * 2})
         SELECT ${column} FROM ${table} WHERE rowid IN (SELECT abs(random()) % (SELECT max(rowid) FROM ${table}) + 1 FROM n) LIMIT ${perKind}`);
  const time = async (url: string) => {
    const t = performance.now();
    const res = await fetch(`${site.url}${url}`);
    await res.arrayBuffer();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    return ms;
  };
  const bankKeys = (
    await db
      .prepare(`SELECT lower(country) AS c, slug FROM banks ORDER BY random() LIMIT ${perKind}`)
      .all<{ c: string; slug: string }>()
  ).results;
  const kinds: [string, string[]][] = [
    ['swift lookup', (await sample('swifts', 'code')).map((c) => `/api/v1/swifts/${c}`)],
    ['bin lookup', (await sample('bins', 'iin_start')).map((c) => `/api/v1/bins/${c.slice(0, 8)}`)],
    ['ifsc lookup', (await sample('ifscs', 'code')).map((c) => `/api/v1/ifscs/${c}`)],
    ['routing lookup', (await sample('routings', 'routing_number')).map((c) => `/api/v1/us_routings/${c}`)],
    ['lei lookup', (await sample('leis', 'code')).map((c) => `/api/v1/leis/${c}`)],
    ['bank lookup', bankKeys.map((b) => `/api/v1/banks/${b.c}/${b.slug}`)],
    ['search (code prefix)', (await sample('leis', 'substr(code, 1, 8)')).map((q) => `/api/v1/search?q=${q}`)],
    [
      'search (bank name)',
      bankKeys.map((b) => `/api/v1/search?q=${encodeURIComponent(b.slug.split('-').slice(0, 2).join(' '))}`),
    ],
  ];
  const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const chunks = [...index.matchAll(/<loc>[^<]*(\/sitemap-[^<]+\.xml)<\/loc>/g)].map((m) => m[1]!);
  // Each chunk once, uncached (the first request builds it from D1): spread over every source.
  kinds.push([
    'sitemap chunk (uncached)',
    chunks.filter((_, i) => i % Math.max(1, Math.floor(chunks.length / perKind)) === 0).slice(0, perKind),
  ]);
  const rows: string[] = [];
  for (const [label, urls] of kinds) {
    for (const u of urls.slice(0, 3)) await time(u).catch(() => 0); // warm the code path
    const times: number[] = [];
    for (const u of urls) times.push(await time(u));
    rows.push(
      `${label.padEnd(26)} ${String(times.length).padStart(4)} ${pct(times, 50).toFixed(1).padStart(7)} ${pct(times, 95).toFixed(1).padStart(7)} ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(7)}`,
    );
    log(`bench:scale: ${label} done`);
  }
  const sitemapIndexMs = await time('/sitemap.xml');
  await site.dispose();

  const counts = Object.entries(summary.rows)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
  console.log(`\nbench:scale at SCALE=${scale} (${counts})`);
  console.log(`generate            ${genSeconds.toFixed(1)} s`);
  console.log(
    `import              ${importSeconds.toFixed(1)} s; peak memory: importer (node) ${mb(peakNode)}, workerd (D1) ${mb(peakChildren)}`,
  );
  console.log(
    `database size       ${mb(dbBytes)} of D1's ${mb(D1_MAX_DB_BYTES)} per database (${((100 * dbBytes) / D1_MAX_DB_BYTES).toFixed(1)} %); a publish holds two copies while it loads: ${((200 * dbBytes) / D1_MAX_DB_BYTES).toFixed(1)} %`,
  );
  console.log(`sitemap index       ${sitemapIndexMs.toFixed(1)} ms (${chunks.length} chunks)`);
  console.log('\nround trip, one request at a time, production build on workerd, ms');
  console.log(
    `${'request'.padEnd(26)} ${'n'.padStart(4)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`,
  );
  for (const r of rows) console.log(r);
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (process.env.KEEP === '1') console.error(`kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
