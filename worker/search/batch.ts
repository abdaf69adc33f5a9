// Every section of a search asks D1 one or two questions; sent one by one they cost a round
// trip each (D1 runs them in turn anyway). A search's statements go through one StatementPlan:
// the statements queued in the same turn of the event loop are sent as one db.batch(), one
// round trip per search. Counts are queued apart (count(), with their SQL), and go further:
// they become one statement of scalar subqueries, since each statement in a batch has a cost
// of its own. Only D1's public API: statements are prepared and bound on the real database and
// handed to the plan, which resolves each with its result.

/** What one search asked of D1: round trips (batches), statements, rows read (D1's meta.rows_read). */
export interface D1Stats {
  roundTrips: number;
  statements: number;
  rowsRead: number;
}

export const newStats = (): D1Stats => ({ roundTrips: 0, statements: 0, rowsRead: 0 });

type Pending =
  | { statement: D1PreparedStatement; resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }
  | {
      count: { what: string; from: string; values: unknown[] };
      resolve: (n: number) => void;
      reject: (error: unknown) => void;
    };

/** D1 binds at most 100 parameters per statement: counts are merged only while they fit. */
const MAX_PARAMETERS = 100;

/** `sql` with its numbered parameters ?1, ?2, ... moved up by `offset`. */
const shift = (sql: string, offset: number) => sql.replace(/\?(\d+)/g, (_, n: string) => `?${Number(n) + offset}`);

export class StatementPlan {
  private queue: Pending[] = [];

  constructor(
    readonly db: D1DatabaseSession,
    readonly stats: D1Stats = newStats(),
  ) {}

  /** The rows of a statement prepared on `this.db`, sent with this turn's others. */
  all<T>(statement: D1PreparedStatement): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) =>
      this.enqueue({ statement, resolve: (rows: unknown[]) => resolve(rows as T[]), reject }),
    );
  }

  /**
   * `SELECT <what> <from>` as a number (what: an aggregate such as count(*); from: "FROM ... WHERE
   * ..." with numbered parameters ?1, ?2, ... bound to `values`), merged with this turn's other counts.
   */
  count(what: string, from: string, values: unknown[]): Promise<number> {
    return new Promise<number>((resolve, reject) => this.enqueue({ count: { what, from, values }, resolve, reject }));
  }

  private enqueue(pending: Pending): void {
    if (this.queue.length === 0) queueMicrotask(() => this.flush());
    this.queue.push(pending);
  }

  private flush(): void {
    const pending = this.queue;
    this.queue = [];
    const rows = pending.filter((p) => 'statement' in p);
    const counts = pending.filter((p) => 'count' in p);
    const statements = rows.map((p) => p.statement);
    // Counts as one statement of scalar subqueries while their parameters fit, else one each.
    const merged = counts.reduce((n, p) => n + p.count.values.length, 0) <= MAX_PARAMETERS;
    const countGroups = counts.length === 0 ? [] : merged ? [counts] : counts.map((p) => [p]);
    for (const group of countGroups) {
      let offset = 0;
      const columns = group.map((p, i) => {
        const sub = shift(`SELECT ${p.count.what} ${p.count.from}`, offset);
        offset += p.count.values.length;
        return `(${sub}) AS c${i}`;
      });
      statements.push(this.db.prepare(`SELECT ${columns.join(', ')}`).bind(...group.flatMap((p) => p.count.values)));
    }
    this.stats.roundTrips++;
    this.stats.statements += statements.length;
    this.db.batch(statements).then(
      (results) => {
        for (const r of results) this.stats.rowsRead += r.meta?.rows_read ?? 0;
        rows.forEach((p, i) => p.resolve(results[i]?.results ?? []));
        countGroups.forEach((group, g) => {
          const row = (results[rows.length + g]?.results[0] ?? {}) as Record<string, number>;
          group.forEach((p, i) => p.resolve(Number(row[`c${i}`] ?? 0)));
        });
      },
      (error: unknown) => {
        for (const p of pending) p.reject(error);
      },
    );
  }
}
