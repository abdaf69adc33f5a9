import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { BULK_MAX_CODES } from '../validate-csv';
import { useI18n } from '../i18n';
import { pageUrl } from '../kinds';
import { PageMeta } from '../components/page-meta';
import { SearchForm } from '../components/layout';
import type { homeLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';
import type { HomePage } from '../api-types';
import { CodeLink, Section } from '../components/blocks';
import { SectionUnavailable } from '../components/deferred';

const COUNTERS = ['banks', 'swifts', 'us_routings', 'bins', 'ifscs', 'rubics', 'leis'] as const;
const FEATURES = ['swift', 'iban', 'bin', 'routing', 'ifsc', 'lei'] as const;
const USES = ['payments', 'cleaning', 'recovery', 'validation', 'autocomplete', 'compliance'] as const;

/** A section of cards: [key, heading, text] each, then whatever follows the cards. */
function Cards({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: [string, ReactNode, string][];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="cards">
        {items.map(([key, heading, text]) => (
          <li key={key}>
            <h3>{heading}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/**
 * The round figure a count is "more than" (SPEC.md section 9: 'more than N banks'): two
 * significant digits, strictly below the count, so 42,429 banks read "more than 42,000".
 */
export function moreThan(count: number): number {
  if (count <= 10) return Math.max(0, count - 1);
  const step = 10 ** (String(count - 1).length - 2);
  return Math.floor((count - 1) / step) * step;
}

/** The recently viewed codes' lists, each of one kind: [the list in `recently_viewed`, its kind]. */
const RECENT_CODES = [
  ['bins', 'bin'],
  ['swifts', 'swift'],
] as const;

function Recent({ recent }: { recent: HomePage['recently_viewed'] }) {
  const { t } = useI18n();
  if (recent.bins.length + recent.swifts.length + recent.banks.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="recent">
      <h2 id="recent-title">{t('home.recent')}</h2>
      <div className="columns">
        {RECENT_CODES.map(
          ([list, kind]) =>
            recent[list].length > 0 && (
              <div key={list}>
                <h3>{t(`home.recent_${list}`)}</h3>
                <ul className="code-list">
                  {recent[list].map((c) => (
                    <li key={c}>
                      <CodeLink kind={kind} code={c} />
                    </li>
                  ))}
                </ul>
              </div>
            ),
        )}
        {recent.banks.length > 0 && (
          <div>
            <h3>{t('home.recent_banks')}</h3>
            <ul className="link-list">
              {recent.banks.map((b) => (
                <li key={`${b.country}/${b.slug}`}>
                  <Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

export default function Home() {
  const { home } = useLoaderData() as LoaderData<typeof homeLoader>;
  const { t, formatNumber, countryName: regionName } = useI18n();
  const countryName = regionName(home?.user_country ?? 'us');
  // Plural forms pick the grammatical number from the count (Russian: 45 231 банка, 45 230 банков).
  // Without the counts (the call failed) no figure is said: "more than 0 banks" would be false.
  const count = home ? moreThan(home.counters.banks) : null;
  // The countries as /countries lists them, a phrase of its own ("from 232 countries", "из 231
  // страны"): the noun's number and case follow that figure, not the banks'.
  const countries = home ? t('home.in_countries', { count: home.counters.countries }) : '';
  const say = (key: 'title' | 'description' | 'lead') =>
    count === null ? t(`home.${key}_uncounted`) : t(`home.${key}`, { count, countries });
  return (
    <>
      <PageMeta title={say('title')} description={say('description')} />
      <section className="hero">
        <h1>{t('home.heading')}</h1>
        <p>{say('lead')}</p>
        <SearchForm id="home-search" long />
        <p className="note">{t('search.safety_note')}</p>
      </section>
      {!home && (
        <section aria-labelledby="stats-title" className="stats">
          <h2 id="stats-title">{t('home.stats')}</h2>
          <SectionUnavailable />
        </section>
      )}
      {home && (
        <section aria-labelledby="stats-title" className="stats">
          <h2 id="stats-title">{t('home.stats')}</h2>
          <dl>
            {COUNTERS.map((k) => (
              <div key={k}>
                <dt>{t(`counters.${k}`)}</dt>
                <dd>{formatNumber(home.counters[k])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {home && <Recent recent={home.recently_viewed} />}
      {home && home.popular_banks.length > 0 && (
        <Section id="top-title" title={t('home.top_banks_in', { country: countryName })}>
          <ul className="link-list">
            {home.popular_banks.map((b) => (
              <li key={b.slug}>
                <Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link>
                {b.head_office_swift && (
                  <>
                    {' '}
                    <Link className="code muted" to={pageUrl('swift', b.head_office_swift)}>
                      {b.head_office_swift}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="actions">
            <Link to="/countries">{t('home.all_countries')}</Link>
            <Link to={`/banks/${home.user_country}`}>{t('home.all_banks_in', { country: countryName })}</Link>
          </p>
        </Section>
      )}
      <Cards
        id="features"
        title={t('home.features')}
        items={FEATURES.map((f) => [
          f,
          <Link to={pageUrl(f)}>{t(`home.feature_${f}`)}</Link>,
          t(`home.feature_${f}_text`),
        ])}
      />
      <Cards id="uses" title={t('home.uses')} items={USES.map((u) => [u, t(`home.use_${u}`), t(`home.use_${u}_text`)])}>
        <p>
          <Link to="/validate">{t('bulk.home_link', { max: formatNumber(BULK_MAX_CODES) })}</Link>
        </p>
      </Cards>
    </>
  );
}
