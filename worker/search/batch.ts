// Every section of a search asks D1 one or two questions; sent one by one they cost a round
// trip each (D1 runs them in turn anyway). This wrapper collects the statements prepared in the
// same turn of the event loop and sends them as one db.batch(): one round trip per search.
// It offers only what the searchers use: prepare(sql).bind(...).all() / .first(column?).

interface Pending {
  statement: D1PreparedStatement;
  resolve: (result: D1Result<unknown>) => void;
  reject: (error: unknown) => void;
}

export function batchingDb(db: D1Database): D1Database {
  let queue: Pending[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    db.batch(batch.map((p) => p.statement)).then(
      (results) => batch.forEach((p, i) => p.resolve(results[i] as D1Result<unknown>)),
      (error: unknown) => batch.forEach((p) => p.reject(error)),
    );
  };
  const run = (statement: D1PreparedStatement) =>
    new Promise<D1Result<unknown>>((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({ statement, resolve, reject });
    });
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    ({
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: () => run(statement),
      first: async (column?: string) => {
        const row = ((await run(statement)).results[0] ?? null) as Record<string, unknown> | null;
        return column === undefined ? row : (row?.[column] ?? null);
      },
    }) as unknown as D1PreparedStatement;
  return { prepare: (sql: string) => wrap(db.prepare(sql)) } as unknown as D1Database;
}
