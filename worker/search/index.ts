import { SEARCH_SECTIONS, type SearchHit, type SearchResult, type SearchSection } from '../../shared/api-types';
import { detectIdentifier } from '../../shared/validators';
import { validateIban } from '../../shared/kinds/iban/validator';
import { getIbanBank, ibanBankCodes } from '../../shared/kinds/iban/worker/db';
import { KIND_IDS, KINDS, kindOfDetected } from '../../shared/kinds';
import { KIND_SERVERS } from '../kinds';
import { bankSearcher } from './banks';
import type { SearchQuery, Searcher, SectionResult } from './types';
import { StatementPlan, type D1Stats } from './batch';
import { INTENT_WORDS, isIntentWord, joinWords, queryWords, tokens, withoutLegalForm } from '../../shared/search-text';
import { didYouMean } from './did-you-mean';
import { score } from './names';
import { correctTypos } from './typos';

// One search over every identifier type (../shared/DESIGN.md: search?q&types&countries&page&
// page_size). The banks have their searcher (./banks.ts), every code kind the one built from
// the registry (./codes.ts, each kind's hooks in its folder: shared/kinds/<kind>/worker/search.ts); this file runs the ones the
// query can match, and finds the record a complete code names.

const ALL: readonly Searcher[] = [bankSearcher, ...KIND_IDS.flatMap((k) => KIND_SERVERS[k].searcher ?? [])];
/** In the order of SEARCH_SECTIONS, which is also the order of a tie between sections. */
export const SEARCHERS: readonly Searcher[] = SEARCH_SECTIONS.map((section) => ALL.find((s) => s.section === section)!);

/** The kinds whose codes "did you mean" offers for a code that matches nothing. */
const TYPO_CODES = KIND_IDS.flatMap((k) => KIND_SERVERS[k].codes ?? []);

export const MAX_QUERY_LENGTH = 100;

export interface SearchOptions {
  text: string;
  types: SearchSection[];
  countries: string[];
  page: number;
  pageSize: number;
  lang: string | undefined;
  /** Filled with what the search asked of D1 (the API states it in Server-Timing). */
  stats?: D1Stats;
}

/** Words that join a wanted type to its bank in a pasted phrase ("swift code for icici bank"). */
const CONNECTIVES = new Set([
  'for',
  'of',
  'de',
  'du',
  'des',
  'fur',
  'von',
  'der',
  'per',
  'di',
  'del',
  'da',
  'do',
  'для',
]);

/**
 * Query words without the words that say what is wanted ("swift", "code") and the connective
 * right after them ("for", "of"), unless nothing else is left.
 */
function withoutIntent(words: string[]): string[] {
  const kept = words.filter(
    (w, i) => !isIntentWord(w) && !(i > 0 && CONNECTIVES.has(w) && isIntentWord(words[i - 1] as string)),
  );
  return kept.length > 0 ? kept : words;
}

/** The sections a query's intent words ask for ("routing number chase": us_routings). */
export function intentSections(text: string): SearchSection[] {
  const wanted = tokens(text).map((w) => (isIntentWord(w) ? INTENT_WORDS[w] : undefined));
  return [...new Set(wanted.filter((s): s is SearchSection => !!s && isSection(s)))];
}

