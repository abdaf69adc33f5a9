import type { RubicRow } from '../rows';
import { codeSearch } from '../../../../worker/search/codes';

/**
 * Russian BICs (Bank of Russia directory ED807, 9 digits). The name is the directory's Russian
 * one for Russian visitors, else its English name where it has one.
 */
export const rubicSearch = codeSearch<Pick<RubicRow, 'code' | 'name' | 'english_name' | 'locality' | 'country'>>({
  kind: 'rubic',
  columns: ['code', 'name', 'english_name', 'locality', 'country'],
  hit: (r, lang) => ({ name: lang === 'ru' ? r.name : (r.english_name ?? r.name), detail: r.locality }),
});
