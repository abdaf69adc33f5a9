import { Link, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { codeTrail } from '../components/crumbs';
import { DataOrigin } from '../components/data-origin';
import { CodeForm } from '../components/code-form';
import {
  CodePage,
  CodeHeading,
  KindAbout,
  CodeParts,
  DetailRows,
  type Row,
  OtherCodes,
} from '../components/kind-shell';
import { pageUrl } from '../kinds';
import type { ifscLoader, OthersPromise } from '../loaders/codes';
import type { LoaderData } from '../loaders/common';
import type { Ifsc } from '../api-types';

const yesNo = (t: Translate, v: boolean | null) => (v === null ? null : v ? t('ifsc.yes') : t('ifsc.no'));

function IfscDetails({ ifsc }: { ifsc: Ifsc }) {
  const { t } = useI18n();
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
    [
      t('ifsc.swift'),
      ifsc.swift && (
        <Link className="code" to={pageUrl('swift', ifsc.swift)}>
          {ifsc.swift}
        </Link>
      ),
    ],
    [t('ifsc.micr'), ifsc.micr && <span className="code">{ifsc.micr}</span>],
    [t('ifsc.contact'), ifsc.contact],
    [t('ifsc.address'), ifsc.address],
    [t('ifsc.city'), ifsc.city],
    [t('ifsc.centre'), ifsc.centre],
    [t('ifsc.district'), ifsc.district],
    [t('ifsc.state'), ifsc.state],
    [t('ifsc.country'), <Link to={`/banks/${ifsc.country.toLowerCase()}`}>{ifsc.country_name ?? ifsc.country}</Link>],
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
          ib.main_ifsc &&
            (ib.main_ifsc === ifsc.code ? (
              <span className="code">{ib.main_ifsc}</span>
            ) : (
              <Link className="code" to={pageUrl('ifsc', ib.main_ifsc)}>
                {ib.main_ifsc}
              </Link>
            )),
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
        <section aria-labelledby="ifsc-bank">
          <h2 id="ifsc-bank">{t('ifsc.bank_title', { bank: ib.name })}</h2>
          <DetailRows rows={bankRows} />
        </section>
      )}
      <h2>{t('ifsc.parts_title')}</h2>
      <CodeParts parts={parts} />
      <DataOrigin origin={ifsc} />
    </>
  );
}

export default function IfscPage() {
  const { code, record, others, didYouMean } = useLoaderData() as LoaderData<typeof ifscLoader>;
  return (
    <CodePage
      kind="ifsc"
      code={code}
      record={record}
      didYouMean={didYouMean}
      lookup={<CodeForm kind="ifsc" />}
      retry={<CodeForm kind="ifsc" value={code} />}
    >
      {(ifsc) => <IfscRecord ifsc={ifsc} others={others} />}
    </CodePage>
  );
}

function IfscRecord({ ifsc, others }: { ifsc: Ifsc; others: OthersPromise<Ifsc> }) {
  const { t, countryName } = useI18n();
  const bankName = ifsc.bank_name ?? ifsc.ifsc_bank?.name ?? ifsc.bank?.name ?? '';
  const place = [ifsc.branch, ifsc.city ?? ifsc.district, ifsc.state].filter(Boolean).join(', ');
  return (
    <>
      <PageMeta
        title={t('ifsc.title', { code: ifsc.code, bank: bankName })}
        description={t('ifsc.description', {
          code: ifsc.code,
          bank: bankName,
          place: place || (ifsc.country_name ?? ifsc.country),
        })}
      />
      <Breadcrumbs trail={codeTrail(ifsc.code, ifsc.bank, ifsc.country, { t, countryName })} />
      <CodeHeading title={t('ifsc.heading', { code: ifsc.code })} copy={ifsc.code} />
      <p className="lead">{[bankName, ifsc.branch].filter(Boolean).join(' – ')}</p>
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
