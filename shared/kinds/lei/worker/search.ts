import { codeSearch } from '../../../../worker/search/codes';

/** LEIs (ISO 17442: 20 alphanumerics), named by the legal name. */
export const leiSearch = codeSearch<{ code: string; legal_name: string | null; country: string | null }>({
  kind: 'lei',
  columns: ['code', 'legal_name', 'country'],
  hit: (r) => ({ code: r.code, name: r.legal_name ?? r.code, detail: null, country: r.country }),
  country: 'country',
});
