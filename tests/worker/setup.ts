import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll } from 'vitest';

declare module 'cloudflare:test' {
  interface ProvidedEnv {
    DB: D1Database;
    TEST_MIGRATIONS: D1Migration[];
    TEST_SEED: string[];
  }
}

// Real D1 (SQLite in workerd) with the project's migrations, then the fixture rows.
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM countries').all<{ n: number }>();
  if (results[0]?.n === 0) await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));
});
