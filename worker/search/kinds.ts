import { codeSearch, type CodeSearch } from './codes';

// The hooks of each code kind's searcher (./codes.ts): the columns its hit is made of and what
// they say. Everything else (table, key, prefix shape, page path, bank) is the registry's
// (shared/kinds). The BIN searcher, which also answers card numbers, is ./bins.ts.

const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

/** SWIFT/BIC codes (ISO 9362), the most prominent bank's first and its head office first (the search index's rank). */
export const swiftSearch = codeSearch<{
  code: string;
  country: string;
  bank_name: string | null;
  branch_name: string | null;
  city: string | null;
}>({
  kind: 'swift',
  columns: ['code', 'country', 'bank_name', 'branch_name', 'city'],
  hit: (r) => ({
    code: r.code,
    name: r.bank_display_name ?? r.bank_name ?? r.code,
    detail: place(r.branch_name, r.city),
    country: r.country,
  }),
  country: 'country',
  ranked: true,
  // An 8-character BIC names its primary office (XXX): that one is the complete code typed.
  scored: (r, q) => (r.code.endsWith('XXX') && q.code.length === 8 ? r.code.slice(0, 8) : r.code),
});

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

/** LEIs (ISO 17442: 20 alphanumerics), named by the legal name. */
export const leiSearch = codeSearch<{ code: string; legal_name: string | null; country: string | null }>({
  kind: 'lei',
  columns: ['code', 'legal_name', 'country'],
  hit: (r) => ({ code: r.code, name: r.legal_name ?? r.code, detail: null, country: r.country }),
  country: 'country',
});

/**
 * Russian BICs (Bank of Russia directory ED807, 9 digits). The name is the directory's Russian
 * one for Russian visitors, else its English name where it has one.
 */
export const rubicSearch = codeSearch<{
  code: string;
  name: string;
  english_name: string | null;
  locality: string | null;
  country: string | null;
}>({
  kind: 'rubic',
  columns: ['code', 'name', 'english_name', 'locality', 'country'],
  hit: (r, lang) => ({
    code: r.code,
    name: lang === 'ru' ? r.name : (r.english_name ?? r.name),
    detail: r.locality,
    country: r.country,
  }),
  country: 'country',
});

/** US ABA routing numbers (9 digits), all in the US; the only kind whose hits carry a status (search.status_*). */
export const routingSearch = codeSearch<{
  routing_number: string;
  name: string;
  city: string | null;
  state: string | null;
  process_status: string;
}>({
  kind: 'routing',
  columns: ['routing_number', 'name', 'city', 'state', 'process_status'],
  hit: (r) => ({
    code: r.routing_number,
    name: r.name,
    detail: place(r.city, r.state),
    country: 'US',
    status: r.process_status,
  }),
  country: null,
});

export const CODE_SEARCHES: readonly CodeSearch[] = [swiftSearch, ifscSearch, leiSearch, rubicSearch, routingSearch];
