import type { Ifsc, IfscBank, IfscNearby } from '../../../api-types';
import { countryNamer, type CountryNamer } from '../../../../worker/db/countries';
import type { IfscBankRow } from '../rows';
import type { WithBank } from '../../../../worker/db/bank-ref';

/** The RBI/NPCI bank's columns (shared/kinds/ifsc/rows.ts, ifsc_banks) as the join names them: ib_*, null without one. */
type IbColumns = {
  [K in
    | 'name'
    | 'category'
    | 'micr'
    | 'iin'
    | 'main_ifsc'
    | 'upi'
    | 'imps'
    | 'nach_debit'
    | 'ach_credit'
    | 'ach_debit'
    | 'apbs' as `ib_${K}`]: IfscBankRow[K] | null;
};
import { all, batch, first } from '../../../../worker/db/plan';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';
import type { IfscRow } from '../rows';
import { bankRef } from '../../../../worker/db/bank-ref';

/** An ifscs row (shared/kinds/ifsc/rows.ts) with its country's name, linked bank and RBI/NPCI bank (ib_*). */
interface IfscJoinedRow extends IfscRow, IbColumns, WithBank {}

const select = () => `
  SELECT i.*,
         b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_display_name,
         ib.name AS ib_name, ib.category AS ib_category, ib.micr AS ib_micr, ib.iin AS ib_iin,
         ib.main_ifsc AS ib_main_ifsc, ib.upi AS ib_upi, ib.imps AS ib_imps, ib.nach_debit AS ib_nach_debit,
         ib.ach_credit AS ib_ach_credit, ib.ach_debit AS ib_ach_debit, ib.apbs AS ib_apbs
  FROM ifscs i
  LEFT JOIN banks b ON b.id = i.bank_id
  LEFT JOIN ifsc_banks ib ON ib.code = i.ifsc_bank`;

const bool = (v: number | null): boolean | null => (v === null ? null : v === 1);

/**
 * SPEC.md section 4 knows two bank types. RBI categories: public sector banks (PSB) and
 * regional rural banks (RRB, owned by the Union, a state and a sponsor bank) are government
 * banks; private, small finance, payments, local area and foreign banks are private.
 * Co-operative banks (SCB, DCCB, S-UCB, O-UCB) are member-owned: neither, so null.
 */
export function bankType(category: string | null): IfscBank['type'] {
  if (category === 'PSB' || category === 'RRB') return 'government';
  if (category && ['Private', 'SFB', 'PB', 'LAB', 'Foreign'].includes(category)) return 'private';
  return null;
}

function toIfsc(r: IfscJoinedRow, countryName: CountryNamer): Ifsc {
  return {
    code: r.code,
    bank_code: r.bank_code,
    branch_code: r.code.slice(5),
    bank_name: r.bank_name,
    branch: r.branch,
    address: r.address,
    city: r.city,
    centre: r.centre,
    district: r.district,
    state: r.state,
    state_code: r.state_code,
    country: r.country,
    country_name: countryName(r.country),
    contact: r.contact,
    micr: r.micr,
    swift: r.swift,
    neft: bool(r.neft),
    rtgs: bool(r.rtgs),
    imps: bool(r.imps),
    upi: bool(r.upi),
    in_valid_list: r.in_valid_list === 1,
    sublet: r.ifsc_bank !== r.bank_code,
    ifsc_bank:
      r.ib_name === null
        ? null
        : {
            code: r.ifsc_bank,
            name: r.ib_name,
            type: bankType(r.ib_category),
            category: r.ib_category,
            micr: r.ib_micr,
            iin: r.ib_iin,
            main_ifsc: r.ib_main_ifsc,
            upi: bool(r.ib_upi),
            imps: bool(r.ib_imps),
            nach_debit: bool(r.ib_nach_debit),
            ach_credit: bool(r.ib_ach_credit),
            ach_debit: bool(r.ib_ach_debit),
            apbs: bool(r.ib_apbs),
          },
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_display_name),
    source: r.source,
    as_of: r.as_of,
  };
}

const NEARBY = 10;
const NEARBY_COLUMNS = 'code, branch, city, district, neft, rtgs, imps, upi';
type NearbyRow = {
  [K in keyof IfscNearby]: K extends 'neft' | 'rtgs' | 'imps' | 'upi' ? number | null : IfscNearby[K];
};

/**
 * The branch's neighbours among its bank's (ifsc_bank) other branches: the same state's, the same
 * city and district first (index ifscs_place), topped up with the bank's codes in code order (the
 * primary key, from its first four letters) when the state has fewer. A bank's codes in code order
 * alone put a Delhi branch's page next to Assam's and Kerala's.
 */
function nearbyReads(db: D1DatabaseSession, code: string) {
  const toNearby = (rows: NearbyRow[]) =>
    rows.map((n) => ({ ...n, neft: bool(n.neft), rtgs: bool(n.rtgs), imps: bool(n.imps), upi: bool(n.upi) }));
  // The branch's own row as a one-row table, so that its neighbours are read in the same batch.
  const me = '(SELECT ifsc_bank AS b, state AS s, city AS c, district AS d FROM ifscs WHERE code = ?1) me';
  return [
    all(
      db
        .prepare(
          `SELECT ${NEARBY_COLUMNS} FROM ${me}, ifscs n WHERE n.ifsc_bank = me.b AND n.state = me.s AND n.code != ?1
           ORDER BY n.city IS me.c DESC, n.district IS me.d DESC, n.code LIMIT ${NEARBY}`,
        )
        .bind(code),
      toNearby,
    ),
    all(
      db
        .prepare(
          `SELECT ${NEARBY_COLUMNS} FROM ${me}, ifscs n
           WHERE n.code >= substr(?1, 1, 4) || '0' AND n.code < substr(?1, 1, 4) || '1' AND n.ifsc_bank = me.b AND n.code != ?1
           ORDER BY n.code LIMIT ${NEARBY + 1}`,
        )
        .bind(code),
      toNearby,
    ),
  ] as const;
}

async function getIfsc(db: D1DatabaseSession, code: string, lang?: string): Promise<Ifsc | null> {
  const [row, near, rest] = await batch(db, [
    first(db.prepare(`${select()} WHERE i.code = ?1`).bind(code), (r: IfscJoinedRow | null) => r),
    ...nearbyReads(db, code),
  ] as const);
  if (!row) return null;
  const seen = new Set(near.map((n) => n.code));
  const nearby = [...near, ...rest.filter((n) => !seen.has(n.code))].slice(0, NEARBY);
  return { ...toIfsc(row, countryNamer(lang)), nearby };
}

/** The API's reads: a branch with its neighbours, and pages of branches in code order. */
export const reads: CodeReads = {
  get: getIfsc,
  ...codeList({
    from: 'ifscs i',
    select: select(),
    order: 'i.code',
    item: (r: IfscJoinedRow, lang) => toIfsc(r, countryNamer(lang)),
  }),
  lang: 'both',
};
