// The search index (migrations/0020_search_index.sql), built from the tables the import has
// just filled, after the banks' prominence (scripts/import/prominence.ts fillProminence), so that whatever
// decides a bank's name, other names or prominence flows into search without code here.
// Also run by the Worker tests on the fixture rows (tests/worker/setup.ts): one builder, so it
// uses only the D1 API.
import {
  COMMON_NAME_PREFIX,
  RARE_TERM,
  TOP_RECORDS,
  acronyms,
  indexTerms,
  joinWords,
  tokens,
  withoutLegalForm,
} from '../../shared/search-text';
import { KIND_IDS, KINDS } from '../../shared/kinds';
import { KIND_SEARCH_DOCS } from './kind-search-docs';
import { isGenericWord, latinWords } from './name-key';
import { groupHomes, isBranchName, readLeiHomes } from './prominence';
import type { Doc, DocReader, Row } from './search-docs';

export const SEARCH_TABLES = [
  'search_docs',
  'search_terms',
  'search_vocab',
  'search_names',
  'search_top',
  'search_prefixes',
] as const;

/** At most this many other names per bank (an IBAN register can list a bank under every branch). */
const MAX_OTHER_NAMES = 8;

/**
 * The names a bank's city goes by as typed: folded, without a state after a comma ("New York,
 * NY") and without the river or region a German, English or French city name adds ("Frankfurt am
 * Main", "Stratford-upon-Avon", "Boulogne-sur-Mer" are also "frankfurt", "stratford", "boulogne").
 */
export function cityNames(city: string | null | undefined): string[] {
  if (!city) return [];
  const whole = tokens(city.replace(/,.*$/, '')).join(' ');
  if (!whole) return [];
  const short = whole.split(/ (?:am|an der|upon|on|sur|bei|im) /)[0] as string;
  return [...new Set([whole, short])].filter((n) => n.length >= 3).map((n) => n.slice(0, 80));
}

/** A head office's codes (ISO 9362: the first 8 characters, an institution's office in one place) by city: `n` of them in `city`. */
export interface OfficeCityRow {
  office: string;
  city: string;
  n: number;
}

/**
 * The city a bank's head office's codes name, where the bank's own city names at most the head
 * office itself: its codes sharing the head office's 8 characters are in one place (ISO 9362: a
 * location code), which its registered address may give by a ward or a suburb ("Chiyoda" for
 * MUFG Bank, whose branch codes under BOTKJPJT say "Tokyo"; "Eschborn" for Clearstream,
 * "Strovolos" for Bank of Cyprus). The city most of those codes name, two or more, alone at the
 * top. A bank with several codes in its own city is not named by another where it has more.
 */
export function officeCity(rows: readonly OfficeCityRow[], ownCity: string | null): string | null {
  const byName = new Map<string, { city: string; n: number }>();
  for (const r of rows) {
    const name = cityNames(r.city)[0];
    if (!name) continue;
    const seen = byName.get(name);
    // Spellings of one city ("New York, NY", "New York,NY") count together, shown as the commonest.
    if (!seen) byName.set(name, { city: r.city, n: r.n });
    else byName.set(name, { city: r.n > seen.n ? r.city : seen.city, n: seen.n + r.n });
  }
  const ranked = [...byName].sort(([, a], [, b]) => b.n - a.n);
  const [top, next] = ranked;
  if (!top || top[1].n < 2 || (next && next[1].n === top[1].n)) return null;
  const own = cityNames(ownCity)[0];
  if (own === top[0] || (own && (byName.get(own)?.n ?? 0) > 1)) return null;
  return top[1].city;
}

export interface SearchIndexFigures {
  docs: number;
  terms: number;
  names: number;
}