export function toQuery(o: SearchOptions): SearchQuery {
  const text = o.text.normalize('NFC').trim();
  // A letter-less query is a code (or a card number): its digits are not searched as words.
  const named = /\p{L}/u.test(text);
  // "БИК 044525187", "aba 021000021": the code is what is left without the intent words.
  const rest = named ? withoutIntent(tokens(text)) : [];
  const pasted = rest.length === 1 && rest.length < tokens(text).length && !/\p{L}/u.test(rest[0] as string);
  const codeText = pasted ? (rest[0] as string) : text;
  const asWords = (typed: string) => {
    const kept = withoutIntent(tokens(typed));
    return {
      words: withoutIntent(queryWords(typed)).slice(0, 12),
      // Matched as the index keeps names: without their legal forms and articles ("the bank of
      // new york mellon", "deutsche bank ag" as "deutsche bank", whose head office then comes first).
      name: (withoutLegalForm(kept) ?? kept).join(' ').slice(0, 80),
    };
  };
  // A word written with a hyphen or an apostrophe is searched joined, as the index also holds
  // it ("t-bank" is TBank, not the banks holding a word starting with "t" and "bank"), and
  // apart when joined it finds nothing (searchSections).
  const together = joinWords(text);
  const byName = named && !pasted;
  return {
    text,
    code: codeText.toUpperCase().replace(/[\s.-]/g, ''),
    ...(byName ? asWords(together) : { words: [], name: '' }),
    ...(byName && together !== text ? { apart: asWords(text) } : {}),
    codeLike: pasted || (!/\s/.test(text) && !/\p{Ll}/u.test(text)),
    countries: o.countries.map((c) => c.toUpperCase()),
    limit: o.pageSize,
    offset: (o.page - 1) * o.pageSize,
    lang: o.lang,
  };
}

/** Whether any section found something. */
const found = (results: readonly (readonly [SearchSection, SectionResult | null])[]) =>
  results.some(([, r]) => (r?.total ?? 0) > 0 || (r?.items.length ?? 0) > 0);

/**
 * Every searcher's answer, in one ranking: the records of the banks a query names, then those
 * holding every word. When they name no bank, a source's slip may be what they found (slipRead).
 * When no section has any (nor a code matches): first the words written
 * with a hyphen or an apostrophe apart (SearchQuery.apart), then the query with its unknown
 * words read as the known words one edit away (./typos.ts: "deusche bank" is Deutsche Bank, not
 * "bank" alone), then Han pairs read as characters, then a pass with fewer words (class 3). A section without all the
 * words used to fall back on its own while others held them all: a second and third round trip
 * for most queries of two words, and sections of partial matches ("bank" alone among IFSCs)
 * under a full answer.
 */
export async function searchSections(
  plan: StatementPlan,
  searchers: readonly Searcher[],
  query: SearchQuery,
): Promise<{ results: Sections; corrected?: string }> {
  const run = (query: SearchQuery): Promise<Sections> =>
    Promise.all(searchers.map(async (s) => [s.section, await s.search(plan, query)] as const));
  const first = await run(query);
  if (query.words.length === 0) return { results: first };
  if (found(first)) return (await slipRead(plan, run, query, first)) ?? { results: first };
  const { apart, ...joined } = query;
  // The words apart; the passes below go on from them.
  const q = apart ? { ...joined, ...apart } : query;
  const results = apart ? await run(q) : first;
  if (found(results)) return { results };
  // Each reading in turn, the likeliest first, until one finds something (./typos.ts READINGS).
  for (const correction of await correctTypos(plan, q.text)) {
    // The corrected text's words and name; the filters and the page stay the query's own.
    const { text, code, words, name } = toQuery({ ...TEXT_ONLY, text: correction.text });
    const corrected = await run({ ...q, text, code, words, name });
    if (found(corrected)) return { results: corrected, corrected: correction.text };
  }
  // A Han name shortened the way Chinese and Japanese shorten names keeps a character or two of
  // each word (浦发银行 for 上海浦东发展银行, 工行 for 工商银行): its bigrams are no words of
  // the name, its characters are.
  const characters = hanCharacters(q.words);
  if (characters) {
    const shortened = await run({ ...q, words: characters });
    if (found(shortened)) return { results: shortened };
  }
  if (q.words.length < 2) return { results };
  return { results: await run({ ...q, fewer: true }) };
}

type Sections = (readonly [SearchSection, SectionResult | null])[];

/** The best score of any section's first record (score()), -1 when none has one. */
const bestScore = (results: Sections) => Math.max(-1, ...results.map(([, r]) => (r?.top ? score(r.top) : -1)));

/**
 * The query read with its slips corrected, when the query as typed names no bank (no section's
 * best match is a name: class above 1.5) and the corrected one ranks better. The sources hold
 * typing slips of their own (an IFSC branch "ICICI BNAK LTD"), so a mistyped word can find a
 * record or two holding it: "icici bnak" as typed is one branch, read as "icici bank" it is
 * ICICI Bank's name. A query that names a bank as typed is never read otherwise; nor a single
 * word or a code, one that finds more than SLIP_RECORDS records, or one whose words have no
 * neighbour far more records hold (./typos.ts SLIP_RATIO). Null: as typed.
 */
