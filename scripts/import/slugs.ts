// Stable bank URLs across imports (docs/bank-identity.md, "Stable slugs").
//
// Every source hands out slugs from the bank's name, strongest evidence first in a country
// (banks.ts), so one new namesake or a changed ranking could move a slug to another bank, and a
// rename moves the bank to a new slug. Here, after all sources ran, the slugs are settled
// against the previously served data, which the importer reads from the database before it
// builds the new tables aside:
//  1. A bank whose identity key (banks.identity_key) was served under a slug that its current
//     name still yields (same name part, whatever city or code suffix told namesakes apart)
//     keeps that slug.
//  2. The other banks keep the slug their source gave them if it is free, else get the name
//     part with their city, then their code (as banks.ts does).
//  3. Every slug a bank was served under and no longer has, and every older redirect, points to
//     the bank's slug of this import (bank_slug_redirects, cumulative), or, for a bank merged
//     into another since, to the bank now holding its head office code; a redirect whose bank
//     is gone, or whose slug a bank now holds, is dropped.
// Nothing here assumes one machine: the redirects are a normal table, copied by data:publish.
import type { TableLoad } from './load';
import type { SqlValue } from './sql';
import { slugify } from './banks';

export interface ServedSlug {
  country: string;
  slug: string;
  identity_key: string;
}

/** What the database served before this import: banks' slugs by identity key, and the redirects. */
export interface PreviousSlugs {
  banks: readonly ServedSlug[];
  redirects: readonly ServedSlug[];
}

export const NO_PREVIOUS_SLUGS: PreviousSlugs = { banks: [], redirects: [] };

export const REDIRECT_COLUMNS = ['country', 'slug', 'to_slug', 'identity_key'] as const;

export interface SlugStats {
  /** Banks found in the previous data by their identity key. */
  known: number;
  /** Of these, banks that kept their slug though their source would have given another. */
  kept: number;
  /** Banks served under another slug before (renamed, or their slug taken by a kept one). */
  changed: number;
  /** Rows of bank_slug_redirects written. */
  redirects: number;
  /** Old slugs dropped: their bank is gone, or a bank now holds the slug. */
  dropped: number;
  /** Identity keys found on more than one bank: only the first (strongest) keeps it. */
  duplicateKeys: number;
}

/** Reads the served banks' identity keys and slugs, and the served redirects. */
export async function readPreviousSlugs(db: D1Database): Promise<PreviousSlugs> {
  const banks = await db
    .prepare('SELECT country, slug, identity_key FROM banks WHERE identity_key IS NOT NULL')
    .all<ServedSlug>();
  const redirects = await db.prepare('SELECT country, slug, identity_key FROM bank_slug_redirects').all<ServedSlug>();
  return { banks: banks.results, redirects: redirects.results };
}

const SLUG_MAX = 80;

/**
 * Settles banks.slug in the merged banks load (in place) and returns the redirects load. Row
 * order is the sources' order: strongest evidence first within a country.
 */
export function stabilizeSlugs(
  banks: TableLoad,
  previous: PreviousSlugs,
  holder: (identityKey: string) => string | undefined = () => undefined,
): { redirects: TableLoad; stats: SlugStats } {
  const col = (name: string) => banks.columns.indexOf(name);
  const [country, slug, city, code, key] = [
    col('country'),
    col('slug'),
    col('city'),
    col('institution_code'),
    col('identity_key'),
  ];
  const stats: SlugStats = { known: 0, kept: 0, changed: 0, redirects: 0, dropped: 0, duplicateKeys: 0 };
  const rows = banks.rows.map((r) => [...r]);
  const served = new Map(previous.banks.map((b) => [b.identity_key, b] as const));

  // One bank per identity key: a second bank of the same key loses it (counted, never guessed).
  const owner = new Set<string>();
  for (const r of rows) {
    const k = key >= 0 ? r[key] : null;
    if (typeof k !== 'string') continue;
    if (owner.has(k)) {
      r[key] = null;
      stats.duplicateKeys++;
    } else owner.add(k);
  }

  const place = (r: SqlValue[]) => `${String(r[country])}:${String(r[slug])}`;
  const suffixes = (r: SqlValue[]) => ({
    city: typeof r[city] === 'string' ? slugify(r[city] as string, 30) : '',
    codes: [
      code >= 0 ? r[code] : null,
      key >= 0 && typeof r[key] === 'string' ? (r[key] as string).split(':').pop() : null,
    ]
      .filter((c): c is string => typeof c === 'string' && c.length > 0)
      .map((c) => slugify(c)),
  });

  // 1. Previous slugs the bank's name still yields.
  const taken = new Set<string>();
  const settled = new Set<number>();
  rows.forEach((r, i) => {
    const k = key >= 0 ? r[key] : null;
    const before = typeof k === 'string' ? served.get(k) : undefined;
    if (!before || before.country !== r[country]) return;
    stats.known++;
    const fresh = String(r[slug]);
    const s = suffixes(r);
    const candidate = `${before.country}:${before.slug}`;
    if (taken.has(candidate) || !sameNamePart(namePart(before.slug, s), namePart(fresh, s))) return;
    if (before.slug !== fresh) stats.kept++;
    r[slug] = before.slug;
    taken.add(candidate);
    settled.add(i);
  });
  // 2. The rest: the source's slug when free, else name part + city, + code, + code + n.
  rows.forEach((r, i) => {
    if (settled.has(i)) return;
    if (!taken.has(place(r))) {
      taken.add(place(r));
      return;
    }
    const s = suffixes(r);
    const base = namePart(String(r[slug]), s);
    const tail = s.codes[0] ?? String(r[col('id')]);
    const candidates = [
      ...(s.city && !base.endsWith(`-${s.city}`) ? [`${slugify(base, SLUG_MAX - s.city.length - 1)}-${s.city}`] : []),
      `${slugify(base, SLUG_MAX - tail.length - 1)}-${tail}`,
    ];
    let next = candidates.find((c) => !taken.has(`${String(r[country])}:${c}`));
    for (let n = 2; next === undefined; n++) {
      const c = `${slugify(base, SLUG_MAX - tail.length - 4)}-${tail}-${n}`;
      if (!taken.has(`${String(r[country])}:${c}`)) next = c;
    }
    r[slug] = next;
    taken.add(place(r));
  });
  banks.rows = rows;

  // 3. Redirects: older ones first, so that a slug served by a bank last time wins over them.
  const now = new Map<string, { country: string; slug: string }>();
  for (const r of rows)
    if (key >= 0 && typeof r[key] === 'string')
      now.set(r[key] as string, { country: String(r[country]), slug: String(r[slug]) });
  const old = new Map<string, ServedSlug>();
  for (const x of [...previous.redirects, ...previous.banks]) old.set(`${x.country}:${x.slug}`, x);
  for (const b of previous.banks) {
    const target = now.get(b.identity_key);
    if (target && target.country === b.country && target.slug !== b.slug) stats.changed++;
  }
  const out: SqlValue[][] = [];
  for (const [where, x] of old) {
    if (taken.has(where)) continue; // a bank holds the slug (its own, or since this import another's)
    // A bank gone since, whose codes another bank now holds (merged into it as one
    // institution): its old slugs lead there.
    const heir = now.has(x.identity_key) ? undefined : holder(x.identity_key);
    const target = now.get(x.identity_key) ?? (heir ? now.get(heir) : undefined);
    if (!target || target.country !== x.country) {
      stats.dropped++;
      continue;
    }
    out.push([x.country, x.slug, target.slug, x.identity_key]);
  }
  stats.redirects = out.length;
  return { redirects: { table: 'bank_slug_redirects', columns: REDIRECT_COLUMNS, rows: out }, stats };
}

