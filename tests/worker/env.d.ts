/// <reference types="@cloudflare/vitest-pool-workers/types" />

// The bindings the tests see through `env` from cloudflare:test.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    CACHE: KVNamespace;
    TEST_MIGRATIONS: import('../../scripts/import/migrations').Migration[];
    TEST_SEED: string[];
  }
}