async function slipRead(
  plan: StatementPlan,
  run: (q: SearchQuery) => Promise<Sections>,
  query: SearchQuery,
  typed: Sections,
): Promise<{ results: Sections; corrected: string } | null> {
  if (typed.some(([, r]) => r?.top && r.top.cls <= NAMED_CLASS)) return null;
  if (query.codeLike || query.words.length < 2) return null;
  // A bank holding every word is what the words mean, not a slip ("mando corporation").
  if (typed.some(([section, r]) => section === 'banks' && (r?.total ?? 0) > 0)) return null;
  if (typed.reduce((n, [, r]) => n + (r?.total ?? 0), 0) > SLIP_RECORDS) return null;
  // The likeliest reading only: the query as typed found something.
  const [correction] = await correctTypos(plan, query.text);
  if (!correction) return null;
  const { text, code, words, name } = toQuery({ ...TEXT_ONLY, text: correction.text });
  const corrected = await run({ ...query, text, code, words, name, apart: undefined });
  return bestScore(corrected) > bestScore(typed) ? { results: corrected, corrected: correction.text } : null;
}

/** The highest class a match by a bank's name has (./names.ts: a name's start with the other words). */
const NAMED_CLASS = 1.5;
/**
 * A source's slip is held by a record or a few ("bnak": three IFSC branches and a routing
 * number), and found with the query's other words by a record or two: a query whose words find
 * more, a single word or a code is read as typed, without asking for its neighbours (a round
 * trip of about 2,700 rows read: "deut ban" is Deutsche Bank's records, "soerenberg" a town's).
 */
const SLIP_RECORDS = 2;

const HAN_PAIR = /^\p{Script=Han}{2}$/u;

/** The query words with each pair of Han characters read as its two characters, or null when there is none. */
function hanCharacters(words: readonly string[]): string[] | null {
  if (!words.some((w) => HAN_PAIR.test(w))) return null;
  return [...new Set(words.flatMap((w) => (HAN_PAIR.test(w) ? [...w] : [w])))];
}

/** toQuery's options where only the text is read. */
const TEXT_ONLY: SearchOptions = { text: '', types: [], countries: [], page: 1, pageSize: 1, lang: undefined };

export async function search(db: D1DatabaseSession, o: SearchOptions): Promise<SearchResult> {
  const q = toQuery(o);
  // Every statement of a turn in one round trip to D1 (worker/search/batch.ts).
  const plan = new StatementPlan(db, o.stats);
  const wanted = SEARCHERS.filter((s) => o.types.length === 0 || o.types.includes(s.section));
  const { results, corrected } = await searchSections(plan, wanted, q);
  let total = 0;
  const listed: [SearchSection, SectionResult][] = [];
  for (const [section, result] of results) {
    if (!result) continue;
    total += result.total;
    // Each section pages on its own: one with nothing on this page is left out (no empty
    // heading); a page past the end of every section has no section at all (the page: 404).
    if (result.items.length > 0 || (q.offset === 0 && o.types.includes(section))) listed.push([section, result]);
  }
  // The section holding the best match first (relevance, then prominence), then the usual order.
  // Of its first record, not of this page's: the sections stand in one order on every page.
  const best = (r: SectionResult) => {
    const first = r.top ?? r.scores?.[0];
    return first ? score(first) : -1;
  };
  listed.sort(([, a], [, b]) => best(b) - best(a));
  // A type the query names ("routing number chase", "ifsc hdfc bank") comes first.
  const asked = intentSections(q.text);
  listed.sort(([a], [b]) => Number(asked.includes(b)) - Number(asked.includes(a)));
  const sections: SearchResult['sections'] = {};
  for (const [section, r] of listed)
    sections[section] = { total: r.total, items: r.items, ...(r.capped ? { capped: true } : {}) };
  const exact = await findExact(plan, q, sections);
  const meant = exact
    ? []
    : total === 0
      ? await didYouMean(plan, q.text, TYPO_CODES)
      : await nearMiss(plan, q, sections);
  return {
    query: q.text,
    total,
    sections,
    exact,
    ...(meant.length > 0 ? { did_you_mean: meant } : {}),
    ...(corrected ? { corrected } : {}),
  };
}

