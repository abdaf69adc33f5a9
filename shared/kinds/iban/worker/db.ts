import { getIbanCountrySpec, type IbanParts } from '../validator';
import type { IbanBank } from '../../../api-types';
import type { BankCodeRow } from '../../bankcode/rows';

/** An bank_codes row (shared/kinds/bankcode/rows.ts), whether its BIC is listed, and its linked bank. */
type Row = Pick<BankCodeRow, 'bank_code' | 'name' | 'bic' | 'check_method' | 'source' | 'as_of'> & {
  bic_listed: number;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
};

/**
 * The forms a register may list an IBAN's bank under: its bank identifier, or (Slovenia) bank +
 * branch identifier when the branch identifier follows the bank's in the BBAN.
 */
export function ibanBankCodes(iban: string, parts: IbanParts | null | undefined): string[] {
  const codes: string[] = [];
  if (!parts?.bankCode) return codes;
  codes.push(parts.bankCode);
  const spec = getIbanCountrySpec(iban.slice(0, 2));
  if (parts.branchCode && spec?.branch && spec.bank && spec.branch[0] === spec.bank[1])
    codes.push(parts.bankCode + parts.branchCode);
  return codes;
}

/**
 * The bank of an IBAN's bank identifier. `codes` are the forms a register may list it under:
 * the bank identifier alone, or bank + branch identifier (Slovenia); the longest match wins.
 */
export async function getIbanBank(
  db: D1DatabaseSession,
  country: string,
  codes: readonly string[],
): Promise<IbanBank | null> {
  return (await findIbanBank(db, country, codes))?.bank ?? null;
}

/**
 * getIbanBank's bank, and the check method of its bank code (DE: the Bundesbank's, for the
 * account check of ./account.ts), read in the same statement.
 */
export async function findIbanBank(
  db: D1DatabaseSession,
  country: string,
  codes: readonly string[],
): Promise<{ bank: IbanBank; checkMethod: string | null } | null> {
  if (codes.length === 0) return null;
  const placeholders = codes.map((_, i) => `?${i + 2}`).join(', ');
  const row = await db
    .prepare(
      `SELECT i.bank_code, i.name, i.bic, i.check_method, i.source, i.as_of,
              EXISTS (SELECT 1 FROM swifts s WHERE s.code = i.bic) AS bic_listed,
              b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
         FROM bank_codes i LEFT JOIN banks b ON b.id = i.bank_id
        WHERE i.country = ?1 AND i.bank_code IN (${placeholders})
        ORDER BY length(i.bank_code) DESC LIMIT 1`,
    )
    .bind(country, ...codes)
    .first<Row>();
  if (!row) return null;
  const bank: IbanBank = {
    bank_code: row.bank_code,
    name: row.name,
    bic: row.bic,
    bic_listed: row.bic_listed === 1,
    bank:
      row.bank_country && row.bank_slug
        ? { country: row.bank_country.toLowerCase(), slug: row.bank_slug, name: row.bank_name ?? row.name }
        : null,
    source: row.source,
    as_of: row.as_of,
  };
  return { bank, checkMethod: row.check_method };
}

/** Which of `codes` (bank identifiers of one country) the registers know. */
export async function knownBankCodes(
  db: D1DatabaseSession,
  country: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const placeholders = codes.map((_, i) => `?${i + 2}`).join(', ');
  const { results } = await db
    .prepare(`SELECT bank_code FROM bank_codes WHERE country = ?1 AND bank_code IN (${placeholders})`)
    .bind(country, ...codes)
    .all<{ bank_code: string }>();
  return new Set(results.map((r) => r.bank_code));
}
