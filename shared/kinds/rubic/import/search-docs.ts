import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/** Russian BICs by both their names and locality; a head office's names also name its bank. */
export const searchDocs: KindSearchDocs = {
  async otherNames(r, add) {
    for (const row of await r.all(
      `SELECT bank_id, name, english_name FROM ${r.t(KINDS.rubic.table)} WHERE bank_id IS NOT NULL AND is_head_office = 1`,
    )) {
      add(row.bank_id, row.name);
      add(row.bank_id, row.english_name);
    }
  },
  async docs(r, push) {
    for (const row of await r.all(
      `SELECT code, country, bank_id, name, english_name, locality FROM ${r.t(KINDS.rubic.table)}`,
    )) {
      const bankId = r.bankOf(row.bank_id);
      push({
        section: KINDS.rubic.api,
        key: String(row.code),
        country: r.str(row.country),
        bankId,
        office: 2,
        names: r.withBank(bankId, [row.name, row.english_name]),
        places: [r.str(row.locality)].filter((p): p is string => !!p),
      });
    }
  },
};