export async function buildSearchIndex(
  db: D1Database,
  table: (name: string) => string,
  log: (line: string) => void = () => {},
): Promise<SearchIndexFigures> {
  const all = async (sql: string) => (await db.prepare(sql).all<Row>()).results;
  const t = (name: string) => `"${table(name)}"`;
  const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

  const banks = await all(
    `SELECT id, country, name, city, institution_code, head_office_swift, popularity, lei, swifts_count FROM ${t('banks')}`,
  );
  const popularity = new Map<number, number>();
  const displayName = new Map<number, string>();
  const headOffice = new Map<number, string>();
  for (const b of banks) {
    popularity.set(Number(b.id), Number(b.popularity ?? 0));
    displayName.set(Number(b.id), String(b.name));
    if (b.head_office_swift) headOffice.set(Number(b.id), String(b.head_office_swift));
  }

  // The cities of each head office's codes (officeCity).
  const officeRows = new Map<string, OfficeCityRow[]>();
  for (const r of await all(
    `SELECT substr(code, 1, 8) AS office, city, count(*) AS n FROM ${t(KINDS.swift.table)}
     WHERE city IS NOT NULL AND city <> '' GROUP BY office, city`,
  )) {
    const row = { office: String(r.office), city: String(r.city), n: Number(r.n) };
    officeRows.set(row.office, [...(officeRows.get(row.office) ?? []), row]);
  }

  // Other names of a bank, from every source that links a record to it.
  const other = new Map<number, Set<string>>();
  const addOther = (bankId: unknown, name: unknown) => {
    const n = str(name);
    if (bankId === null || bankId === undefined || !n) return;
    const set = other.get(Number(bankId)) ?? new Set<string>();
    if (set.size < MAX_OTHER_NAMES) set.add(n.normalize('NFC'));
    other.set(Number(bankId), set);
  };
  const labels = new Map<number, Set<string>>();
  const addLabel = (bankId: unknown, name: unknown) => {
    const label = str(name);
    if (bankId === null || bankId === undefined || !label) return;
    labels.set(Number(bankId), (labels.get(Number(bankId)) ?? new Set()).add(label.normalize('NFC')));
  };
  const bankOf = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const withBank = (bankId: number | null, own: unknown[]) =>
    [...own.map(str), bankId === null ? null : (displayName.get(bankId) ?? null)].filter((n): n is string => !!n);
  const reader: DocReader = {
    all,
    pages: (name, key, columns) => pages(db, name, key, columns),
    t,
    str,
    bankOf,
    withBank,
    other,
    headOffice,
  };
  for (const k of KIND_IDS) await KIND_SEARCH_DOCS[k]?.otherNames?.(reader, addOther, addLabel);

  log(`search index: names read (${other.size} banks with other names)`);
  const docs: Doc[] = [];
  for (const b of banks) {
    const id = Number(b.id);
    const office = b.head_office_swift
      ? officeCity(officeRows.get(String(b.head_office_swift).slice(0, 8)) ?? [], str(b.city))
      : null;
    const cities = [str(b.city), office].filter((c): c is string => !!c);
    docs.push({
      section: 'banks',
      key: String(id),
      country: str(b.country),
      bankId: id,
      office: 0,
      names: [String(b.name), ...(other.get(id) ?? [])],
      places: [...cities, str(b.institution_code)].filter((p): p is string => !!p),
      cities,
    });
  }
  // Each kind's records (its folder's import/search-docs.ts).
  for (const k of KIND_IDS) await KIND_SEARCH_DOCS[k]?.docs(reader, (d) => docs.push(d));

  log(`search index: ${docs.length} records read`);
  // The rank: prominence of the record's bank, then one bank's records together, its head
  // office first, then by code.
  const prominence = (d: Doc) => (d.bankId === null ? 0 : (popularity.get(d.bankId) ?? 0));
  docs.sort(
    (a, b) =>
      prominence(b) - prominence(a) ||
      (a.bankId ?? -1) - (b.bankId ?? -1) ||
      a.office - b.office ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );

  const vocab = new Map<string, number>();
  const termCache = new Map<string, string[]>();
  const termsOf = (text: string) => {
    let terms = termCache.get(text);
    if (!terms) {
      const words = tokens(text);
      terms = [...indexTerms(text), ...acronyms(words)];
      // Bounded: most texts repeat (cities, bank names), but a golden copy's millions of legal
      // names are each read once and would otherwise all stay in memory.
      if (termCache.size >= 200_000) termCache.clear();
      termCache.set(text, terms);
    }
    return terms;
  };
  // Count first: a term held by more than RARE_TERM records of a section is never read from
  // search_terms (worker/search/names.ts reads the section in rank order instead), so it is
  // kept out of it ("bank" alone is in 180,000 IFSC records).
  const docTerms = docs.map((d) => {
    const terms = new Set<string>();
    for (const text of [...d.names, ...d.places]) for (const term of termsOf(text)) terms.add(term);
    return terms;
  });
  log('search index: terms cut');
  docs.forEach((d, i) => {
    for (const term of docTerms[i]!) {
      const k = `${term}\u0000${d.section}`;
      vocab.set(k, (vocab.get(k) ?? 0) + 1);
    }
  });
  const docRows: unknown[][] = [];
  // search_terms as one entry per term with its records (already in id order): the term is
  // written once, not once per record, and only the 320,000 terms are sorted, not the 2 million
  // rows (json_each unpacks them in the database: insertTerms).
  const postings = new Map<string, Map<string, number[]>>();
  let termCount = 0;
  const nameRows: [string, string, number, number][] = [];
  // The banks each city name labels: its TOP_RECORDS most prominent (the order a city's list has).
  const byCity = new Map<string, Doc[]>();
  for (const d of docs) {
    if (d.section !== 'banks') continue;
    for (const city of (d.cities ?? []).flatMap(cityNames)) {
      const list = byCity.get(city);
      if (list) list.push(d);
      else byCity.set(city, [d]);
    }
  }
  const cityLabelled = new Map<string, Set<Doc>>();
  for (const [city, list] of byCity)
    cityLabelled.set(city, new Set(list.sort((a, b) => prominence(b) - prominence(a)).slice(0, TOP_RECORDS)));
  // Each bank's names (1: a label or an acronym, matched only when typed whole), then a group's
  // names given to its home (groupNames).
  const namesOf = new Map<number, Map<string, number>>();
  for (const d of docs) if (d.section === 'banks') namesOf.set(Number(d.key), bankNames(d, labels.get(Number(d.key))));
  const gleif = await readLeiHomes(db, table, new Set(['leis', 'lei_bics']));
  const bankRows = banks.map((b) => ({
    id: Number(b.id),
    country: String(b.country),
    name: String(b.name),
    institution_code: str(b.institution_code),
    lei: str(b.lei),
    swifts_count: Number(b.swifts_count ?? 0),
    // An office of another entity, by its own name or its LEI's legal name ("Barclays Bank
    // Ireland PLC Paris" is "... - France Branch" in GLEIF's file), or by its LEI, at home in
    // another bank ("ING Bank N.V." in Portugal, under ING Belgium's code).
    branch:
      isBranchName(String(b.name)) ||
      isBranchName(gleif.legalNameOf.get(String(b.lei)) ?? '') ||
      (b.lei !== null && gleif.homeOf.has(String(b.lei)) && gleif.homeOf.get(String(b.lei)) !== Number(b.id)),
  }));
  const grouped = groupNames(bankRows, groupHomes(bankRows, gleif), namesOf);
  log(`search index: ${grouped.given} group names given to their homes, ${grouped.labelled} names abroad made labels`);
  docs.forEach((d, i) => {
    const id = i + 1;
    const terms = docTerms[i]!;
    docRows.push([id, d.section, d.key, d.country, d.bankId, prominence(d), ` ${[...terms].join(' ')} `]);
    let section = postings.get(d.section);
    if (!section) postings.set(d.section, (section = new Map()));
    for (const term of terms) {
      if ((vocab.get(`${term}\u0000${d.section}`) ?? 0) > RARE_TERM) continue;
      const list = section.get(term);
      if (list) list.push(id);
      else section.set(term, [id]);
      termCount++;
    }
    if (d.section !== 'banks') return;
    const names = namesOf.get(Number(d.key)) ?? new Map<string, number>();
    // A city alone names its banks ("tokyo", "frankfurt"), as a label (class 1, like a register's
    // short name): the city's banks then list by prominence, above the records of other countries
    // that only mention it (Bank of America's codes for its Tokyo branch led "tokyo").
    // Only a city's TOP_RECORDS most prominent banks carry it: a label held by every bank of
    // Paris (1,732) was read whole, as an exact name, in every section's statement (28,757 rows
    // for "paris"); the others still hold the city among their terms.
    for (const city of (d.cities ?? []).flatMap(cityNames))
      if (!names.has(city) && cityLabelled.get(city)?.has(d)) names.set(city, 1);
    for (const [name, acronym] of names) nameRows.push([d.section, name, id, acronym]);
  });
  const { topRows, prefixRows } = topRecords(docs, docTerms, vocab);
  // Bank names' common prefixes beside the terms' (section 'names'), in key order as inserted.
  const cmpTop = (a: [string, string, number], b: [string, string, number]) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2];
  const allTopRows = [...topRows, ...topNames(nameRows)].sort(cmpTop);
  // Inserted in key order: a WITHOUT ROWID table fills fastest that way.
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const termRows = [...postings]
    .sort(([a], [b]) => cmp(a, b))
    .flatMap(([section, terms]) => [...terms].sort(([a], [b]) => cmp(a, b)).map(([term, ids]) => [section, term, ids]));
  log(`search index: ${docs.length} records, ${termCount} terms, ${nameRows.length} names`);
  await insertJson(
    db,
    table('search_docs'),
    ['id', 'section', 'key', 'country', 'bank_id', 'prominence', 'terms'],
    docRows,
    log,
  );
  await insertJson(
    db,
    table('search_terms'),
    ['section', 'term', 'doc'],
    termRows,
    log,
    'SELECT t.value ->> 0, t.value ->> 1, d.value FROM json_each(?1) t, json_each(t.value -> 2) d',
  );
  const vocabRows = [...vocab]
    .map(([k, n]) => [...k.split('\u0000').reverse(), n] as [string, string, number])
    .sort((a, b) => cmp(a[0], b[0]) || cmp(a[1], b[1]));
  await insertJson(db, table('search_vocab'), ['section', 'term', 'docs'], vocabRows, log);
  await insertJson(db, table('search_names'), ['section', 'name', 'doc', 'acronym'], nameRows, log);
  await insertJson(db, table('search_top'), ['section', 'prefix', 'doc'], allTopRows, log);
  await insertJson(db, table('search_prefixes'), ['section', 'prefix', 'docs'], prefixRows, log);
  return { docs: docs.length, terms: termCount, names: nameRows.length };
}

