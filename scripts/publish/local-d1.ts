// A local D1 (Miniflare, the file wrangler uses) read and written with plain SQL strings, as the
// publish step needs. It opens the database the importer's way (../import/d1.ts openLocalD1:
// statements travel in requests to a tiny Worker, not through Miniflare's D1 proxy, whose
// synchronous property fetches also failed under vitest after an earlier Miniflare had been
// disposed in the same process).
import { openLocalD1 } from '../import/d1';

export interface SqlWorker {
  query<T>(sql: string): Promise<T[]>;
  /** Statements in one D1 batch: one transaction, all or nothing. */
  batch(statements: readonly string[]): Promise<void>;
  dispose(): Promise<void>;
}

export async function openSqlWorker(persistDir: string, databaseId: string): Promise<SqlWorker> {
  const { db, dispose } = await openLocalD1(persistDir, databaseId);
  return {
    query: async <T>(sql: string) => (await db.prepare(sql).all<T>()).results,
    batch: async (statements) => void (await db.batch(statements.map((s) => db.prepare(s)))),
    dispose,
  };
}
