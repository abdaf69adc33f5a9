import { Form, Link, useLoaderData } from 'react-router';
import { DidYouMean } from '../components/did-you-mean';
import { useI18n, type Translate } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import { codeTrail } from '../components/crumbs';
import { DataOrigin } from '../components/data-origin';
import type { routingLoader } from '../loaders/routing';
import type { LoaderData } from '../loaders/common';
import type { UsRouting, UsRoutingAch, UsRoutingWire } from '../api-types';
import { FEDERAL_RESERVE_DISTRICTS, validateAba } from '../validators/aba';
import { Verdict } from '../components/verdict';
import { CopyButton } from '../components/copy-button';

// US ABA routing numbers: lookup form, validator result, and the detail with the FedACH and
// Fedwire parts (SPEC.md sections 2-4). The directories are the Fed's 2018 snapshots, so the
// as-of date is shown next to every part.

/** ABA check digit weights, 3 7 1 repeated (digits 1-9). */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

const detailPath = (n: string) => `/usroutings/${n}`;
const validatePath = (n: string) => `/usroutings?number=${encodeURIComponent(n)}`;

type Row = [string, React.ReactNode];

function Details({ rows }: { rows: Row[] }) {
  return (
    <dl className="details">
      {rows.map(([label, value]) => (value === null || value === undefined || value === '' ? null : (
        <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
      )))}
    </dl>
  );
}

function RoutingAbout() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about-routing">
      <h2 id="about-routing">{t('routing.about_title')}</h2>
      <p>{t('routing.about')}</p>
      <p>{t('routing.about_district')}</p>
    </section>
  );
}

function LookupForm({ value }: { value?: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" action="/usroutings" className="search-form" role="search">
      <label htmlFor="routing-number">{t('routing.form_label')}</label>
      <input id="routing-number" name="number" type="text" inputMode="numeric" defaultValue={value} maxLength={40}
        placeholder="021000021" autoComplete="off" spellCheck={false} />
      <button type="submit">{t('routing.form_submit')}</button>
    </Form>
  );
}

/** The 3-7-1 computation on the number's own digits: what "the check digit is valid" means. */
function CheckDigit({ digits }: { digits: string }) {
  const { t } = useI18n();
  const terms = [...digits].map((d, i) => Number(d) * (WEIGHTS[i] ?? 0));
  const sum = terms.reduce((a, b) => a + b, 0);
  const valid = sum % 10 === 0;
  return (
    <section aria-labelledby="check-digit">
      <h2 id="check-digit">{t('routing.check_title')}</h2>
      <p>{t('routing.check_explained')}</p>
      <p className="code check-sum">
        {`${[...digits].map((d, i) => `${WEIGHTS[i]}×${d}`).join(' + ')} = ${sum}`}
      </p>
      <p className={valid ? 'ok' : 'warning'}>
        {valid ? t('routing.check_ok', { sum, digit: digits[8] ?? '' }) : t('routing.check_failed', { sum })}
      </p>
    </section>
  );
}

const phone = (p: string | null) => (p && /^\d{10}$/.test(p) ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p);
const districtLabel = (t: Translate, d: number | null) =>
  d ? t('routing.district_value', { number: d, name: FEDERAL_RESERVE_DISTRICTS[d - 1] ?? '' }) : null;
const yesNo = (t: Translate, v: boolean | null) => (v === null ? null : v ? t('routing.yes') : t('routing.no'));

