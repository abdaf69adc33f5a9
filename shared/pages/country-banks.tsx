import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Pagination } from '../components/pagination';
import type { countryBanksLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';

export default function CountryBanks() {
  const { country, countryName, page, banks, list } = useLoaderData() as LoaderData<typeof countryBanksLoader>;
  const { t, formatNumber } = useI18n();
  const suffix = page > 1 ? t('pagination.title_suffix', { page: formatNumber(page) }) : '';
  return (
    <>
      <PageMeta title={t('country.title', { country: countryName }) + suffix}
        description={t('country.description', { country: countryName, count: list?.total ?? 0 }) + suffix} />
      <h1>{t('country.heading', { country: countryName })}</h1>
      {list && <p>{t('country.count', { count: list.total })}</p>}
      <table className="data-table">
        <thead>
          <tr><th scope="col">{t('bank.name')}</th><th scope="col">{t('bank.city')}</th><th scope="col">{t('bank.head_office_swift')}</th></tr>
        </thead>
        <tbody>
          {banks.map((b) => (
            <tr key={b.slug}>
              <td><Link to={`/banks/${country}/${b.slug}`}>{b.name}</Link></td>
              <td>{b.city}</td>
              <td>{b.head_office_swift && <Link to={`/swifts/${b.head_office_swift}`} className="code">{b.head_office_swift}</Link>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list && <Pagination page={page} totalPages={list.totalPages} path={`/banks/${country}`} />}
    </>
  );
}
