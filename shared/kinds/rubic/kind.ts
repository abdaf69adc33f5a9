import type { KindDeclaration } from '../declaration';

/** The rubic kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'bics',
  api: 'rubics',
  table: 'rubics',
  key: 'code',
  param: 'code',
  error: 'rubic',
  noun: 'BIC',
  detect: 'rubic',
  list: { by: 'bank', home: 'ru' },
  sitemap: {},
  search: { prefix: /^\d{1,9}$/, names: true },
  lookup: { name: 'COALESCE(t.english_name, t.name)', country: 't.country' },
  typos: { shape: /^\d{8,10}$/, alphabet: 'digits' },
  // Words that say a rubic code is wanted ("бик code for ..."): the search lists this kind first.
  intent: ['бик', 'bik'],
  // Its lookup form (shared/components/code-form.tsx).
  form: {
    param: 'code',
    id: 'rubic-code',
    keys: 'lookup',
    type: 'search',
    inputMode: 'numeric',
    maxLength: 20,
    example: '044525225',
    search: true,
  },
} as const satisfies KindDeclaration;
