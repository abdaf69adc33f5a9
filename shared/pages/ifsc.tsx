import { Form, Link, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { codeTrail } from '../components/crumbs';
import { Deferred } from '../components/deferred';
import { DataOrigin } from '../components/data-origin';
import type { ifscLoader } from '../loaders/ifsc';
import type { LoaderData } from '../loaders/common';
import type { Ifsc } from '../api-types';
import { CopyButton } from '../components/copy-button';

function IfscAbout() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about-ifsc">
      <h2 id="about-ifsc">{t('ifsc.about_title')}</h2>
      <p>{t('ifsc.about')}</p>
    </section>
  );
}

/** Lookup form: GET /ifscs?code=..., which the loader redirects to /ifscs/{code}. */
function IfscLookup({ code }: { code?: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" action="/ifscs" role="search" className="search-form">
      <label htmlFor="ifsc-lookup" className="visually-hidden">{t('ifsc.lookup_label')}</label>
      <input id="ifsc-lookup" name="code" type="search" defaultValue={code} maxLength={20} placeholder="SBIN0000001"
        autoComplete="off" spellCheck={false} autoCapitalize="characters" />
      <button type="submit">{t('ifsc.lookup_submit')}</button>
    </Form>
  );
}

const yesNo = (t: Translate, v: boolean | null) => (v === null ? null : v ? t('ifsc.yes') : t('ifsc.no'));

function IfscDetails({ ifsc }: { ifsc: Ifsc }) {
  const { t } = useI18n();
  const ib = ifsc.ifsc_bank;
  const bankName = ifsc.bank_name ?? ib?.name ?? ifsc.bank?.name ?? null;
  const type = ib?.type ? t(`ifsc.type_${ib.type}`) : null;
  const category = ib?.category ? t(`ifsc.category.${ib.category}`) : null;
  const rows: [string, React.ReactNode][] = [
    [t('ifsc.code'), <span className="code">{ifsc.code}</span>],
    [t('ifsc.bank'), ifsc.bank ? <Link to={`/banks/${ifsc.bank.country}/${ifsc.bank.slug}`}>{bankName ?? ifsc.bank.name}</Link> : bankName],
    [t('ifsc.branch'), ifsc.branch],
    [t('ifsc.bank_type'), [type, category].filter(Boolean).join(' · ') || null],
    [t('ifsc.swift'), ifsc.swift && <Link className="code" to={`/swifts/${ifsc.swift}`}>{ifsc.swift}</Link>],
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
  const bankRows: [string, React.ReactNode][] = ib ? [
    [t('ifsc.bank_code'), <span className="code">{ib.code}</span>],
    [t('ifsc.main_ifsc'), ib.main_ifsc && (ib.main_ifsc === ifsc.code
      ? <span className="code">{ib.main_ifsc}</span>
      : <Link className="code" to={`/ifscs/${ib.main_ifsc}`}>{ib.main_ifsc}</Link>)],
    [t('ifsc.bank_micr'), ib.micr && <span className="code">{ib.micr}</span>],
    [t('ifsc.iin'), ib.iin && <span className="code">{ib.iin}</span>],
    [t('ifsc.nach_debit'), yesNo(t, ib.nach_debit)],
    [t('ifsc.ach_credit'), yesNo(t, ib.ach_credit)],
    [t('ifsc.ach_debit'), yesNo(t, ib.ach_debit)],
    [t('ifsc.apbs'), yesNo(t, ib.apbs)],
  ] : [];
  const parts: [string, string, string][] = [
    [t('ifsc.part_bank'), ifsc.bank_code, 'bank'],
    [t('ifsc.part_reserved'), '0', 'reserved'],
    [t('ifsc.part_branch'), ifsc.branch_code, 'branch'],
  ];
  const list = (items: [string, React.ReactNode][]) => (
    <dl className="details">
      {items.map(([label, value]) => value ? <div key={label}><dt>{label}</dt><dd>{value}</dd></div> : null)}
    </dl>
  );
  return (
    <>
      {!ifsc.in_valid_list && <p className="warning" role="note">{t('ifsc.not_in_list')}</p>}
      {list(rows)}
      {ifsc.sublet && ib && <p>{t('ifsc.sublet', { bank: ib.name, code: ifsc.bank_code })}</p>}
      {ib && bankRows.some(([, v]) => v) && (
        <section aria-labelledby="ifsc-bank">
          <h2 id="ifsc-bank">{t('ifsc.bank_title', { bank: ib.name })}</h2>
          {list(bankRows)}
        </section>
      )}
      <h2>{t('ifsc.parts_title')}</h2>
      <ol className="code-parts">
        {parts.map(([label, value, kind]) => (
          <li key={kind} className={`part part-${kind}`}><span className="code">{value}</span> <span>{label}</span></li>
        ))}
      </ol>
      <DataOrigin origin={ifsc} />
    </>
  );
}

export default function IfscPage() {
  const { code, ifsc, others } = useLoaderData() as LoaderData<typeof ifscLoader>;
  const { t, countryName } = useI18n();
  if (!code) {
    return (
      <>
        <PageMeta title={t('ifsc.index_title')} description={t('ifsc.about')} />
        <h1>{t('ifsc.index_title')}</h1>
        <IfscLookup />
        <IfscAbout />
      </>
    );
  }
  if (!ifsc) {
    return (
      <>
        <PageMeta title={t('ifsc.not_found')} description={t('ifsc.not_found_text', { code })} />
        <Breadcrumbs trail={[{ label: code }]} />
        <h1 className="not-found">{t('ifsc.not_found')}</h1>
        <p>{t('ifsc.not_found_text', { code })}</p>
        <IfscLookup code={code} />
        <IfscAbout />
      </>
    );
  }
  const bankName = ifsc.bank_name ?? ifsc.ifsc_bank?.name ?? ifsc.bank?.name ?? '';
  const place = [ifsc.branch, ifsc.city ?? ifsc.district, ifsc.state].filter(Boolean).join(', ');
  return (
    <>
      <PageMeta title={t('ifsc.title', { code: ifsc.code, bank: bankName })}
        description={t('ifsc.description', { code: ifsc.code, bank: bankName, place: place || (ifsc.country_name ?? ifsc.country) })} />
      <Breadcrumbs trail={codeTrail(ifsc.code, ifsc.bank, ifsc.country, { t, countryName })} />
      <div className="heading-row">
        <h1>{t('ifsc.heading', { code: ifsc.code })}</h1>
        <CopyButton text={ifsc.code} />
      </div>
      <p className="lead">{[bankName, ifsc.branch].filter(Boolean).join(' – ')}</p>
      <IfscDetails ifsc={ifsc} />
      {others && (
        <section aria-labelledby="other-ifscs">
          <h2 id="other-ifscs">{t('ifsc.other_codes', { bank: ifsc.bank?.name ?? bankName })}</h2>
          <Deferred resolve={others} fallback={<p className="loading">{t('common.loading')}</p>}>
            {(value) => value && (
              <ul className="code-list">
                {value.items.filter((i) => i.code !== ifsc.code).map((i) => (
                  <li key={i.code}><Link to={`/ifscs/${i.code}`} className="code">{i.code}</Link> {i.branch ?? i.city}</li>
                ))}
              </ul>
            )}
          </Deferred>
        </section>
      )}
      <IfscAbout />
    </>
  );
}
