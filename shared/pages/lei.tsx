import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { codeTrail } from '../components/crumbs';
import { DataOrigin } from '../components/data-origin';
import { CodeForm } from '../components/code-form';
import { CodePage, CodeHeading, KindAbout, CodeParts, DetailRows, type Row } from '../components/kind-shell';
import { pageUrl } from '../kinds';
import type { leiLoader } from '../loaders/codes';
import type { LoaderData } from '../loaders/common';
import type { Lei, LeiAddress } from '../api-types';
import { Verdict } from '../components/verdict';

// LEI detail (SPEC.md sections 2, 3, 5): the record with every field the data has, the ISO 17442
// parts, the BICs GLEIF maps to it (linked to their SWIFT pages) and the bank it belongs to.

/** GLEIF enumerations (ACTIVE, FULLY_CORROBORATED, ...) shown through translations when we have one. */
function useEnum() {
  const { t } = useI18n();
  return (group: string, value: string | null): string | null => {
    if (!value) return null;
    const key = `lei.values.${group}.${value.toLowerCase()}`;
    const label = t(key);
    return label && label !== key ? label : value;
  };
}

/** ISO 3166-1 alpha-2 as the country's name; ISO 3166-2 (a US state, "US-DE") as the country's name and the code. */
function useJurisdiction() {
  const { countryName } = useI18n();
  return (code: string | null | undefined) => {
    if (!code) return null;
    const m = /^([A-Za-z]{2})(-[A-Za-z0-9]{1,3})?$/.exec(code);
    if (!m) return code;
    return m[2] ? `${countryName(m[1]!)} (${code.toUpperCase()})` : countryName(m[1]!);
  };
}

function Address({ address }: { address: LeiAddress }) {
  const { countryName } = useI18n();
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  // Country names, not codes (issue 17); GLEIF gives the region as ISO 3166-2 ("DE-HE"), kept as it is.
  const lines = [
    ...address.lines,
    place,
    [address.region, address.country && countryName(address.country)].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <address>
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          {i < lines.length - 1 && <br />}
        </span>
      ))}
    </address>
  );
}

