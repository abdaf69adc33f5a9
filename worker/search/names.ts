import { SEARCH_SECTIONS, type SearchHit } from '../../shared/api-types';
import type { SearchQuery, SectionResult } from './types';
import type { StatementPlan } from './batch';
import { RARE_TERM, TOP_RECORDS } from '../../shared/search-text';

// Records by the words of their names and places, on the search index
// (migrations/0020_search_index.sql). Every query word must start a term of the record.
//
// One statement per section, all sections in one D1 batch (worker/search/batch.ts): one round
// trip per search. What used to take a round trip of its own is decided inside the statement:
// - which word drives: the rarest one by search_vocab's counts, chosen in a CTE;
// - a rare driver (<= RARE records) is a range of search_terms, its records sorted by rank and
//   checked for the other words in their term string; a common one ("bank" is in almost every
//   IFSC record) would cost a sort of most of the section, so the section's records are read
//   in rank order (search_docs_section) and checked for every word, stopping at the page. Both
//   plans are in the statement, each with a LIMIT that is 0 unless the driver's count calls
//   for it: SQLite tests a zero LIMIT before the loop, so only one of them reads rows (a
//   WHERE condition on the count is tested per row by D1's SQLite, even though constant);
// - the banks the query names (whole name, name prefix, acronym), whose codes come first, are
//   a subquery of each code section's statement, not a query of their own;
// - the records' rows (code, names, bank) are joined into the page, not loaded afterwards.
// The arms are a compound SELECT of at most three terms (D1 limits compound SELECTs; the
// number of query words only adds ANDs).

const RARE = RARE_TERM;
/** Whole-name matches of the banks section that go before its all-words matches. */
export const WHOLE_NAME_LIMIT = 50;
/** Banks a query names, whose codes a code section lists first. */
const NAMED_BANKS = 5;
/** At most this many banks holding every word are asked for a name starting with a start (namedBanks). */
const NAMED_HOLDERS = 1000;
/** Records of a section a common driver's scan reads past its top list, at most. */
const SCAN_RECORDS = 3000;
/** Countries of a filter whose records a common driver's scan walks one by one (a compound SELECT of as many terms). */
const COUNTRY_SCANS = 3;
/** Queries of more words leave class 1.5 under a common start to search_top's first banks. */
const HOLDER_WORDS = 6;

/**
 * The class of a name starting with two of the query's words or more, the others among the
 * record's terms: above a start of one word (1.5). "ubs switzerland zuerich" is UBS Switzerland
 * AG (its name starts "ubs switzerland") before UBS AG (only "ubs"), more prominent; a bank
 * e^0.25 (1.3) times as prominent as one whose name starts with more of the words comes after it.
 */
const LONG_START = 1.25;

/** The class a name's start gives (nameStarts): a longer start ranks above one word. */
const startClass = (start: string) => (start.includes(' ') ? LONG_START : 1.5);

/** The class of a record holding every query word as a whole term (between a name's start, 1.5, and all words, 2). */
const WHOLE_WORDS = 1.75;

/**
 * One ranking for the search page and the autocompletion: relevance points (exact name 6, name
 * prefix or acronym 4, the name's start of two words or more plus the other words 3.75, of one
 * word 3.5, every word as a whole term
 * 2.5, all words 2 (some only as the start of a longer term: "is" of "istanbul"), a code prefix
 * typed like a word 1.5, fewer words 0) plus the natural log of the bank's prominence
 * (banks.popularity, scripts/import/prominence.ts: a weighted sum of logs of the evidence, 0 to
 * about 100). A bank e^2 (7.4) times as prominent passes one class step (2 points): "chase" lists
 * JPMorgan Chase Bank (54) before Chase Fleming (4.7), whose name starts with the word. With the
 * decimal log it took 100 times, which that compressed scale never reaches. An exact name still
 * beats a word inside the name of a bank up to e^4 (55) times as prominent, a prefix or an
 * acronym one up to e^2 times ("ubs": UBS AG, not an Indian branch whose initials are UBS;
 * "deutsche bank": Deutsche Bank before DZ Bank, Deutsche Zentral-Genossenschaftsbank).
 */
