import { Form, Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { bankTrail } from '../components/crumbs';
import { Pagination } from '../components/pagination';
import { BankCodeTable } from '../components/bank-code-table';
import type { BankListItems, BankListSection } from '../bank-lists';
import { FILTER_MAX, FILTER_PARAM } from '../list-filter';
import type { bankListLoader } from '../loaders/screens';
import type { LoaderData } from '../loaders/common';
import { BankNotFound } from '../components/bank-not-found';

/** The filter box: a plain GET form (works without JavaScript), a client navigation with it. */
function ListFilter({ path, q }: { path: string; q: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" action={path} role="search" className="list-filter" aria-label={t('screens.filter_label')}>
      <label htmlFor="list-filter">{t('screens.filter_label')}</label>
      <div className="list-filter-row">
        <input
          id="list-filter"
          type="search"
          name={FILTER_PARAM}
          defaultValue={q}
          key={q}
          maxLength={FILTER_MAX}
          autoComplete="off"
        />
        <button type="submit">{t('screens.filter_submit')}</button>
      </div>
    </Form>
  );
}

/** /banks/:country/:slug/:list -- all BICs, SWIFTs, BINs, IFSCs or routing numbers of a bank. */
export default function BankListPage() {
  const { kind, page, q, bank, list } = useLoaderData() as LoaderData<typeof bankListLoader>;
  const { t, formatNumber, countryName } = useI18n();
  const listName = t(`screens.lists.${kind}`);
  if (!bank) return <BankNotFound />;
  const country = countryName(bank.country);
  const total = list?.total ?? 0;
  const suffix = page > 1 ? t('pagination.title_suffix', { page: formatNumber(page) }) : '';
  const heading = t('screens.list_heading', { list: listName, bank: bank.name });
  const path = `/banks/${bank.country}/${bank.slug}/${kind}`;
  // SWIFT codes come head office first, then by city (shared/kinds/swift/worker/db.ts): shown grouped by city.
  const head =
    bank.head_office.swift && bank.head_office.swift.length === 8
      ? `${bank.head_office.swift}XXX`
      : bank.head_office.swift;
  const byCity =
    kind === 'swifts'
      ? (r: BankListItems['swifts']) => (r.code === head ? t('screens.group_head_office') : (r.city ?? '–'))
      : undefined;
  return (
    <>
      <PageMeta
        title={t('screens.list_title', { list: listName, bank: bank.name, country }) + suffix}
        description={t('screens.list_description', { list: listName, bank: bank.name, country, count: total }) + suffix}
        noindex={q !== ''}
      />
      <Breadcrumbs trail={[...bankTrail(bank, { t, countryName }), { label: listName }]} />
      <h1>{heading}</h1>
      <p>
        {t('screens.list_total', { count: total })}{' '}
        <Link to={`/banks/${bank.country}/${bank.slug}`}>{t('screens.back_to_bank', { bank: bank.name })}</Link>
      </p>
      {total > 1 && <ListFilter path={path} q={q} />}
      {q && list && (
        <p role="status">
          {list.matched > 0
            ? t('screens.filter_matches', { count: list.matched, total: formatNumber(total), q })
            : t('screens.filter_none', { q })}{' '}
          <Link to={path}>{t('screens.filter_clear')}</Link>
        </p>
      )}
      {list && list.items.length > 0 && (
        <BankCodeTable
          kind={kind}
          items={list.items as BankListSection['items']}
          caption={heading}
          hideCaption
          group={byCity as ((r: BankListSection['items'][number]) => string) | undefined}
        />
      )}
      {list && (
        <Pagination
          page={page}
          totalPages={list.totalPages}
          path={path}
          query={new URLSearchParams(q ? { [FILTER_PARAM]: q } : {})}
        />
      )}
    </>
  );
}
