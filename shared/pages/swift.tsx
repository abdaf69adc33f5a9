import { Link, useLoaderData } from 'react-router';
import { DidYouMean } from '../components/did-you-mean';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { codeTrail } from '../components/crumbs';
import { Deferred } from '../components/deferred';
import { DataOrigin } from '../components/data-origin';
import { SearchForm } from '../components/layout';
import { CopyButton } from '../components/copy-button';
import type { swiftLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';
import type { Swift } from '../api-types';

function SwiftAbout() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about-swift">
      <h2 id="about-swift">{t('swift.about_title')}</h2>
      <p>{t('swift.about')}</p>
    </section>
  );
}

function SwiftDetails({ swift }: { swift: Swift }) {
  const { t, countryName } = useI18n();
  const rows: [string, React.ReactNode][] = [
    [t('swift.code'), <span className="code">{swift.code}</span>],
    [t('swift.bic8'), <span className="code">{swift.bic8}</span>],
    [t('swift.bank'), swift.bank ? <Link to={`/banks/${swift.bank.country}/${swift.bank.slug}`}>{swift.bank_name ?? swift.bank.name}</Link> : swift.bank_name],
    [t('swift.branch_name'), swift.branch_name ?? (swift.is_primary_office ? t('swift.primary_office') : null)],
    [t('swift.country'), <Link to={`/banks/${swift.country.toLowerCase()}`}>{swift.country_name ?? countryName(swift.country)}</Link>],
    [t('swift.city'), swift.city],
    [t('swift.address'), [swift.address, swift.postcode].filter(Boolean).join(', ') || null],
    [t('lei.code'), swift.leis?.length ? swift.leis.map((l, i) => (
      <span key={l.code}>{i > 0 && ', '}<Link className="code" to={`/leis/${l.code}`}>{l.code}</Link></span>
    )) : null],
  ];
  const parts: [string, string, string][] = [
    [t('swift.part_bank'), swift.bank_code, 'bank'],
    [t('swift.part_country'), swift.country, 'country'],
    [t('swift.part_location'), swift.location, 'location'],
    [t('swift.part_branch'), swift.branch, 'branch'],
  ];
  return (
    <>
      <dl className="details">
        {rows.map(([label, value]) => value ? (
          <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
        ) : null)}
      </dl>
      {swift.institution_active === false && <p className="warning">{t('swift.institution_gone')}</p>}
      {/* SPEC.md section 2: SWIFT pages have a validate link (the bulk check, this code filled in). */}
      <p><Link to={`/validate?codes=${encodeURIComponent(swift.code)}`} className="validate-link">{t('swift.validate')}</Link></p>
      <h2>{t('swift.parts_title')}</h2>
      <ol className="code-parts">
        {parts.map(([label, value, kind]) => (
          <li key={kind} className={`part part-${kind}`}><span className="code">{value}</span> <span>{label}</span></li>
        ))}
      </ol>
      <DataOrigin origin={swift} />
    </>
  );
}

export default function SwiftPage() {
  const { code, swift, others, didYouMean } = useLoaderData() as LoaderData<typeof swiftLoader>;
  const { t, countryName, formatNumber } = useI18n();
  if (!code) {
    return (
      <>
        <PageMeta title={t('swift.index_title')} description={t('swift.about')} />
        <h1>{t('swift.index_title')}</h1>
        <SearchForm id="swift-search" />
        <SwiftAbout />
      </>
    );
  }
  if (!swift) {
    return (
      <>
        <PageMeta title={t('swift.not_found')} description={t('swift.not_found_text', { code })} />
        <Breadcrumbs trail={[{ label: code }]} />
        <h1 className="not-found">{t('swift.not_found')}</h1>
        <p>{t('swift.not_found_text', { code })}</p>
        <DidYouMean codes={didYouMean} path={(c) => `/swifts/${c}`} />
        <SwiftAbout />
      </>
    );
  }
  const bankName = swift.bank_name ?? swift.bank?.name ?? '';
  return (
    <>
      <PageMeta title={t('swift.title', { code: swift.code, bank: bankName })}
        description={t('swift.description', { code: swift.code, bank: bankName, city: swift.city ?? '', country: swift.country_name ?? countryName(swift.country) })} />
      <Breadcrumbs trail={codeTrail(swift.code, swift.bank, swift.country, { t, countryName })} />
      <div className="heading-row">
        <h1>{t('swift.heading', { code: swift.code })}</h1>
        <CopyButton text={swift.code} />
      </div>
      <p className="lead">{bankName}</p>
      <SwiftDetails swift={swift} />
      {others && (
        <section aria-labelledby="other-codes">
          <h2 id="other-codes">{t('swift.other_codes', { bank: bankName })}</h2>
          <Deferred resolve={others} fallback={<p className="loading">{t('common.loading')}</p>}>
            {/* In the API's order for a bank: head office first, then by city and code. */}
            {(value) => value && (
              <>
                <ul className="code-list">
                  {value.items.filter((s) => s.code !== swift.code).map((s) => (
                    <li key={s.code}><Link to={`/swifts/${s.code}`} className="code">{s.code}</Link> {s.city}</li>
                  ))}
                </ul>
                {swift.bank && value.total > value.items.length && (
                  <p className="show-all">
                    <Link to={`/banks/${swift.bank.country}/${swift.bank.slug}/swifts`}>{t('screens.show_all', { list: t('screens.lists.swifts'), total: formatNumber(value.total) })}</Link>
                  </p>
                )}
              </>
            )}
          </Deferred>
        </section>
      )}
      <SwiftAbout />
    </>
  );
}
