import { Link, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../i18n';
import type { KindId } from '../kinds';
import { useAppConfig } from '../app-context';
import { localizedPath } from '../locales';
import { PageMeta } from '../components/page-meta';
import { Deferred } from '../components/deferred';
import { DataOrigin } from '../components/data-origin';
import { Breadcrumbs } from '../components/breadcrumbs';
import { countryTrail } from '../components/crumbs';
import { CopyButton } from '../components/copy-button';
import { JsonLd } from '../components/json-ld';
import { BankCodeTable } from '../components/bank-code-table';
import { BANK_LIST_KINDS, type BankListKind, type BankListSection } from '../bank-lists';
import type { bankLoader } from '../loaders/screens';
import type { LoaderData } from '../loaders/common';
import type { Bank, BankLicense, BankSummary } from '../api-types';
import { CodeLink, Section, DetailRows, type Row } from '../components/blocks';
import { BankNotFound } from '../components/bank-not-found';
import type { Unavailable } from '../section-state';

type Rows = Row[];

/** A head office code: linked to its page, with the button that copies it. */
const withCopy = (kind: KindId, code: string | null) =>
  code && (
    <>
      <CodeLink kind={kind} code={code} />
      <CopyButton text={code} />
    </>
  );

/** "City, Country" in the language's order and punctuation (ja and zh: country first, no Latin comma). */
function place(t: Translate, city: string | null | undefined, country: string): string {
  return city ? t('common.place', { city, country }) : country;
}

function BankList({ banks, title, id }: { banks: BankSummary[]; title: string; id: string }) {
  const { t, countryName } = useI18n();
  if (banks.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <ul className="link-list">
        {banks.map((b) => (
          <li key={`${b.country}/${b.slug}`}>
            <Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link>{' '}
            <span className="muted">{place(t, b.city, countryName(b.country))}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** SPEC.md section 4: valid; invalid since a date; revoked since a date (see worker/db/bank-extras.ts). */
function License({ license }: { license: BankLicense }) {
  const { t, formatDate } = useI18n();
  // Only the Bank of Russia directory states a license; the ISO 9362 list only lists institutions.
  if (license.basis === 'iso9362') {
    const listed = license.status === 'valid';
    const date = license.since ? formatDate(license.since) : '';
    return (
      <Section id="bank-license" title={t('screens.license.title_iso9362')}>
        <p>
          <span className={`status status-${listed ? 'valid' : 'invalid'}`}>
            {t(listed ? 'screens.license.listed' : 'screens.license.unlisted', { date })}
          </span>
        </p>
      </Section>
    );
  }
  const text =
    license.status === 'valid'
      ? t('screens.license.valid')
      : license.since
        ? t(`screens.license.${license.status}_since`, { date: formatDate(license.since) })
        : t(`screens.license.${license.status}`);
  return (
    <Section id="bank-license" title={t('screens.license.title')}>
      <p>
        <span className={`status status-${license.status}`}>{text}</span>
      </p>
      <p className="muted">{t(`screens.license.basis_${license.basis}`)}</p>
    </Section>
  );
}

function CodeSection<K extends BankListKind>({
  kind,
  bank,
  resolve,
}: {
  kind: K;
  bank: Bank;
  resolve: Promise<BankListSection<K> | Unavailable | null>;
}) {
  const { t, formatNumber } = useI18n();
  const title = t(`screens.lists.${kind}`);
  return (
    <Section id={`bank-${kind}`} title={title}>
      <Deferred resolve={resolve} fallback={<p className="loading">{t('common.loading')}</p>}>
        {(value) =>
          value &&
          (value.total === 0 ? (
            <p className="muted">{t('screens.list_empty')}</p>
          ) : (
            <>
              <BankCodeTable
                kind={kind}
                items={value.items}
                caption={t('screens.list_caption', { list: title, bank: bank.name })}
                hideCaption
              />
              <p className="show-all">
                <Link to={`/banks/${bank.country}/${bank.slug}/${kind}`}>
                  {t('screens.show_all', { list: title, total: formatNumber(value.total) })}
                </Link>
              </p>
            </>
          ))
        }
      </Deferred>
    </Section>
  );
}

/** schema.org BankOrCreditUnion (https://schema.org/BankOrCreditUnion) for search engines. */
function BankJsonLd({ bank, url }: { bank: Bank; url: string }) {
  const ids = [
    bank.head_office.swift && { '@type': 'PropertyValue', propertyID: 'SWIFT', value: bank.head_office.swift },
    bank.head_office.lei && { '@type': 'PropertyValue', propertyID: 'LEI', value: bank.head_office.lei },
    bank.head_office.bic && { '@type': 'PropertyValue', propertyID: 'BIK', value: bank.head_office.bic },
  ].filter(Boolean);
  return (
    <JsonLd
      data={{
        '@type': 'BankOrCreditUnion',
        name: bank.name,
        url,
        ...(bank.requisites?.english_name && bank.requisites.english_name !== bank.name
          ? { alternateName: bank.requisites.english_name }
          : {}),
        address: {
          '@type': 'PostalAddress',
          addressCountry: bank.country.toUpperCase(),
          ...(bank.city ? { addressLocality: bank.city } : {}),
          ...(bank.address ? { streetAddress: bank.address } : {}),
        },
        ...(bank.head_office.lei ? { leiCode: bank.head_office.lei } : {}),
        ...(ids.length ? { identifier: ids } : {}),
      }}
    />
  );
}

export default function BankPage() {
  const data = useLoaderData() as LoaderData<typeof bankLoader>;
  const { bank } = data;
  const { t, formatNumber, formatDate, countryName, joinSentences } = useI18n();
  const { origin, lang } = useAppConfig();
  if (!bank) return <BankNotFound />;
  const country = countryName(bank.country);
  const path = `/banks/${bank.country}/${bank.slug}`;
  const ho = bank.head_office;
  const headOffice: Rows = [
    [t('bank.head_office_swift'), withCopy('swift', ho.swift)],
    [t('screens.head_office_bic'), withCopy('rubic', ho.bic)],
    [t('screens.head_office_lei'), withCopy('lei', ho.lei)],
  ];
  const info: Rows = [
    [t('bank.name'), bank.name],
    [t('screens.former_name'), bank.former_name],
    [
      t('screens.english_name'),
      bank.requisites?.english_name?.toUpperCase() !== bank.name.toUpperCase() && bank.requisites?.english_name,
    ],
    [t('bank.country'), <Link to={`/banks/${bank.country}`}>{country}</Link>],
    [t('bank.city'), bank.city],
    [t('bank.address'), bank.address],
    [t('bank.institution_code'), bank.institution_code && <span className="code">{bank.institution_code}</span>],
    [t('bank.swifts_count'), formatNumber(bank.counts?.swifts ?? bank.swifts_count)],
    [t('screens.us.fedach'), bank.us && formatNumber(bank.us.fedach_count)],
    [t('screens.us.fedwire'), bank.us && formatNumber(bank.us.fedwire_count)],
    [t('screens.india.code'), bank.india && <span className="code">{bank.india.code}</span>],
    [t('screens.india.category'), bank.india?.category],
    [t('screens.india.type'), bank.india?.type && t(`ifsc.type_${bank.india.type}`)],
    [t('screens.india.main_ifsc'), bank.india?.main_ifsc && <CodeLink kind="ifsc" code={bank.india.main_ifsc} />],
    [t('screens.india.micr'), bank.india?.micr && <span className="code">{bank.india.micr}</span>],
  ];
  const req = bank.requisites;
  const requisites: Rows = req
    ? [
        [t('screens.req.bic'), <CodeLink kind="rubic" code={req.bic} />],
        [
          t('screens.req.correspondent_account'),
          req.correspondent_account && (
            <>
              <span className="code">{req.correspondent_account}</span>
              <CopyButton text={req.correspondent_account} />
            </>
          ),
        ],
        [t('screens.req.bic_rkc'), req.bic_rkc && <CodeLink kind="rubic" code={req.bic_rkc} />],
        [t('screens.req.registration_number'), req.registration_number],
        [t('screens.req.okato'), req.okato && <span className="code">{req.okato}</span>],
        [t('screens.req.legal_address'), req.legal_address],
        [t('screens.req.in_directory_since'), req.in_directory_since && formatDate(req.in_directory_since)],
      ]
    : [];
  const about = joinSentences([
    t('screens.about.intro', { bank: bank.name, country }),
    bank.city ? t('screens.about.city', { city: bank.city }) : '',
    ho.swift ? t('screens.about.swift', { swift: ho.swift }) : '',
    t('screens.about.codes'),
  ]);
  return (
    <>
      <PageMeta
        title={t('bank.title', { bank: bank.name, country })}
        description={t('bank.description', { bank: bank.name, country, count: bank.swifts_count })}
      />
      <BankJsonLd bank={bank} url={`${origin}${localizedPath(lang, path)}`} />
      <Breadcrumbs trail={[...countryTrail(bank.country, { t, countryName }), { label: bank.name }]} />
      <h1>{bank.name}</h1>
      <p className="lead">{place(t, bank.city, country)}</p>
      <Section id="bank-about" title={t('screens.about.title', { bank: bank.name })}>
        <p>{about}</p>
      </Section>
      {headOffice.some(([, v]) => v) && (
        <Section id="bank-head-office" title={t('screens.head_office_title')}>
          <DetailRows rows={headOffice} />
        </Section>
      )}
      {bank.license && <License license={bank.license} />}
      <Section id="bank-info" title={t('bank.info')}>
        <DetailRows rows={info} />
        {bank.institution_active === false && <p className="warning">{t('swift.institution_gone')}</p>}
        <DataOrigin origin={bank} />
      </Section>
      {req && (
        <Section id="bank-requisites" title={t('screens.req.title')}>
          <DetailRows rows={requisites} />
        </Section>
      )}
      {BANK_LIST_KINDS.map((kind) => {
        const resolve = data[kind];
        return resolve ? (
          <CodeSection
            key={kind}
            kind={kind}
            bank={bank}
            resolve={resolve as Promise<BankListSection | Unavailable | null>}
          />
        ) : null;
      })}
      {/* Related by the one relation the data states: the same ISO 9362 institution code. */}
      <BankList
        banks={bank.related_banks}
        title={t('bank.related', { code: bank.institution_code ?? '' })}
        id="related"
      />
      <BankList
        banks={bank.related_banks_other_countries}
        title={t('bank.related_other', { code: bank.institution_code ?? '' })}
        id="related-other"
      />
      {/* A branch and its head office carry their legal entity's LEI: the head office comes first. */}
      <BankList banks={bank.same_entity ?? []} title={t('bank.same_entity', { lei: ho.lei ?? '' })} id="same-entity" />
    </>
  );
}
