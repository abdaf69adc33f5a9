import { Link, useLoaderData } from 'react-router';
import { DidYouMean, KindAbout, KindIndex, KindNotFound, RecordHead } from '../../components/kind-shell';
import { DetailRows as Details, Section } from '../../components/blocks';
import { useI18n, type Translate } from '../../i18n';
import { PageMeta } from '../../components/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { codeTrail } from '../../components/crumbs';
import { DataOrigin } from '../../components/data-origin';
import type { loader } from './loader';
import type { LoaderData } from '../../loaders/common';
import type { Routing, RoutingAch, RoutingWire } from '../../api-types';
import { FEDERAL_RESERVE_DISTRICTS, validateRouting } from './validator';
import { Verdict } from '../../components/verdict';
import { CodeForm } from '../../components/code-form';
import { pageUrl } from '../index';

// US ABA routing numbers: lookup form, validator result, and the detail with the FedACH and
// Fedwire parts (SPEC.md sections 2-4). The directories are the Fed's 2018 snapshots, so the
// as-of date is shown next to every part.

/** ABA check digit weights, 3 7 1 repeated (digits 1-9). */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

const detailPath = (n: string) => pageUrl('routing', n);
/** The validator's view of any input: the lookup form's own query (shared/kinds/routing/loader.ts). */
const validatePath = (n: string) => `${pageUrl('routing')}?number=${encodeURIComponent(n)}`;

function RoutingAbout() {
  const { t } = useI18n();
  return (
    <KindAbout kind="routing">
      <p>{t('routing.about_district')}</p>
    </KindAbout>
  );
}

/** The 3-7-1 computation on the number's own digits: what "the check digit is valid" means. */
function CheckDigit({ digits }: { digits: string }) {
  const { t } = useI18n();
  const terms = [...digits].map((d, i) => Number(d) * (WEIGHTS[i] ?? 0));
  const sum = terms.reduce((a, b) => a + b, 0);
  const valid = sum % 10 === 0;
  return (
    <Section id="check-digit" title={t('routing.check_title')}>
      <p>{t('routing.check_explained')}</p>
      <p className="code check-sum">{`${[...digits].map((d, i) => `${WEIGHTS[i]}×${d}`).join(' + ')} = ${sum}`}</p>
      <p className={valid ? 'ok' : 'warning'}>
        {valid ? t('routing.check_ok', { sum, digit: digits[8] ?? '' }) : t('routing.check_failed', { sum })}
      </p>
    </Section>
  );
}

const phone = (p: string | null) => (p && /^\d{10}$/.test(p) ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p);
// The twelve districts are named after their Reserve Bank's city, written as the language writes
// that city (Nueva York, Нью-Йорк, ニューヨーク); the API keeps the Fed's English names.
const districtLabel = (t: Translate, d: number | null) =>
  d && d >= 1 && d <= FEDERAL_RESERVE_DISTRICTS.length
    ? t('routing.district_value', { number: d, name: t(`routing.district_name.${d}`) })
    : null;
const yesNo = (t: Translate, v: boolean | null) => (v === null ? null : v ? t('routing.yes') : t('routing.no'));

