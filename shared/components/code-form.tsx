import { Form } from 'react-router';
import { useI18n } from '../i18n';
import { pageUrl } from '../kinds';
import { DECLARATIONS } from '../kinds';
import type { FormKind, LookupForm } from '../kinds/forms';

/** A kind's lookup form (shared/kinds/forms.ts), with the visitor's input when there is one. */
export function CodeForm({ kind, value }: { kind: FormKind; value?: string }) {
  const { t } = useI18n();
  const f: LookupForm = DECLARATIONS[kind].form;
  return (
    <Form
      method={f.method ?? 'get'}
      action={pageUrl(kind)}
      role={f.search ? 'search' : undefined}
      className={['search-form', 'lookup-form', f.className].filter(Boolean).join(' ')}
    >
      <label htmlFor={f.id} className={f.labelHidden && 'visually-hidden'}>
        {t(`${kind}.${f.keys}_label`)}
      </label>
      <input
        id={f.id}
        name={f.param}
        type={f.type}
        inputMode={f.inputMode}
        defaultValue={value}
        maxLength={f.maxLength}
        required={f.required}
        placeholder={f.example ?? t(`${kind}.${f.keys}_placeholder`)}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={f.autoCapitalize}
      />
      <button type="submit">{t(`${kind}.${f.keys}_submit`)}</button>
    </Form>
  );
}
