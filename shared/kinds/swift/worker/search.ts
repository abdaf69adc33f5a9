import type { SwiftRow } from '../rows';
import { codeSearch, place } from '../../../../worker/search/codes';

/** SWIFT/BIC codes (ISO 9362), the most prominent bank's first and its head office first (the search index's rank). */
export const swiftSearch = codeSearch<Pick<SwiftRow, 'code' | 'country' | 'bank_name' | 'branch_name' | 'city'>>({
  kind: 'swift',
  columns: ['code', 'country', 'bank_name', 'branch_name', 'city'],
  hit: (r) => ({ name: r.bank_display_name ?? r.bank_name ?? r.code, detail: place(r.branch_name, r.city) }),
  ranked: true,
  // An 8-character BIC names its primary office (XXX): that one is the complete code typed.
  scored: (r, q) => (r.code.endsWith('XXX') && q.code.length === 8 ? r.code.slice(0, 8) : r.code),
});
