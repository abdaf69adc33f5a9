import { Link, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import { CodeForm } from '../../components/code-form';
import { CodePage, KindAbout, CodeParts, RecordHead } from '../../components/kind-shell';
import { Verdict } from '../../components/verdict';
import { DetailRows, type Row, CodeLink, MaybeCodeLink, Section } from '../../components/blocks';
import type { loader } from './loader';
import type { LoaderData } from '../../loaders/common';
import type { Ifsc } from '../../api-types';

const yesNo = (t: Translate, v: boolean | null) => (v === null ? null : v ? t('ifsc.yes') : t('ifsc.no'));

function IfscDetails({ ifsc }: { ifsc: Ifsc }) {
  const { t, countryName } = useI18n();
  const ib = ifsc.ifsc_bank;
  const bankName = ifsc.bank_name ?? ib?.name ?? ifsc.bank?.name ?? null;
  const type = ib?.type ? t(`ifsc.type_${ib.type}`) : null;
  const category = ib?.category ? t(`ifsc.category.${ib.category}`) : null;
  const rows: Row[] = [
    [t('ifsc.code'), <span className="code">{ifsc.code}</span>],
    [
      t('ifsc.bank'),
      ifsc.bank ? (
        <Link to={`/banks/${ifsc.bank.country}/${ifsc.bank.slug}`}>{bankName ?? ifsc.bank.name}</Link>
      ) : (
        bankName
      ),
    ],
    [t('ifsc.branch'), ifsc.branch],
    // Once where the language names both alike (de: Privatbank · Privatbank).
    [t('ifsc.bank_type'), [...new Set([type, category].filter(Boolean))].join(' · ') || null],
    [t('ifsc.swift'), ifsc.swift && <CodeLink kind="swift" code={ifsc.swift} />],
    [t('ifsc.micr'), ifsc.micr && <span className="code">{ifsc.micr}</span>],
    [t('ifsc.contact'), ifsc.contact],
    [t('ifsc.address'), ifsc.address],
    [t('ifsc.city'), ifsc.city],
    [t('ifsc.centre'), ifsc.centre],
    [t('ifsc.district'), ifsc.district],
    [t('ifsc.state'), ifsc.state],
    [t('ifsc.country'), <Link to={`/banks/${ifsc.country.toLowerCase()}`}>{countryName(ifsc.country)}</Link>],
  ];
  const bankRows: Row[] = ib
    ? [
        [t('ifsc.bank_code'), <span className="code">{ib.code}</span>],
        [
          t('ifsc.main_ifsc'),
          ib.main_ifsc && <MaybeCodeLink kind="ifsc" code={ib.main_ifsc} linked={ib.main_ifsc !== ifsc.code} />,
        ],
        [t('ifsc.bank_micr'), ib.micr && <span className="code">{ib.micr}</span>],
        [t('ifsc.iin'), ib.iin && <span className="code">{ib.iin}</span>],
        [t('ifsc.nach_debit'), yesNo(t, ib.nach_debit)],
        [t('ifsc.ach_credit'), yesNo(t, ib.ach_credit)],
        [t('ifsc.ach_debit'), yesNo(t, ib.ach_debit)],
        [t('ifsc.apbs'), yesNo(t, ib.apbs)],
      ]
    : [];
  const parts: [string, string, string][] = [
    [t('ifsc.part_bank'), ifsc.bank_code, 'bank'],
    [t('ifsc.part_reserved'), '0', 'reserved'],
    [t('ifsc.part_branch'), ifsc.branch_code, 'branch'],
  ];
  return (
    <>
      <DetailRows rows={rows} />
      {ifsc.sublet && ib && <p>{t('ifsc.sublet', { bank: ib.name, code: ifsc.bank_code })}</p>}
      {ib && bankRows.some(([, v]) => v) && (
        <Section id="ifsc-bank" title={t('ifsc.bank_title', { bank: ib.name })}>
          <DetailRows rows={bankRows} />
        </Section>
      )}
      <CodeParts title={t('ifsc.parts_title')} parts={parts} />
      <DataOrigin origin={ifsc} />
    </>
  );
}

const SYSTEMS = ['neft', 'rtgs', 'imps', 'upi'] as const;

/**
 * The payment systems a branch takes part in, each marked ✓ or ✗ (– where the RBI list says
 * nothing), the mark spelled out for screen readers.
 */
function PaymentSystems({ branch }: { branch: Pick<Ifsc, (typeof SYSTEMS)[number]> }) {
  const { t } = useI18n();
  return (
    <ul className="payment-systems">
      {SYSTEMS.map((s) => {
        const v = branch[s];
        return (
          <li key={s} className={v === null ? 'muted' : v ? 'ok' : 'warning'}>
            {t(`ifsc.${s}`)} <span aria-hidden="true">{v === null ? '–' : v ? '✓' : '✗'}</span>
            <span className="visually-hidden">{` ${v === null ? t('ifsc.unknown_flag') : yesNo(t, v)}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The bank's other branches, nearest first (shared/kinds/ifsc/worker/db.ts), each with its payment systems. */
function Nearby({ ifsc }: { ifsc: Ifsc }) {
  const { t } = useI18n();
  const bankName = ifsc.ifsc_bank?.name ?? ifsc.bank_name ?? ifsc.bank?.name ?? '';
  if (!ifsc.nearby?.length) return null;
  return (
    <Section id="other-ifscs" title={t('ifsc.other_codes', { bank: bankName })}>
      <ul className="code-list nearby">
        {ifsc.nearby.map((n) => (
          <li key={n.code}>
            <CodeLink kind="ifsc" code={n.code} /> {[n.branch, n.city ?? n.district].filter(Boolean).join(', ')}
            <PaymentSystems branch={n} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function IfscPage() {
  const { code } = useLoaderData() as LoaderData<typeof loader>;
  return (
    <CodePage<Ifsc> kind="ifsc" lookup={<CodeForm kind="ifsc" />} retry={<CodeForm kind="ifsc" value={code} />}>
      {(ifsc) => <IfscRecord ifsc={ifsc} />}
    </CodePage>
  );
}

function IfscRecord({ ifsc }: { ifsc: Ifsc }) {
  const { t, countryName } = useI18n();
  const bankName = ifsc.bank_name ?? ifsc.ifsc_bank?.name ?? ifsc.bank?.name ?? '';
  const place = [ifsc.branch, ifsc.city ?? ifsc.district, ifsc.state].filter(Boolean).join(', ');
  return (
    <>
      <RecordHead
        title={t('ifsc.title', { code: ifsc.code, bank: bankName })}
        description={t('ifsc.description', {
          code: ifsc.code,
          bank: bankName,
          place: place || countryName(ifsc.country),
        })}
        heading={t('ifsc.heading', { code: ifsc.code })}
        code={ifsc.code}
        bank={ifsc.bank}
        country={ifsc.country}
        lead={[bankName, ifsc.branch].filter(Boolean).join(' – ')}
      />
      {/* The answer first: listed by the RBI or not, and what the branch can be paid through. */}
      {ifsc.in_valid_list ? (
        <Verdict valid>{t('ifsc.verdict_listed')}</Verdict>
      ) : (
        <Verdict valid={false}>{t('ifsc.not_in_list')}</Verdict>
      )}
      <PaymentSystems branch={ifsc} />
      <IfscDetails ifsc={ifsc} />
      <Nearby ifsc={ifsc} />
      <KindAbout kind="ifsc" />
    </>
  );
}
