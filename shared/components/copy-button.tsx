import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';

/** Copies a code to the clipboard and says 'Copied' for a moment. Shown only once scripts run. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(id);
  }, [copied]);
  if (!ready) return null;
  return (
    <span className="copy">
      <button type="button" className="copy-button" aria-label={t('common.copy_label', { code: text })}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
        }}>
        {t('common.copy')}
      </button>
      <span role="status" aria-live="polite" className="copied">{copied ? t('common.copied') : ''}</span>
    </span>
  );
}
