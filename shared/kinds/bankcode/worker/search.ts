import { codeSearch } from '../../../../worker/search/codes';

/**
 * National bank codes by their digits as the register writes them (a BLZ typed as 37040044),
 * in every country that has such a code, named by the register's bank name.
 */
export const bankCodeSearch = codeSearch<{
  code: string;
  bank_code: string;
  name: string;
  short_name: string | null;
  country: string;
}>({
  kind: 'bankcode',
  columns: ['code', 'bank_code', 'name', 'short_name', 'country'],
  hit: (r) => ({ code: r.code, name: r.name, detail: r.short_name, country: r.country }),
  country: 'country',
  // With its country (DE3704...) the key; bare digits (3704...) the national code.
  prefixOf: (code) => (/^[A-Z]{2}/.test(code) ? 'code' : 'bank_code'),
  scored: (r, q) => (/^[A-Z]{2}/.test(q.code) ? r.code : r.bank_code),
});
