import type { IdentifierType } from '../validators';

// The shape of an identifier kind's declaration (shared/kinds/<kind>/kind.ts), gathered by the
// registry (./index.ts).

/**
 * The list filters of a kind (SPEC.md section 7, `country` and `bank`). 'country': the country
 * filters the codes, and names the bank's country when a bank is given. 'bank': the codes of
 * one country (`home`), filtered by bank only; the country names the bank's country and
 * defaults to `home` (SPEC.md's list calls send only the bank); `homeOnly`: no code is outside
 * `home`, so another country without a bank lists nothing.
 */
export type ListRule = { by: 'country' } | { by: 'bank'; home: string; homeOnly?: boolean };

export interface KindDeclaration {
  /** The page path segment, SPEC.md section 3: /swifts/:code */
  page: string;
  /** The API resource segment, DESIGN.md: /api/v1/swifts/:code; also the search section and a hit's type. */
  api: string;
  /** The D1 table and its key column; null for a kind that is computed, not stored (IBAN). */
  table: string | null;
  key: string | null;
  /** The API's path parameter, DESIGN.md: /bins/{number}, /swifts/{code}. */
  param: 'code' | 'number';
  /**
   * A short form of the code that names the same record, written out in page URLs (pageCode):
   * a code of `length` characters is the record whose code is it plus `suffix`.
   */
  short?: { length: number; suffix: string };
  /** A malformed code is a 400 with error.code invalid_<error> (DESIGN.md). */
  error: string;
  /** The record in the API's 404 message: "<noun> not found". */
  noun: string;
  /** The type shared/validators' detectIdentifier gives this kind's codes (IdentifierType). */
  detect: Exclude<IdentifierType, 'card'>;
  /** The list filters of GET /api/v1/<api>; null: the kind has no list. */
  list: ListRule | null;
  /**
   * The sitemap rule: which rows have a page (an SQL condition on the table; none: every row),
   * and whether several rows share one page (a BIN listed by several sources). null: no sitemap.
   */
  sitemap: { where?: string; distinct?: boolean } | null;
  /**
   * The search rule: the typed code (upper case, separators removed) is searched as a prefix of
   * the key when it has this shape; `names`: also by the record's names on the search index.
   */
  search: { prefix: RegExp; names: boolean } | null;
  /**
   * The bulk-lookup rule (POST /api/v1/validate): the SQL expressions, over the table aliased
   * `t`, of the name and country a found code is answered with. null: looked up otherwise.
   */
  lookup: { name: string; country: string } | null;
  /**
   * "Did you mean" for a code that matches nothing (worker/search/did-you-mean.ts): the inputs
   * that may be a typing slip of one of the kind's codes, the characters a slip may bring, and
   * the lengths of a whole code where the shape allows others. None: not offered.
   */
  typos?: { shape: RegExp; alphabet: 'alphanumeric' | 'digits'; lengths?: readonly number[] };
  /**
   * Words that name the kind rather than the bank in a query ("swift code for icici", "БИК
   * сбербанк"), folded as the search folds words: the search lists the kind's section first.
   */
  intent?: readonly string[];
  /** Its lookup form on its page (none: looked up from the site's search box). */
  form?: LookupForm;
}

/**
 * A kind's lookup form (GET to the kind's page, which
 * the loader redirects to the code's own URL, so it works without JavaScript; the BIN form POSTs,
 * see `method`). Only what really
 * differs between kinds is here; the form itself is shared/components/code-form.tsx.
 * SWIFT has none: its lookup page carries the site search (a SWIFT code or a bank name).
 */
export interface LookupForm {
  /** The query parameter the loader reads (the form field the action reads, for a POST). */
  param: 'code' | 'number' | 'iban';
  /**
   * post: the BIN form, where a card number is typed. A GET form puts what is typed in the
   * address (history, Referer, server logs) before any code can cut it; a POST keeps it in the
   * body, which the page's action (shared/kinds/bin/loader.ts action) cuts to its BIN.
   */
  method?: 'post';
  /** The input's id (kept as it was: the e2e tests and the CSS address it). */
  id: string;
  /** The message group of label, button and placeholder: `${kind}.${keys}_label` etc. */
  keys: 'lookup' | 'form';
  /** A visible label, or one read by screen readers only (the button says enough). */
  labelHidden?: true;
  type: 'search' | 'text';
  inputMode?: 'numeric';
  maxLength: number;
  required?: true;
  /** A real code as the placeholder; without it, the `_placeholder` message. */
  example?: string;
  autoCapitalize?: 'characters';
  /** role="search" on the form: a lookup; the IBAN form is a validator, not a search. */
  search: boolean;
  className?: string;
}
