import type { BankCode } from '../../../api-types';
import type { BankCodeRow } from '../rows';
import { bankRef } from '../../../../worker/db/bank-ref';
import { stored } from '../../../../worker/db/stored';
import { codeList, type CodeReads } from '../../../../worker/db/code-reads';

/** A bank-code row with its linked bank and whether its BIC has a SWIFT page. */
type Row = BankCodeRow & {
  code: string;
  bic_listed: number;
  bank_country: string | null;
  bank_slug: string | null;
  bank_name: string | null;
};

const SELECT = `SELECT c.*, EXISTS (SELECT 1 FROM swifts s WHERE s.code = c.bic) AS bic_listed,
    b.country AS bank_country, b.slug AS bank_slug, b.name AS bank_name
  FROM bank_codes c LEFT JOIN banks b ON b.id = c.bank_id`;

function toRecord(r: Row): BankCode {
  return {
    ...stored(r, 'code', 'country', 'bank_code', 'name', 'short_name', 'bic'),
    bic_listed: r.bic_listed === 1,
    check_method: r.check_method,
    bank: bankRef(r.bank_country, r.bank_slug, r.bank_name),
    ...stored(r, 'source', 'as_of'),
  };
}

/** One bank code, given as its country and national code (DE37040044). */
async function getBankCode(db: D1DatabaseSession, code: string): Promise<BankCode | null> {
  const row = await db.prepare(`${SELECT} WHERE c.code = ?1`).bind(code).first<Row>();
  return row ? toRecord(row) : null;
}

/** The API's reads: a bank code, and pages of them in code order (a country's, a bank's). */
export const reads: CodeReads = {
  get: getBankCode,
  ...codeList({ from: 'bank_codes c', select: SELECT, order: 'c.code', item: toRecord }),
  lang: 'none',
};