/**
 * The identity key of the bank that now holds what identified a served bank (banks.ts
 * identityKey): its head office's BIC8, the first BIC of a part split off a shared code, its
 * institution code, its IFSC bank code, or its LEI. Where a bank was merged into another, its old URL leads to the
 * bank its codes went to. An institution that had no code at all leaves nothing to follow.
 */
export function heldBy(banks: TableLoad, loads: readonly TableLoad[]): (identityKey: string) => string | undefined {
  const swifts = loads.find((l) => l.table === 'swifts');
  const ifscBanks = loads.find((l) => l.table === 'ifsc_banks');
  const [id, key, leiAt, countryAt] = ['id', 'identity_key', 'lei', 'country'].map((c) => banks.columns.indexOf(c)) as [
    number,
    number,
    number,
    number,
  ];
  const keyOf = new Map<SqlValue, SqlValue>(banks.rows.map((r) => [r[id]!, r[key]!]));
  const holders = new Map<string, SqlValue>();
  const hold = (k: string, bank: SqlValue) => {
    if (!holders.has(k)) holders.set(k, bank);
  };
  if (leiAt >= 0)
    for (const r of banks.rows)
      if (typeof r[leiAt] === 'string') hold(`${String(r[countryAt])}:${String(r[leiAt])}`, r[id]!);
  if (swifts && !swifts.spilled) {
    const [code, bankId] = [swifts.columns.indexOf('code'), swifts.columns.indexOf('bank_id')];
    for (const r of swifts.rows) {
      const bic = String(r[code]);
      hold(bic, r[bankId]!);
      hold(bic.slice(0, 8), r[bankId]!);
      hold(`${bic.slice(4, 6)}:${bic.slice(0, 4)}`, r[bankId]!);
    }
  }
  // RBI's IFSC bank code (identity key IN:ifsc:CODE): the bank its codes were linked to.
  if (ifscBanks && !ifscBanks.spilled) {
    const [code, bankId] = [ifscBanks.columns.indexOf('code'), ifscBanks.columns.indexOf('bank_id')];
    for (const r of ifscBanks.rows) hold(`ifsc:${String(r[code])}`, r[bankId]!);
  }
  return (identityKey) => {
    const [country, kind, ...rest] = identityKey.split(':');
    const clue =
      kind === 'bic'
        ? rest[0]
        : kind === 'iso'
          ? (rest[1] ?? `${country}:${rest[0]}`)
          : kind === 'ifsc'
            ? `ifsc:${rest.join(':')}`
            : `${country}:${rest[0]}`;
    const holder = clue === undefined ? undefined : keyOf.get(holders.get(clue) ?? null);
    return typeof holder === 'string' ? holder : undefined;
  };
}

/** A slug without the city or code suffix that told namesakes apart ("first-bank-troy" -> "first-bank"). */
export function namePart(slug: string, suffix: { city: string; codes: readonly string[] }): string {
  for (const code of suffix.codes) {
    const m = new RegExp(`^(.+)-${code}(?:-\\d+)?$`).exec(slug);
    if (m) return m[1]!;
  }
  if (suffix.city && slug.endsWith(`-${suffix.city}`) && slug.length > suffix.city.length + 1)
    return slug.slice(0, -suffix.city.length - 1);
  return slug;
}

/** Same name part; a long one may have been cut at a different length (slugs stop at 80 characters). */
function sameNamePart(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 40 && long.startsWith(short);
}