export function score(m: { cls: number; prominence: number }): number {
  const points = CLASS_POINTS.find(([upTo]) => m.cls <= upTo)?.[1] ?? 0;
  return points + Math.log1p(Math.max(0, m.prominence));
}

/** Relevance points by class, as score() explains: the first row whose class the match is within. */
const CLASS_POINTS: readonly (readonly [upTo: number, points: number])[] = [
  [0, 6],
  [1, 4],
  [LONG_START, 3.75],
  [1.5, 3.5],
  [WHOLE_WORDS, 2.5],
  [2, 2],
  [2.5, 1.5],
];

/** How a section's records become hits: their row's columns, joined on the index's key `p.key`. */
export interface RowSpec<R> {
  columns: string;
  joins: string;
  toHit: (row: R, q: SearchQuery) => SearchHit;
}

/**
 * Numbered bind values (?1, ?2, ...) collected while a statement is written. A value already
 * bound is reused: each word is checked in several arms, and D1 binds at most 100 values.
 */
class Params {
  readonly values: unknown[] = [];
  private readonly seen = new Map<unknown, string>();
  add(value: unknown): string {
    let mark = this.seen.get(value);
    if (!mark) {
      this.values.push(value);
      mark = `?${this.values.length}`;
      this.seen.set(value, mark);
    }
    return mark;
  }
}

/**
 * Whether the record holds every word as a whole term, not only as the start of a longer one:
 * 1 or 0. Bound as the word checks' values (` word`) followed by a space, so no new values.
 */
const wholeWords = (p: Params, terms: string, words: string[]) =>
  `(${words.map((w) => `instr(${terms}, ${p.add(` ${w}`)} || ' ') > 0`).join(' AND ')})`;

/** ` AND instr(<terms>, ' word') > 0` for each word: the record holds a term starting with it. */
const wordChecks = (p: Params, terms: string, words: string[]) =>
  words.map((w) => ` AND instr(${terms}, ${p.add(` ${w}`)}) > 0`).join('');

function countries(p: Params, column: string, list: string[]): string {
  if (list.length === 0) return '';
  return ` AND ${column} IN (${list.map((c) => p.add(c)).join(', ')})`;
}

/** The starts of a query name its class 1.5 stands on: all words but the last, the first two, the first one. */
function nameStarts(name: string): string[] {
  const words = name.split(' ');
  return [...new Set([words.length - 1, 2, 1])]
    .filter((n) => n >= 1 && n < words.length)
    .map((n) => words.slice(0, n).join(' '));
}

/**
 * Whether a name (known to start with `start`, bound as `mark`) starts with it as whole words:
 * a query's start is words typed in full, since more words follow ("is bankasi" starts "is
 * bankasi", not "istanbul takas ve saklama bankasi"; only the whole query's last word may be
 * cut short, class 1).
 */
const startsWords = (column: string, mark: string, start: string) =>
  `(${column} = ${mark} OR substr(${column}, ${[...start].length + 1}, 1) = ' ')`;

/** The query name and its starts, shortest first, as one JSON bind value. */
const namePrefixes = (p: Params, name: string) =>
  p.add(JSON.stringify([name, ...nameStarts(name)].sort((a, b) => a.length - b.length)));

/**
 * The names a query can be, as an OR of search_names ranges with their class: the whole query
 * (exact name 0, or a name starting with it or an acronym equal to it: 1), and its start (all
 * words but the last, the first two, the first one) with the other words among the record's
 * terms (1.5: "deutsche bank frankfurt" is Deutsche Bank in Frankfurt before DZ Bank, Deutsche
 * Zentral-..., Frankfurt). Every branch lies in the range of names starting with the first
 * word; the caller bounds the names read (namedBanks).
 */
