import { Link, useActionData, useLoaderData } from 'react-router';
import { useI18n, type Translate } from '../../i18n';
import { PageMeta } from '../../components/page-meta';
import { DataOrigin } from '../../components/data-origin';
import type { CalcRefusal, loader } from './loader';
import type { LoaderData } from '../../loaders/common';
import type { Iban, IbanParts } from '../../api-types';
import { validateIban } from './validator';
import { CodeForm } from '../../components/code-form';
import { KindAbout, KindIndex, RecordHead } from '../../components/kind-shell';
import { pageUrl } from '../index';
import { Verdict } from '../../components/verdict';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { codeCountry, codeTrail } from '../../components/crumbs';
import { nationalPartName } from './part-names';
import { MaybeCodeLink, Section } from '../../components/blocks';
import { CalcForm } from './calc-form';

/** contested: the sources' readings of the rule disagree on this number, so no verdict is given. */
type Mark = 'pass' | 'fail' | 'na' | 'contested';
const SYMBOL: Record<Mark, string> = { pass: '✓', fail: '✗', na: '–', contested: '?' };
const NATIONAL: Record<Iban['checks']['national_checksum'], Mark> = {
  valid: 'pass',
  invalid: 'fail',
  not_applicable: 'na',
  contested: 'contested',
};

/** The five checks of SPEC.md section 5, each with a pass / fail / not-applicable mark, failed ones first. */
function checkItems(t: Translate, countryName: (code: string) => string, iban: Iban): [string, Mark, string][] {
  const country = countryName(iban.country);
  const { checks } = iban;
  const national = NATIONAL[checks.national_checksum];
  const items: [string, Mark, string][] = [
    [
      'structure',
      checks.structure ? 'pass' : 'fail',
      t(checks.structure ? 'iban.structure_pass' : 'iban.structure_fail'),
    ],
    ['checksum', checks.checksum ? 'pass' : 'fail', t(checks.checksum ? 'iban.checksum_pass' : 'iban.checksum_fail')],
    [
      'length',
      checks.length ? 'pass' : 'fail',
      t(checks.length ? 'iban.length_pass' : 'iban.length_fail', {
        country,
        length: iban.expected_length,
        actual: iban.iban.length,
      }),
    ],
    ['national', national, t(`iban.national_${national}`)],
    // Not a validity check: an IBAN of a country outside SEPA is just as valid.
    ['sepa', checks.sepa ? 'pass' : 'na', t(checks.sepa ? 'iban.sepa_pass' : 'iban.sepa_no', { country })],
  ];
  return [...items.filter(([, m]) => m === 'fail'), ...items.filter(([, m]) => m !== 'fail')];
}

/** The verdict banner under the heading: valid, or invalid with the failed checks. */
function IbanVerdict({ iban }: { iban: Iban }) {
  const { t, countryName } = useI18n();
  const failed = checkItems(t, countryName, iban)
    .filter(([, m]) => m === 'fail')
    .map(([, , label]) => label);
  // Every check passed but a contested one: not "successfully completed", which would decide it.
  const contested = iban.valid && iban.checks.national_checksum === 'contested';
  return (
    <Verdict valid={iban.valid} reasons={failed}>
      {contested ? t('iban.success_contested') : iban.valid ? t('iban.success') : t('iban.invalid')}
    </Verdict>
  );
}

