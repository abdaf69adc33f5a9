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
