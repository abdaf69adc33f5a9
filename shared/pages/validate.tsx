import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { ValidatedCode } from '../api-types';
import type { ValidateActionData } from '../loaders/validate';
import { BULK_MAX_CODES, toCsv } from '../validate-csv';
import { alternativesText, validatorMessage, validatorWarning } from '../validator-messages';
import { TableHead } from '../components/table-head';
import { NoneMark, Section } from '../components/blocks';
import { pageUrl } from '../kinds';

// /validate: paste a list or upload a CSV, get a table, download it as CSV. The form posts to
// this page's action (shared/loaders/validate.ts), so it works without JavaScript too; the
// download is built in the browser (a Blob) from the results already shown.

function Row({ item }: { item: ValidatedCode }) {
  const { t, lang, countryName } = useI18n();
  const warnings = item.warnings.map((w) => validatorWarning(t, w)).filter((w): w is string => w !== null);
  const alternatives = alternativesText(t, lang, item.alternatives);
  const dash = <NoneMark />;
  // The input and its verdict first: on a phone each row is a card that starts with them.
  return (
    <tr className={item.valid ? 'row-valid' : 'row-invalid'}>
      <th scope="row" data-col="input" className="code">
        {item.path ? <Link to={item.path}>{item.input}</Link> : item.input}
      </th>
      <td data-col="verdict" data-label={t('bulk.col_valid')}>
        <span className={`verdict-mark ${item.valid ? 'status-valid' : 'status-invalid'}`}>
          <span aria-hidden="true">{item.valid ? '✓ ' : '✗ '}</span>
          {item.valid ? t('bulk.valid') : t('bulk.invalid')}
        </span>
        {item.errors.length > 0 && (
          <ul className="reasons">
            {item.errors.map((e) => (
              <li key={e}>{validatorMessage(t, e)}</li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul className="reasons warnings">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
        {alternatives && <p className="muted alternatives">{alternatives}</p>}
        {item.did_you_mean.length > 0 && (
          <p className="muted">
            {t('common.did_you_mean')}{' '}
            {item.did_you_mean.map((code, i) => (
              <span key={code}>
                {i > 0 && ', '}
                <Link to={pageUrl('swift', code)} className="code">
                  {code}
                </Link>
              </span>
            ))}
          </p>
        )}
      </td>
      <td data-label={t('bulk.col_type')}>
        {item.type ? t(`bulk.type_${item.type}`) : dash}
        {item.scheme && ` (${item.scheme})`}
      </td>
      <td data-label={t('bulk.col_canonical')} className="code">
        {item.canonical ?? dash}
      </td>
      <td data-label={t('bulk.col_found')}>
        {item.found === null ? dash : item.found ? t('bulk.found') : t('bulk.not_found')}
      </td>
      <td data-label={t('bulk.col_bank')}>
        {/* A link to the bank's page carries that page's name (the record's own wording, often
            a directory's capitals, is on the record's page) */}
        {item.bank ? (
          <Link to={`/banks/${item.bank.country}/${item.bank.slug}`}>{item.bank.name}</Link>
        ) : (
          (item.bank_name ?? dash)
        )}
      </td>
      <td data-label={t('bulk.col_country')}>{item.country ? countryName(item.country) : dash}</td>
    </tr>
  );
}

function Download({ items }: { items: ValidatedCode[] }) {
  const { t } = useI18n();
  // Only once hydrated: without JavaScript a download button could do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const save = () => {
    const url = URL.createObjectURL(new Blob([toCsv(items)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'validation.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  // Rendered invisible until hydrated, so that its room is there from the first paint.
  return (
    <p className="js-pending" data-pending={ready ? undefined : ''}>
      <button type="button" className="button" disabled={!ready} onClick={save}>
        {t('bulk.download')}
      </button>
    </p>
  );
}

export default function Validate() {
  const { t, formatNumber, joinSentences } = useI18n();
  const data = useActionData() as ValidateActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  // A code handed over by a link (the SWIFT page's "validate"), filled in for the visitor.
  const prefill = new URLSearchParams(useLocation().search).get('codes') ?? '';
  const report = data?.report ?? null;
  // The answer starts below the form, off a phone's screen: once it is there focus moves to its
  // heading and it scrolls into view, so that pressing "Validate" visibly does something (WCAG
  // 2.2 2.4.3 focus order). Without JavaScript the browser loads the page anew instead.
  useEffect(() => {
    if (!report) return;
    const heading = document.getElementById('bulk-results');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [report]);
  return (
    <>
      <PageMeta title={t('bulk.title')} description={t('bulk.description', { max: formatNumber(BULK_MAX_CODES) })} />
      <Breadcrumbs trail={[{ label: t('bulk.heading') }]} />
      <h1>{t('bulk.heading')}</h1>
      <p>{t('bulk.lead', { max: formatNumber(BULK_MAX_CODES) })}</p>
      <Form method="post" encType="multipart/form-data" className="bulk-form">
        <label htmlFor="bulk-codes">{t('bulk.codes_label')}</label>
        <textarea
          id="bulk-codes"
          name="codes"
          rows={8}
          defaultValue={prefill}
          spellCheck={false}
          autoComplete="off"
          placeholder={'DEUTDEFF\nDE89 3704 0044 0532 0130 00\n021000021'}
        />
        <label htmlFor="bulk-file">{t('bulk.file_label')}</label>
        <input id="bulk-file" name="file" type="file" className="file-input" accept=".csv,.txt,text/csv,text/plain" />
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('bulk.checking') : t('bulk.submit')}
          </button>
        </p>
      </Form>
      <p className="muted">
        {t('bulk.api_note')} <code>POST /api/v1/validate</code>
      </p>
      {data?.error && (
        <p role="alert" className="error">
          {t(`bulk.error_${data.error}`, { max: formatNumber(BULK_MAX_CODES) })}
        </p>
      )}
      {busy && !report && (
        // The answer's room, taken at the click: a long answer arriving seconds later then grows
        // below the fold instead of pushing the footer and the form's surroundings while the
        // visitor reads (a layout shift long after the input counts against the page).
        <div className="bulk-pending">
          <Section id="bulk-pending" title={t('bulk.results')}>
            <p role="status" className="muted">
              {t('bulk.checking')}
            </p>
          </Section>
        </div>
      )}
      {report && (
        <Section id="bulk-results" title={t('bulk.results')}>
          <p role="status" className={`verdict ${report.valid === report.total ? 'verdict-valid' : 'verdict-invalid'}`}>
            {joinSentences([
              t('bulk.summary', {
                count: report.total,
                valid: formatNumber(report.valid),
                found: formatNumber(report.found),
              }),
              report.valid < report.total ? t('bulk.summary_invalid', { count: report.total - report.valid }) : '',
            ])}
          </p>
          <Download items={report.items} />
          <div className="table-scroll">
            <table className="bulk-table">
              <TableHead
                caption={t('bulk.results')}
                columns={[
                  t('bulk.col_input'),
                  t('bulk.col_valid'),
                  t('bulk.col_type'),
                  t('bulk.col_canonical'),
                  t('bulk.col_found'),
                  t('bulk.col_bank'),
                  t('bulk.col_country'),
                ]}
              />
              <tbody>
                {report.items.map((item, i) => (
                  <Row key={i} item={item} />
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
    </>
  );
}
