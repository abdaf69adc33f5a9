import type { KindId } from '../../shared/kinds';
import type { KindSearchDocs } from './search-docs';
import { searchDocs as swift } from '../../shared/kinds/swift/import/search-docs';
import { searchDocs as bin } from '../../shared/kinds/bin/import/search-docs';
import { searchDocs as ifsc } from '../../shared/kinds/ifsc/import/search-docs';
import { searchDocs as rubic } from '../../shared/kinds/rubic/import/search-docs';
import { searchDocs as lei } from '../../shared/kinds/lei/import/search-docs';
import { searchDocs as routing } from '../../shared/kinds/routing/import/search-docs';
import { searchDocs as bankcode } from '../../shared/kinds/bankcode/import/search-docs';

/**
 * The search index's index of the identifier kinds: what each kind gives the search index (its
 * folder's import/search-docs.ts). Apart from ./kinds.ts (the sources) because the index is also
 * built in workerd, where the sources' Node modules cannot load. A kind searched by its code's
 * prefix alone (its table read directly) gives none.
 */
export const KIND_SEARCH_DOCS: { readonly [K in KindId]?: KindSearchDocs } = {
  swift,
  bin,
  ifsc,
  rubic,
  lei,
  routing,
  bankcode,
};
