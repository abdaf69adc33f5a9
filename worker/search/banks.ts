import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { findByName, findByWholeName, score, type NameMatch } from './names';

interface Row {
  id: number;
  country: string;
  slug: string;
  name: string;
  city: string | null;
  head_office_swift: string | null;
}

/** At most this many exact-name and name-prefix matches go before the all-words matches. */
const WHOLE_NAME_LIMIT = 50;

/**
 * Banks by any of their names (display name, GLEIF legal name, ED807 name, card issuers' local
 * names, register names), their acronyms, city or ISO 9362 institution code, on the search
 * index. Ranking: exact name, then name prefix or acronym, then all words, then fewer words,
 * weighed with the bank's prominence (banks.popularity; names.ts score).
 */
export const bankSearcher: Searcher = {
  section: 'banks',
  async search(db, q) {
    if (q.words.length === 0) return null;
    const want = q.offset + q.limit;
    const [whole, words] = await Promise.all([findByWholeName(db, 'banks', q, WHOLE_NAME_LIMIT), findByName(db, 'banks', q, want + WHOLE_NAME_LIMIT, 0)]);
    if (!words) return null;
    // One ranked list: the whole-name matches, then the word matches not among them.
    const seen = new Set(whole.map((m) => m.id));
    const ranked: NameMatch[] = [...whole, ...words.matches.filter((m) => !seen.has(m.id))].sort((a, b) => score(b) - score(a) || a.id - b.id);
    const page = ranked.slice(q.offset, want);
    const total = Math.max(words.total, ranked.length < want ? ranked.length : 0);
    const hits = await load(db, page.map((m) => m.key));
    const items: SearchHit[] = [];
    const scores: { cls: number; prominence: number }[] = [];
    for (const m of page) {
      const hit = hits.get(m.key);
      if (!hit) continue;
      items.push(hit);
      scores.push({ cls: m.cls, prominence: m.prominence });
    }
    return { total, capped: words.capped, items, scores };
  },
};

async function load(db: D1Database, ids: string[]): Promise<Map<string, SearchHit>> {
  if (ids.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT id, country, slug, name, city, head_office_swift FROM banks WHERE id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(ids.map(Number)))
    .all<Row>();
  return new Map(
    results.map((r) => {
      const country = r.country.toLowerCase();
      const hit: SearchHit = {
        type: 'banks',
        code: r.head_office_swift,
        name: r.name,
        detail: r.city,
        country: r.country,
        path: `/banks/${country}/${r.slug}`,
        bank: { country, slug: r.slug, name: r.name },
        status: null,
      };
      return [String(r.id), hit] as const;
    }),
  );
}