/** A bank's names as search_names holds them: name -> 1 for a label or an acronym (matched only typed whole), else 0. */
function bankNames(d: Doc, bankLabels: ReadonlySet<string> | undefined): Map<string, number> {
  const names = new Map<string, number>();
  for (const [i, n] of d.names.entries()) {
    // The display name (first) is a name whatever else labels it.
    if (i > 0 && bankLabels?.has(n)) continue;
    const words = tokens(n);
    if (words.length === 0) continue;
    // A name with a word written with a hyphen or an apostrophe is also a name with that word
    // joined, as a query so written is searched ("T-Bank" as "tbank": worker/search/index.ts toQuery).
    const together = joinWords(n);
    for (const name of together === n ? [words] : [words, tokens(together)]) {
      names.set(name.join(' ').slice(0, 80), 0);
      const short = withoutLegalForm(name);
      if (short) names.set(short.join(' ').slice(0, 80), 0);
    }
    for (const a of acronyms(words)) if (!names.has(a)) names.set(a, 1);
  }
  for (const label of bankLabels ?? []) {
    const name = tokens(label).join(' ').slice(0, 80);
    if (name && !names.has(name)) names.set(name, 1);
  }
  return names;
}

/** Banks of one institution code in one country from which on the code is an umbrella, not a group (banks.ts SHARED_CODE_MIN_LEIS). */
const UMBRELLA_BANKS = 3;