/**
 * "Did you mean" beside the partial matches of a code typed with a character missing:
 * "ICIC000001" lists the ten IFSCs it starts (ICIC0000010-19), while the code meant may be one
 * with a character dropped inside it (ICIC0000001). Only where a section's first record is a
 * code one character longer than the query that starts with it (the query is a complete code
 * with a character missing, or with its last one still to type), for that section's kind: the
 * codes one edit away (./did-you-mean.ts) the partial matches do not already show, those
 * starting with the query. A prefix of a longer code (an LEI's first characters, a bank's
 * first letters) asks nothing more of D1.
 */
async function nearMiss(plan: StatementPlan, q: SearchQuery, sections: SearchResult['sections']): Promise<SearchHit[]> {
  const short = TYPO_CODES.filter((c) => {
    const section = KINDS[c.kind].api;
    const first = isSection(section) ? sections[section]?.items[0]?.code?.toUpperCase() : undefined;
    return first !== undefined && first.length === q.code.length + 1 && first.startsWith(q.code);
  });
  if (short.length === 0) return [];
  const meant = await didYouMean(plan, q.text, short);
  return meant.filter((hit) => !hit.code?.toUpperCase().startsWith(q.code));
}

/** The record a complete, valid code names, looked up directly (not just on this page). */
async function findExact(
  plan: StatementPlan,
  q: SearchQuery,
  found: SearchResult['sections'],
): Promise<SearchHit | null> {
  for (const candidate of detectIdentifier(q.codeLike ? q.code : q.text)) {
    // An IBAN names an account, not a record of ours: its bank's SWIFT code is what it names
    // that we hold (the IBAN registers' bank identifier, as the IBAN page finds it).
    if (candidate.type === 'iban') {
      const hit = candidate.valid ? await ibanBankHit(plan, q, candidate.normalized) : null;
      if (hit) return hit;
      continue;
    }
    // The kind's section (IBANs and card numbers have none).
    const kind = kindOfDetected(candidate.type);
    const searcher = kind && SEARCHERS.find((s) => s.section === KINDS[kind].api);
    if (!candidate.valid || !searcher) continue;
    const section = searcher.section;
    // Usually already among the section's results; else one more lookup (an 8-character BIC's
    // primary office can sort after its branches).
    const listed = found[section]?.items.find((hit) => hit.code === candidate.normalized);
    if (listed) return listed;
    const hit = await searcher.search(plan, { ...q, code: candidate.normalized, countries: [], limit: 1, offset: 0 });
    const first = hit?.items[0];
    // A filter by country holds for the exact record too: DEUTDEFF is no answer among GB's.
    const outside = q.countries.length > 0 && !q.countries.includes(first?.country?.toUpperCase() ?? '');
    if (first && first.code === candidate.normalized && !outside) return first;
  }
  return null;
}

/** The SWIFT record of an IBAN's bank, where a register gives its BIC and the directory holds it. */
async function ibanBankHit(plan: StatementPlan, q: SearchQuery, iban: string): Promise<SearchHit | null> {
  const bank = await getIbanBank(plan.db, iban.slice(0, 2), ibanBankCodes(iban, validateIban(iban).parts));
  const swifts = SEARCHERS.find((s) => s.section === KINDS.swift.api);
  if (!bank?.bic || !swifts) return null;
  const code = bank.bic.length === 8 ? `${bank.bic}XXX` : bank.bic;
  const hit = (await swifts.search(plan, { ...q, code, countries: [], limit: 1, offset: 0 }))?.items[0];
  const outside = q.countries.length > 0 && !q.countries.includes(hit?.country?.toUpperCase() ?? '');
  return hit && hit.code === code && !outside ? hit : null;
}

export const isSection = (s: string): s is SearchSection => (SEARCH_SECTIONS as readonly string[]).includes(s);
