import { useEffect, useState } from 'react';
import { useI18n } from '../i18n';

/**
 * Copies a code to the clipboard and says 'Copied' for a moment. The server renders it invisible
 * (visibility: hidden keeps its room), so when scripts run and show it nothing moves.
 */
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
  return (
    <span className="copy" data-pending={ready ? undefined : ''}>
      <button
        type="button"
        className="copy-button"
        disabled={!ready}
        aria-label={t('common.copy_label', { code: text })}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t('common.copy')}
      </button>
      <span role="status" aria-live="polite" className="copied">
        {copied ? t('common.copied') : ''}
      </span>
    </span>
  );
}