/**
 * A group's name is its home's. The banks of one institution code across countries are one
 * group (ISO 9362 hands an institution its code in every country it works in), its home the
 * bank prominence.ts groupHomes finds (at home in its LEI, with the most offices abroad). The
 * name its entities abroad go by is a name of the home: a start of their names in whole words
 * held in two countries or more by two legal entities or more ("santander" of Banco Santander
 * (Brasil) and Banco Santander Chile, "td" of TD Securities (USA) and TD Global Finance; not
 * "bank of china hong kong", one subsidiary with branches of its own), the longest such start
 * or an entity's whole name. A person typing it means the group, whose head office then comes
 * first (Banco Santander in Spain, The Toronto-Dominion Bank). Where such a name, or a name of
 * the home, is an entity's own name abroad, it becomes that entity's label (matched only typed
 * whole, one class below an exact name): "ing bank" is ING Bank N.V. before ING Bank A.S., its
 * more prominent Turkish subsidiary; "ing bank slaski", ING's Polish bank by its own name,
 * stays Polish. A start of only generic words ("banco") or with a legal form ("ing bank n v",
 * "акционерное общество") names no group. A country where three banks or more share the code
 * is left out: the code is an umbrella of independent institutions there (DE GENO, CH RAIF),
 * not an arm of the home.
 */
