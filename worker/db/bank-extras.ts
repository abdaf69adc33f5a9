import type { BankCounts, BankIndia, BankLicense, BankRequisites, BankUs } from '../../shared/api-types';
import { bankType } from '../../shared/kinds/ifsc/worker/db';
import { ISO9362_DIRECTORY_DATE } from '../../shared/iso9362';
import type { Read } from './plan';

// What the bank page shows beyond the banks row (SPEC.md section 3 "Bank"): how many codes of
// each kind link to the bank, its license status, its requisites and the US / Indian extras.
// Every query reads by an index that starts with bank_id, so the page stays one round of
// cheap lookups (one D1 batch).

interface HeadOfficeRubic {
  code: string;
  status: string;
  status_date: string | null;
  registration_number: string | null;
  okato_region: string | null;
  postcode: string | null;
  locality_type: string | null;
  locality: string | null;
  address: string | null;
  english_name: string | null;
  date_in: string | null;
  correspondent_account: string | null;
  bic_rkc: string | null;
}

interface CountRow {
  swifts: number;
  rubics: number;
  bins: number;
  ifscs: number;
  routings: number;
  fedach: number | null;
  fedwire: number | null;
}

export interface BankExtras {
  counts: BankCounts;
  license: BankLicense | null;
  requisites: BankRequisites | null;
  us: BankUs | null;
  india: BankIndia | null;
}

/**
 * License status (SPEC.md section 4: valid; invalid since a date; revoked since a date).
 * No source publishes licenses for all countries, so it is derived where the data says something:
 * - a bank with a Bank of Russia head-office BIC: that BIC's ED807 status (the directory lists
 *   license withdrawals, LWRS, and the restrictions imposed on liquidated banks);
 * - otherwise only its presence in the ISO 9362 institution list (institution_active), dated by
 *   that list: the page shows it as "listed in / no longer listed in the directory of {date}",
 *   never as a license.
 */
export function licenseOf(
  rubic: Pick<HeadOfficeRubic, 'status' | 'status_date'> | null,
  institutionActive: number | null,
): BankLicense | null {
  if (rubic) {
    switch (rubic.status) {
      case 'canceled_license':
        return { status: 'revoked', since: rubic.status_date, basis: 'rubic' };
      case 'invalid_license':
      case 'inactive':
        return { status: 'invalid', since: rubic.status_date, basis: 'rubic' };
      case 'unknown':
        break;
      default: // active, temporary, pending_changes: the bank still holds its license
        return { status: 'valid', since: null, basis: 'rubic' };
    }
  }
  if (institutionActive === null) return null;
  // No source states a license here: the page says only whether the ISO 9362 directory of
  // that date lists the institution (the status is kept for the API's existing clients).
  return institutionActive === 1
    ? { status: 'valid', since: ISO9362_DIRECTORY_DATE, basis: 'iso9362' }
    : { status: 'invalid', since: ISO9362_DIRECTORY_DATE, basis: 'iso9362' };
}

/**
 * How many codes of each kind link to the bank, from the counts the importer keeps
 * (migrations/0043_p_list_counts.sql): seven primary-key reads instead of counting a bank's codes
 * (27,000 IFSCs for one bank) per page. A kept list with no row for the bank is 0. Only when
 * nothing is kept (a database seeded without the importer) are the codes counted: COALESCE
 * evaluates its arguments in turn and stops at the first that is not NULL.
 */
const KEPT = `EXISTS (SELECT 1 FROM list_counts WHERE list = 'swifts' AND bank_id = 0 AND country = '')`;
const count = (list: string, counted: string) =>
  `COALESCE((SELECT n FROM list_counts WHERE list = '${list}' AND bank_id = ?1 AND country = ''),
            CASE WHEN ${KEPT} THEN 0 ELSE (${counted}) END)`;
