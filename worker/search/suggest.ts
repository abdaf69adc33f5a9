import type { SearchHit, Suggestion } from '../../shared/api-types';
import { SEARCHERS, searchSections, toQuery } from '.';
import { StatementPlan } from './batch';
import { score } from './names';
import { countryNamer } from '../db/countries';

// Autocompletion for the search boxes: the first rows of every searcher that can match what has
// been typed so far, without counting (the count is what makes a search slow), merged into one
// short list.

export const SUGGEST_LIMIT = 10;
const PER_BANK = 3;

function toSuggestion(hit: SearchHit, lang: string): Suggestion {
  const country = countryNamer(lang)(hit.country);
  if (hit.type === 'banks') {
    return {
      type: hit.type,
      code: hit.code,
      label: hit.name,
      detail: [hit.detail, country].filter(Boolean).join(', ') || null,
      path: hit.path,
    };
  }
  const place = [hit.detail, country].filter(Boolean).join(', ');
  return {
    type: hit.type,
    code: hit.code,
    label: hit.code ?? hit.name,
    detail: [hit.name, place].filter(Boolean).join(' · ') || null,
    path: hit.path,
  };
}

/**
 * One list across types, in the search's one ranking (worker/search/names.ts): relevance class
 * (exact, prefix or acronym, all words, fewer), then prominence; ties keep the section order.
 * "chase" lists JPMorgan Chase Bank, then CHASUS33, not a round-robin of types.
 */
export async function suggest(db: D1DatabaseSession, text: string, lang: string): Promise<Suggestion[]> {
  const q = { ...toQuery({ text, types: [], countries: [], page: 1, pageSize: SUGGEST_LIMIT, lang }), count: false };
  const plan = new StatementPlan(db); // one round trip to D1 for every section (worker/search/batch.ts)
  const results = (await searchSections(plan, SEARCHERS, q)).results.map(([, r]) => r);
  const ranked: { hit: SearchHit; cls: number; prominence: number; order: number }[] = [];
  results.forEach((result, section) => {
    result?.items.forEach((hit, i) => {
      const score = result.scores?.[i] ?? { cls: 2.5, prominence: 0 };
      ranked.push({ hit, ...score, order: section * 1000 + i });
    });
  });
  ranked.sort((a, b) => score(b) - score(a) || a.order - b.order);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  // At most PER_BANK entries of one bank (itself and its codes), so that a big bank's branches
  // do not push every other match out of the list.
  const perBank = new Map<string, number>();
  for (const { hit } of ranked) {
    if (out.length >= SUGGEST_LIMIT) break;
    if (seen.has(hit.path)) continue;
    const bank = hit.bank ? `${hit.bank.country}/${hit.bank.slug}` : hit.path;
    if ((perBank.get(bank) ?? 0) >= PER_BANK) continue;
    perBank.set(bank, (perBank.get(bank) ?? 0) + 1);
    seen.add(hit.path);
    out.push(toSuggestion(hit, lang));
  }
  return out;
}