function nameMatch(p: Params, name: string, terms: string): { where: string; cls: string; longStarts: string[] } {
  const words = name.split(' ');
  const whole = p.add(name);
  const wholeEnd = p.add(`${name}\uffff`);
  const branches = [`(n.name >= ${whole} AND n.name < ${wholeEnd} AND (n.acronym = 0 OR n.name = ${whole}))`];
  // A start's class, longest first: a name can start with two of them ("ubs switzerland", "ubs").
  const longStarts: string[] = [];
  for (const start of nameStarts(name)) {
    const n = start.split(' ').length;
    const s = p.add(start);
    const branch = `(n.name >= ${s} AND n.name < ${p.add(`${start}\uffff`)} AND (n.acronym = 0 OR n.name = ${s}) AND ${startsWords('n.name', s, start)}${wordChecks(p, terms, words.slice(n))})`;
    branches.push(branch);
    if (startClass(start) === LONG_START) longStarts.push(branch);
  }
  const cls = `CASE WHEN n.name = ${whole} AND n.acronym = 0 THEN 0 WHEN n.name >= ${whole} AND n.name < ${wholeEnd} THEN 1${longStarts.map((b) => ` WHEN ${b} THEN ${LONG_START}`).join('')} ELSE 1.5 END`;
  return { where: `(${branches.join(' OR ')})`, cls, longStarts };
}

/**
 * The banks a query names, as (doc, cls) rows, at most `limit`, by class then rank. Reading
 * every name that starts with the query's first word cost thousands of rows for a common one
 * ("bank", "raiffe"), in every section's statement, so the names are read in three parts:
 * - the exact name (a point of search_names);
 * - of each prefix the classes stand on (the whole query, its starts) that is common, its
 *   first banks in rank order, kept by the importer in search_top (section 'names',
 *   scripts/import/search-index.ts topNames), with the class that prefix gives;
 * - the names in the range of the shortest prefix that is not common (at most
 *   COMMON_NAME_PREFIX rows), classed name by name as before.
 * The result is the same as reading every name, except that a start's matches (class 1.5)
 * come from its first TOP_RECORDS banks only when the start is common. A country filter reads
 * every name of the range (the first banks of a prefix may all be elsewhere).
 */
function namedBanks(p: Params, q: SearchQuery, limit: number | string): string {
  const m = nameMatch(p, q.name, 'b.terms');
  const filter = countries(p, 'b.country', q.countries);
  const first = q.name.split(' ')[0]!;
  if (q.countries.length > 0) {
    return `SELECT n.doc, min(${m.cls}) AS cls FROM search_names n JOIN search_docs b ON b.id = n.doc
      WHERE n.section = 'banks' AND n.name >= ${p.add(first)} AND n.name < ${p.add(`${first}\uffff`)} AND ${m.where}${filter}
      GROUP BY n.doc ORDER BY cls, n.doc LIMIT ${limit}`;
  }
  const words = q.name.split(' ');
  // The class a common prefix's banks get: 1 for the whole query, a start's (startClass) for a
  // start whose other words the bank's terms hold (checked on its record, read only for that
  // branch), the longest first.
  const topClass = nameStarts(q.name)
    .map((start) => {
      const rest = words.slice(start.split(' ').length);
      const checks = rest
        .map((w) => ` AND instr((SELECT b.terms FROM search_docs b WHERE b.id = t.doc), ${p.add(` ${w}`)}) > 0`)
        .join('');
      // search_top keeps a prefix's banks by the characters their names start with: whether
      // one of the bank's names starts with the start as whole words is asked of its names.
      const s = p.add(start);
      const asWords = `EXISTS (SELECT 1 FROM search_names n INDEXED BY search_names_doc WHERE n.doc = t.doc
        AND n.name >= ${s} AND n.name < ${p.add(`${start}\uffff`)} AND (n.acronym = 0 OR n.name = ${s}) AND ${startsWords('n.name', s, start)})`;
      return ` WHEN t.prefix = ${s}${checks} AND ${asWords} THEN ${startClass(start)}`;
    })
    .join('');
  return `SELECT doc, min(cls) AS cls FROM (
      SELECT n.doc, CASE WHEN n.acronym = 0 THEN 0 ELSE 1 END AS cls FROM search_names n
      WHERE n.section = 'banks' AND n.name = ${p.add(q.name)}
      UNION ALL
      SELECT t.doc, CASE WHEN t.prefix = ${p.add(q.name)} THEN 1${topClass} END AS cls FROM search_top t
      WHERE t.section = 'names' AND t.prefix IN (SELECT value FROM json_each(${namePrefixes(p, q.name)}))
      UNION ALL
      SELECT n.doc, ${m.cls} AS cls FROM search_names n JOIN search_docs b ON b.id = n.doc
      WHERE n.section = 'banks' AND n.name >= (SELECT u FROM rare_name) AND n.name < (SELECT u FROM rare_name) || char(65535) AND ${m.where}${startsOfHolders(p, q, limit)}
    ) WHERE cls IS NOT NULL GROUP BY doc ORDER BY cls, doc LIMIT ${limit}`;
}

