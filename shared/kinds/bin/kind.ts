import type { KindDeclaration } from '../declaration';

/** The bin kind as the registry (shared/kinds) declares it: plain data, imported by every bundle. */
export const kind = {
  page: 'bins',
  api: 'bins',
  table: 'bins',
  key: 'iin_start',
  param: 'number',
  error: 'bin',
  noun: 'BIN',
  detect: 'bin',
  list: { by: 'country' },
  // Distinct BINs (6 or 8 digits): a binlist range is one page, its first BIN's.
  sitemap: { where: 'prefix_length IN (6, 8)', distinct: true },
  // ISO/IEC 7812-1: a BIN or the card number it starts.
  search: { prefix: /^\d{1,19}$/, names: false },
  lookup: null,
  // Words that say a bin code is wanted ("bin code for ..."): the search lists this kind first.
  intent: ['bin', 'iin'],
  // Its lookup form (shared/components/code-form.tsx).
  form: {
    param: 'number',
    method: 'post',
    id: 'bin-number',
    keys: 'form',
    type: 'text',
    inputMode: 'numeric',
    maxLength: 30,
    search: true,
  },
} as const satisfies KindDeclaration;
