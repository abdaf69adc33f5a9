import type { Lei, LeiAddress, LeiBic, LeiSummary } from '../../../api-types';
import { validateLei } from '../validator';
import type { LeiRow as LeiTableRow } from '../rows';
import { countryNamer } from '../../../../worker/db/countries';
import { bankRef } from '../../../../worker/db/bank-ref';
import { stored } from '../../../../worker/db/stored';
import { bankExpr, type CodeFilter } from '../../../../worker/db/filter';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';

type Addr = 'legal_address' | 'hq_address';

/** A leis row (shared/kinds/lei/rows.ts) with its linked bank and, on the detail, its country's name. */
type LeiRow = LeiTableRow & {
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
};

const SELECT = `SELECT l.*, b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
  FROM leis l LEFT JOIN banks b ON b.id = l.bank_id`;

function toSummary(r: LeiRow): LeiSummary {
  return {
    ...stored(r, 'code', 'legal_name', 'country', 'entity_status', 'registration_status'),
    checksum_valid: r.checksum_valid === 1,
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
    ...stored(r, 'source', 'as_of'),
  };
}

function address(r: LeiRow, prefix: Addr): LeiAddress | null {
  const a = {
    lines: r[`${prefix}_lines`]?.split('\n') ?? [],
    city: r[`${prefix}_city`],
    region: r[`${prefix}_region`],
    country: r[`${prefix}_country`],
    postal_code: r[`${prefix}_postal_code`],
  };
  return a.lines.length || a.city || a.region || a.country || a.postal_code ? a : null;
}

interface BicRow {
  bic: string;
  in_directory: number;
  shared: number;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
}

/** One LEI, given in canonical form (20 upper-case characters). */
async function getLei(db: D1DatabaseSession, code: string, lang?: string): Promise<Lei | null> {
  const row = await db
    .prepare(`SELECT l.*, b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
              FROM leis l LEFT JOIN banks b ON b.id = l.bank_id
              WHERE l.code = ?1`)
    .bind(code)
    .first<LeiRow>();
  if (!row) return null;
  const [bics, heads] = await db.batch([
    db
      .prepare(`SELECT lb.bic, s.code IS NOT NULL AS in_directory,
                       (SELECT count(*) FROM lei_bics o WHERE o.bic = lb.bic) > 1 AS shared,
                       b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
                FROM lei_bics lb LEFT JOIN swifts s ON s.code = lb.bic LEFT JOIN banks b ON b.id = s.bank_id
                WHERE lb.lei = ?1 ORDER BY lb.bic`)
      .bind(code),
    // The banks whose head-office LEI this is. banks.lei is set from the head office's BIC
    // (BIC8 + XXX) in GLEIF's map (shared/kinds/lei/import/link.ts), so they are reached from the
    // LEI's own BICs on primary keys: banks has no index on lei, and scanning its ~42k rows
    // cost ~10 ms of SQL on every LEI lookup (npm run bench).
    db
      .prepare(`SELECT b.country, b.slug, b.name FROM lei_bics lb
                JOIN swifts s ON s.code = lb.bic JOIN banks b ON b.id = s.bank_id
                WHERE lb.lei = ?1 AND b.lei = ?1 AND b.head_office_swift || 'XXX' = lb.bic
                ORDER BY b.swifts_count DESC, b.id LIMIT 20`)
      .bind(code),
  ]);
  const check = validateLei(row.code);
  return {
    ...toSummary(row),
    errors: check.errors,
    parts: {
      lou_prefix: row.code.slice(0, 4),
      reserved: row.code.slice(4, 6),
      entity_id: row.code.slice(6, 18),
      check_digits: row.code.slice(18, 20),
    },
    country_name: countryNamer(lang)(row.country),
    entity_category: row.entity_category,
    entity_sub_category: row.entity_sub_category,
    legal_jurisdiction: row.legal_jurisdiction,
    legal_form: { code: row.legal_form_code, other: row.legal_form_other },
    registered_at: row.registered_at,
    registered_as: row.registered_as,
    creation_date: row.creation_date,
    expiration: { date: row.expiration_date, reason: row.expiration_reason },
    legal_address: address(row, 'legal_address'),
    headquarters_address: address(row, 'hq_address'),
    registration: {
      initial_date: row.initial_registration_date,
      last_update: row.last_update_date,
      next_renewal: row.next_renewal_date,
      status: row.registration_status,
      corroboration_level: row.corroboration_level,
      managing_lou: row.managing_lou,
    },
    bics: ((bics?.results ?? []) as BicRow[]).map(
      (b): LeiBic => ({
        code: b.bic,
        bic8: b.bic.slice(0, 8),
        in_directory: b.in_directory === 1,
        shared: b.shared === 1,
        bank: bankRef(b.bank_country, b.bank_slug, b.bank_name),
      }),
    ),
    head_office_of: ((heads?.results ?? []) as { country: string; slug: string; name: string }[]).map((b) => ({
      country: b.country.toLowerCase(),
      slug: b.slug,
      name: b.name,
    })),
  };
}

/** A bank's LEIs: those linked to it, and those holding any of its BICs (GLEIF's map). */
function where(f: CodeFilter): { sql: string; args: (string | number)[] } {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  const bank = bankExpr(f, 1);
  if (bank) {
    args.push(...bank.args);
    parts.push(
      `(l.bank_id = ${bank.sql} OR l.code IN (SELECT lb.lei FROM swifts s JOIN lei_bics lb ON lb.bic = s.code WHERE s.bank_id = ${bank.sql}))`,
    );
  }
  if (f.country) {
    args.push(f.country.toUpperCase());
    parts.push(`l.country = ?${args.length}`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** The API's reads: an LEI with its BICs, and pages of LEI summaries in code order. */
export const reads: CodeReads = {
  get: getLei,
  ...codeList({ from: 'leis l', select: SELECT, order: 'l.code', where, item: toSummary }),
  lang: 'get',
};