function AchPart({ ach }: { ach: RoutingAch }) {
  const { t, formatDate } = useI18n();
  const place = [ach.city, [ach.state, ach.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Section id="ach-part" title={t('routing.ach_title')}>
      <Details
        rows={[
          [t('routing.bank_name'), ach.bank_name],
          [t('routing.address'), [ach.address, place].filter(Boolean).join(', ')],
          [t('routing.phone'), phone(ach.phone)],
          [
            t('routing.servicing_fed'),
            <>
              <span className="code">{ach.servicing_fed_main_office}</span>
              {ach.servicing_fed_district
                ? `, ${t('routing.fed_district')} ${districtLabel(t, ach.servicing_fed_district)}`
                : ''}
            </>,
          ],
          [t('routing.office_type'), t(`routing.office_${ach.office_type}`)],
          [
            t('routing.record_type'),
            /^[012]$/.test(ach.record_type) ? t(`routing.record_type_${ach.record_type}`) : ach.record_type,
          ],
          [
            t('routing.new_routing_number'),
            ach.new_routing_number ? (
              <Link to={detailPath(ach.new_routing_number)} className="code">
                {ach.new_routing_number}
              </Link>
            ) : null,
          ],
          [t('routing.status'), ach.status === '1' ? t('routing.status_1') : ach.status],
          [t('routing.change_date'), ach.change_date ? formatDate(ach.change_date) : null],
        ]}
      />
      <DataOrigin origin={ach} />
    </Section>
  );
}

function WirePart({ wire }: { wire: RoutingWire }) {
  const { t, formatDate } = useI18n();
  return (
    <Section id="wire-part" title={t('routing.wire_title')}>
      <Details
        rows={[
          [t('routing.wire_name'), wire.name],
          [t('routing.telegraphic_name'), wire.telegraphic_name],
          [t('routing.location'), [wire.city, wire.state].filter(Boolean).join(', ')],
          [t('routing.funds_transfer'), yesNo(t, wire.funds_transfer_status)],
          [t('routing.settlement_only'), yesNo(t, wire.settlement_only)],
          [t('routing.book_entry'), yesNo(t, wire.book_entry_securities_transfer_status)],
          [t('routing.revision_date'), wire.revision_date ? formatDate(wire.revision_date) : null],
        ]}
      />
      <DataOrigin origin={wire} />
    </Section>
  );
}

/** Home > Countries > United States > bank > number (SPEC.md section 2 "Breadcrumbs"). */
function RoutingCrumbs({ label }: { label: string }) {
  const { t, countryName } = useI18n();
  return <Breadcrumbs trail={codeTrail(label, null, 'us', { t, countryName })} />;
}

function ValidateLink({ number }: { number: string }) {
  const { t } = useI18n();
  return (
    <Link to={validatePath(number)} className="validate-link">
      {t('routing.validate')}
    </Link>
  );
}

function RoutingDetail({ routing }: { routing: Routing }) {
  const { t, formatDate } = useI18n();
  const n = routing.routing_number;
  return (
    <>
      <RecordHead
        title={t('routing.title', { number: n, bank: routing.name })}
        description={t('routing.description', {
          number: n,
          bank: routing.name,
          city: routing.city ?? '',
          state: routing.state ?? '',
        })}
        heading={t('routing.heading', { number: n })}
        code={n}
        bank={routing.bank}
        country="us"
        lead={routing.name}
      />
      {/* FedACH's record type 2: items for a retired number go to the new one (merger, renumbering). */}
      {routing.ach?.new_routing_number && routing.ach.new_routing_number !== n ? (
        <p className="replaced-by">
          {t('routing.replaced_by')}{' '}
          <Link to={detailPath(routing.ach.new_routing_number)} className="code">
            {routing.ach.new_routing_number}
          </Link>
        </p>
      ) : null}
      {routing.validation_errors.length > 0 ? (
        <Verdict valid={false}>
          {t('routing.flagged', {
            errors: routing.validation_errors.map((e) => t(`routing.error.${e.replace('aba.', '')}`)).join('; '),
          })}
        </Verdict>
      ) : (
        <Verdict valid>{t('routing.valid')}</Verdict>
      )}
      <p className="snapshot">
        {t('routing.snapshot', { as_of: routing.as_of ? formatDate(routing.as_of) : t('data.unknown_date') })}
      </p>
      <Details
        rows={[
          [t('routing.number'), <span className="code">{n}</span>],
          [
            t('routing.bank'),
            routing.bank ? (
              <Link to={`/banks/${routing.bank.country}/${routing.bank.slug}`}>{routing.bank.name}</Link>
            ) : null,
          ],
          [t('routing.process_status'), t(`routing.process_${routing.process_status}`)],
          [t('routing.fed_district'), districtLabel(t, routing.fed_district)],
          [t('routing.symbol_type'), routing.symbol_type ? t(`routing.symbol_${routing.symbol_type}`) : null],
          [t('routing.check_digit'), <span className="code">{routing.check_digit}</span>],
        ]}
      />
      <p>
        <ValidateLink number={n} />
      </p>
      <CheckDigit digits={n} />
      {routing.ach ? <AchPart ach={routing.ach} /> : <p>{t('routing.no_ach')}</p>}
      {routing.wire ? <WirePart wire={routing.wire} /> : <p>{t('routing.no_wire')}</p>}
      <RoutingAbout />
    </>
  );
}

function ValidationResult({ input, listed }: { input: string; listed: Routing | null }) {
  const { t } = useI18n();
  const result = validateRouting(input);
  const digits = result.parts
    ? `${result.parts.routingSymbol}${result.parts.institutionId}${result.parts.checkDigit}`
    : null;
  return (
    <>
      <PageMeta title={t('routing.validate_title', { number: input })} description={t('routing.about')} />
      <RoutingCrumbs label={input} />
      <h1>{t('routing.validate_title', { number: input })}</h1>
      <Verdict valid={result.valid} reasons={result.errors.map((e) => t(`routing.error.${e.replace('aba.', '')}`))}>
        {result.valid ? t('routing.valid') : t('routing.invalid')}
      </Verdict>
      {result.parts?.district ? (
        <p>
          {t('routing.fed_district')}: {districtLabel(t, result.parts.district)}
        </p>
      ) : null}
      {digits && <CheckDigit digits={digits} />}
      {digits &&
        (listed ? (
          <p>
            {t('routing.listed', { bank: listed.name })}{' '}
            <Link to={detailPath(listed.routing_number)} className="code">
              {listed.routing_number}
            </Link>
          </p>
        ) : (
          <p>{t('routing.not_listed')}</p>
        ))}
      <CodeForm kind="routing" value={input} />
    </>
  );
}

export default function RoutingPage() {
  const page = useLoaderData() as LoaderData<typeof loader>;
  if (page.view === 'form') {
    return (
      <KindIndex kind="routing">
        <CodeForm kind="routing" />
        <RoutingAbout />
      </KindIndex>
    );
  }
  if (page.view === 'validate') {
    return (
      <>
        <ValidationResult input={page.input} listed={page.listed} />
        <DidYouMean codes={page.didYouMean} kind="routing" />
      </>
    );
  }
  if (!page.routing) {
    return (
      <KindNotFound
        kind="routing"
        vars={{ number: page.number }}
        crumbs={<RoutingCrumbs label={page.number} />}
        didYouMean={page.didYouMean}
      >
        <p>
          <ValidateLink number={page.number} />
        </p>
        <CodeForm kind="routing" value={page.number} />
        <RoutingAbout />
      </KindNotFound>
    );
  }
  return <RoutingDetail routing={page.routing} />;
}