function AchPart({ ach }: { ach: UsRoutingAch }) {
  const { t, formatDate } = useI18n();
  const place = [ach.city, [ach.state, ach.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="ach-part">
      <h2 id="ach-part">{t('routing.ach_title')}</h2>
      <Details rows={[
        [t('routing.bank_name'), ach.bank_name],
        [t('routing.address'), [ach.address, place].filter(Boolean).join(', ')],
        [t('routing.phone'), phone(ach.phone)],
        [t('routing.servicing_fed'), <><span className="code">{ach.servicing_fed_main_office}</span>{ach.servicing_fed_district ? `, ${t('routing.fed_district')} ${districtLabel(t, ach.servicing_fed_district)}` : ''}</>],
        [t('routing.office_type'), t(`routing.office_${ach.office_type}`)],
        [t('routing.record_type'), /^[012]$/.test(ach.record_type) ? t(`routing.record_type_${ach.record_type}`) : ach.record_type],
        [t('routing.new_routing_number'), ach.new_routing_number ? <Link to={detailPath(ach.new_routing_number)} className="code">{ach.new_routing_number}</Link> : null],
        [t('routing.status'), ach.status === '1' ? t('routing.status_1') : ach.status],
        [t('routing.change_date'), ach.change_date ? formatDate(ach.change_date) : null],
      ]} />
      <DataOrigin origin={ach} />
    </section>
  );
}

function WirePart({ wire }: { wire: UsRoutingWire }) {
  const { t, formatDate } = useI18n();
  return (
    <section aria-labelledby="wire-part">
      <h2 id="wire-part">{t('routing.wire_title')}</h2>
      <Details rows={[
        [t('routing.wire_name'), wire.name],
        [t('routing.telegraphic_name'), wire.telegraphic_name],
        [t('routing.location'), [wire.city, wire.state].filter(Boolean).join(', ')],
        [t('routing.funds_transfer'), yesNo(t, wire.funds_transfer_status)],
        [t('routing.settlement_only'), yesNo(t, wire.settlement_only)],
        [t('routing.book_entry'), yesNo(t, wire.book_entry_securities_transfer_status)],
        [t('routing.revision_date'), wire.revision_date ? formatDate(wire.revision_date) : null],
      ]} />
      <DataOrigin origin={wire} />
    </section>
  );
}

/** Home > Countries > United States > bank > number (SPEC.md section 2 "Breadcrumbs"). */
function RoutingCrumbs({ routing, label }: { routing?: UsRouting; label: string }) {
  const { t, countryName } = useI18n();
  return <Breadcrumbs trail={codeTrail(label, routing?.bank ?? null, 'us', { t, countryName })} />;
}

function RoutingDetail({ routing }: { routing: UsRouting }) {
  const { t, formatDate } = useI18n();
  const n = routing.routing_number;
  return (
    <>
      <PageMeta title={t('routing.title', { number: n, bank: routing.name })}
        description={t('routing.description', { number: n, bank: routing.name, city: routing.city ?? '', state: routing.state ?? '' })} />
      <RoutingCrumbs routing={routing} label={n} />
      <div className="heading-row">
        <h1>{t('routing.heading', { number: n })}</h1>
        <CopyButton text={n} />
      </div>
      <p className="lead">{routing.name}</p>
      {/* FedACH's record type 2: items for a retired number go to the new one (merger, renumbering). */}
      {routing.ach?.new_routing_number && routing.ach.new_routing_number !== n
        ? <p className="replaced-by">{t('routing.replaced_by')} <Link to={detailPath(routing.ach.new_routing_number)} className="code">{routing.ach.new_routing_number}</Link></p>
        : null}
      {routing.validation_errors.length > 0
        ? <Verdict valid={false}>{t('routing.flagged', { errors: routing.validation_errors.map((e) => t(`routing.error.${e.replace('aba.', '')}`)).join('; ') })}</Verdict>
        : <Verdict valid>{t('routing.valid')}</Verdict>}
      <p className="snapshot">{t('routing.snapshot', { as_of: routing.as_of ? formatDate(routing.as_of) : t('data.unknown_date') })}</p>
      <Details rows={[
        [t('routing.number'), <span className="code">{n}</span>],
        [t('routing.bank'), routing.bank ? <Link to={`/banks/${routing.bank.country}/${routing.bank.slug}`}>{routing.bank.name}</Link> : null],
        [t('routing.process_status'), t(`routing.process_${routing.process_status}`)],
        [t('routing.fed_district'), districtLabel(t, routing.fed_district)],
        [t('routing.symbol_type'), routing.symbol_type ? t(`routing.symbol_${routing.symbol_type}`) : null],
        [t('routing.check_digit'), <span className="code">{routing.check_digit}</span>],
      ]} />
      <p><Link to={validatePath(n)} className="validate-link">{t('routing.validate')}</Link></p>
      <CheckDigit digits={n} />
      {routing.ach ? <AchPart ach={routing.ach} /> : <p>{t('routing.no_ach')}</p>}
      {routing.wire ? <WirePart wire={routing.wire} /> : <p>{t('routing.no_wire')}</p>}
      <RoutingAbout />
    </>
  );
}

function ValidationResult({ input, listed }: { input: string; listed: UsRouting | null }) {
  const { t } = useI18n();
  const result = validateAba(input);
  const digits = result.parts ? `${result.parts.routingSymbol}${result.parts.institutionId}${result.parts.checkDigit}` : null;
  return (
    <>
      <PageMeta title={t('routing.validate_title', { number: input })} description={t('routing.about')} />
      <RoutingCrumbs label={input} />
      <h1>{t('routing.validate_title', { number: input })}</h1>
      <Verdict valid={result.valid} reasons={result.errors.map((e) => t(`routing.error.${e.replace('aba.', '')}`))}>
        {result.valid ? t('routing.valid') : t('routing.invalid')}
      </Verdict>
      {result.parts?.district ? <p>{t('routing.fed_district')}: {districtLabel(t, result.parts.district)}</p> : null}
      {digits && <CheckDigit digits={digits} />}
      {digits && (listed
        ? <p>{t('routing.listed', { bank: listed.name })} <Link to={detailPath(listed.routing_number)} className="code">{listed.routing_number}</Link></p>
        : <p>{t('routing.not_listed')}</p>)}
      <LookupForm value={input} />
    </>
  );
}

export default function RoutingPage() {
  const page = useLoaderData() as LoaderData<typeof routingLoader>;
  const { t } = useI18n();
  if (page.view === 'form') {
    return (
      <>
        <PageMeta title={t('routing.index_title')} description={t('routing.about')} />
        <h1>{t('routing.index_title')}</h1>
        <LookupForm />
        <RoutingAbout />
      </>
    );
  }
  if (page.view === 'validate') {
    return (
      <>
        <ValidationResult input={page.input} listed={page.listed} />
        <DidYouMean codes={page.didYouMean} path={(c) => `/usroutings/${c}`} />
      </>
    );
  }
  if (!page.routing) {
    return (
      <>
        <PageMeta title={t('routing.not_found')} description={t('routing.not_found_text', { number: page.number })} />
        <RoutingCrumbs label={page.number} />
        <h1 className="not-found">{t('routing.not_found')}</h1>
        <p>{t('routing.not_found_text', { number: page.number })}</p>
        <DidYouMean codes={page.didYouMean} path={(c) => `/usroutings/${c}`} />
        <p><Link to={validatePath(page.number)} className="validate-link">{t('routing.validate')}</Link></p>
        <LookupForm value={page.number} />
        <RoutingAbout />
      </>
    );
  }
  return <RoutingDetail routing={page.routing} />;
}