const COUNTS = `SELECT
  ${count('swifts', 'SELECT COUNT(*) FROM swifts WHERE bank_id = ?1')} AS swifts,
  ${count('rubics', 'SELECT COUNT(*) FROM rubics WHERE bank_id = ?1')} AS rubics,
  ${count('bins', 'SELECT COUNT(*) FROM bins WHERE bank_id = ?1')} AS bins,
  ${count('ifscs', 'SELECT COUNT(*) FROM ifscs WHERE bank_id = ?1')} AS ifscs,
  ${count('routings', 'SELECT COUNT(*) FROM routings WHERE bank_id = ?1')} AS routings,
  ${count('routings.fedach', "SELECT SUM(process_status IN ('both', 'fedach')) FROM routings WHERE bank_id = ?1")} AS fedach,
  ${count('routings.fedwire', "SELECT SUM(process_status IN ('both', 'fedwire')) FROM routings WHERE bank_id = ?1")} AS fedwire`;

const HEAD_OFFICE_RUBIC = `SELECT r.code, r.status, r.status_date, r.registration_number, r.okato_region, r.postcode,
    r.locality_type, r.locality, r.address, r.english_name, r.date_in,
    (SELECT a.account FROM rubic_accounts a WHERE a.rubic_code = r.code AND a.account_type = 'CRSA' ORDER BY a.account LIMIT 1) AS correspondent_account,
    (SELECT a.cbr_bic FROM rubic_accounts a WHERE a.rubic_code = r.code ORDER BY a.account_type = 'CRSA' DESC, a.account LIMIT 1) AS bic_rkc
  FROM rubics r WHERE r.bank_id = ?1 AND r.is_head_office = 1 ORDER BY r.code LIMIT 1`;

const IFSC_BANK = 'SELECT code, category, main_ifsc, micr FROM ifsc_banks WHERE bank_id = ?1 ORDER BY code LIMIT 1';

/** The extras in one read (three statements): they go in the same batch as the rest of the bank page. */
export function bankExtras(db: D1DatabaseSession, bankId: number, institutionActive: number | null): Read<BankExtras> {
  return {
    statements: [
      db.prepare(COUNTS).bind(bankId),
      db.prepare(HEAD_OFFICE_RUBIC).bind(bankId),
      db.prepare(IFSC_BANK).bind(bankId),
    ],
    map: ([counts = [], rubic = [], ifscBank = []]) =>
      extras(
        (counts[0] as Partial<CountRow> | undefined) ?? {},
        (rubic[0] as HeadOfficeRubic | undefined) ?? null,
        (ifscBank[0] as IfscBankRow | undefined) ?? null,
        institutionActive,
      ),
  };
}

type IfscBankRow = { code: string; category: string | null; main_ifsc: string | null; micr: string | null };

function extras(
  c: Partial<CountRow>,
  r: HeadOfficeRubic | null,
  i: IfscBankRow | null,
  institutionActive: number | null,
): BankExtras {
  const routings = c.routings ?? 0;
  const place = r ? [r.locality_type, r.locality].filter(Boolean).join(' ') : '';
  return {
    counts: {
      swifts: c.swifts ?? 0,
      rubics: c.rubics ?? 0,
      bins: c.bins ?? 0,
      ifscs: c.ifscs ?? 0,
      us_routings: routings,
    },
    license: licenseOf(r, institutionActive),
    requisites: r
      ? {
          bic: r.code,
          correspondent_account: r.correspondent_account,
          bic_rkc: r.bic_rkc,
          registration_number: r.registration_number,
          okato: r.okato_region,
          legal_address: [r.postcode, place, r.address].filter(Boolean).join(', ') || null,
          english_name: r.english_name,
          in_directory_since: r.date_in,
        }
      : null,
    us: routings > 0 ? { fedach_count: c.fedach ?? 0, fedwire_count: c.fedwire ?? 0 } : null,
    india: i
      ? { code: i.code, category: i.category, type: bankType(i.category), main_ifsc: i.main_ifsc, micr: i.micr }
      : null,
  };
}
