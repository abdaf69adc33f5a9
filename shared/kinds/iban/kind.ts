import type { KindDeclaration } from '../declaration';

/** The iban kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'iban',
  api: 'ibans',
  table: null,
  key: null,
  param: 'code',
  error: 'iban',
  noun: 'IBAN',
  detect: 'iban',
  list: null,
  sitemap: null,
  search: null,
  lookup: null,
  // Its lookup form (shared/components/code-form.tsx).
  form: {
    param: 'iban',
    id: 'iban-input',
    keys: 'form',
    type: 'text',
    maxLength: 64,
    required: true,
    search: false,
    className: 'iban-form',
  },
} as const satisfies KindDeclaration;
