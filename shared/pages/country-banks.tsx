import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Pagination } from '../components/pagination';
import { Breadcrumbs } from '../components/breadcrumbs';
import { countryTrail } from '../components/crumbs';
import type { countryBanksLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';
import { TableHead } from '../components/table-head';
import { CodeLink, NoneMark } from '../components/blocks';

export default function CountryBanks() {
  const { country, page, banks, list } = useLoaderData() as LoaderData<typeof countryBanksLoader>;
  const { t, formatNumber, countryName: regionName } = useI18n();
  // The one source of country names (shared/format.ts), as in the breadcrumb below.
  const countryName = regionName(country);
  // The page number is in the title and the description (SPEC.md section 2, "Country page").
  const suffix = page > 1 ? t('pagination.title_suffix', { page: formatNumber(page) }) : '';
  const heading = t('country.heading', { country: countryName });
  return (
    <>
      <PageMeta
        title={t('country.title', { country: countryName }) + suffix}
        description={t('country.description', { country: countryName, count: list?.total ?? 0 }) + suffix}
      />
      {/* The trail's one rule (components/crumbs.ts), this page's country as its unlinked end. */}
      <Breadcrumbs
        trail={[
          ...countryTrail(country, { t, countryName: regionName }).slice(0, 1),
          { label: regionName(country.toUpperCase()) },
        ]}
      />
      <h1>{heading}</h1>
      {list && <p>{t('country.count', { count: list.total })}</p>}
      {banks.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={heading}>
          <table className="data-table">
            <TableHead
              caption={heading + suffix}
              columns={[t('bank.name'), t('bank.city'), t('bank.head_office_swift')]}
            />
            <tbody>
              {banks.map((b) => (
                <tr key={b.slug}>
                  <th scope="row">
                    <Link to={`/banks/${country}/${b.slug}`}>{b.name}</Link>
                  </th>
                  <td data-label={t('bank.city')}>{b.city || <NoneMark />}</td>
                  <td data-label={t('bank.head_office_swift')}>
                    {b.head_office_swift ? <CodeLink kind="swift" code={b.head_office_swift} /> : <NoneMark />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && <Pagination page={page} totalPages={list.totalPages} path={`/banks/${country}`} />}
    </>
  );
}
