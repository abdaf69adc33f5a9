import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Deferred } from '../components/deferred';
import { DataOrigin } from '../components/data-origin';
import type { bankLoader } from '../loaders';
import type { LoaderData } from '../loaders/common';
import type { BankSummary } from '../api-types';

function BankList({ banks, title, id }: { banks: BankSummary[]; title: string; id: string }) {
  if (banks.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="link-list">
        {banks.map((b) => (
          <li key={`${b.country}/${b.slug}`}><Link to={`/banks/${b.country}/${b.slug}`}>{b.name}</Link> <span className="muted">{b.city}</span></li>
        ))}
      </ul>
    </section>
  );
}

export default function BankPage() {
  const { bank, swifts } = useLoaderData() as LoaderData<typeof bankLoader>;
  const { t, formatNumber, countryName } = useI18n();
  if (!bank) {
    return (
      <>
        <PageMeta title={t('bank.not_found')} description={t('bank.not_found_text')} />
        <h1 className="not-found">{t('bank.not_found')}</h1>
        <p>{t('bank.not_found_text')}</p>
      </>
    );
  }
  const country = bank.country_name ?? countryName(bank.country);
  const rows: [string, React.ReactNode][] = [
    [t('bank.country'), <Link to={`/banks/${bank.country}`}>{country}</Link>],
    [t('bank.city'), bank.city],
    [t('bank.address'), bank.address],
    [t('bank.head_office_swift'), bank.head_office.swift && <Link className="code" to={`/swifts/${bank.head_office.swift}`}>{bank.head_office.swift}</Link>],
    [t('lei.head_office_lei'), bank.head_office.lei && <Link className="code" to={`/leis/${bank.head_office.lei}`}>{bank.head_office.lei}</Link>],
    [t('bank.institution_code'), bank.institution_code && <span className="code">{bank.institution_code}</span>],
    [t('bank.swifts_count'), formatNumber(bank.swifts_count)],
  ];
  return (
    <>
      <PageMeta title={t('bank.title', { bank: bank.name, country })} description={t('bank.description', { bank: bank.name, country, count: bank.swifts_count })} />
      <h1>{bank.name}</h1>
      <section aria-labelledby="bank-info">
        <h2 id="bank-info">{t('bank.info')}</h2>
        <dl className="details">
          {rows.map(([label, value]) => value ? <div key={label}><dt>{label}</dt><dd>{value}</dd></div> : null)}
        </dl>
        {bank.institution_active === false && <p className="warning">{t('swift.institution_gone')}</p>}
        <DataOrigin origin={bank} />
      </section>
      {swifts && (
        <section aria-labelledby="bank-swifts">
          <h2 id="bank-swifts">{t('bank.swifts')}</h2>
          <Deferred resolve={swifts} fallback={<p className="loading">{t('common.loading')}</p>}>
            {(value) => value && (
              <table className="data-table">
                <thead><tr><th scope="col">{t('swift.code')}</th><th scope="col">{t('swift.city')}</th><th scope="col">{t('swift.branch_name')}</th></tr></thead>
                <tbody>
                  {value.items.map((s) => (
                    <tr key={s.code}><td><Link className="code" to={`/swifts/${s.code}`}>{s.code}</Link></td><td>{s.city}</td><td>{s.branch_name ?? (s.is_primary_office ? t('swift.primary_office') : '')}</td></tr>
                  ))}
                </tbody>
              </table>
            )}
          </Deferred>
        </section>
      )}
      <BankList banks={bank.related_banks} title={t('bank.related')} id="related" />
      <BankList banks={bank.related_banks_other_countries} title={t('bank.related_other')} id="related-other" />
    </>
  );
}