function Details({ lei }: { lei: Lei }) {
  const { t, formatDate, countryName } = useI18n();
  const jurisdiction = useJurisdiction();
  // Dates in the visitor's language, the one formatter every page uses (shared/format.ts).
  const date = (v: string | null | undefined) => (v ? formatDate(v) : null);
  const label = useEnum();
  const rows: Row[] = [
    [t('lei.code'), <span className="code">{lei.code}</span>],
    [t('lei.legal_name'), lei.legal_name],
    [t('lei.bank'), lei.bank && <Link to={`/banks/${lei.bank.country}/${lei.bank.slug}`}>{lei.bank.name}</Link>],
    [
      t('lei.country'),
      lei.country &&
        (lei.bank ? (
          <Link to={`/banks/${lei.country.toLowerCase()}`}>{lei.country_name ?? lei.country}</Link>
        ) : (
          (lei.country_name ?? lei.country)
        )),
    ],
    [t('lei.entity_status'), label('entity_status', lei.entity_status)],
    [t('lei.category'), label('category', lei.entity_category)],
    [t('lei.sub_category'), lei.entity_sub_category],
    [t('lei.legal_jurisdiction'), jurisdiction(lei.legal_jurisdiction)],
    [t('lei.legal_form'), [lei.legal_form.code, lei.legal_form.other].filter(Boolean).join(' / ') || null],
    [t('lei.registered_at'), lei.registered_at],
    [t('lei.registered_as'), lei.registered_as],
    [t('lei.creation_date'), date(lei.creation_date)],
    [t('lei.expiration_date'), date(lei.expiration.date)],
    [t('lei.expiration_reason'), label('expiration_reason', lei.expiration.reason)],
    [t('lei.legal_address'), lei.legal_address && <Address address={lei.legal_address} />],
    [t('lei.headquarters_address'), lei.headquarters_address && <Address address={lei.headquarters_address} />],
  ];
  const registration: Row[] = [
    [t('lei.registration_status'), label('registration_status', lei.registration.status)],
    [t('lei.initial_registration'), date(lei.registration.initial_date)],
    [t('lei.last_update'), date(lei.registration.last_update)],
    [t('lei.next_renewal'), date(lei.registration.next_renewal)],
    [t('lei.corroboration_level'), label('corroboration', lei.registration.corroboration_level)],
    [
      t('lei.managing_lou'),
      lei.registration.managing_lou && (
        <Link className="code" to={pageUrl('lei', lei.registration.managing_lou)}>
          {lei.registration.managing_lou}
        </Link>
      ),
    ],
  ];
  const parts: [string, string, string][] = [
    [t('lei.part_lou'), lei.parts.lou_prefix, 'lou'],
    [t('lei.part_reserved'), lei.parts.reserved, 'reserved'],
    [t('lei.part_entity'), lei.parts.entity_id, 'entity'],
    [t('lei.part_check'), lei.parts.check_digits, 'check'],
  ];
  return (
    <>
      <DetailRows rows={rows} />
      {registration.some(([, v]) => v) && (
        <section aria-labelledby="lei-registration">
          <h2 id="lei-registration">{t('lei.registration_title')}</h2>
          <DetailRows rows={registration} />
        </section>
      )}
      <h2>{t('lei.parts_title')}</h2>
      <CodeParts parts={parts} />
      {lei.bics.length > 0 && (
        <section aria-labelledby="lei-bics">
          <h2 id="lei-bics">{t('lei.bics_title', { count: lei.bics.length })}</h2>
          <ul className="code-list">
            {lei.bics.map((b) => (
              <li key={b.code}>
                {b.in_directory ? (
                  <Link to={pageUrl('swift', b.code)} className="code">
                    {b.code}
                  </Link>
                ) : (
                  <span className="code">{b.code}</span>
                )}
                {b.bank && (
                  <>
                    {' '}
                    <Link to={`/banks/${b.bank.country}/${b.bank.slug}`}>{b.bank.name}</Link>
                  </>
                )}
                {b.shared && (
                  <>
                    {' '}
                    <small>{t('lei.bic_shared')}</small>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {lei.head_office_of.length > 0 && (
        <section aria-labelledby="lei-head-office">
          <h2 id="lei-head-office">{t('lei.head_office_of')}</h2>
          <ul>
            {lei.head_office_of.map((b) => (
              <li key={`${b.country}/${b.slug}`}>
                <Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link> ({countryName(b.country)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <DataOrigin origin={lei} />
    </>
  );
}

export default function LeiPage() {
  const { code, record, didYouMean } = useLoaderData() as LoaderData<typeof leiLoader>;
  return (
    <CodePage
      kind="lei"
      code={code}
      record={record}
      didYouMean={didYouMean}
      lookup={<CodeForm kind="lei" />}
      retry={<CodeForm kind="lei" />}
    >
      {(lei) => <LeiRecord lei={lei} />}
    </CodePage>
  );
}

function LeiRecord({ lei }: { lei: Lei }) {
  const { t, countryName } = useI18n();
  const name = lei.legal_name ?? lei.code;
  return (
    <>
      <PageMeta
        title={t('lei.title', { code: lei.code, name })}
        description={t('lei.description', { code: lei.code, name, country: lei.country_name ?? lei.country ?? '' })}
      />
      <Breadcrumbs trail={codeTrail(lei.code, lei.bank, lei.country, { t, countryName })} />
      <CodeHeading title={t('lei.heading', { code: lei.code })} copy={lei.code} />
      <p className="lead">{name}</p>
      {lei.checksum_valid ? (
        <Verdict valid>{t('lei.checksum_passed')}</Verdict>
      ) : (
        <Verdict valid={false}>{t('lei.checksum_failed')}</Verdict>
      )}
      <Details lei={lei} />
      <KindAbout kind="lei" />
    </>
  );
}
