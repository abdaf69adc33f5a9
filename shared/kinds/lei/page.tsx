import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import { CodeForm } from '../../components/code-form';
import { CodePage, KindAbout, CodeParts, RecordHead } from '../../components/kind-shell';
import { DetailRows, type Row, CodeLink, MaybeCodeLink, Section } from '../../components/blocks';
import type { Lei, LeiAddress } from '../../api-types';
import { Verdict } from '../../components/verdict';

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
  // Country names, not codes; GLEIF gives the region as ISO 3166-2 ("DE-HE"), kept as it is.
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
          <Link to={`/banks/${lei.country.toLowerCase()}`}>{countryName(lei.country)}</Link>
        ) : (
          lei.country && countryName(lei.country)
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
      lei.registration.managing_lou && <CodeLink kind="lei" code={lei.registration.managing_lou} />,
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
        <Section id="lei-registration" title={t('lei.registration_title')}>
          <DetailRows rows={registration} />
        </Section>
      )}
      <CodeParts title={t('lei.parts_title')} parts={parts} />
      {lei.bics.length > 0 && (
        <Section id="lei-bics" title={t('lei.bics_title', { count: lei.bics.length })}>
          <ul className="code-list">
            {lei.bics.map((b) => (
              <li key={b.code}>
                <MaybeCodeLink kind="swift" code={b.code} linked={b.in_directory} />
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
        </Section>
      )}
      {lei.head_office_of.length > 0 && (
        <Section id="lei-head-office" title={t('lei.head_office_of')}>
          <ul>
            {lei.head_office_of.map((b) => (
              <li key={`${b.country}/${b.slug}`}>
                <Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link> ({countryName(b.country)})
              </li>
            ))}
          </ul>
        </Section>
      )}
      <DataOrigin origin={lei} />
    </>
  );
}

export default function LeiPage() {
  return (
    <CodePage<Lei> kind="lei" lookup={<CodeForm kind="lei" />} retry={<CodeForm kind="lei" />}>
      {(lei) => <LeiRecord lei={lei} />}
    </CodePage>
  );
}

function LeiRecord({ lei }: { lei: Lei }) {
  const { t, countryName } = useI18n();
  const name = lei.legal_name ?? lei.code;
  return (
    <>
      <RecordHead
        title={t('lei.title', { code: lei.code, name })}
        description={t('lei.description', {
          code: lei.code,
          name,
          country: lei.country ? countryName(lei.country) : '',
        })}
        heading={t('lei.heading', { code: lei.code })}
        code={lei.code}
        bank={lei.bank}
        country={lei.country}
        lead={name}
      />
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
