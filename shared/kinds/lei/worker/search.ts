import type { LeiRow } from '../rows';
import { codeSearch } from '../../../../worker/search/codes';

/** LEIs (ISO 17442: 20 alphanumerics), named by the legal name. */
export const leiSearch = codeSearch<Pick<LeiRow, 'code' | 'legal_name' | 'country'>>({
  kind: 'lei',
  columns: ['code', 'legal_name', 'country'],
  hit: (r) => ({ name: r.legal_name ?? r.code, detail: null }),
});
