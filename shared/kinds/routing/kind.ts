import type { KindDeclaration } from '../declaration';

/** The routing kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'usroutings',
  api: 'us_routings',
  table: 'routings',
  key: 'routing_number',
  param: 'number',
  error: 'us_routing',
  noun: 'Routing number',
  detect: 'aba',
  list: { by: 'bank', home: 'us', homeOnly: true },
  sitemap: {},
  search: { prefix: /^\d{1,9}$/, names: true },
  lookup: { name: 't.name', country: "'US'" },
  typos: { shape: /^\d{8,10}$/, alphabet: 'digits' },
  // Words that say a routing code is wanted ("routing code for ..."): the search lists this kind first.
  intent: ['routing', 'aba', 'rtn'],
  // Its lookup form (shared/components/code-form.tsx).
  form: {
    param: 'number',
    id: 'routing-number',
    keys: 'form',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 40,
    example: '021000021',
    search: true,
  },
} as const satisfies KindDeclaration;
