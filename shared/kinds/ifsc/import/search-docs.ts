import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/** IFSCs by their branch's places; the RBI's bank names are other names of the banks. */
export const searchDocs: KindSearchDocs = {
  async otherNames(r, add) {
    for (const row of await r.all(`SELECT DISTINCT bank_id, name FROM ${r.t('ifsc_banks')} WHERE bank_id IS NOT NULL`))
      add(row.bank_id, row.name);
  },
  async docs(r, push) {
    for (const row of await r.all(
      `SELECT code, country, bank_id, bank_name, branch, city, centre, district, state FROM ${r.t(KINDS.ifsc.table)}`,
    )) {
      const bankId = r.bankOf(row.bank_id);
      push({
        section: KINDS.ifsc.api,
        key: String(row.code),
        country: r.str(row.country),
        bankId,
        office: 2,
        names: r.withBank(bankId, [row.bank_name]),
        places: [row.branch, row.city, row.centre, row.district, row.state].map(r.str).filter((p): p is string => !!p),
      });
    }
  },
};
