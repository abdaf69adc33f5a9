import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import { CodeForm } from '../../components/code-form';
import { CodePage, KindAbout, OtherCodes, RecordHead } from '../../components/kind-shell';
import { DetailRows, type Row, CodeLink, MaybeCodeLink, NoneMark, Section } from '../../components/blocks';
import type { OthersPromise } from '../../loaders/codes';
import type { Rubic, RubicRestriction, RubicStatus, RubicSummary } from '../../api-types';
import { TableHead } from '../../components/table-head';

type T = ReturnType<typeof useI18n>['t'];

// Labels exist for the codes the ED807 format documents; any other code is shown as it is.
const PARTICIPANT_TYPES = [
  '00',
  '10',
  '12',
  '15',
  '16',
  '20',
  '30',
  '40',
  '51',
  '52',
  '60',
  '65',
  '71',
  '75',
  '78',
  '90',
  '99',
];
const RESTRICTIONS = ['URRS', 'LWRS', 'MRTR', 'CLRS', 'SDRS', 'FPRS', 'LMRS'];
const ACCOUNT_TYPES = ['CRSA', 'BANA', 'TRSA', 'UTRA', 'CLAC', 'TRUA', 'CBDC'];

const label = (t: T, group: string, known: readonly string[], code: string | null) =>
  code === null ? null : known.includes(code) ? `${t(`rubic.${group}.${code}`)} (${code})` : code;

export function statusText(t: T, status: RubicStatus, date: string | null): string {
  return t(`rubic.status.${status}`, { date: date ?? t('data.unknown_date') });
}

function Status({ status, date }: { status: RubicStatus; date: string | null }) {
  const { t, formatDate } = useI18n();
  return (
    <span className={`status status-${status.replace(/_/g, '-')}`}>
      {statusText(t, status, date && formatDate(date))}
    </span>
  );
}