function Checks({ iban }: { iban: Iban }) {
  const { t, countryName } = useI18n();
  const items = checkItems(t, countryName, iban);
  return (
    <Section id="iban-checks" title={t('iban.checks_title')}>
      <ul className="checks">
        {items.map(([id, mark, label]) => (
          <li key={id} className={`check check-${id} check-${mark}`}>
            <span className="mark" aria-hidden="true">
              {SYMBOL[mark]}
            </span>{' '}
            <span className="visually-hidden">{t('common.label_colon', { label: t(`iban.mark_${mark}`) })}</span>
            {label}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const PART_KEYS: (keyof IbanParts)[] = [
  'country_code',
  'check_digits',
  'bban',
  'bank_identifier',
  'branch_identifier',
  'account_number',
  'bban_check_digits',
  'account_type',
  'owner_account_number',
  'currency',
  'extra_check_digits',
  'identification_number',
  'reserved',
];

function Parts({ iban }: { iban: Iban }) {
  const { t } = useI18n();
  const rows: [string, string][] = [
    [t('iban.electronic'), iban.iban],
    [t('iban.print'), iban.iban_print],
  ];
  for (const key of PART_KEYS) {
    const value = iban.parts?.[key];
    if (!value) continue;
    // The generic name, and the country's own name beside it on that country's IBANs only.
    const national = nationalPartName(iban.parts?.country_code ?? '', key);
    const part = t(`iban.part_${key}`);
    // …unless the generic name already says it ("Código de entidad", not "Código de entidad (entidad)").
    const shown = national && !part.toLowerCase().includes(national.toLowerCase());
    rows.push([shown ? t('iban.part_national', { part, name: national }) : part, value]);
  }
  return (
    <Section id="iban-parts" title={t('iban.parts_title')}>
      <table className="details iban-parts">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <span className="code">{value}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function BankSection({ iban }: { iban: Iban }) {
  const { t } = useI18n();
  const bank = iban.bank;
  const bankCode = iban.parts?.bank_identifier;
  if (!bankCode) return null;
  return (
    <Section id="iban-bank" title={t('iban.bank_title')}>
      {!bank ? (
        <p>{t('iban.no_bank', { code: bankCode })}</p>
      ) : (
        <>
          <dl className="details">
            <div>
              <dt>{t('iban.bank_name')}</dt>
              <dd>
                {/* Named as its bank page and the trail above name it: one name for one bank. */}
                {bank.bank ? (
                  <Link to={`/banks/${bank.bank.country}/${bank.bank.slug}`}>{bank.bank.name}</Link>
                ) : (
                  bank.name
                )}
              </dd>
            </div>
            <div>
              <dt>{t('iban.bank_code')}</dt>
              <dd>
                <span className="code">{bank.bank_code}</span>
              </dd>
            </div>
            {bank.bic && (
              <div>
                <dt>{t('iban.bic')}</dt>
                <dd>
                  <MaybeCodeLink kind="swift" code={bank.bic} linked={bank.bic_listed} />
                </dd>
              </div>
            )}
          </dl>
          <DataOrigin origin={bank} />
        </>
      )}
    </Section>
  );
}

function Suggestions({ iban }: { iban: Iban }) {
  const { t } = useI18n();
  if (iban.suggestions.length === 0) return null;
  return (
    <Section id="iban-suggestions" title={t('iban.suggestions_title')}>
      <ul className="code-list">
        {iban.suggestions.map((s) => (
          <li key={s}>
            <Link to={pageUrl('iban', s)} className="code">
              {s.replace(/(.{4})(?=.)/g, '$1 ')}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Why the input cannot be an IBAN, from the validator's codes ('iban.checksum' -> iban.error_checksum). */
function reasons(t: Translate, code: string): string[] {
  return validateIban(code).errors.map((e) => t(`iban.error_${e.slice('iban.'.length)}`));
}

export default function IbanPage() {
  const { code, iban, notAnIban } = useLoaderData() as LoaderData<typeof loader>;
  // The calculator's refusal, when its form's POST was answered with one (./loader.ts action).
  const calc = useActionData() as CalcRefusal | undefined;
  const { t, countryName } = useI18n();
  if (!code) {
    return (
      <KindIndex kind="iban">
        <CodeForm kind="iban" value="" />
        <CalcForm refusal={calc ?? null} />
        <KindAbout kind="iban" />
      </KindIndex>
    );
  }
  const shown = code.length > 40 ? `${code.slice(0, 40)}…` : code;
  // An IBAN names a person's account: its page is for the visitor who typed it, never for a
  // search index (as a BIN page a card number was cut to). Nor is it cached or recorded as a
  // view (worker/pages/page-cache.ts, worker/api-client.ts, worker/recent).
  const noindex = <meta name="robots" content="noindex" />;
  if (!iban) {
    const title = notAnIban ? t('iban.not_an_iban') : t('iban.unavailable');
    const why = notAnIban ? reasons(t, code) : [];
    return (
      <>
        <PageMeta title={title} description={t('iban.about')} />
        {noindex}
        <Breadcrumbs
          trail={codeTrail(shown, null, codeCountry('iban', code, { t, countryName }), { t, countryName })}
        />
        <h1 className="not-found">{title}</h1>
        {notAnIban && (
          <Verdict valid={false} reasons={why}>
            {t('iban.not_an_iban_text', { code: shown })}
          </Verdict>
        )}
        <CodeForm kind="iban" value={shown} />
        <KindAbout kind="iban" />
      </>
    );
  }
  const country = countryName(iban.country);
  return (
    <>
      <RecordHead
        title={t(iban.valid ? 'iban.title_valid' : 'iban.title_invalid', { iban: iban.iban_print })}
        description={t('iban.description', {
          iban: iban.iban_print,
          country,
          bank: iban.bank?.bank?.name ?? iban.bank?.name ?? '',
        })}
        head={noindex}
        heading={t('iban.heading', { iban: iban.iban_print })}
        code={iban.iban}
        label={iban.iban_print}
        bank={iban.bank?.bank ?? null}
        country={iban.country}
      />
      {/* The answer first: the verdict, then whose account it is (bank and BIC), then the why. */}
      <IbanVerdict iban={iban} />
      <BankSection iban={iban} />
      <Checks iban={iban} />
      <Suggestions iban={iban} />
      <CodeForm kind="iban" value={iban.iban_print} />
      <Parts iban={iban} />
      <KindAbout kind="iban" />
    </>
  );
}
