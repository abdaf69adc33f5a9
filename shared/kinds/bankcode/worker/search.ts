import type { BankCodeRow } from '../rows';
import { codeSearch } from '../../../../worker/search/codes';

/**
 * National bank codes by their digits as the register writes them (a BLZ typed as 37040044),
 * in every country that has such a code, named by the register's bank name.
 */
export const bankCodeSearch = codeSearch<Pick<BankCodeRow, 'code' | 'bank_code' | 'name' | 'short_name' | 'country'>>({
  kind: 'bankcode',
  columns: ['code', 'bank_code', 'name', 'short_name', 'country'],
  hit: (r) => ({ name: r.name, detail: r.short_name }),
  // With its country (DE3704...) the key; bare digits (3704...) the national code.
  prefixOf: (code) => (/^[A-Z]{2}/.test(code) ? 'code' : 'bank_code'),
  scored: (r, q) => (/^[A-Z]{2}/.test(q.code) ? r.code : r.bank_code),
});
