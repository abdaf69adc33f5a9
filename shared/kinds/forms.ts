import type { KindId } from './index';

/**
 * The pages' hook of the kind registry: each kind's lookup form (GET to the kind's page, which
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

export const LOOKUP_FORMS: { readonly [K in Exclude<KindId, 'swift'>]: LookupForm } = {
  ifsc: {
    param: 'code',
    id: 'ifsc-lookup',
    keys: 'lookup',
    labelHidden: true,
    type: 'search',
    maxLength: 20,
    example: 'SBIN0000001',
    autoCapitalize: 'characters',
    search: true,
  },
  rubic: {
    param: 'code',
    id: 'rubic-code',
    keys: 'lookup',
    type: 'search',
    inputMode: 'numeric',
    maxLength: 20,
    example: '044525225',
    search: true,
  },
  lei: {
    param: 'code',
    id: 'lei-lookup',
    keys: 'lookup',
    labelHidden: true,
    type: 'search',
    maxLength: 40,
    search: true,
  },
  bin: {
    param: 'number',
    method: 'post',
    id: 'bin-number',
    keys: 'form',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 30,
    search: true,
  },
  routing: {
    param: 'number',
    id: 'routing-number',
    keys: 'form',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 40,
    example: '021000021',
    search: true,
  },
  iban: {
    param: 'iban',
    id: 'iban-input',
    keys: 'form',
    type: 'text',
    maxLength: 64,
    required: true,
    search: false,
    className: 'iban-form',
  },
};
