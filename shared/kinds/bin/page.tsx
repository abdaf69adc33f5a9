import { Link, useLoaderData } from 'react-router';
import { useI18n } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import type { loader } from './loader';
import type { LoaderData } from '../../loaders/common';
import type { BinDerived, BinRange } from '../../api-types';
import type { CardVerdict } from './lookup';
import { CodeForm } from '../../components/code-form';
import { KindAbout, KindIndex, KindNotFound, RecordHead } from '../../components/kind-shell';
import { DetailRows, type Row, Section } from '../../components/blocks';
import { pageUrl } from '../index';
import { PageMeta } from '../../components/page-meta';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Verdict } from '../../components/verdict';

/** ISO/IEC 7812-1: MII, IIN, individual account identifier, Luhn check digit. */
function CardStructure() {
  const { t } = useI18n();
  return (
    <KindAbout kind="bin">
      <ol>
        <li>{t('bin.structure_mii')}</li>
        <li>{t('bin.structure_iin')}</li>
        <li>{t('bin.structure_account')}</li>
        <li>{t('bin.structure_check')}</li>
      </ol>
      <p>{t('bin.structure_luhn')}</p>
    </KindAbout>
  );
}

/** A card number was given and cut to its BIN: say so, with the one thing kept of the rest. */
function CardNote({ card, number }: { card: CardVerdict; number: string }) {
  const { t } = useI18n();
  return (
    <Section id="card-cut" title={t('bin.card_parts_title')}>
      <p>{t('bin.card_cut', { number })}</p>
      <p className={card === 'valid' ? 'valid' : 'warning'}>
        {card === 'valid' ? t('bin.luhn_valid') : t('bin.luhn_invalid')}
      </p>
    </Section>
  );
}

/** What holds for any number: major industry identifier and scheme from the published ranges. */
function Derived({ derived }: { derived: BinDerived }) {
  const { t } = useI18n();
  const schemes = derived.iin_schemes.map((s) => s.name).join(', ');
  return (
    <dl className="details">
      <div>
        <dt>{t('bin.mii')}</dt>
        <dd>
          {derived.mii} – {t(`bin.mii_${derived.mii}`)}
        </dd>
      </div>
      <div>
        <dt>{t('bin.scheme_from_ranges')}</dt>
        <dd>{schemes || t('bin.scheme_unknown')}</dd>
      </div>
    </dl>
  );
}

function rangeLabel(r: BinRange): string {
  return r.iin_start === r.iin_end ? r.iin_start : `${r.iin_start}–${r.iin_end}`;
}

/**
 * Why the record shown has another number than the BIN asked: the source lists a shorter prefix
 * (banks-db's 5 digits) or a range, and that covers the BIN.
 */
function RecordScope({ record }: { record: BinRange }) {
  const { t } = useI18n();
  const range = record.iin_start !== record.iin_end;
  return (
    <>
      <span className="code">{rangeLabel(record)}</span>{' '}
      {range ? t('bin.record_range') : t('bin.record_prefix', { length: record.prefix_length })}
    </>
  );
}

function BinDetails({ record, number }: { record: BinRange; number: string }) {
  const { t, countryName } = useI18n();
  const yesNo = (v: boolean | null) => (v === null ? null : v ? t('bin.yes') : t('bin.no'));
  const rows: Row[] = [
    [t('bin.number'), <span className="code">{number}</span>],
    [t('bin.record'), record.iin_start === number ? null : <RecordScope record={record} />],
    [
      t('bin.payment_system'),
      record.payment_system
        ? `${record.payment_system}${record.scheme_derived ? ` ${t('bin.derived_note')}` : ''}`
        : null,
    ],
    [t('bin.brand'), record.brand],
    [t('bin.card_type'), record.card_type ? t(`bin.type_${record.card_type}`) : null],
    [t('bin.card_category'), record.card_category],
    [t('bin.prepaid'), yesNo(record.prepaid)],
    [
      t('bin.issuer'),
      record.bank ? (
        <Link to={`/banks/${record.bank.country}/${record.bank.slug}`}>{record.issuer_bank ?? record.bank.name}</Link>
      ) : (
        record.issuer_bank
      ),
    ],
    [t('bin.issuer_local'), record.issuer_bank_local !== record.issuer_bank ? record.issuer_bank_local : null],
    [
      t('bin.country'),
      record.country ? <Link to={`/banks/${record.country.toLowerCase()}`}>{countryName(record.country)}</Link> : null,
    ],
    [t('bin.city'), record.issuer_city],
    [t('bin.phone'), record.issuer_phone],
    [
      t('bin.website'),
      record.issuer_url ? (
        <a href={record.issuer_url} rel="nofollow noopener">
          {record.issuer_url}
        </a>
      ) : null,
    ],
  ];
  return <DetailRows rows={rows} />;
}

