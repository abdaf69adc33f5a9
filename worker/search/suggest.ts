import type { SearchHit, SearchSection, Suggestion } from '../../shared/api-types';
import { detectIdentifier } from '../../shared/validators';
import { SEARCHERS, SECTION_OF, toQuery } from '.';
import { batchingDb } from './batch';

// Autocompletion for the search boxes: the first rows of every searcher that can match what has
// been typed so far, without counting (the count is what makes a search slow), merged into one
// short list.

export const SUGGEST_LIMIT = 10;

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** The country's name in the visitor's language (ICU, built into the runtime: no query). */
function countryName(code: string | null, lang: string): string | null {
  if (!code) return null;
  if (!regionNames.has(lang)) {
    let names: Intl.DisplayNames | null = null;
    try { names = new Intl.DisplayNames([lang, 'en'], { type: 'region' }); } catch { /* no ICU data: codes */ }
    regionNames.set(lang, names);
  }
  try { return regionNames.get(lang)?.of(code) ?? code; } catch { return code; }
}

function toSuggestion(hit: SearchHit, lang: string): Suggestion {
  const country = countryName(hit.country, lang);
  if (hit.type === 'banks') {
    return { type: hit.type, code: hit.code, label: hit.name, detail: [hit.detail, country].filter(Boolean).join(', ') || null, path: hit.path };
  }
  const place = [hit.detail, country].filter(Boolean).join(', ');
  return { type: hit.type, code: hit.code, label: hit.code ?? hit.name, detail: [hit.name, place].filter(Boolean).join(' · ') || null, path: hit.path };
}

/**
 * Which sections go first: the type a complete, valid code has; then banks when the query
 * could be a name (letters typed); then the other code types. The list is filled round-robin
 * from them, so that "DEUT" shows both Deutsche Bank and its SWIFT codes.
 */
function sectionOrder(text: string): SearchSection[] {
  const first = detectIdentifier(text).filter((c) => c.valid).map((c) => SECTION_OF[c.type]).filter((s): s is SearchSection => !!s);
  const names: SearchSection[] = /\p{L}/u.test(text) ? ['banks'] : [];
  return [...new Set([...first, ...names, ...SEARCHERS.map((s) => s.section)])];
}

export async function suggest(db: D1Database, text: string, lang: string): Promise<Suggestion[]> {
  const q = { ...toQuery({ text, types: [], countries: [], page: 1, pageSize: SUGGEST_LIMIT, lang }), count: false };
  const found = new Map<SearchSection, SearchHit[]>();
  const batched = batchingDb(db); // one round trip to D1 for every section (worker/search/batch.ts)
  await Promise.all(
    SEARCHERS.map(async (s) => {
      const result = await s.search(batched, q);
      if (result && result.items.length > 0) found.set(s.section, result.items);
    }),
  );
  const lists = sectionOrder(q.text).map((s) => found.get(s) ?? []).filter((l) => l.length > 0);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < SUGGEST_LIMIT && lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      const hit = list[i];
      if (!hit || seen.has(hit.path) || out.length >= SUGGEST_LIMIT) continue;
      seen.add(hit.path);
      out.push(toSuggestion(hit, lang));
    }
  }
  return out;
}
