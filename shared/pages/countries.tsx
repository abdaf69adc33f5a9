import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Deferred } from '../components/deferred';
import type { countriesLoader } from '../loaders/screens';
import type { LoaderData } from '../loaders/common';
import { TableHead } from '../components/table-head';
import { CodeLink, Section } from '../components/blocks';

export default function Countries() {
  const { countries, economies } = useLoaderData() as LoaderData<typeof countriesLoader>;
  const { t, compare, countryName } = useI18n();
  // Named by the one source of country names (shared/format.ts), as in every breadcrumb, and
  // sorted in the language's collation.
  const sorted = countries
    .map((c) => ({ ...c, name: countryName(c.short_code) }))
    .sort((a, b) => compare(a.name, b.name));
  return (
    <>
      <PageMeta title={t('countries.title')} description={t('countries.description', { count: countries.length })} />
      <Breadcrumbs trail={[{ label: t('breadcrumbs.countries') }]} />
      <h1>{t('countries.heading')}</h1>
      <Section id="economies" title={t('screens.economies.title')}>
        <p>{t('screens.economies.text')}</p>
        {/* The table streams in behind the shell; its room (ten rows) is held meanwhile, so the
            list of all countries below does not jump when it arrives. */}
        <Deferred
          resolve={economies}
          fallback={
            <div className="economies-placeholder" aria-busy="true">
              <p className="loading">{t('common.loading')}</p>
            </div>
          }
        >
          {(banks) =>
            banks.length > 0 && (
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('screens.economies.title')}>
                <table className="data-table">
                  <TableHead
                    caption={t('screens.economies.title')}
                    columns={[t('bank.country'), t('bank.name'), t('bank.head_office_swift')]}
                  />
                  <tbody>
                    {banks.map((e) => (
                      <tr key={e.country}>
                        <th scope="row">
                          <Link to={`/banks/${e.country}`}>{countryName(e.country)}</Link>
                        </th>
                        <td data-label={t('bank.name')}>
                          {e.bank ? (
                            <Link to={`/banks/${e.bank.country}/${e.bank.slug}`}>{e.bank_name}</Link>
                          ) : (
                            e.bank_name
                          )}
                        </td>
                        <td data-label={t('bank.head_office_swift')}>
                          <CodeLink kind="swift" code={e.swift} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Deferred>
      </Section>
      <Section id="all-countries" title={t('screens.all_countries')}>
        <ul className="country-list">
          {sorted.map((c) => (
            <li key={c.short_code}>
              <Link to={`/banks/${c.short_code.toLowerCase()}`}>{c.name}</Link>{' '}
              <span className="count">{t('countries.banks', { count: c.banks_count })}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
