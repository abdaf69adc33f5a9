import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { SearchForm } from '../components/layout';
import type { homeLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';

export default function Home() {
  const { home } = useLoaderData() as LoaderData<typeof homeLoader>;
  const { t, formatNumber } = useI18n();
  // Plural forms pick the grammatical number from the count (Russian: 45 231 банка, 45 230 банков).
  const count = home?.counters.banks ?? 0;
  const title = t('home.title', { count });
  return (
    <>
      <PageMeta title={title} description={t('home.description', { count })} />
      <section className="hero">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.lead', { count })}</p>
        <SearchForm id="home-search" />
        <p className="note">{t('search.safety_note')}</p>
      </section>
      {home && (
        <section aria-labelledby="stats-title" className="stats">
          <h2 id="stats-title">{t('home.stats')}</h2>
          <dl>
            {(['banks', 'swifts', 'us_routings', 'bins', 'ifscs', 'rubics', 'leis'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`counters.${k}`)}</dt>
                <dd>{formatNumber(home.counters[k])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {home && home.popular_banks.length > 0 && (
        <section aria-labelledby="top-title">
          <h2 id="top-title">{t('home.top_banks')}</h2>
          <ul className="link-list">
            {home.popular_banks.map((b) => (
              <li key={b.slug}><Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link></li>
            ))}
          </ul>
          <p>
            <Link to="/countries">{t('home.all_countries')}</Link>
          </p>
        </section>
      )}
    </>
  );
}
