import type { BankRef } from '../../shared/api-types';
import { getIbanCountrySpec, validateIban } from '../../shared/kinds/iban/validator';
import { MAX_RANGE_SPAN } from '../../shared/kinds/bin/rows';
import { bankRef } from '../db/bank-ref';
import { KINDS, STORED_KINDS, pageUrl, type StoredKindId } from '../../shared/kinds';

// The directory half of POST /api/v1/validate: which of many codes the tables hold, in as few
// statements as D1 allows (at most 100 bound parameters a statement), all sent in ONE batch,
// i.e. one round trip to the database whatever the mix of types.

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;

export interface Match {
  name: string | null;
  country: string | null;
  bank: BankRef | null;
  /** The record's page. */
  path: string;
  /** IBANs only: the check method of the bank code (bank_codes.check_method), for the account check. */
  checkMethod?: string | null;
}

interface Row {
  key: string;
  name: string | null;
  country: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_display_name: string | null;
  /** bins only: for choosing the most specific record */
  prefix_length?: number;
  width?: number;
  /** bank_codes only */
  check_method?: string | null;
}

const bankJoin = (alias: string) => `LEFT JOIN banks k ON k.id = ${alias}.bank_id`;
const bankCols = 'k.country AS bank_country, k.slug AS bank_slug, k.name AS bank_display_name';

/** The kinds looked up by their key: those whose registry entry has a bulk-lookup rule (BINs are ranges: planBins). */
export type KeyedKind = Exclude<StoredKindId, 'bin'>;
export const KEYED_KINDS = STORED_KINDS.filter((k): k is KeyedKind => KINDS[k].lookup !== null);

/** SELECT <key>, <name>, <country> ... WHERE <key> IN (...), from the kind's registry entry. */
function keyedSql(kind: KeyedKind, marks: string): string {
  const { table, key, lookup } = KINDS[kind];
  if (!lookup) throw new Error(`${kind} has no bulk-lookup rule`); // KEYED_KINDS holds only kinds with one
  return `SELECT t.${key} AS key, ${lookup.name} AS name, ${lookup.country} AS country, ${bankCols} FROM ${table} t ${bankJoin('t')} WHERE t.${key} IN (${marks})`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const marks = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `?${from + i}`).join(', ');

const toBank = (r: Row): BankRef | null => bankRef(r.bank_country, r.bank_slug, r.bank_display_name);

/** What to look up, by kind: codes of the keyed tables, BIN digit strings, IBANs. */
export interface Wanted {
  codes: Map<KeyedKind, Set<string>>;
  /** 6 or 8 digits of a BIN, or a card number's first 8. */
  bins: Set<string>;
  ibans: Set<string>;
}

export const emptyWanted = (): Wanted => ({ codes: new Map(), bins: new Set(), ibans: new Set() });

interface Planned {
  stmt: D1PreparedStatement;
  take: (rows: Row[]) => void;
}

/** Results keyed `${kind}:${code}` (bins: `bin:${digits}`, IBANs: `iban:${iban}`). */
export async function lookup(db: D1DatabaseSession, wanted: Wanted): Promise<Map<string, Match>> {
  const found = new Map<string, Match>();
  const plan: Planned[] = [];

  for (const [kind, set] of wanted.codes) {
    for (const part of chunks([...set], MAX_PARAMS)) {
      plan.push({
        stmt: db.prepare(keyedSql(kind, marks(part.length))).bind(...part),
        take: (rows) => {
          for (const r of rows)
            found.set(`${kind}:${r.key}`, {
              name: r.name,
              country: r.country,
              bank: toBank(r),
              path: pageUrl(kind, r.key),
            });
        },
      });
    }
  }
  const bins = planBins(db, wanted.bins, found);
  plan.push(...planIbans(db, wanted.ibans, found), ...bins.plan);
  if (plan.length === 0) return found;
  const results = await db.batch<Row>(plan.map((p) => p.stmt));
  results.forEach((r, i) => plan[i]!.take(r.results));
  bins.finish();
  return found;
}

/**
 * IBANs (ISO 13616): the register lists a bank under the BBAN's bank identifier, or (Slovenia)
 * bank + branch identifier, per country; one statement per country and chunk.
 */
