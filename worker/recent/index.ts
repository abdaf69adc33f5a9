import type { BankRef } from '../../shared/api-types';
import type { Env } from '../env';

// "Recently searched" on the home page: the detail records visitors looked up, newest first.
// Recorded through ctx.waitUntil, so a page never waits for the write; one row per record
// (a second view only moves it up); each kind capped at KEEP rows.

export type ViewKind = 'bin' | 'swift' | 'bank';
const KEEP = 20;

export interface View {
  kind: ViewKind;
  key: string;
  label: string | null;
}

/** The record a successful detail answer is about, if it is one of the recorded kinds. */
export function viewOf(path: string, data: unknown): View | null {
  const record = (data ?? {}) as {
    code?: unknown;
    name?: unknown;
    bank_name?: unknown;
    number?: unknown;
    bin?: unknown;
  };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  let m = /^swifts\/([^/]+)$/.exec(path);
  if (m)
    return { kind: 'swift', key: text(record.code) ?? decodeURIComponent(m[1] ?? ''), label: text(record.bank_name) };
  m = /^bins\/(\d{6,8})/.exec(path);
  // Only the BIN itself is kept, never more digits of a card number.
  if (m)
    return {
      kind: 'bin',
      key: m[1] ?? '',
      label: text((record as { issuer_bank?: unknown }).issuer_bank) ?? text(record.bank_name),
    };
  m = /^banks\/([a-z]{2})\/([^/]+)$/.exec(path);
  if (m) return { kind: 'bank', key: `${m[1]}/${decodeURIComponent(m[2] ?? '')}`, label: text(record.name) };
  return null;
}

/** The record a page path shows, for a page served without its API answer (the page cache). */
export function viewFromPath(path: string): View | null {
  let m = /^\/swifts\/([A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/.exec(path);
  if (m) {
    const code = (m[1] ?? '').toUpperCase();
    return { kind: 'swift', key: code.length === 8 ? `${code}XXX` : code, label: null };
  }
  m = /^\/bins\/(\d{6}|\d{8})$/.exec(path);
  if (m) return { kind: 'bin', key: m[1] ?? '', label: null };
  m = /^\/banks\/([a-z]{2})\/([a-z0-9-]+)$/.exec(path);
  if (m) return { kind: 'bank', key: `${m[1]}/${m[2]}`, label: null };
  return null;
}

/**
 * The share of views recorded (RECENT_VIEWS_SAMPLE, 0 to 1; default 1 = every view). Every
 * recorded view is a write on D1's single primary: at 10M page views a day production records
 * 1 in 100 (docs/decisions/recent-views-writes.md), which still renews the 20-entry lists
 * every few seconds.
 */
function sampleRate(raw: string | undefined): number {
  const n = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

/**
 * The one place a view is recorded (a page's, whatever answered it, and a browser's API lookup):
 * sampled first, so that a view left out costs nothing, not even reading the record it is about.
 * `view` runs at once when sampled (a response to read must be cloned before it is sent); the
 * write goes through ctx.waitUntil, so no answer waits for it.
 */
export function noteView(
  env: Pick<Env, 'DB' | 'RECENT_VIEWS_SAMPLE'>,
  ctx: ExecutionContext,
  view: () => View | null | Promise<View | null>,
): void {
  const sample = sampleRate(env.RECENT_VIEWS_SAMPLE);
  if (sample < 1 && Math.random() >= sample) return;
  let viewed: Promise<View | null>;
  try {
    viewed = Promise.resolve(view());
  } catch (error) {
    viewed = Promise.reject(error);
  }
  ctx.waitUntil(
    viewed.then((v) => v && write(env.DB, v)).catch((error) => console.warn('recording a view failed', error)),
  );
}

/** One row per record (a second view only moves it up); each kind capped at KEEP rows. */
async function write(db: D1DatabaseSession, view: View): Promise<void> {
  const now = Date.now();
  await db.batch([
    db
      .prepare(
        `INSERT INTO recent_views (kind, key, label, viewed_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (kind, key) DO UPDATE SET label = COALESCE(excluded.label, recent_views.label), viewed_at = excluded.viewed_at`,
      )
      .bind(view.kind, view.key.slice(0, 100), view.label?.slice(0, 200) ?? null, now),
    db
      .prepare(
        `DELETE FROM recent_views WHERE kind = ?1 AND key NOT IN
           (SELECT key FROM recent_views WHERE kind = ?1 ORDER BY viewed_at DESC LIMIT ?2)`,
      )
      .bind(view.kind, KEEP),
  ]);
}

export interface RecentlyViewed {
  bins: string[];
  swifts: string[];
  banks: BankRef[];
}

export async function readRecent(db: D1DatabaseSession, limit = 10): Promise<RecentlyViewed> {
  const { results } = await db
    .prepare(
      `SELECT kind, key, label FROM (
         SELECT kind, key, label, viewed_at, row_number() OVER (PARTITION BY kind ORDER BY viewed_at DESC) AS n FROM recent_views
       ) WHERE n <= ?1 ORDER BY viewed_at DESC`,
    )
    .bind(limit)
    .all<{ kind: ViewKind; key: string; label: string | null }>();
  const recent: RecentlyViewed = { bins: [], swifts: [], banks: [] };
  for (const r of results) {
    if (r.kind === 'bin') recent.bins.push(r.key);
    else if (r.kind === 'swift') recent.swifts.push(r.key);
    else {
      const [country = '', slug = ''] = r.key.split('/');
      recent.banks.push({ country, slug, name: r.label ?? slug });
    }
  }
  return recent;
}