function Restrictions({ items }: { items: RubicRestriction[] }) {
  const { t, formatDate } = useI18n();
  if (items.length === 0) return null;
  return (
    <ul className="restrictions">
      {items.map((r) => (
        <li key={`${r.code}-${r.date}`}>
          {label(t, 'restriction', RESTRICTIONS, r.code)}
          {r.date ? ` – ${t('rubic.since', { date: formatDate(r.date) })}` : ''}
          {r.successor_bic ? (
            <>
              {' '}
              – {t('rubic.successor')} <CodeLink kind="rubic" code={r.successor_bic} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function RubicDetails({ rubic }: { rubic: Rubic }) {
  const { t, formatDate, countryName } = useI18n();
  const rows: Row[] = [
    [t('rubic.code'), <span className="code">{rubic.code}</span>],
    [t('rubic.status_label'), <Status status={rubic.status} date={rubic.status_date} />],
    [
      t('rubic.organisation'),
      rubic.bank ? (
        <Link to={`/banks/${rubic.bank.country}/${rubic.bank.slug}`}>{rubic.organisation}</Link>
      ) : (
        rubic.organisation
      ),
    ],
    [t('rubic.branch'), rubic.branch],
    [t('rubic.head_office'), rubic.is_head_office ? t('rubic.yes') : null],
    [t('rubic.english_name'), rubic.english_name],
    [t('rubic.country'), rubic.country && countryName(rubic.country)],
    [t('rubic.region'), rubic.region],
    [t('rubic.okato_region'), rubic.okato_region],
    [t('rubic.address'), rubic.address],
    [t('rubic.phone'), rubic.phone],
    [t('rubic.registration_number'), rubic.registration_number],
    [t('rubic.bic_rkc'), rubic.bic_rkc ? <CodeLink kind="rubic" code={rubic.bic_rkc} /> : null],
    [t('rubic.parent_bic'), rubic.parent_bic ? <CodeLink kind="rubic" code={rubic.parent_bic} /> : null],
    [t('rubic.participant_type_label'), label(t, 'participant_type', PARTICIPANT_TYPES, rubic.participant_type)],
    [t('rubic.date_in'), rubic.date_in && formatDate(rubic.date_in)],
    [t('rubic.date_out'), rubic.date_out && formatDate(rubic.date_out)],
    [
      t('rubic.swift'),
      rubic.swifts.length > 0 ? (
        <ul className="code-list">
          {rubic.swifts.map((s) => (
            <li key={s.code}>
              <MaybeCodeLink kind="swift" code={s.code} linked={s.known} />
              {s.is_default && rubic.swifts.length > 1 ? ` (${t('rubic.swift_default')})` : ''}
            </li>
          ))}
        </ul>
      ) : null,
    ],
  ];
  const requisites: Row[] = [
    [t('rubic.bank_name'), rubic.requisites.bank_name],
    [t('rubic.correspondent_account'), rubic.requisites.correspondent_account],
    [t('rubic.okpo'), rubic.requisites.okpo],
  ];
  return (
    <>
      <DetailRows rows={rows} />
      {rubic.restrictions.length > 0 && (
        <Section id="rubic-restrictions" title={t('rubic.restrictions_title')}>
          <Restrictions items={rubic.restrictions} />
        </Section>
      )}
      <Section id="rubic-requisites" title={t('rubic.requisites_title')}>
        <DetailRows rows={requisites} />
      </Section>
      <Accounts rubic={rubic} />
      <DataOrigin origin={rubic} />
    </>
  );
}

function Accounts({ rubic }: { rubic: Rubic }) {
  const { t } = useI18n();
  if (rubic.accounts.length === 0) return <p>{t('rubic.no_accounts')}</p>;
  return (
    <Section id="rubic-accounts" title={t('rubic.accounts_title')}>
      <table className="accounts">
        <TableHead
          columns={[
            t('rubic.account'),
            t('rubic.account_type_label'),
            t('rubic.held_at'),
            t('rubic.status_label'),
            t('rubic.control_key'),
          ]}
        />
        <tbody>
          {rubic.accounts.map((a) => (
            <tr key={a.account}>
              <th scope="row" className="code">
                {a.account}
              </th>
              <td data-label={t('rubic.account_type_label')}>{label(t, 'account_type', ACCOUNT_TYPES, a.type)}</td>
              <td data-label={t('rubic.held_at')}>
                {a.cbr_bic ? <CodeLink kind="rubic" code={a.cbr_bic} /> : <NoneMark />}
              </td>
              <td data-label={t('rubic.status_label')}>
                <Status status={a.status} date={a.status_date} />
                <Restrictions items={a.restrictions} />
              </td>
              <td data-label={t('rubic.control_key')} className={a.control_key_valid ? 'check-ok' : 'check-failed'}>
                {a.control_key_valid ? t('rubic.control_key_ok') : t('rubic.control_key_failed')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export default function RubicPage() {
  return (
    <CodePage<Rubic, RubicSummary> kind="rubic" lookup={<CodeForm kind="rubic" />} retry={<CodeForm kind="rubic" />}>
      {(rubic, others) => <RubicRecord rubic={rubic} others={others} />}
    </CodePage>
  );
}

function RubicRecord({ rubic, others }: { rubic: Rubic; others: OthersPromise<RubicSummary> }) {
  const { t } = useI18n();
  const place = rubic.locality ?? '';
  return (
    <>
      <RecordHead
        title={t('rubic.title', { code: rubic.code, name: rubic.name })}
        description={t('rubic.description', { code: rubic.code, name: rubic.name, city: place })}
        heading={t('rubic.heading', { code: rubic.code })}
        code={rubic.code}
        bank={rubic.bank}
        country={rubic.country}
        lead={rubic.name}
      />
      <RubicDetails rubic={rubic} />
      {others && (
        <OtherCodes
          id="other-bics"
          title={t('rubic.other_bics', { bank: rubic.bank?.name ?? rubic.organisation })}
          kind="rubic"
          resolve={others}
          current={rubic.code}
          describe={(r) => r.name}
        />
      )}
      <KindAbout kind="rubic" />
    </>
  );
}
