import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import type { countriesLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';

export default function Countries() {
  const { countries } = useLoaderData() as LoaderData<typeof countriesLoader>;
  const { t, compare } = useI18n();
  // Sorted here too, in the language's collation: the API may be another instance's.
  const sorted = [...countries].sort((a, b) => compare(a.name, b.name));
  return (
    <>
      <PageMeta title={t('countries.title')} description={t('countries.description', { count: countries.length })} />
      <h1>{t('countries.heading')}</h1>
      <ul className="country-list">
        {sorted.map((c) => (
          <li key={c.short_code}>
            <Link to={`/banks/${c.short_code.toLowerCase()}`}>{c.name}</Link>{' '}
            <span className="count">{t('countries.banks', { count: c.banks_count })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
