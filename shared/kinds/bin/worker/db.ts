// The SQL for BIN/IIN records (migrations/0002_bins.sql). Every record is a range of equally
// long prefixes; a number is covered by a record of length L when its leading L digits lie
// between iin_start and iin_end.
import type { Bin, BinRange } from '../../../api-types';
import { deriveBin } from '../lookup';
import { CARD_SCHEMES, type CardScheme } from '../validator';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';
import { MAX_RANGE_SPAN, type BinRow as BinTableRow } from '../rows';
import { bankRef, selectWithBank, type WithBank } from '../../../../worker/db/bank-ref';
import { countryNamer, type CountryNamer } from '../../../../worker/db/countries';

/** Prefix lengths stored: 6 and 8 (ISO/IEC 7812-1:2017), 5 from banks-db. */
const LENGTHS = [5, 6, 8] as const;

/** A bins row (shared/kinds/bin/rows.ts) with its linked bank and its country's name. */
type BinRow = BinTableRow & WithBank;

const select = () => selectWithBank('bins', 'b', 'k');

function toRange(r: BinRow, countryName: CountryNamer): BinRange {
  const known = r.scheme && r.scheme in CARD_SCHEMES ? CARD_SCHEMES[r.scheme as CardScheme] : null;
  return {
    iin_start: r.iin_start,
    iin_end: r.iin_end,
    prefix_length: r.prefix_length,
    scheme: r.scheme,
    payment_system: known?.name ?? null,
    scheme_derived: r.scheme_derived === 1,
    brand: r.brand,
    card_type: r.card_type === 'debit' || r.card_type === 'credit' ? r.card_type : null,
    card_category: r.card_category,
    prepaid: r.prepaid === null ? null : r.prepaid === 1,
    country: r.country,
    country_name: countryName(r.country),
    issuer_bank: r.issuer_name,
    issuer_bank_local: r.issuer_name_local,
    issuer_url: r.issuer_url,
    issuer_phone: r.issuer_phone,
    issuer_city: r.issuer_city,
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
    source: r.source,
    as_of: r.as_of,
  };
}

/**
 * Every record covering `digits` (a BIN of 6 or 8 digits), the one shown first: longer prefix,
 * then narrower range, then a record linked to a bank (positive evidence of its issuer), then
 * the importer's source precedence (bins.precedence, docs/decisions/bins.md), the newer as-of
 * date, then records that say more about the card (type given). `rows` sends the statement: alone,
 * or with a search's others in one batch (worker/search/batch.ts).
 */
export async function findCovering(
  db: D1DatabaseSession,
  digits: string,
  lang?: string,
  rows: <T>(statement: D1PreparedStatement) => Promise<T[]> = async <T>(s: D1PreparedStatement) =>
    (await s.all<T>()).results,
): Promise<
  { id: number; bank_id: number | null; country: string | null; issuer_name: string | null; range: BinRange }[]
> {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  for (const length of LENGTHS) {
    if (digits.length < length) continue;
    const head = digits.slice(0, length);
    const floor = String(Math.max(0, Number(head) - MAX_RANGE_SPAN)).padStart(length, '0');
    args.push(length, floor, head);
    const n = args.length;
    clauses.push(`(b.prefix_length = ?${n - 2} AND b.iin_start BETWEEN ?${n - 1} AND ?${n} AND b.iin_end >= ?${n})`);
  }
  const results = await rows<BinRow>(
    db
      .prepare(`${select()} WHERE ${clauses.join(' OR ')}
      ORDER BY b.prefix_length DESC, CAST(b.iin_end AS INTEGER) - CAST(b.iin_start AS INTEGER),
               b.bank_id IS NULL, b.precedence, b.as_of IS NULL, b.as_of DESC,
               b.card_type IS NULL, b.scheme IS NULL, b.id`)
      .bind(...args),
  );
  return results.map((r) => ({
    id: r.id,
    bank_id: r.bank_id,
    country: r.country,
    issuer_name: r.issuer_name,
    range: toRange(r, countryNamer(lang)),
  }));
}

const RELATED_EACH_SIDE = 10;

/**
 * Neighbours of a record: BINs of the same bank (or the same issuer name in the same country
 * when not linked), else prefixes of the same length next to it. Ten on each side, in order.
 */