export function groupNames(
  banks: readonly {
    id: number;
    country: string;
    institution_code: string | null;
    lei: string | null;
    branch: boolean;
  }[],
  homes: ReadonlyMap<string, number>,
  names: ReadonlyMap<number, Map<string, number>>,
): { given: number; labelled: number } {
  let given = 0;
  let labelled = 0;
  type Member = (typeof banks)[number];
  const byCode = new Map<string, Member[]>();
  for (const b of banks) {
    if (!b.institution_code) continue;
    const list = byCode.get(b.institution_code);
    if (list) list.push(b);
    else byCode.set(b.institution_code, [b]);
  }
  for (const [code, members] of byCode) {
    const homeId = homes.get(code);
    const home = members.find((m) => m.id === homeId);
    const homeNames = home ? names.get(home.id) : undefined;
    if (!home || !homeNames) continue;
    const perCountry = new Map<string, number>();
    for (const m of members) perCountry.set(m.country, (perCountry.get(m.country) ?? 0) + 1);
    const abroad = members.filter(
      (m) => m.country !== home.country && (perCountry.get(m.country) ?? 0) < UMBRELLA_BANKS,
    );
    if (abroad.length === 0) continue;
    // Who holds a start: its countries, and its legal entities (by LEI: a foreign branch carries
    // its head office's). A branch names its entity, not the group: "bank of china hong kong"
    // is one subsidiary's name, and of its branches in Jakarta and Manila, some of them mapped
    // to LEIs of their own.
    const holders = new Map<string, Set<string>>();
    const entities = new Map<string, Set<string>>();
    for (const m of [home, ...abroad.filter((a) => !a.branch)]) {
      for (const [name, label] of names.get(m.id) ?? []) {
        if (label) continue;
        const words = name.split(' ');
        for (let n = 1; n <= words.length; n++) {
          const start = words.slice(0, n).join(' ');
          holders.set(start, (holders.get(start) ?? new Set()).add(m.country));
          if (m.lei) entities.set(start, (entities.get(start) ?? new Set()).add(m.lei));
        }
      }
    }
    // A start that every holder continues alike says less than the longer one ("oversea" of
    // "oversea chinese banking corporation", "china" of "china construction bank"), unless it
    // is an entity's whole name abroad ("standard chartered", Standard Chartered Bank Malaysia's)
    // or already a name of the home (its acronym or label: "ing" of ING Bank N.V.).
    const wholes = new Set(
      abroad
        .filter((a) => !a.branch)
        .flatMap((m) => [...(names.get(m.id) ?? [])].filter(([, l]) => !l).map(([n]) => n)),
    );
    const continued = new Set<string>();
    for (const [start, countries] of holders) {
      const cut = start.lastIndexOf(' ');
      if (cut > 0 && holders.get(start.slice(0, cut))?.size === countries.size) continued.add(start.slice(0, cut));
    }
    const brands = new Set<string>();
    for (const [start, countries] of holders) {
      if (countries.size < 2 || (entities.get(start)?.size ?? 0) < 2) continue;
      if (continued.has(start) && !wholes.has(start) && !homeNames.has(start)) continue;
      const words = start.split(' ');
      const latin = latinWords(start);
      // A legal form names one entity ("deutsche bank s a"), and is no group's name.
      // (withoutLegalForm keeps a leading form when nothing follows it: "акционерное общество").
      if (withoutLegalForm(words) || withoutLegalForm([...words, '_']) || words.at(-1)!.length < 2) continue;
      if (latin.length > 0 && !latin.every(isGenericWord)) brands.add(start);
    }
    for (const brand of brands) {
      if (homeNames.get(brand) !== 0) given++;
      homeNames.set(brand, 0);
    }
    for (const m of abroad) {
      const own = names.get(m.id);
      if (!own) continue;
      for (const [name, label] of own)
        if (!label && homeNames.get(name) === 0) {
          own.set(name, 1);
          labelled++;
        }
    }
  }
  return { given, labelled };
}

