import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/** BINs are searched by number only (no documents); their issuers' names name the banks. */
export const searchDocs: KindSearchDocs = {
  async otherNames(r, add) {
    for (const row of await r.all(
      `SELECT DISTINCT bank_id, issuer_name, issuer_name_local FROM ${r.t(KINDS.bin.table)} WHERE bank_id IS NOT NULL`,
    )) {
      add(row.bank_id, row.issuer_name_local);
      add(row.bank_id, row.issuer_name);
    }
  },
  async docs() {},
};
