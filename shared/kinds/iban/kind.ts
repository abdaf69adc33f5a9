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
} as const satisfies KindDeclaration;
