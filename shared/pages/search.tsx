import { Form, Link, useLoaderData, useSubmit } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Pagination } from '../components/pagination';
import { SearchForm } from '../components/layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { SEARCH_SECTIONS, type SearchHit, type SearchSection } from '../api-types';
import type { searchLoader } from '../loaders/search';
import type { LoaderData } from '../loaders/common';
import { Section } from '../components/blocks';
import { CountryOptions } from '../components/country-options';

type Data = LoaderData<typeof searchLoader>;

function Hit({ hit }: { hit: SearchHit }) {
  const { t, countryName } = useI18n();
  return (
    <li className="hit">
      <Link to={hit.path}>
        {hit.code ? <span className="code">{hit.code}</span> : null} {hit.name}
      </Link>
      {hit.detail && <span className="muted"> · {hit.detail}</span>}
      {hit.country && (
        <span className="muted">
          {' '}
          · {/^[A-Za-z]{2}$/.test(hit.country) ? countryName(hit.country.toUpperCase()) : hit.country}
        </span>
      )}
      {hit.status && (
        <>
          {' '}
          <span className="badge">{t(`search.status_${hit.status}`)}</span>
        </>
      )}
    </li>
  );
}

/** Type checkboxes and a country choice in a plain GET form: filters work without JavaScript. */
function Filters({ data }: { data: Data }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const active = data.filters.types.length + (data.filters.country ? 1 : 0);
  // With scripts a filter applies as soon as it changes; without, the button submits the form.
  // Folded away under one 44 px line until opened (open while a filter is set), so that on a
  // phone the results start on the first screen.
  return (
    <details className="filters-box" open={active > 0}>
      <summary>
        {t('search.filters')}
        {active > 0 && (
          <>
            {' '}
            <span className="badge">{active}</span>
          </>
        )}
      </summary>
      {/* Keyed on the filters in the URL: the boxes are uncontrolled (they work without
          JavaScript), so "Clear filters" or any other link must remount them to show the new state. */}
      <Form
        key={`${data.filters.types.join(',')}|${data.filters.country}`}
        method="get"
        action="/search"
        className="filters"
        aria-label={t('search.filters')}
        onChange={(e) => submit(e.currentTarget)}
      >
        <input type="hidden" name="q" value={data.q} />
        <fieldset>
          <legend>{t('search.filter_types')}</legend>
          {SEARCH_SECTIONS.map((s) => (
            <label key={s}>
              <input type="checkbox" name="types" value={s} defaultChecked={data.filters.types.includes(s)} />{' '}
              {t(`search.type_${s}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('search.filter_country')}{' '}
          <select name="countries" defaultValue={data.filters.country}>
            <option value="">{t('search.all_countries')}</option>
            <CountryOptions codes={data.countries.map((c) => c.short_code.toLowerCase())} />
          </select>
        </label>
        <button type="submit">{t('search.apply')}</button>{' '}
        <Link to={`/search?q=${encodeURIComponent(data.q)}`}>{t('search.clear')}</Link>
      </Form>
    </details>
  );
}

export default function SearchPage() {
  const data = useLoaderData() as Data;
  const { t, formatNumber } = useI18n();
  const { q, result, error, page } = data;
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  for (const type of data.filters.types) query.append('types', type);
  if (data.filters.country) query.set('countries', data.filters.country);
  const title = q ? t('search.title', { q }) : t('search.index_title');
  return (
    <>
      <PageMeta
        title={page > 1 ? title + t('pagination.title_suffix', { page: formatNumber(page) }) : title}
        description={t('search.description')}
        noindex
      />
      <Breadcrumbs trail={[{ label: t('breadcrumbs.search') }]} />
      <h1>{title}</h1>
      <SearchForm id="search-page" />
      <p className="muted">{t('search.safety_note')}</p>
      {error === 'too_long' && (
        <p className="warning" role="alert">
          {t('search.too_long', { max: 100 })}
        </p>
      )}
      {error === 'failed' && (
        <p className="warning" role="alert">
          {t('search.failed')}
        </p>
      )}
      {result && (
        <>
          <p role="status">{t('search.results', { count: result.total })}</p>
          {result.corrected && <p className="corrected">{t('search.corrected', { query: result.corrected })}</p>}
          <Filters data={data} />
          {/* In the API's order: the section holding the best match first. */}
          {(Object.keys(result.sections) as SearchSection[]).map((s) => {
            const section = result.sections[s];
            if (!section || section.total === 0) return null;
            return (
              <section key={s} aria-labelledby={`results-${s}`}>
                <h2 id={`results-${s}`}>
                  {t(`search.type_${s}`)}{' '}
                  <span className="muted">
                    ({formatNumber(section.total)}
                    {section.capped ? '+' : ''})
                  </span>
                </h2>
                <ul className="hits">
                  {section.items.map((hit) => (
                    <Hit key={hit.path} hit={hit} />
                  ))}
                </ul>
              </section>
            );
          })}
          {result.total === 0 && <p>{t('search.nothing')}</p>}
          {result.did_you_mean && result.did_you_mean.length > 0 && (
            <Section id="did-you-mean" title={t('common.did_you_mean')}>
              <ul className="hits">
                {result.did_you_mean.map((hit) => (
                  <Hit key={hit.path} hit={hit} />
                ))}
              </ul>
            </Section>
          )}
          <Pagination page={page} totalPages={data.totalPages ?? 1} path="/search" query={query} />
        </>
      )}
    </>
  );
}
