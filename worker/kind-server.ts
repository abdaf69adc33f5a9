import type { Hono } from 'hono';
import type { AppEnv } from './env';
import type { CodeAnswers } from './api/resource';
import type { CodeSearch } from './search/codes';
import type { Searcher } from './search/types';

/**
 * What the Worker serves of one identifier kind, from its folder (shared/kinds/<kind>/worker/):
 * gathered by worker/kinds.ts, so the API, the pages' in-process door and the search loop over
 * the kinds instead of naming each.
 */
export interface KindServer {
  /** Its API resource, mounted at /api/v1/<api> (the registry's segment). */
  api: Hono<AppEnv>;
  /** The answers the pages read in process (worker/api/direct.ts); none: through the API. */
  answers?: CodeAnswers;
  /** Its search section (worker/search); none: the kind is not searched. */
  searcher?: Searcher;
  /**
   * Its codes as "did you mean" lists them for a code that matches nothing (the registry's
   * `typos` rule says which inputs may be a slip of one).
   */
  codes?: CodeSearch;
}