/**
 * Class 1.5 (or LONG_START) when a start is common ("bank" of "bank tokyo"): its first banks in search_top may
 * all lack the other words, so the banks holding every word (the rarest one's records in the
 * banks section, when at most NAMED_HOLDERS) are asked whether one of their names starts with
 * a start (search_names_doc). Such a bank holds every word: its name's words are among its
 * terms. Not needed when the first word is rare: its range of names, read whole, has them all.
 * Only the first `limit` of them in rank order are kept (a start's class, 1.5 or LONG_START, read
 * from the names that start so): the rarest word's postings are an IN list walked in rank order,
 * each bank's names asked until `limit` answer ("joint stock": 2,700 rows read in every section
 * for 5 banks). A bank deeper in the rank whose name starts with more of the words may be left
 * out when `limit` banks before it start with fewer.
 */
function startsOfHolders(p: Params, q: SearchQuery, limit: number | string): string {
  // Up to a few words: each start's branch checks the other words, and SQLite bounds the depth
  // of an expression tree (100), its subqueries included.
  if (nameStarts(q.name).length === 0 || q.words.length > HOLDER_WORDS) return '';
  const m = nameMatch(p, q.name, 'b.terms');
  // A long start's class asked of the bank's names in that start's range (one seek each), for
  // the banks kept only: the OR of every branch would read all of a bank's names.
  const long = m.longStarts.map(
    (branch) => `EXISTS (SELECT 1 FROM search_names n INDEXED BY search_names_doc WHERE n.doc = b.id AND ${branch})`,
  );
  const cls = long.length > 0 ? `CASE WHEN ${long.join(' OR ')} THEN ${LONG_START} ELSE 1.5 END` : '1.5';
  return `
      UNION ALL
      SELECT * FROM (SELECT b.id AS doc, ${cls} AS cls FROM search_docs b
      WHERE b.id IN (SELECT t.doc FROM search_terms t WHERE t.section = 'banks' AND t.term >= (SELECT w FROM bank_drv) AND t.term < (SELECT w FROM bank_drv) || char(65535))
        AND EXISTS (SELECT 1 FROM search_names n INDEXED BY search_names_doc WHERE n.doc = b.id AND ${m.where})
      ORDER BY b.id LIMIT CASE WHEN (SELECT n FROM bank_drv) <= ${NAMED_HOLDERS} AND coalesce((SELECT u FROM rare_name), '') <> ${p.add(q.name.split(' ')[0]!)} THEN ${limit} ELSE 0 END)`;
}

/** The CTE namedBanks reads: the shortest of the query's name prefixes that search_top does not keep. */
function rareName(p: Params, q: SearchQuery): string {
  const holders =
    nameStarts(q.name).length === 0 || q.words.length > HOLDER_WORDS
      ? ''
      : `,
  bank_drv AS (SELECT j.value AS w, coalesce(
      (SELECT c.docs FROM search_prefixes c WHERE c.section = 'banks' AND c.prefix = j.value),
      (SELECT ifnull(sum(v.docs), 0) FROM search_vocab v WHERE v.section = 'banks' AND v.term >= j.value AND v.term < j.value || char(65535))) AS n
    FROM json_each(${p.add(JSON.stringify(q.words))}) j ORDER BY n, w LIMIT 1)`;
  return `rare_name AS (SELECT j.value AS u FROM json_each(${namePrefixes(p, q.name)}) j
    WHERE NOT EXISTS (SELECT 1 FROM search_top t WHERE t.section = 'names' AND t.prefix = j.value) ORDER BY length(j.value) LIMIT 1)${holders}`;
}

