// Explicit statement plans: a query as its statements and the mapping of their rows, so that the
// statements one answer needs go to D1 together in one db.batch() (one round trip; D1 runs a
// batch's statements in order, in one transaction). A miss of an IFSC page made four to five
// round trips before (docs/decisions/long-tail.md), each costing the Worker its request glue.

/** Statements and what their rows become. */
export interface Read<T> {
  statements: D1PreparedStatement[];
  map: (rowsets: unknown[][]) => T;
}

/** The first row mapped (null when there is none), like D1's .first(). */
export function first<R, T>(statement: D1PreparedStatement, map: (row: R | null) => T): Read<T> {
  return { statements: [statement], map: ([rows]) => map((rows?.[0] as R | undefined) ?? null) };
}

/** Every row mapped, like D1's .all(). */
export function all<R, T>(statement: D1PreparedStatement, map: (rows: R[]) => T): Read<T> {
  return { statements: [statement], map: ([rows]) => map((rows ?? []) as R[]) };
}

type Answers<T extends readonly Read<unknown>[]> = { -readonly [K in keyof T]: T[K] extends Read<infer U> ? U : never };

/** The reads in one round trip, their answers in the same order. */
export async function batch<const T extends readonly Read<unknown>[]>(
  db: D1DatabaseSession,
  reads: T,
): Promise<Answers<T>> {
  const results = await db.batch(reads.flatMap((r) => r.statements));
  let at = 0;
  return reads.map((r) => {
    const rowsets = results.slice(at, at + r.statements.length).map((res) => res.results ?? []);
    at += r.statements.length;
    return r.map(rowsets);
  }) as Answers<T>;
}

/** One read alone. */
export async function run<T>(db: D1DatabaseSession, read: Read<T>): Promise<T> {
  const [answer] = await batch(db, [read] as const);
  return answer;
}
