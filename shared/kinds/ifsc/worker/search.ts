import { codeSearch, place } from '../../../../worker/search/codes';

/** IFSCs (RBI: 4 letters for the bank, '0', 6 for the branch), named by the RBI's bank name. */
export const ifscSearch = codeSearch<{
  code: string;
  bank_name: string | null;
  branch: string | null;
  city: string | null;
  country: string;
}>({
  kind: 'ifsc',
  columns: ['code', 'bank_name', 'branch', 'city', 'country'],
  hit: (r) => ({
    code: r.code,
    name: r.bank_name ?? r.bank_display_name ?? r.code,
    detail: place(r.branch, r.city),
    country: r.country,
  }),
  country: 'country',
});
