// A local D1 (Miniflare, the file wrangler uses) driven through a tiny Worker: the SQL travels in
// a request body and the rows come back as JSON. Not Miniflare's D1 proxy (getD1Database): under
// vitest its synchronous property fetches failed ("message?.id === id") after an earlier
// Miniflare had been disposed in the same process, and plain requests need no proxy at all.
import path from 'node:path';
import { Miniflare } from 'miniflare';

const SCRIPT = `export default {
  async fetch(request, env) {
    const { sql, batch } = await request.json();
    try {
      if (batch) {
        await env.DB.batch(batch.map((s) => env.DB.prepare(s)));
        return Response.json({ results: [] });
      }
      return Response.json({ results: (await env.DB.prepare(sql).all()).results });
    } catch (error) {
      return Response.json({ error: String(error && error.message || error) }, { status: 500 });
    }
  },
};`;

export interface SqlWorker {
  query<T>(sql: string): Promise<T[]>;
  /** Statements in one D1 batch: one transaction, all or nothing. */
  batch(statements: readonly string[]): Promise<void>;
  dispose(): Promise<void>;
}

export async function openSqlWorker(persistDir: string, databaseId: string): Promise<SqlWorker> {
  const mf = new Miniflare({
    modules: true,
    script: SCRIPT,
    d1Databases: { DB: databaseId },
    d1Persist: path.join(persistDir, 'v3', 'd1'),
  });
  const call = async (body: unknown) => {
    const res = await mf.dispatchFetch('http://local/', { method: 'POST', body: JSON.stringify(body) });
    const json = (await res.json()) as { results?: unknown[]; error?: string };
    if (json.error !== undefined) throw new Error(json.error);
    return json.results ?? [];
  };
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose();
    throw error;
  }
  return {
    query: async <T>(sql: string) => (await call({ sql })) as T[],
    batch: async (statements) => void (await call({ batch: statements })),
    dispose: () => mf.dispose(),
  };
}
