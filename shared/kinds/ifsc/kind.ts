import type { KindDeclaration } from '../declaration';

/** The ifsc kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'ifscs',
  api: 'ifscs',
  table: 'ifscs',
  key: 'code',
  param: 'code',
  error: 'ifsc',
  noun: 'IFSC',
  detect: 'ifsc',
  list: { by: 'country' },
  sitemap: {},
  // RBI: once the bank's four letters are typed; fewer would match every Indian bank at once.
  search: { prefix: /^[A-Z]{4}(0[0-9A-Z]{0,6})?$/, names: true },
  lookup: { name: 't.bank_name', country: 't.country' },
  typos: { shape: /^[A-Z]{4}[0-9A-Z]{6,8}$/, alphabet: 'alphanumeric' },
  // Words that say a ifsc code is wanted ("ifsc code for ..."): the search lists this kind first.
  intent: ['ifsc'],
  // Its lookup form (shared/components/code-form.tsx).
  form: {
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
} as const satisfies KindDeclaration;