/** The rows of a table in pages, by keyset on a unique column (no OFFSET: each page is a range seek). */
async function* pages(db: D1Database, table: string, key: string, columns: string, size = 50_000): AsyncGenerator<Row> {
  let after: string | null = null;
  for (;;) {
    const where: string = after === null ? '' : `WHERE ${key} > ?1`;
    const stmt = db.prepare(`SELECT ${columns} FROM ${table} ${where} ORDER BY ${key} LIMIT ${size}`);
    const { results }: D1Result<Row> = await (after === null ? stmt : stmt.bind(after)).all<Row>();
    yield* results;
    if (results.length < size) return;
    after = String(results[results.length - 1]![key]);
  }
}

/**
 * A prefix whose terms more than this many records of a section hold gets a top list in
 * search_top and its exact count in search_prefixes (for speed): a one-word query then
 * reads its page there, not every one of its records to sort them and count them ("nation"
 * among SWIFT records: 2,830 records). 300: about 5,000 prefixes on the full data, 100 records
 * each; a prefix held by fewer costs the search at most a few hundred postings.
 */
export const TOP_FROM = 300;

/**
 * search_top (migrations/0040_search_top.sql): for each prefix of a term whose terms are held
 * by more than TOP_FROM records of a section (the sum over the terms starting with it of their
 * search_vocab counts), the first TOP_RECORDS records holding it, in rank order; and in
 * search_prefixes the number of records holding it, each counted once (a record with two terms
 * starting with the prefix once, where the sum counts it twice). Prefixes are found length by
 * length, each from a common shorter one (a prefix is at least as common as any longer one).
 */
function topRecords(
  docs: readonly Doc[],
  docTerms: readonly Set<string>[],
  vocab: ReadonlyMap<string, number>,
): { topRows: [string, string, number][]; prefixRows: [string, string, number][] } {
  const common = new Set<string>();
  let frontier: Set<string> | null = null; // null: every one-character prefix is a candidate
  for (let length = 1; length <= 40 && (frontier === null || frontier.size > 0); length++) {
    const counts = new Map<string, number>();
    for (const [key, n] of vocab) {
      const [term, section] = key.split('\u0000') as [string, string];
      if (term.length < length || (frontier && !frontier.has(`${section}\u0000${term.slice(0, length - 1)}`))) continue;
      const k = `${section}\u0000${term.slice(0, length)}`;
      counts.set(k, (counts.get(k) ?? 0) + n);
    }
    frontier = new Set();
    for (const [k, n] of counts)
      if (n > TOP_FROM) {
        frontier.add(k);
        common.add(k);
      }
  }
  // Records are visited in id order: a record is counted once per prefix by remembering the last.
  const lists = new Map<string, { ids: number[]; docs: number; last: number }>();
  docs.forEach((d, i) => {
    const id = i + 1;
    for (const term of docTerms[i]!) {
      for (let length = 1; length <= term.length; length++) {
        const k = `${d.section}\u0000${term.slice(0, length)}`;
        if (!common.has(k)) break;
        let list = lists.get(k);
        if (!list) lists.set(k, (list = { ids: [], docs: 0, last: 0 }));
        if (list.last === id) continue;
        list.last = id;
        list.docs++;
        if (list.ids.length < TOP_RECORDS) list.ids.push(id);
      }
    }
  });
  const topRows: [string, string, number][] = [];
  const prefixRows: [string, string, number][] = [];
  for (const [k, list] of [...lists].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const [section, prefix] = k.split('\u0000') as [string, string];
    for (const id of list.ids) topRows.push([section, prefix, id]);
    prefixRows.push([section, prefix, list.docs]);
  }
  return { topRows, prefixRows };
}

