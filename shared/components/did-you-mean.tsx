import { Link } from 'react-router';
import { useI18n } from '../i18n';

/** Existing codes one typing slip away from a code that failed its check digits. */
export function DidYouMean({ codes, path }: { codes: string[]; path: (code: string) => string }) {
  const { t } = useI18n();
  if (codes.length === 0) return null;
  return (
    <p className="did-you-mean">
      {t('common.did_you_mean')}{' '}
      {codes.map((c, i) => (
        <span key={c}>{i > 0 && ', '}<Link className="code" to={path(c)}>{c}</Link></span>
      ))}
    </p>
  );
}