/** Two records of one number that say different things: country, issuer, scheme or card type. */
function disagrees(a: BinRange, b: BinRange): boolean {
  const differ = <T,>(x: T | null, y: T | null) => x !== null && y !== null && x !== y;
  // Issuers: the same bank page when both are linked, else the same name (one may add a legal form).
  const name = (r: BinRange) =>
    (r.issuer_bank ?? r.bank?.name ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') || null;
  const [na, nb] = [name(a), name(b)];
  const issuerDiffers =
    a.bank && b.bank
      ? a.bank.country !== b.bank.country || a.bank.slug !== b.bank.slug
      : na !== null && nb !== null && !na.startsWith(nb) && !nb.startsWith(na);
  return (
    differ(a.country, b.country) ||
    issuerDiffers ||
    differ(a.payment_system, b.payment_system) ||
    differ(a.card_type, b.card_type)
  );
}

function RangeList({ items, title, id }: { items: BinRange[]; title: string; id: string }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <ul className="code-list">
        {items.map((r) => (
          <li key={`${r.iin_start}-${r.iin_end}-${r.source}`}>
            {/* 5-digit banks-db prefixes are no BIN of their own: shown, not linked. */}
            {r.prefix_length >= 6 ? (
              <Link to={pageUrl('bin', r.iin_start)} className="code">
                {rangeLabel(r)}
              </Link>
            ) : (
              <span className="code">{rangeLabel(r)}</span>
            )}{' '}
            {[r.payment_system, r.card_type ? t(`bin.type_${r.card_type}`) : null, r.issuer_bank]
              .filter(Boolean)
              .join(' · ')}{' '}
            <span className="muted">· {r.source}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function BinPage() {
  const { input, number, bin, derived, card, errors, under, underTotal } = useLoaderData() as LoaderData<typeof loader>;
  const { t, countryName } = useI18n();
  // The page a card number was cut to (?card=) stays out of search indexes.
  const noindex = card ? <meta name="robots" content="noindex" /> : null;
  if (!number && errors.length === 0) {
    return (
      <KindIndex kind="bin">
        <CodeForm kind="bin" />
        <CardStructure />
      </KindIndex>
    );
  }
  if (!bin && under.length > 0) {
    // A prefix no record covers, with longer BINs under it: those, rather than a dead end.
    return (
      <>
        <PageMeta
          title={t('bin.heading', { number })}
          description={t('bin.prefix_text', { number, count: underTotal })}
        />
        {noindex}
        <Breadcrumbs trail={[{ label: number }]} />
        <h1>{t('bin.heading', { number })}</h1>
        <p className="lead">{t('bin.prefix_text', { number, count: underTotal })}</p>
        {/* What the schemes' ranges say of the prefix first, then the list (21 rows at 360 px
            pushed it two screens down). */}
        {derived && <Derived derived={derived} />}
        {card && <CardNote card={card} number={number} />}
        <RangeList items={under} title={t('bin.prefix_list', { number })} id="bins-under" />
        <CodeForm kind="bin" />
      </>
    );
  }
  if (!bin) {
    return (
      <KindNotFound
        kind="bin"
        vars={{ number: number || input }}
        label={number || t('bin.not_found')}
        head={noindex}
        text={
          errors.length > 0 ? (
            <p>{t(errors[0] ?? 'bin.invalid_length')}</p>
          ) : (
            <p>{t('bin.not_found_text', { number })}</p>
          )
        }
      >
        {derived && <Derived derived={derived} />}
        {card && <CardNote card={card} number={number} />}
        <CodeForm kind="bin" />
        <CardStructure />
      </KindNotFound>
    );
  }
  const [, ...others] = bin.records;
  const issuer = bin.issuer_bank ?? bin.bank?.name ?? '';
  const scheme = bin.payment_system ?? bin.iin_schemes.map((s) => s.name).join(', ');
  return (
    <>
      <RecordHead
        title={t('bin.title', { number: bin.number, scheme, issuer })}
        description={t('bin.description', {
          number: bin.number,
          scheme,
          issuer,
          country: bin.country ? countryName(bin.country) : '',
        })}
        head={noindex}
        heading={t('bin.heading', { number: bin.number })}
        code={bin.number}
        bank={bin.bank}
        country={bin.country}
        lead={issuer || undefined}
      />
      {/* The answer first: a source lists this BIN (how, and what it says, follows). */}
      <Verdict valid>{t('bin.verdict_listed')}</Verdict>
      <BinDetails record={bin} number={bin.number} />
      <DataOrigin origin={bin} />
      {/* Conflicting records: say which source is shown (the importer's precedence decides). */}
      {others.some((o) => disagrees(bin, o)) && (
        <p className="conflict-note">{t('bin.conflict_shown', { source: bin.source })}</p>
      )}
      <Derived derived={bin} />
      {card && <CardNote card={card} number={bin.number} />}
      <RangeList items={others} title={t('bin.other_records')} id="other-records" />
      <RangeList items={bin.related} title={t('bin.related', { issuer: issuer || bin.number })} id="related-bins" />
      <CardStructure />
    </>
  );
}