/**
 * One word, no country filter, a page within TOP_RECORDS: a word with a top list
 * (scripts/import/search-index.ts TOP_FROM) is answered from it, with its exact count.
 */
const isAlone = (q: SearchQuery, words: string[], limit: number) =>
  words.length === 1 && q.countries.length === 0 && limit <= TOP_RECORDS;

interface Candidate {
  arm: number;
  id: number;
  prominence: number;
  cls: number | null;
  total: number | null;
  /** 1: a record holding every word holds each as a whole term (wholeWords). */
  whole: number | null;
}

/**
 * One statement: a section's records holding every word of `words` (arm 0: rare driver, with
 * its count; arms 1 and 3: common driver), and the records of the banks the query names or, for
 * the banks section, the banks whose name is or starts with the query (arm 2, with its class).
 */
function sectionStatement<R>(
  db: D1DatabaseSession,
  section: string,
  q: SearchQuery,
  words: string[],
  spec: RowSpec<R>,
  limit: number,
  named: boolean,
): D1PreparedStatement {
  const want = q.offset + q.limit;
  const p = new Params();
  const s = p.add(section);
  const w = p.add(JSON.stringify(words));
  const withNames = named && q.name.length >= 2;
  // A word's count: one row of search_prefixes for a prefix with a top list (its records,
  // each counted once: \`listed\`), else the sum over its terms (a short range of search_vocab).
  const cte = `WITH df AS (SELECT j.value AS w, c.docs AS listed, coalesce(c.docs,
      (SELECT ifnull(sum(v.docs), 0) FROM search_vocab v WHERE v.section = ${s} AND v.term >= j.value AND v.term < j.value || char(65535))) AS n
    FROM json_each(${w}) j LEFT JOIN search_prefixes c ON c.section = ${s} AND c.prefix = j.value),
  drv AS (SELECT w, n, listed FROM df ORDER BY n, w LIMIT 1)${withNames ? `,\n  ${rareName(p, q)}` : ''}`;
  // A word alone whose page lies within its top list: the page is read there, and its count is
  // search_prefixes' (exact), whether the word is rare or common.
  const alone = isAlone(q, words, limit);
  // A rare driver's records: its postings (search_terms) as an IN list, which SQLite reads once
  // into a sorted list and walks in rank order, reading each record until the page is full; the
  // count is a scalar subquery of its own, evaluated once. A window count (count(*) OVER ()) over
  // the joined and grouped postings read about three times as many rows ("nation" among SWIFT
  // records: 17,120 rows; as here: 2,957 for the page and 2,877 for the count).
  const range = `t.section = ${s} AND t.term >= (SELECT w FROM drv) AND t.term < (SELECT w FROM drv) || char(65535)`;
  const checks = `${wordChecks(p, 'd.terms', words)}${countries(p, 'd.country', q.countries)}`;
  const whole = wholeWords(p, 'd.terms', words);
  const count =
    words.length === 1 && q.countries.length === 0
      ? `SELECT count(DISTINCT t.doc) FROM search_terms t WHERE ${range}`
      : `SELECT count(DISTINCT t.doc) FROM search_terms t JOIN search_docs d ON d.id = t.doc WHERE ${range}${checks}`;
  const rare = `SELECT d.id, d.key, d.prominence, NULL AS cls, (${count}) AS total, ${whole} AS whole
    FROM search_docs d WHERE d.id IN (SELECT t.doc FROM search_terms t WHERE ${range})${checks}
    ORDER BY d.id LIMIT CASE WHEN (SELECT n FROM drv) <= ${RARE}${alone ? ' AND (SELECT listed FROM drv) IS NULL' : ''} THEN ${limit} ELSE 0 END`;
  // A common driver's first records in rank order are kept in search_top: read there, checked
  // for the other words (arm 3). When they hold the page, that is the answer (the first records
  // holding every word all hold the driver); else the section is read on in rank order from the
  // last of them (INDEXED BY search_docs_section, so that the scan stops at the page: arm 1).
  const topWalk = `FROM search_top t JOIN search_docs d ON d.id = t.doc
    WHERE t.section = ${s} AND t.prefix = (SELECT w FROM drv)${wordChecks(p, 'd.terms', words)}${countries(p, 'd.country', q.countries)}
    ORDER BY t.doc LIMIT CASE WHEN (SELECT n FROM drv) > ${RARE}${alone ? ' OR (SELECT listed FROM drv) IS NOT NULL' : ''} THEN ${limit} ELSE 0 END`;
  const top = `SELECT d.id, d.key, d.prominence, NULL AS cls, (SELECT n FROM drv) AS total, ${whole} AS whole ${topWalk}`;
  // When the named records fill the page, no record ranked after the last of them can enter it
  // (it is less prominent and of a lower class: score()), so the scan stops there ("sbi mumbai"
  // among IFSCs: State Bank of India's records start 130,000 records down the rank).
  const stop = withNames
    ? ` AND x.id < (SELECT CASE WHEN count(*) >= ${want} THEN max(id) ELSE 1e18 END FROM named)`
    : '';
  // The section read on in rank order, at most SCAN_RECORDS records past the top list: two
  // common words whose shared records lie deep in the rank ("g u s i", "j t bank") read up to
  // 75,000 rows. A co-routine in id order whose records are checked as they come, so that the
  // scan still stops at the page (no ORDER BY outside it: SQLite would sort all it yields);
  // the count stays the driver's, an upper bound.
  const after = `x.id > (SELECT ifnull(max(t.doc), 0) FROM search_top t WHERE t.section = ${s} AND t.prefix = (SELECT w FROM drv))${stop}`;
  const columns = 'x.id, x.key, x.prominence, x.terms, x.country';
  // With a country filter of a few countries, each country's records in rank order
  // (search_docs_country): the section's first records may hold none of them ("bank" among
  // France's SWIFT codes found nothing in the first 3,000 of the world's).
  const byCountry = q.countries.length > 0 && q.countries.length <= COUNTRY_SCANS;
  const walked = byCountry
    ? q.countries
        .map(
          (c) => `SELECT * FROM (SELECT ${columns} FROM search_docs x INDEXED BY search_docs_country
      WHERE x.section = ${s} AND x.country = ${p.add(c)} AND ${after} ORDER BY x.id LIMIT ${SCAN_RECORDS})`,
        )
        .join(' UNION ALL ')
    : `SELECT ${columns} FROM search_docs x INDEXED BY search_docs_section
      WHERE x.section = ${s} AND ${after} ORDER BY x.id LIMIT ${SCAN_RECORDS}`;
  const scan = `SELECT d.id, d.key, d.prominence, NULL AS cls, (SELECT n FROM drv) AS total, ${whole} AS whole
    FROM (${walked}) d
    WHERE 1${wordChecks(p, 'd.terms', words)}${countries(p, 'd.country', q.countries)}${byCountry && q.countries.length > 1 ? ' ORDER BY d.id' : ''}
    LIMIT CASE WHEN (SELECT n FROM drv) > ${RARE} AND (SELECT count(*) FROM (SELECT 1 ${topWalk})) < ${limit} THEN ${limit} ELSE 0 END`;
  // The named arm (2) as a CTE: the scan reads it too.
  let namedArm = '';
  if (withNames) {
    if (section === 'banks') {
      namedArm = `SELECT d.id, d.key, d.prominence, nb.cls, NULL AS total, NULL AS whole
        FROM (${namedBanks(p, q, WHOLE_NAME_LIMIT)}) nb JOIN search_docs d ON d.id = nb.doc`;
    } else {
      // The records of each named bank, at most `limit` of them in rank order (its records are
      // a range of search_docs_bank): a correlated list, so that a bank with 20,000 IFSCs
      // costs the page, not all of them. CROSS JOIN keeps the named banks outside (SQLite does
      // not reorder it). When a word occurs in no record of the section, no record of a named
      // bank can hold every word: the banks are not looked for (LIMIT 0 skips the subquery;
      // "cooperativa ahorro" among IFSCs read 2,900 rows for none).
      const banks = `CASE WHEN (SELECT n FROM drv) > 0 THEN ${NAMED_BANKS} ELSE 0 END`;
      namedArm = `SELECT d.id, d.key, d.prominence, nb.cls, NULL AS total, NULL AS whole
        FROM (SELECT CAST(b.key AS INTEGER) AS bank_id, nd.cls FROM (${namedBanks(p, { ...q, countries: [] }, banks)}) nd JOIN search_docs b ON b.id = nd.doc) nb
        CROSS JOIN search_docs d ON d.id IN (SELECT x.id FROM search_docs x INDEXED BY search_docs_bank
          WHERE x.section = ${s} AND x.bank_id = nb.bank_id${wordChecks(p, 'x.terms', words)}${countries(p, 'x.country', q.countries)}
          ORDER BY x.id LIMIT ${limit})
        ORDER BY d.id LIMIT ${limit}`;
    }
  }
  const arms: [number, string][] = [
    [0, rare],
    [3, top],
  ];
  if (!alone) arms.push([1, scan]);
  if (withNames) arms.push([2, 'SELECT * FROM named']);
  const sql = `${cte}${namedArm ? `,\n  named AS MATERIALIZED (${namedArm})` : ''}\n${arms.map(([arm, from]) => `SELECT ${arm} AS arm, p.id, p.prominence, p.cls, p.total, p.whole, ${spec.columns} FROM (${from}) p ${spec.joins}`).join('\nUNION ALL\n')}`;
  return db.prepare(sql).bind(...p.values);
}