/**
 * search_top's section 'names': for each prefix of the banks' names (search_names) that starts
 * more than COMMON_NAME_PREFIX of them, the first TOP_RECORDS banks in rank order that have a
 * name starting with it (an acronym only when it is the prefix itself: the search's own rule,
 * worker/search/names.ts). The search reads a common prefix's banks here, a rare one's names
 * in their range (at most COMMON_NAME_PREFIX rows). Prefixes are found length by length, each
 * from a common shorter one, as in topRecords: about 800 on the full data.
 * `names` are in rank order (nameRows: one bank's names together).
 */
function topNames(names: readonly [string, string, number, number][]): [string, string, number][] {
  const common = new Set<string>();
  let frontier: Set<string> | null = null;
  for (let length = 1; length <= 80 && (frontier === null || frontier.size > 0); length++) {
    const counts = new Map<string, number>();
    for (const [, name] of names) {
      if (name.length < length || (frontier && !frontier.has(name.slice(0, length - 1)))) continue;
      const prefix = name.slice(0, length);
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
    frontier = new Set([...counts].filter(([, n]) => n > COMMON_NAME_PREFIX).map(([prefix]) => prefix));
    for (const prefix of frontier) common.add(prefix);
  }
  const lists = new Map<string, number[]>();
  for (const [, name, doc, acronym] of names) {
    for (let length = 1; length <= name.length; length++) {
      const prefix = name.slice(0, length);
      if (!common.has(prefix)) break;
      if (acronym && length < name.length) continue;
      const list = lists.get(prefix) ?? [];
      if (list.length < TOP_RECORDS && list[list.length - 1] !== doc) list.push(doc);
      lists.set(prefix, list);
    }
  }
  return [...lists]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([prefix, docs]) => docs.map((doc) => ['names', prefix, doc] as [string, string, number]));
}

/**
 * Rows as JSON arrays unpacked by json_each, as scripts/import/refresh.ts does (its measure: the
 * fastest way in); `select` may unpack a row into several (search_terms). Statements go to D1
 * several at a time, as one batch: from the importer every call is a round trip to workerd.
 */
async function insertJson(
  db: D1Database,
  name: string,
  columns: string[],
  rows: readonly unknown[][],
  log: (line: string) => void,
  select?: string,
): Promise<void> {
  const sql = `INSERT OR IGNORE INTO "${name}" (${columns.join(', ')}) ${select ?? `SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(?1)`}`;
  const MAX_CHARS = 300_000; // under D1's 2 MB string limit even when every character takes 3 bytes in UTF-8
  const PER_BATCH = 8;
  let statements: D1PreparedStatement[] = [];
  let chunk: string[] = [];
  let chars = 2;
  let written = 0;
  let pending = 0;
  let logged = 0;
  const send = async () => {
    if (statements.length === 0) return;
    await db.batch(statements);
    statements = [];
    written += pending;
    pending = 0;
    if (written - logged >= 100_000) {
      log(`${name}: ${written}/${rows.length} rows written`);
      logged = written;
    }
  };
  const flush = async () => {
    if (chunk.length === 0) return;
    statements.push(db.prepare(sql).bind(`[${chunk.join(',')}]`));
    pending += chunk.length;
    chunk = [];
    chars = 2;
    if (statements.length >= PER_BATCH) await send();
  };
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (chars + json.length + 1 > MAX_CHARS) await flush();
    chunk.push(json);
    chars += json.length + 1;
  }
  await flush();
  await send();
}
