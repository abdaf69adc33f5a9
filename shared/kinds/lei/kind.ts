import type { KindDeclaration } from '../declaration';

/** The lei kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'leis',
  api: 'leis',
  table: 'leis',
  key: 'code',
  param: 'code',
  error: 'lei',
  noun: 'LEI code',
  detect: 'lei',
  list: { by: 'country' },
  sitemap: {},
  // ISO 17442: the first four characters are the issuing LOU's prefix, so fewer say nothing.
  search: { prefix: /^[0-9A-Z]{4,20}$/, names: true },
  lookup: { name: 't.legal_name', country: 't.country' },
  typos: { shape: /^[0-9A-Z]{19,21}$/, alphabet: 'alphanumeric' },
  // Words that say a lei code is wanted ("lei code for ..."): the search lists this kind first.
  intent: ['lei'],
  // Its lookup form (shared/components/code-form.tsx).
  form: {
    param: 'code',
    id: 'lei-lookup',
    keys: 'lookup',
    labelHidden: true,
    type: 'search',
    maxLength: 40,
    search: true,
  },
} as const satisfies KindDeclaration;
