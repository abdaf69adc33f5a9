import { Link } from 'react-router';
import { useI18n } from '../i18n';
import { pageUrl, type KindId } from '../kinds';

/** A code, linked to its page (pageUrl: the one place a kind's page URL is built). */
export function CodeLink({ kind, code }: { kind: KindId; code: string }) {
  return (
    <Link className="code" to={pageUrl(kind, code)}>
      {code}
    </Link>
  );
}

/** A code that has a page only when a source lists it (`linked`); else the code as text. */
export function MaybeCodeLink({ kind, code, linked }: { kind: KindId; code: string; linked: boolean }) {
  return linked ? <CodeLink kind={kind} code={code} /> : <span className="code">{code}</span>;
}

/** The dash of a cell or field no source fills, read out as "none". */
export function NoneMark() {
  const { t } = useI18n();
  return (
    <span className="none" role="img" aria-label={t('common.none')}>
      –
    </span>
  );
}