function planIbans(db: D1DatabaseSession, ibans: Set<string>, found: Map<string, Match>): Planned[] {
  const byCountry = new Map<string, Map<string, string[]>>(); // country -> bank code -> IBANs
  for (const iban of ibans) {
    const p = validateIban(iban).parts;
    const spec = getIbanCountrySpec(iban.slice(0, 2));
    if (!p?.bankCode || !spec) continue;
    const codes = [p.bankCode];
    if (p.branchCode && spec.branch && spec.bank && spec.branch[0] === spec.bank[1])
      codes.push(p.bankCode + p.branchCode);
    const map = byCountry.get(p.countryCode) ?? new Map<string, string[]>();
    byCountry.set(p.countryCode, map);
    for (const code of codes) map.set(code, [...(map.get(code) ?? []), iban]);
  }
  const plan: Planned[] = [];
  for (const [country, map] of byCountry) {
    for (const part of chunks([...map.keys()], MAX_PARAMS - 1)) {
      plan.push({
        stmt: db
          .prepare(
            `SELECT i.bank_code AS key, i.name, i.country, i.check_method, ${bankCols} FROM bank_codes i ${bankJoin('i')}
              WHERE i.country = ?1 AND i.bank_code IN (${marks(part.length, 2)}) ORDER BY length(i.bank_code)`,
          )
          .bind(country, ...part),
        // Longer codes come last and win (bank + branch over bank alone).
        take: (rows) => {
          for (const r of rows) {
            for (const iban of map.get(r.key) ?? [])
              found.set(`iban:${iban}`, {
                name: r.name,
                country,
                bank: toBank(r),
                path: pageUrl('iban', iban),
                checkMethod: r.check_method ?? null,
              });
          }
        },
      });
    }
  }
  return plan;
}

/**
 * BINs (ISO/IEC 7812-1): records are ranges of equal-length prefixes (migrations/0002_bins.sql),
 * so a number is looked up by its leading 8, 6 and 5 digits, each against the records starting
 * at most MAX_RANGE_SPAN before it (the bins_range index). The most specific record wins:
 * longest prefix, then narrowest range. Two parameters per head, 50 heads a statement.
 */
function planBins(
  db: D1DatabaseSession,
  bins: Set<string>,
  found: Map<string, Match>,
): { plan: Planned[]; finish: () => void } {
  const heads = new Set<string>();
  for (const digits of bins) for (const len of [8, 6, 5]) if (digits.length >= len) heads.add(digits.slice(0, len));
  const best = new Map<string, Row>(); // head -> most specific record covering it
  const plan = chunks([...heads], MAX_PARAMS / 2).map((part): Planned => {
    const values = part.map((_, i) => `(?${2 * i + 1}, ?${2 * i + 2})`).join(', ');
    const args = part.flatMap((h) => [h, String(Math.max(0, Number(h) - MAX_RANGE_SPAN)).padStart(h.length, '0')]);
    return {
      stmt: db
        .prepare(
          `WITH q(head, floor) AS (VALUES ${values})
           SELECT q.head AS key, b.issuer_name AS name, b.country, b.prefix_length,
                  CAST(b.iin_end AS INTEGER) - CAST(b.iin_start AS INTEGER) AS width, ${bankCols}
             FROM q JOIN bins b ON b.prefix_length = length(q.head) AND b.iin_start BETWEEN q.floor AND q.head AND b.iin_end >= q.head
             ${bankJoin('b')}`,
        )
        .bind(...args),
      take: (rows) => {
        for (const r of rows) {
          const prev = best.get(r.key);
          if (
            !prev ||
            (r.width ?? 0) < (prev.width ?? 0) ||
            ((r.width ?? 0) === (prev.width ?? 0) && !prev.name && r.name)
          )
            best.set(r.key, r);
        }
      },
    };
  });
  const finish = () => {
    for (const digits of bins) {
      const hit = [8, 6, 5]
        .map((len) => (digits.length >= len ? best.get(digits.slice(0, len)) : undefined))
        .find(Boolean);
      if (!hit) continue;
      const path = pageUrl('bin', digits.slice(0, digits.length >= 8 && hit.prefix_length === 8 ? 8 : 6));
      found.set(`bin:${digits}`, {
        name: hit.bank_display_name ?? hit.name,
        country: hit.country,
        bank: toBank(hit),
        path,
      });
    }
  };
  return { plan, finish };
}
