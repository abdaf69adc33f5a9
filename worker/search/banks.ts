import type { SearchHit } from '../../shared/api-types';
import type { Searcher } from './types';
import { nameSearch, type RowSpec } from './names';

interface Row {
  id: number;
  country: string;
  slug: string;
  name: string;
  city: string | null;
  head_office_swift: string | null;
}

const toHit = (r: Row): SearchHit => {
  const country = r.country.toLowerCase();
  return {
    type: 'banks',
    code: r.head_office_swift,
    name: r.name,
    detail: r.city,
    country: r.country,
    path: `/banks/${country}/${r.slug}`,
    bank: { country, slug: r.slug, name: r.name },
    status: null,
  };
};

/** The name search's rows (worker/search/names.ts): the index's key is banks.id. */
const ROWS: RowSpec<Row> = {
  columns: 'k.id, k.country, k.slug, k.name, k.city, k.head_office_swift',
  joins: 'JOIN banks k ON k.id = CAST(p.key AS INTEGER)',
  toHit,
};

/**
 * Banks by any of their names (display name, GLEIF legal name, ED807 name, card issuers' local
 * names, register names), their acronyms, city or ISO 9362 institution code, on the search
 * index. Ranking: exact name, then name prefix or acronym, then all words, then fewer words,
 * weighed with the bank's prominence (banks.popularity; names.ts score).
 */
export const bankSearcher: Searcher = {
  section: 'banks',
  search: (plan, q) => nameSearch(plan, 'banks', q, ROWS),
};
