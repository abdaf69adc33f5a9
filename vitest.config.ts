import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { readMigrations } from './scripts/import/migration-files';
import { seedStatements } from './tests/fixtures/seed';
import { LongFirstSequencer } from './tests/long-first';

// Three kinds of tests, each its own project:
// - unit:   pure modules (validators, importer parsers) in Node
// - worker: the Worker in workerd with a real D1 (migrations applied, fixture rows seeded)
// - e2e:    the production build served by Miniflare, over HTTP and in Chromium
const seed = seedStatements();

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
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // SERVER_TIMING: the search tests read the D1 work it states (production sends none).
              bindings: { TEST_MIGRATIONS: readMigrations('migrations'), TEST_SEED: seed, SERVER_TIMING: 'true' },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}', 'shared/kinds/**/*.worker.test.{ts,tsx}'],
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
