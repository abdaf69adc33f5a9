// Reconciliation: for every source file, rows read = rows stored + rows rejected (by reason).
// Tallies are kept while parsing and checked against the row counts in the database before the
// swap, so a row cannot disappear without a reason being counted.
import type { SourceFile } from '../../shared/records/site';

/** One source file's reconciliation, as GET /api/v1/sources shows it (shared/records/site.ts). */
export type FileTally = SourceFile;

export function newTally(file: string, table: string, source: string | null): FileTally {
  return { file, table, source, read: 0, stored: 0, rejected: {} };
}

export function reject(tally: FileTally, reason: string): void {
  tally.rejected[reason] = (tally.rejected[reason] ?? 0) + 1;
}

/** Counts a stored row that carries a warning: it stays in `stored`, the flag is extra. */
export function flag(tally: FileTally, reason: string): void {
  tally.flagged ??= {};
  tally.flagged[reason] = (tally.flagged[reason] ?? 0) + 1;
}

export function rejectedTotal(tally: FileTally): number {
  return Object.values(tally.rejected).reduce((sum, n) => sum + n, 0);
}

/** Throws unless read = stored + rejected for every tally. */
export function assertBalanced(tallies: readonly FileTally[]): void {
  for (const t of tallies) {
    if (t.read !== t.stored + rejectedTotal(t)) {
      throw new Error(
        `reconciliation failed for ${t.file}: read ${t.read} != stored ${t.stored} + rejected ${rejectedTotal(t)}`,
      );
    }
  }
}

/** The reconciliation table printed at the end of an import. */
export function formatTallies(tallies: readonly FileTally[]): string {
  const header = ['source file', 'table', 'read', 'stored', 'rejected', 'reasons'];
  const rows = tallies.map((t) => [
    t.file,
    t.table,
    String(t.read),
    String(t.stored),
    String(rejectedTotal(t)),
    [
      ...Object.entries(t.rejected)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([reason, n]) => `${reason} ${n}`),
      ...Object.entries(t.flagged ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([reason, n]) => `flagged ${reason} ${n}`),
    ].join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = new Set([2, 3, 4]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
