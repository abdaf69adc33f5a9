import type { IfscRow } from '../rows';
import { codeSearch, place } from '../../../../worker/search/codes';

/** IFSCs (RBI: 4 letters for the bank, '0', 6 for the branch), named by the RBI's bank name. */
export const ifscSearch = codeSearch<Pick<IfscRow, 'code' | 'bank_name' | 'branch' | 'city' | 'country'>>({
  kind: 'ifsc',
  columns: ['code', 'bank_name', 'branch', 'city', 'country'],
  hit: (r) => ({ name: r.bank_name ?? r.bank_display_name ?? r.code, detail: place(r.branch, r.city) }),
});
