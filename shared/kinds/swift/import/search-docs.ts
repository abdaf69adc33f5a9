import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/** SWIFT codes, a bank's head office first (0), then its primary offices (1, branch XXX). */
export const searchDocs: KindSearchDocs = {
  async docs(r, push) {
    for (const row of await r.all(
      `SELECT code, country, bank_id, bank_name, branch_name, city FROM ${r.t(KINDS.swift.table)}`,
    )) {
      const bankId = r.bankOf(row.bank_id);
      const code = String(row.code);
      const head = bankId !== null ? r.headOffice.get(bankId) : undefined;
      push({
        section: KINDS.swift.api,
        key: code,
        country: r.str(row.country),
        bankId,
        office: head && code === `${head}XXX`.slice(0, 11) ? 0 : code.endsWith('XXX') ? 1 : 2,
        names: [...r.withBank(bankId, [row.bank_name]), ...(bankId !== null ? (r.other.get(bankId) ?? []) : [])],
        places: [r.str(row.branch_name), r.str(row.city)].filter((p): p is string => !!p),
      });
    }
  },
};