/** Which words occur in which section (search_vocab), asked once per search (both passes share its plan). */
const vocabs = new WeakMap<StatementPlan, Promise<Map<string, Set<string>>>>();
function vocabOf(plan: StatementPlan, q: SearchQuery): Promise<Map<string, Set<string>>> {
  let found = vocabs.get(plan);
  if (!found) {
    found = plan
      .all<{ w: string; section: string }>(
        plan.db
          .prepare(
            `SELECT j.value AS w, s.value AS section FROM json_each(?1) j, json_each(?2) s
         WHERE EXISTS (SELECT 1 FROM search_vocab v WHERE v.section = s.value AND v.term >= j.value AND v.term < j.value || char(65535))`,
          )
          .bind(JSON.stringify(q.words), JSON.stringify(SEARCH_SECTIONS)),
      )
      .then((results) => {
        const out = new Map<string, Set<string>>();
        for (const r of results) out.set(r.section, (out.get(r.section) ?? new Set()).add(r.w));
        return out;
      });
    vocabs.set(plan, found);
  }
  return found;
}

/**
 * A section's records by name and place, as hits in rank order: for a code section first the
 * records of the banks the query names ("deutsche" lists Deutsche Bank's SWIFT codes before
 * those of DZ Bank, Deutsche Zentral-Genossenschaftsbank), for the banks section the banks whose
 * name is or starts with the query; then every record holding all words (class 2). In the
 * second pass (q.fewer: no section held every word, ./index.ts searchSections), the words that
 * occur in the section, or all but the last (class 3). Null when the query has no word.
 */
