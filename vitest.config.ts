import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { readMigrations } from './scripts/import/migration-files';
import { seedStatements } from './tests/fixtures/seed';
import { LongFirstSequencer } from './tests/long-first';

// Three kinds of tests, each its own project:
// - unit:   pure modules (validators, importer parsers) in Node
// - worker: the Worker in workerd with a real D1 (migrations applied, fixture rows seeded), in two
//           projects: worker (a runtime shared by files) and worker-own-runtime (one per file)
// - e2e:    the production build served by Miniflare, over HTTP and in Chromium
const seed = seedStatements();

/** The Worker in workerd with the seeded D1, as each Worker test project runs it. */
const workerPool = () =>
  cloudflareTest(async () => ({
    main: './worker/index.ts',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      // SERVER_TIMING: the search tests read the D1 work it states (production sends none).
      bindings: { TEST_MIGRATIONS: readMigrations('migrations'), TEST_SEED: seed, SERVER_TIMING: 'true' },
    },
  }));

// The Worker's test files, a kind's own (shared/kinds/<kind>/tests/*.worker.test.ts) included.
const WORKER_FILES = ['tests/worker/**/*.test.{ts,tsx}', 'shared/kinds/**/*.worker.test.{ts,tsx}'];

/**
 * The Worker test files that each run in a runtime of their own (the projects below say why): those
 * that write to the D1 (rows of their own, a fixture row changed and put back, a new import) and
 * render pages from it. The search and suggestion files that add records share the runtime: they
 * ask the API (or pages of words only their records hold), and take their records out and
 * rebuild the index after their tests (tests/worker/search-index-fixture.ts ownRecords), which
 * tests/worker/shared-runtime.ts checks. A runtime of its own costs a file ~5 s (workerd started,
 * the setup's modules loaded). hostile.test.ts only reads: its 855 requests used to leave a
 * runtime several times slower for the files after it, which was the test pool's entrypoint
 * wrapper adding a Proxy per request (patches/@cloudflare+vitest-pool-workers+0.15.1.patch), so
 * it shares a runtime now.
 */
const OWN_RUNTIME = [
  'shared/kinds/bin/tests/api.worker.test.ts',
  'tests/worker/answer-first.test.ts',
  'tests/worker/api.test.ts',
  'tests/worker/list-counts.test.ts',
  'tests/worker/openapi.test.ts',
  'tests/worker/page-cache.test.ts',
  'tests/worker/sitemap-chunks.test.ts',
  'tests/worker/typography.test.ts',
  'tests/worker/validate.test.ts',
];
// A renamed file would otherwise drop out of the list, into the shared runtime, without a word.
for (const file of OWN_RUNTIME) if (!existsSync(file)) throw new Error(`OWN_RUNTIME lists ${file}, which is missing`);

export default defineConfig({
  test: {
    // A file per core, not vitest's default of one fewer: a test process mostly waits on the
    // workerd and Chromium processes it drives, so on two cores the default ran one file at a time.
    maxWorkers: availableParallelism(),
    // The e2e files run side by side with the unit and Worker files (one group): the longest first.
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // A kind's own tests live beside it (shared/kinds/<kind>/); *.worker.test.ts run in workerd.
          include: ['tests/unit/**/*.test.{ts,tsx}', 'shared/kinds/**/*.test.{ts,tsx}'],
          exclude: ['**/*.worker.test.{ts,tsx}', '**/node_modules/**'],
          environment: 'node',
        },
      },
      // The Worker's tests in two projects. Starting workerd and loading the app costs a file ~3 s,
      // so the files that only read share one runtime per test process (isolate: false: its D1,
      // KV and module state carry over from file to file). A file that changes what the Worker
      // stores and renders pages from it (even when it puts the rows back afterwards: between the
      // change and the restore the page cache and the data version an isolate keeps can take it
      // in) is listed in OWN_RUNTIME and gets a runtime of its own, with the fixture database
      // fresh; the search files that add records and take them out again share the runtime (see
      // OWN_RUNTIME). tests/worker/shared-runtime.ts fails a shared file that leaves the D1 changed.
      {
        plugins: [workerPool()],
        test: {
          name: 'worker',
          include: WORKER_FILES,
          exclude: [...OWN_RUNTIME, '**/node_modules/**'],
          setupFiles: ['tests/worker/setup.ts', 'tests/worker/shared-runtime.ts'],
          isolate: false,
        },
      },
      {
        plugins: [workerPool()],
        test: {
          name: 'worker-own-runtime',
          include: OWN_RUNTIME,
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The fixture database, made once and copied for each site (tests/e2e/site.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
