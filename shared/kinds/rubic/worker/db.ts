import type { Rubic, RubicAccount, RubicRestriction, RubicStatus, RubicSummary, RubicSwift } from '../../../api-types';
import { RUBIC_STATUSES } from '../record';
import { countryNamer } from '../../../../worker/db/countries';
import type { RubicAccountRow, RubicRow as RubicTableRow } from '../rows';
import { bankRef } from '../../../../worker/db/bank-ref';
import { stored } from '../../../../worker/db/stored';
import { first, type Read } from '../../../../worker/db/plan';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';

/** A rubics row (shared/kinds/rubic/rows.ts) with its correspondent account, parent, linked bank and country name. */
type RubicRow = RubicTableRow & {
  correspondent_account: string | null;
  bic_rkc: string | null;
  parent_name: string | null;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
};

type AccountRow = RubicAccountRow;

const STATUSES = new Set<RubicStatus>(RUBIC_STATUSES);
const status = (s: string): RubicStatus => (STATUSES.has(s as RubicStatus) ? (s as RubicStatus) : 'unknown');
const BRANCH = '30';

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

// The correspondent account (CRSA) and the Bank of Russia unit keeping it (the "RKC").
const CORRESPONDENT = `(SELECT a.account FROM rubic_accounts a WHERE a.rubic_code = r.code AND a.account_type = 'CRSA' ORDER BY a.account LIMIT 1)`;
const RKC = `(SELECT a.cbr_bic FROM rubic_accounts a WHERE a.rubic_code = r.code ORDER BY a.account_type = 'CRSA' DESC, a.account LIMIT 1)`;

const select = () => `
  SELECT r.*, ${CORRESPONDENT} AS correspondent_account, ${RKC} AS bic_rkc, p.name AS parent_name,
         b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
  FROM rubics r
  LEFT JOIN rubics p ON p.code = r.parent_bic
  LEFT JOIN banks b ON b.id = r.bank_id`;

function toSummary(r: RubicRow): RubicSummary {
  return {
    ...stored(r, 'code', 'name', 'locality', 'participant_type'),
    is_head_office: r.is_head_office === 1,
    status: status(r.status),
    ...stored(r, 'status_date', 'correspondent_account', 'source', 'as_of'),
  };
}

function toAccount(a: AccountRow): RubicAccount {
  return {
    account: a.account,
    type: a.account_type,
    ...stored(a, 'cbr_bic', 'ck', 'date_in', 'date_out'),
    status: status(a.status),
    status_date: a.status_date,
    restrictions: parseJson<RubicRestriction[]>(a.restrictions, []),
    control_key_valid: a.control_key_valid === 1,
    control_key_errors: parseJson<string[]>(a.control_key_errors, []),
  };
}

/** One BIC (9 digits), with its accounts and SWIFT BICs. */
async function getRubic(db: D1DatabaseSession, code: string, lang?: string): Promise<Rubic | null> {
  const [main, accounts, swifts] = await db.batch([
    db.prepare(`${select()} WHERE r.code = ?1`).bind(code),
    db
      .prepare(`SELECT * FROM rubic_accounts WHERE rubic_code = ?1 ORDER BY account_type = 'CRSA' DESC, account`)
      .bind(code),
    db
      .prepare(`SELECT rs.swift AS code, rs.is_default, s.code IS NOT NULL AS known
                FROM rubic_swifts rs LEFT JOIN swifts s ON s.code = rs.swift
                WHERE rs.rubic_code = ?1 ORDER BY rs.is_default DESC, rs.swift`)
      .bind(code),
  ]);
  const r = main?.results[0] as RubicRow | undefined;
  if (!r) return null;
  const swiftList: RubicSwift[] = (
    (swifts?.results ?? []) as { code: string; is_default: number; known: number }[]
  ).map((s) => ({
    code: s.code,
    is_default: s.is_default === 1,
    known: s.known === 1,
  }));
  const isBranch = r.participant_type === BRANCH;
  const organisation = (isBranch ? r.parent_name : null) ?? r.bank_name ?? r.name;
  const location = [r.locality_type, r.locality].filter(Boolean).join(' ') || null;
  return {
    ...toSummary(r),
    country: r.country,
    country_name: countryNamer(lang)(r.country),
    region: null,
    okato_region: r.okato_region,
    organisation,
    branch: isBranch ? r.name : null,
    registration_number: r.registration_number,
    postcode: r.postcode,
    address: [r.postcode, location, r.address].filter(Boolean).join(', ') || null,
    phone: null,
    bic_rkc: r.bic_rkc,
    parent_bic: r.parent_bic,
    english_name: r.english_name,
    services: r.services,
    exchange_type: r.exchange_type,
    uid: r.uid,
    date_in: r.date_in,
    date_out: r.date_out,
    restrictions: parseJson<RubicRestriction[]>(r.restrictions, []),
    requisites: { bank_name: organisation, correspondent_account: r.correspondent_account, okpo: null },
    org_data: { full_name: r.name, short_name: r.english_name, type: r.participant_type, location },
    swift: swiftList[0]?.code ?? null,
    swifts: swiftList,
    accounts: ((accounts?.results ?? []) as AccountRow[]).map(toAccount),
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
  };
}

/**
 * The API's reads: a BIC with its accounts, and pages of summaries, a bank's codes or without a
 * bank the codes of one country (worker/api/paging.ts readHomeFilter): head office first, then
 * by code (index rubics_bank_head, migration 0045).
 */
export const reads: CodeReads = {
  get: getRubic,
  ...codeList({
    from: 'rubics r',
    select: `SELECT r.*, ${CORRESPONDENT} AS correspondent_account FROM rubics r`,
    order: 'r.is_head_office DESC, r.code',
    item: toSummary,
  }),
  lang: 'get',
};

/** The BIC of the bank's head office (rubics.is_head_office), for the bank page. */
export function headOfficeBic(db: D1DatabaseSession, bankId: number): Read<string | null> {
  return first(
    db.prepare('SELECT code FROM rubics WHERE bank_id = ?1 AND is_head_office = 1 ORDER BY code LIMIT 1').bind(bankId),
    (row: { code: string } | null) => row?.code ?? null,
  );
}
