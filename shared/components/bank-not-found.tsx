import { useI18n } from '../i18n';
import { PageMeta } from './page-meta';
import { Breadcrumbs } from './breadcrumbs';

/** A bank no source lists: the bank page's and its lists' not-found state (the loader answered 404). */
export function BankNotFound() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('bank.not_found')} description={t('bank.not_found_text')} />
      <Breadcrumbs
        trail={[{ label: t('breadcrumbs.countries'), path: '/countries' }, { label: t('bank.not_found') }]}
      />
      <h1 className="not-found">{t('bank.not_found')}</h1>
      <p>{t('bank.not_found_text')}</p>
    </>
  );
}
