// Links IBAN bank codes to our banks through their BIC, on the tables of the running import.
// The banks' ids are assigned by the SWIFT source in the same run, so this is SQL over its
// tables rather than a lookup while reading: the BIC itself (swifts.code), else its primary
// office (BIC8 + XXX), else the institution (ISO 9362 party prefix + country, banks are one per
// institution and country).
import { quoteIdent } from '../../../../scripts/import/sql';

/** `table(name)`: the name under which `name` is being built (the aside table) or served. */
export async function linkBankCodes(
  db: D1Database,
  table: (name: string) => string,
): Promise<{ linked: number; withBic: number }> {
  const ib = quoteIdent(table('bank_codes'));
  const swifts = quoteIdent(table('swifts'));
  const banks = quoteIdent(table('banks'));
  await db
    .prepare(
      `UPDATE ${ib} AS t SET bank_id = m.bank_id
         FROM (SELECT i.country, i.bank_code, COALESCE(s1.bank_id, s2.bank_id, b.id) AS bank_id
                 FROM ${ib} AS i
                 LEFT JOIN ${swifts} AS s1 ON s1.code = i.bic
                 LEFT JOIN ${swifts} AS s2 ON s2.code = substr(i.bic, 1, 8) || 'XXX'
                 LEFT JOIN ${banks} AS b ON b.country = substr(i.bic, 5, 2) AND b.institution_code = substr(i.bic, 1, 4)
                WHERE i.bic IS NOT NULL) AS m
        WHERE t.country = m.country AND t.bank_code = m.bank_code`,
    )
    .run();
  const row = await db
    .prepare(`SELECT count(bank_id) AS linked, count(bic) AS with_bic FROM ${ib}`)
    .first<{ linked: number; with_bic: number }>();
  return { linked: row?.linked ?? 0, withBic: row?.with_bic ?? 0 };
}