export async function nameSearch<R>(
  plan: StatementPlan,
  section: string,
  q: SearchQuery,
  spec: RowSpec<R>,
): Promise<SectionResult | null> {
  if (q.words.length === 0) return null;
  const want = q.offset + q.limit;
  // The all-words arm may hold records of the named arm: enough of them to fill the page after.
  const limit = want + (section === 'banks' ? WHOLE_NAME_LIMIT : want);
  // A query of several words may need the second pass: which of them occur, asked in the first
  // pass's round trip.
  const vocab = q.words.length > 1 ? vocabOf(plan, q) : null;
  type Row = Candidate & R;
  // Arms 0, 1 and 3 are the records holding every word (3 and then 1 for a common driver).
  const holding = (rows: Row[]) =>
    rows
      .filter((r) => r.arm !== 2)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit);
  let found: Row[] = [];
  let named: Row[] = [];
  let cls = 2;
  let used = q.words;
  if (!q.fewer) {
    const results = await plan.all<Row>(sectionStatement(plan.db, section, q, q.words, spec, limit, true));
    found = holding(results);
    named = results.filter((r) => r.arm === 2);
  } else if (vocab) {
    const inSection = (await vocab).get(section) ?? new Set<string>();
    const occurs = q.words.filter((w) => inSection.has(w));
    const tries: string[][] = [];
    if (occurs.length > 0 && occurs.length < q.words.length) tries.push(occurs);
    if (occurs.length > 1) tries.push(occurs.slice(0, -1));
    cls = 3;
    for (const words of tries) {
      found = holding(await plan.all<Row>(sectionStatement(plan.db, section, q, words, spec, limit, false)));
      used = words;
      if (found.length > 0) break;
    }
  }
  const first = found[0];
  // Exact: a rare driver's count, or a word alone read from its top list (search_prefixes).
  const exact = first !== undefined && (first.arm === 0 || (first.arm === 3 && isAlone(q, used, limit)));
  const counted = first ? (exact ? Number(first.total) : Math.max(found.length, Number(first.total ?? 0))) : 0;
  // A common driver's matches are not counted (a scan of most of the section): when the scan
  // stopped at the limit, the count is the driver's record count, an upper bound (capped).
  // The scan also stops at the named records when they fill the page (sectionStatement): then
  // the count is the driver's too.
  const common = first !== undefined && !exact;
  const cut = common && named.length >= want;
  // A scan that did not fill the page may have stopped at SCAN_RECORDS: its matches are those
  // found, and more may lie deeper ("12+", not an exact-looking 12).
  const bounded = common && found.length < limit && !cut;
  const capped = common && (found.length >= limit || cut || bounded) && counted > found.length;
  const total = common && found.length < limit && !cut ? found.length : counted;
  const seen = new Set<number>();
  const ranked: { row: Row; cls: number }[] = [];
  for (const row of named)
    if (!seen.has(row.id)) {
      seen.add(row.id);
      ranked.push({ row, cls: Number(row.cls) });
    }
  for (const row of found)
    if (!seen.has(row.id)) {
      seen.add(row.id);
      ranked.push({ row, cls: cls === 2 && Number(row.whole) === 1 ? WHOLE_WORDS : cls });
    }
  ranked.sort(
    (a, b) =>
      score({ cls: b.cls, prominence: b.row.prominence }) - score({ cls: a.cls, prominence: a.row.prominence }) ||
      a.row.id - b.row.id,
  );
  const page = ranked.slice(q.offset, want);
  return {
    total: Math.max(total, ranked.length < want ? ranked.length : named.length),
    capped,
    items: page.map((m) => spec.toHit(m.row as R, q)),
    scores: page.map((m) => ({ cls: m.cls, prominence: m.row.prominence })),
    ...(ranked[0] ? { top: { cls: ranked[0].cls, prominence: ranked[0].row.prominence } } : {}),
  };
}

/**
 * One section's answer when the query can be both a code prefix and a name ("DEUT", "chase"):
 * the code prefix when typed like a code or when no name matches, else the names.
 */
export function pick(q: SearchQuery, byCode: SectionResult | null, byName: SectionResult | null): SectionResult | null {
  if (byCode && byCode.total > 0 && (q.codeLike || !byName || byName.total === 0)) return byCode;
  return byName ?? byCode;
}

/** Scores of code-prefix hits: 0 for the complete code, else a prefix (1 when typed like a code, 2.5 when typed like a word). */
export function codeScores(
  q: SearchQuery,
  codes: (string | null)[],
  prominence: number[],
): { cls: number; prominence: number }[] {
  return codes.map((code, i) => ({ cls: code === q.code ? 0 : q.codeLike ? 1 : 2.5, prominence: prominence[i] ?? 0 }));
}
