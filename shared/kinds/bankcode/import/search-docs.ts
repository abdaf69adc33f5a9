import type { KindSearchDocs } from '../../../../scripts/import/search-docs';

/**
 * IBANs are values checked, not records searched; the national registers' names of their bank
 * codes name the banks. A register's short name labels a bank-code entry, often with the group's
 * brand ("BNP" for BNP Paribas Securities Services in Luxembourg, "Credit Agricole" for CA
 * Indosuez in Spain): searchable, but a name only when typed whole, and then not an exact name
 * (class 1, as an acronym), so the bank whose own name it is comes first.
 */
export const searchDocs: KindSearchDocs = {
  async otherNames(r, add, label) {
    for (const row of await r.all(
      `SELECT DISTINCT bank_id, short_name, name FROM ${r.t('bank_codes')} WHERE bank_id IS NOT NULL`,
    )) {
      add(row.bank_id, row.short_name);
      add(row.bank_id, row.name);
      label(row.bank_id, row.short_name);
    }
  },
  async docs() {},
};
