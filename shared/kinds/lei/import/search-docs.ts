import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/** LEIs by legal name and city; a legal name is also another name of its bank. */
export const searchDocs: KindSearchDocs = {
  async otherNames(r, add) {
    for (const row of await r.all(
      `SELECT bank_id, legal_name FROM ${r.t(KINDS.lei.table)} WHERE bank_id IS NOT NULL AND legal_name IS NOT NULL`,
    ))
      add(row.bank_id, row.legal_name);
  },
  async docs(r, push) {
    // Read in pages by code: one result of a golden copy's millions of LEIs would take gigabytes
    // in workerd and again in transit.
    for await (const row of r.pages(
      r.t(KINDS.lei.table),
      'code',
      'code, country, bank_id, legal_name, legal_address_city',
    )) {
      const bankId = r.bankOf(row.bank_id);
      push({
        section: KINDS.lei.api,
        key: String(row.code),
        country: r.str(row.country),
        bankId,
        office: 2,
        names: r.withBank(bankId, [row.legal_name]),
        places: [r.str(row.legal_address_city)].filter((p): p is string => !!p),
      });
    }
  },
};
