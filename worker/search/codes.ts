import type { SearchHit, SearchSection } from '../../shared/api-types';
import { KINDS, pageUrl, type StoredKindId } from '../../shared/kinds';
import type { SearchQuery, Searcher, SectionResult } from './types';
import { countOf, countryFilter, prefixEnd } from './types';
import { bankRef } from '../db/bank-ref';
import { codeScores, nameSearch, pick, type RowSpec } from './names';
import type { StatementPlan } from './batch';

// The one searcher of a code kind, built from the registry (shared/kinds: table, key column,
// search rule) and the kind's hooks (./kinds.ts: which columns make its hit). A kind's codes
// are found by prefix on the table's key (its primary key or index), and, where the search
// rule says so, by the record's names on the search index (./names.ts); the two are merged
// by pick(). The record table is aliased t and the banks table k in every statement.

/** The bank a record links to, as every statement selects it. */
const BANK_COLUMNS = 'k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_display_name';

/** The parts of a place that are known, joined: "Mumbai, Maharashtra". */
export const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

export interface BankColumns {
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
}

/**
 * What a kind's row says in a hit; the type, page path and bank are the same for every kind, and
 * so are, unless the kind says otherwise, the code (the row's key) and the country (the row's
 * country column; without one, the list rule's home country).
 */
export type HitText = Pick<SearchHit, 'name' | 'detail'> &
  Partial<Pick<SearchHit, 'code' | 'country'>> & { status?: string | null };

export interface CodeHooks<R> {
  kind: StoredKindId;
  /** The record's columns a hit is made of (of the table, aliased t). */
  columns: readonly (keyof R & string)[];
  hit(row: R & BankColumns, lang: string | undefined): HitText;
  /** The column the country filter applies to (default: country); null: every code is in the list rule's home country. */
  country?: string | null;
  /** The prefix matches in the search index's rank (prominent banks, head offices first), not code order. */
  ranked?: boolean;
  /** A prefix match's code as its relevance is judged (default: the row's key); false: no scores. */
  scored?: ((row: R, q: SearchQuery) => string) | false;
  /** Which of the rows sharing a key a prefix match lists (SQL over t; the count counts keys). */
  pick?: string;
  /** What the count counts (default count(*)): one per distinct key where rows share a page. */
  count?: string;
  /**
   * The column the typed code is a prefix of (default the key): a national bank code's bare
   * digits are searched in its national code, the code with its country in the key.
   */
  prefixOf?: (code: string) => keyof R & string;
}

export interface CodeSearch {
  kind: StoredKindId;
  section: SearchSection;
  /** Prefix and name matches merged (the kind's section of a search). */
  searcher: Searcher;
  /** Prefix matches only (null: the query does not have the shape of a prefix of the kind's codes). */
  byPrefix(plan: StatementPlan, q: SearchQuery): Promise<SectionResult | null>;
  /** Records by their codes (for "did you mean"), keyed by the hit's code. */
  load(plan: StatementPlan, codes: string[], lang?: string): Promise<Map<string, SearchHit>>;
}

export function codeSearch<R extends object>(hooks: CodeHooks<R>): CodeSearch {
  const kind = KINDS[hooks.kind];
  const section = kind.api as SearchSection;
  const key = `t.${kind.key}`;
  const columns = [...hooks.columns.map((c) => `t.${c}`), BANK_COLUMNS].join(', ');
  const bankJoin = 'LEFT JOIN banks k ON k.id = t.bank_id';
  const home = kind.list?.by === 'bank' ? kind.list.home.toUpperCase() : null;
  const countryColumn = hooks.country === undefined ? 'country' : hooks.country;
  const toHit = (r: R & BankColumns, lang: string | undefined): SearchHit => {
    const { status = null, ...text } = hooks.hit(r, lang);
    const row = r as Record<string, unknown>;
    const code = String(row[kind.key]);
    return {
      type: section,
      code: text.code ?? code,
      name: text.name,
      detail: text.detail,
      country: text.country !== undefined ? text.country : countryColumn ? (row[countryColumn] as string | null) : home,
      path: pageUrl(kind.id, code),
      bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
      status,
    };
  };

  async function byPrefix(plan: StatementPlan, q: SearchQuery): Promise<SectionResult | null> {
    if (!kind.search?.prefix.test(q.code)) return null;
    const prefixed = `t.${hooks.prefixOf?.(q.code) ?? kind.key}`;
    if (!countryColumn && home && q.countries.length > 0 && !q.countries.includes(home)) return { total: 0, items: [] };
    const filter = countryColumn ? countryFilter(`t.${countryColumn}`, q.countries, 3) : { sql: '', values: [] };
    const values = [q.code, prefixEnd(q.code), ...filter.values];
    const from = hooks.ranked
      ? `search_docs d JOIN ${kind.table} t ON ${key} = d.key ${bankJoin} WHERE d.section = '${section}' AND d.key >= ?1 AND d.key < ?2`
      : `${kind.table} t ${bankJoin} WHERE ${prefixed} >= ?1 AND ${prefixed} < ?2`;
    type Row = R & BankColumns & { prominence?: number };
    const [count, results] = await Promise.all([
      countOf(
        plan,
        q,
        hooks.count ?? 'count(*)',
        `FROM ${kind.table} t WHERE ${prefixed} >= ?1 AND ${prefixed} < ?2${filter.sql}`,
        values,
      ),
      plan.all<Row>(
        plan.db
          .prepare(
            `SELECT ${columns}${hooks.ranked ? ', d.prominence' : ''} FROM ${from}${filter.sql}${hooks.pick ? ` AND ${hooks.pick}` : ''} ORDER BY ${hooks.ranked ? 'd.id' : prefixed} LIMIT ?${values.length + 1} OFFSET ?${values.length + 2}`,
          )
          .bind(...values, q.limit, q.offset),
      ),
    ]);
    const scored = hooks.scored ?? ((r: R) => String((r as Record<string, unknown>)[kind.key]));
    return {
      total: count ?? results.length,
      items: results.map((r) => toHit(r, q.lang)),
      ...(scored
        ? {
            scores: codeScores(
              q,
              results.map((r) => scored(r, q)),
              results.map((r) => r.prominence ?? 0),
            ),
          }
        : {}),
    };
  }

  /** The name search's rows (./names.ts), joined on the index's key p.key. */
  const rows: RowSpec<R & BankColumns> = {
    columns,
    joins: `JOIN ${kind.table} t ON ${key} = p.key ${bankJoin}`,
    toHit: (r, q) => toHit(r, q.lang),
  };

  return {
    kind: hooks.kind,
    section,
    byPrefix,
    searcher: {
      section,
      async search(plan, q) {
        if (q.fewer) return kind.search?.names ? nameSearch(plan, section, q, rows) : null;
        const [byCode, byName] = await Promise.all([
          byPrefix(plan, q),
          kind.search?.names ? nameSearch(plan, section, q, rows) : null,
        ]);
        return kind.search?.names ? pick(q, byCode, byName) : byCode;
      },
    },
    async load(plan, codes, lang) {
      if (codes.length === 0) return new Map();
      const results = await plan.all<R & BankColumns>(
        plan.db
          .prepare(
            `SELECT ${columns} FROM ${kind.table} t ${bankJoin} WHERE ${key} IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify(codes)),
      );
      return new Map(results.map((r) => [String((r as Record<string, unknown>)[kind.key]), toHit(r, lang)]));
    },
  };
}
