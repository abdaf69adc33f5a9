import { useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { lookupFailed } from '../loaders/common';
import { PageMeta } from './page-meta';
import { Breadcrumbs } from './breadcrumbs';

/** A bank no source lists: the bank page's and its lists' not-found state (the loader answered 404, or 503 when the lookup failed). */
export function BankNotFound() {
  const { t } = useI18n();
  // The lookup failed (503): the same state, worded so that it does not say the bank is unknown.
  const text = lookupFailed(useLoaderData()) ? t('common.lookup_unavailable') : t('bank.not_found_text');
  return (
    <>
      <PageMeta title={t('bank.not_found')} description={text} />
      <Breadcrumbs
        trail={[{ label: t('breadcrumbs.countries'), path: '/countries' }, { label: t('bank.not_found') }]}
      />
      <h1 className="not-found">{t('bank.not_found')}</h1>
      <p>{text}</p>
    </>
  );
}
