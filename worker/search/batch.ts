// Every section of a search asks D1 one or two questions; sent one by one they cost a round
// trip each (D1 runs them in turn anyway). This wrapper collects the statements prepared in the
// same turn of the event loop and sends them as one db.batch(): one round trip per search.
// The counts ("SELECT count(*) AS n FROM ...", one per section) go further: they become one
// statement of scalar subqueries, since each statement in a batch has a cost of its own.
// It offers only what the searchers use: prepare(sql).bind(...).all() / .first(column?).

interface Pending {
  sql: string;
  values: unknown[];
  resolve: (result: D1Result<unknown>) => void;
  reject: (error: unknown) => void;
}

const MAX_PARAMETERS = 100;
const COUNT = /^SELECT count\(\*\) AS n (FROM [\s\S]*)$/;

/** `sql` with its numbered parameters ?1, ?2, ... moved up by `offset`. */
const shift = (sql: string, offset: number) => sql.replace(/\?(\d+)/g, (_, n: string) => `?${Number(n) + offset}`);

/** What one search asked of D1: round trips (batches), statements, rows read (D1's meta.rows_read). */
export interface D1Stats {
  roundTrips: number;
  statements: number;
  rowsRead: number;
}

export const newStats = (): D1Stats => ({ roundTrips: 0, statements: 0, rowsRead: 0 });

export function batchingDb(db: D1Database, stats: D1Stats = newStats()): D1Database {
  let queue: Pending[] = [];
  const flush = () => {
    const pending = queue;
    queue = [];
    // D1 binds at most 100 parameters per statement: merge the counts only while they fit.
    const countable = pending.filter((p) => COUNT.test(p.sql));
    const merge = countable.length > 1 && countable.reduce((n, p) => n + p.values.length, 0) <= MAX_PARAMETERS;
    const counts = merge ? countable : [];
    const others = merge ? pending.filter((p) => !COUNT.test(p.sql)) : pending;
    const statements = others.map((p) => db.prepare(p.sql).bind(...p.values));
    if (counts.length > 0) {
      let offset = 0;
      const columns = counts.map((p, i) => {
        const sub = shift(`SELECT count(*) ${COUNT.exec(p.sql)![1]}`, offset);
        offset += p.values.length;
        return `(${sub}) AS c${i}`;
      });
      statements.push(db.prepare(`SELECT ${columns.join(', ')}`).bind(...counts.flatMap((p) => p.values)));
    }
    stats.roundTrips++;
    stats.statements += statements.length;
    db.batch(statements).then(
      (results) => {
        for (const r of results) stats.rowsRead += r.meta?.rows_read ?? 0;
        others.forEach((p, i) => p.resolve(results[i] as D1Result<unknown>));
        const row = (results[others.length]?.results[0] ?? {}) as Record<string, number>;
        counts.forEach((p, i) =>
          p.resolve({ results: [{ n: row[`c${i}`] ?? 0 }], success: true, meta: {} } as unknown as D1Result<unknown>),
        );
      },
      (error: unknown) => pending.forEach((p) => p.reject(error)),
    );
  };
  const run = (sql: string, values: unknown[]) =>
    new Promise<D1Result<unknown>>((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({ sql, values, resolve, reject });
    });
  const statement = (sql: string, values: unknown[]): D1PreparedStatement =>
    ({
      bind: (...more: unknown[]) => statement(sql, [...values, ...more]),
      all: () => run(sql, values),
      first: async (column?: string) => {
        const row = ((await run(sql, values)).results[0] ?? null) as Record<string, unknown> | null;
        return column === undefined ? row : (row?.[column] ?? null);
      },
    }) as unknown as D1PreparedStatement;
  return { prepare: (sql: string) => statement(sql, []) } as unknown as D1Database;
}
