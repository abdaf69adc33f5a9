import type { Bank, BankSummary } from '../../shared/api-types';
import { countryNameRead } from './countries';
import { all, batch } from './plan';
import { headOfficeBic } from '../../shared/kinds/rubic/worker/db';
import { bankExtras } from './bank-extras';
import type { BankRow } from '../../shared/rows/banks';

const SUMMARY = 'country, slug, name, city, head_office_swift, swifts_count';

export function toSummary(
  r: Pick<BankRow, 'country' | 'slug' | 'name' | 'city' | 'head_office_swift' | 'swifts_count'>,
): BankSummary {
  return {
    country: r.country.toLowerCase(),
    slug: r.slug,
    name: r.name,
    city: r.city,
    head_office_swift: r.head_office_swift,
    swifts_count: r.swifts_count,
  };
}

export async function countBanks(db: D1DatabaseSession, country: string | null): Promise<number> {
  const row = country
    ? await db
        .prepare('SELECT COUNT(*) AS n FROM banks WHERE country = ?1')
        .bind(country.toUpperCase())
        .first<{ n: number }>()
    : await db.prepare('SELECT COUNT(*) AS n FROM banks').first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Banks of a country, most prominent first (banks.popularity, scripts/import/prominence.ts:
 * evidence of a domestic network, non-banks and defunct institutions below the banks), then
 * by SWIFT codes and name. The SWIFT count alone put Citadel Advisors' 500 codes first in the US.
 */
export async function listBanks(
  db: D1DatabaseSession,
  country: string | null,
  limit: number,
  offset: number,
): Promise<BankSummary[]> {
  const where = country ? 'WHERE country = ?3' : '';
  const stmt = db.prepare(
    `SELECT ${SUMMARY} FROM banks ${where} ORDER BY popularity DESC, swifts_count DESC, name LIMIT ?1 OFFSET ?2`,
  );
  const { results } = await (country
    ? stmt.bind(limit, offset, country.toUpperCase())
    : stmt.bind(limit, offset)
  ).all<BankRow>();
  return results.map(toSummary);
}

export async function getBank(
  db: D1DatabaseSession,
  country: string,
  slug: string,
  lang: string | undefined,
): Promise<Bank | null> {
  const row = await db
    .prepare('SELECT * FROM banks WHERE country = ?1 AND slug = ?2')
    .bind(country.toUpperCase(), slug.toLowerCase())
    .first<BankRow>();
  if (!row) return null;
  // Everything else the page shows, in one round trip.
  const toSummaries = (rows: BankRow[]) => rows.map(toSummary);
  const [related, relatedAbroad, sameEntity, name, bic, extras] = await batch(db, [
    // Related banks: other banks of the same country under the same ISO 9362 institution code
    // (the party prefix names one institution; e.g. a bank's entities listed apart). Being in the
    // same country is no relation, so none without a code.
    all(
      db
        .prepare(
          `SELECT ${SUMMARY} FROM banks WHERE institution_code = ?1 AND country = ?2 AND id != ?3 ORDER BY swifts_count DESC LIMIT 10`,
        )
        .bind(row.institution_code, row.country, row.id),
      toSummaries,
    ),
    // Related abroad: the same ISO 9362 institution code in other countries (e.g. DEUT); none without one.
    all(
      db
        .prepare(
          `SELECT ${SUMMARY} FROM banks WHERE institution_code = ?1 AND country != ?2 ORDER BY swifts_count DESC LIMIT 20`,
        )
        .bind(row.institution_code, row.country),
      toSummaries,
    ),
    // The legal entity's other offices: banks with the same LEI, the one the LEI is at home at first.
    all(
      db
        .prepare(
          `SELECT ${SUMMARY} FROM banks WHERE lei = ?1 AND id != ?2
           ORDER BY id = (SELECT bank_id FROM leis WHERE code = ?1) DESC, popularity DESC LIMIT 20`,
        )
        .bind(row.lei ?? '', row.id),
      toSummaries,
    ),
    countryNameRead(db, row.country, lang),
    headOfficeBic(db, row.id),
    bankExtras(db, row.id, row.institution_active),
  ] as const);
  return {
    ...toSummary(row),
    country_name: name,
    former_name: row.former_name ?? null,
    institution_code: row.institution_code,
    address: row.address,
    head_office: { swift: row.head_office_swift, bic, lei: row.lei ?? null },
    institution_active: row.institution_active === null ? null : row.institution_active === 1,
    // An office of the same legal entity is listed there, not again under the institution code.
    related_banks: related.filter((b) => !sameEntity.some((e) => e.country === b.country && e.slug === b.slug)),
    related_banks_other_countries: relatedAbroad.filter(
      (b) => !sameEntity.some((e) => e.country === b.country && e.slug === b.slug),
    ),
    same_entity: sameEntity,
    ...extras,
    source: row.source,
    as_of: row.as_of,
  };
}

/** The most prominent banks of a country (banks.popularity, filled by the importer). */
export async function topBanks(db: D1DatabaseSession, country: string, limit: number): Promise<BankSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY} FROM banks WHERE country = ?1 ORDER BY popularity DESC, swifts_count DESC, name LIMIT ?2`,
    )
    .bind(country.toUpperCase(), limit)
    .all<BankRow>();
  return results.map(toSummary);
}
