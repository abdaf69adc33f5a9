import { Link, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../i18n';
import { DataOrigin } from '../components/data-origin';
import { CodeForm } from '../components/code-form';
import { CodePage, KindAbout, CodeParts, OtherCodes, RecordHead } from '../components/kind-shell';
import { DetailRows, type Row, CodeLink, MaybeCodeLink, Section } from '../components/blocks';
import type { ifscLoader, OthersPromise } from '../loaders/codes';
import type { LoaderData } from '../loaders/common';
import type { Ifsc } from '../api-types';

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
    [t('ifsc.bank_type'), [type, category].filter(Boolean).join(' · ') || null],
    [t('ifsc.swift'), ifsc.swift && <CodeLink kind="swift" code={ifsc.swift} />],
    [t('ifsc.micr'), ifsc.micr && <span className="code">{ifsc.micr}</span>],
    [t('ifsc.contact'), ifsc.contact],
    [t('ifsc.address'), ifsc.address],
    [t('ifsc.city'), ifsc.city],
    [t('ifsc.centre'), ifsc.centre],
    [t('ifsc.district'), ifsc.district],
    [t('ifsc.state'), ifsc.state],
    [t('ifsc.country'), <Link to={`/banks/${ifsc.country.toLowerCase()}`}>{countryName(ifsc.country)}</Link>],
    [t('ifsc.neft'), yesNo(t, ifsc.neft)],
    [t('ifsc.rtgs'), yesNo(t, ifsc.rtgs)],
    [t('ifsc.imps'), yesNo(t, ifsc.imps)],
    [t('ifsc.upi'), yesNo(t, ifsc.upi)],
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
      {!ifsc.in_valid_list && (
        <p className="warning" role="note">
          {t('ifsc.not_in_list')}
        </p>
      )}
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

export default function IfscPage() {
  const { code } = useLoaderData() as LoaderData<typeof ifscLoader>;
  return (
    <CodePage<Ifsc, Ifsc> kind="ifsc" lookup={<CodeForm kind="ifsc" />} retry={<CodeForm kind="ifsc" value={code} />}>
      {(ifsc, others) => <IfscRecord ifsc={ifsc} others={others} />}
    </CodePage>
  );
}

function IfscRecord({ ifsc, others }: { ifsc: Ifsc; others: OthersPromise<Ifsc> }) {
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
      <IfscDetails ifsc={ifsc} />
      {others && (
        <OtherCodes
          id="other-ifscs"
          title={t('ifsc.other_codes', { bank: ifsc.bank?.name ?? bankName })}
          kind="ifsc"
          resolve={others}
          current={ifsc.code}
          describe={(i) => i.branch ?? i.city}
        />
      )}
      <KindAbout kind="ifsc" />
    </>
  );
}