export async function findRelated(
  db: D1DatabaseSession,
  record: { id: number; bank_id: number | null; country: string | null; issuer_name: string | null; range: BinRange },
  lang?: string,
): Promise<{ id: number; range: BinRange }[]> {
  let cond: string;
  let args: (string | number)[];
  if (record.bank_id !== null) {
    cond = 'b.bank_id = ?1';
    args = [record.bank_id];
  } else if (record.country && record.issuer_name) {
    cond = 'b.country = ?1 AND b.issuer_name = ?2';
    args = [record.country, record.issuer_name];
  } else {
    cond = 'b.prefix_length = ?1';
    args = [record.range.prefix_length];
  }
  const n = args.length;
  const side = (op: '<' | '>', dir: 'ASC' | 'DESC') =>
    `SELECT * FROM (${select()} WHERE ${cond} AND b.iin_start ${op} ?${n + 1} AND b.id != ?${n + 2}
      ORDER BY b.iin_start ${dir} LIMIT ${RELATED_EACH_SIDE})`;
  const { results } = await db
    .prepare(`${side('<', 'DESC')} UNION ALL ${side('>', 'ASC')}`)
    .bind(...args, record.range.iin_start, record.id)
    .all<BinRow>();
  return results
    .sort((a, b) => (a.iin_start < b.iin_start ? -1 : a.iin_start > b.iin_start ? 1 : 0))
    .map((r) => ({ id: r.id, range: toRange(r, countryNamer(lang)) }));
}

/** A BIN: the most specific record covering it, every record covering it, and its neighbours. */
async function getBin(db: D1DatabaseSession, bin: string, lang?: string): Promise<Bin | null> {
  const covering = await findCovering(db, bin, lang);
  const primary = covering[0];
  if (!primary) return null;
  // Records covering the number are listed in records, not again as neighbours.
  const covered = new Set(covering.map((r) => r.id));
  const related = (await findRelated(db, primary, lang)).filter((r) => !covered.has(r.id)).map((r) => r.range);
  return { ...primary.range, ...deriveBin(bin), records: covering.map((r) => r.range), related };
}

/** The API's reads: a BIN, and pages of BIN records in prefix order. */
export const reads: CodeReads = {
  get: getBin,
  ...codeList({
    from: 'bins b',
    select: select(),
    order: 'b.iin_start, b.iin_end, b.id',
    item: (r: BinRow, lang) => toRange(r, countryNamer(lang)),
  }),
  lang: 'both',
};

/** Most ranges a prefix's answer lists (the rest are counted). */
export const UNDER_MAX = 50;

/**
 * The longer records under a prefix that none covers (457173: its 8-digit IINs 45717300-45717399;
 * a 5-digit prefix: its 6- and 8-digit BINs), in prefix order, and how many there are. A record
 * is under the prefix when its first prefix starts with it (the bins_range index's order).
 */
export async function findUnder(
  db: D1DatabaseSession,
  prefix: string,
  lang?: string,
): Promise<{ items: BinRange[]; total: number }> {
  const clauses: string[] = [];
  const args: (string | number)[] = [];
  for (const length of LENGTHS) {
    if (length <= prefix.length) continue;
    const pad = length - prefix.length;
    args.push(length, prefix + '0'.repeat(pad), prefix + '9'.repeat(pad));
    const n = args.length;
    clauses.push(`(b.prefix_length = ?${n - 2} AND b.iin_start BETWEEN ?${n - 1} AND ?${n})`);
  }
  if (clauses.length === 0) return { items: [], total: 0 };
  const where = `WHERE ${clauses.join(' OR ')}`;
  const n = args.length;
  const [rows, count] = await db.batch([
    db
      .prepare(`${select()} ${where} ORDER BY b.iin_start, b.prefix_length, b.precedence, b.id LIMIT ?${n + 1}`)
      .bind(...args, UNDER_MAX),
    db.prepare(`SELECT COUNT(*) AS n FROM bins b ${where}`).bind(...args),
  ]);
  return {
    items: (rows!.results as BinRow[]).map((r) => toRange(r, countryNamer(lang))),
    total: Number((count!.results[0] as { n?: number } | undefined)?.n ?? 0),
  };
}
