import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { bankCrumb, countryCrumb } from '../components/crumbs';
import { Pagination } from '../components/pagination';
import { BankCodeTable } from '../components/bank-code-table';
import type { BankListSection } from '../bank-lists';
import type { bankListLoader } from '../loaders/screens';
import type { LoaderData } from '../loaders/common';

/** /banks/:country/:slug/:list -- all BICs, SWIFTs, BINs, IFSCs or routing numbers of a bank. */
export default function BankListPage() {
  const { kind, page, bank, list } = useLoaderData() as LoaderData<typeof bankListLoader>;
  const { t, formatNumber, countryName } = useI18n();
  const listName = t(`screens.lists.${kind}`);
  if (!bank) {
    return (
      <>
        <PageMeta title={t('bank.not_found')} description={t('bank.not_found_text')} />
        <Breadcrumbs trail={[{ label: t('breadcrumbs.countries'), path: '/countries' }, { label: t('bank.not_found') }]} />
        <h1 className="not-found">{t('bank.not_found')}</h1>
        <p>{t('bank.not_found_text')}</p>
      </>
    );
  }
  const country = bank.country_name ?? countryName(bank.country.toUpperCase());
  const total = list?.total ?? 0;
  const suffix = page > 1 ? t('pagination.title_suffix', { page: formatNumber(page) }) : '';
  const heading = t('screens.list_heading', { list: listName, bank: bank.name });
  return (
    <>
      <PageMeta title={t('screens.list_title', { list: listName, bank: bank.name, country }) + suffix}
        description={t('screens.list_description', { list: listName, bank: bank.name, country, count: total }) + suffix} />
      <Breadcrumbs trail={[
        { label: t('breadcrumbs.countries'), path: '/countries' },
        countryCrumb(bank.country, country),
        bankCrumb(bank),
        { label: listName },
      ]} />
      <h1>{heading}</h1>
      <p>{t('screens.list_total', { count: total })} <Link to={`/banks/${bank.country}/${bank.slug}`}>{t('screens.back_to_bank', { bank: bank.name })}</Link></p>
      {list && list.items.length > 0
        ? <BankCodeTable kind={kind} items={list.items as BankListSection['items']} caption={heading} />
        : <p className="muted">{t('screens.list_empty')}</p>}
      {list && <Pagination page={page} totalPages={list.totalPages} path={`/banks/${bank.country}/${bank.slug}/${kind}`} />}
    </>
  );
}
