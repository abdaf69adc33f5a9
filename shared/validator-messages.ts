import type { Translate } from './i18n';

/**
 * A validator's error code (shared/validators: `iban.checksum`, `swift.invalid_country`, ...) as
 * the visitor reads it. Each code is a message key of its own, the sentence the detail pages
 * show; `unrecognized` (POST /api/v1/validate: the shape of no type) has its own. A code no
 * locale knows yet falls back to the generic verdict rather than showing the key.
 */
export function validatorMessage(t: Translate, code: string): string {
  const key = code === 'unrecognized' ? 'bulk.unrecognized' : code;
  const text = t(key);
  return text === key ? t('bulk.invalid_generic') : text;
}

/**
 * A validator's warning (`swift.iso2022_party_prefix`: valid, but worth a look) as the visitor
 * reads it, or null when no locale has it: a warning is extra advice, so an unknown one is left
 * out rather than shown as a key or turned into a verdict.
 */
export function validatorWarning(t: Translate, code: string): string | null {
  const text = t(code);
  return text === code ? null : text;
}

/**
 * The other kinds an input has the shape of (POST /api/v1/validate `alternatives`), named in the
 * visitor's language and joined as a list of alternatives ("IBAN or BIN", "IBAN oder BIN").
 */
export function alternativesText(t: Translate, lang: string, types: readonly string[]): string | null {
  if (types.length === 0) return null;
  const names = types.map((type) => t(`bulk.type_${type}`));
  return t('bulk.alternatives', { types: new Intl.ListFormat(lang, { type: 'disjunction' }).format(names) });
}
