// One page of a code list: every list of worker/db reads its rows the same way, a SELECT under
// the list's filter (./filter.ts) in the list's order, LIMIT and OFFSET bound after the filter's
// own numbered arguments.
import type { Where } from './filter';

export async function listPage<R>(
  db: D1Database,
  select: string,
  w: Pick<Where, 'sql' | 'args'>,
  order: string,
  limit: number,
  offset: number,
): Promise<R[]> {
  const n = w.args.length;
  const { results } = await db
    .prepare(`${select} ${w.sql} ${order} LIMIT ?${n + 1} OFFSET ?${n + 2}`)
    .bind(...w.args, limit, offset)
    .all<R>();
  return results;
}
