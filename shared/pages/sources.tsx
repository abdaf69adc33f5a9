import { useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { sourcesLoader } from '../loaders/sources';
import type { LoaderData } from '../loaders/common';
import type { SourceFile } from '../api-types';
import { TableHead } from '../components/table-head';
import { Section } from '../components/blocks';
import { groupReasons } from '../source-reasons';

/** Rejected and flagged rows by reason, in the visitor's language (shared/source-reasons.ts). */
function Reasons({ file }: { file: SourceFile }) {
  const { t, formatNumber } = useI18n();
  const line = (group: string, n: number) =>
    t('sources.reason_count', { reason: t(`sources.reason.${group}`), count: formatNumber(n) });
  const rejected = groupReasons(file.rejected);
  const flagged = groupReasons(file.flagged ?? {});
  if (rejected.length + flagged.length === 0) return null;
  return (
    <ul className="code-list">
      {rejected.map(([g, n]) => (
        <li key={`r-${g}`}>{line(g, n)}</li>
      ))}
      {flagged.map(([g, n]) => (
        <li key={`f-${g}`}>
          ⚑ {line(g, n)} ({t('sources.flagged_note')})
        </li>
      ))}
    </ul>
  );
}

function Files({ files, caption }: { files: SourceFile[]; caption: string }) {
  const { t, formatNumber } = useI18n();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <TableHead
          caption={caption}
          columns={[
            t('sources.file'),
            t('sources.read'),
            t('sources.stored'),
            t('sources.rejected'),
            t('sources.reasons'),
          ]}
        />
        <tbody>
          {files.map((f) => (
            <tr key={`${f.file}|${f.table}|${f.source}`}>
              {/* The file's name only: its database table and the importer's English note are
                  internals (the API still gives them). */}
              <th scope="row">{f.file}</th>
              <td data-label={t('sources.read')}>{formatNumber(f.read)}</td>
              <td data-label={t('sources.stored')}>{formatNumber(f.stored)}</td>
              <td data-label={t('sources.rejected')}>
                {formatNumber(Object.values(f.rejected).reduce((a, b) => a + b, 0))}
              </td>
              <td data-label={t('sources.reasons')}>
                <Reasons file={f} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where the data comes from, under which licence, and what the last import made of each file. */
export default function SourcesPage() {
  const { sources } = useLoaderData() as LoaderData<typeof sourcesLoader>;
  const { t, formatDate } = useI18n();
  return (
    <>
      <PageMeta title={t('sources.title')} description={t('sources.description')} />
      <Breadcrumbs trail={[{ label: t('sources.title') }]} />
      <h1>{t('sources.title')}</h1>
      <p>{t('sources.lead')}</p>
      {!sources && (
        <p className="warning" role="alert">
          {t('sources.unavailable')}
        </p>
      )}
      {sources?.imported_at && (
        <p className="muted">{t('sources.imported_at', { date: formatDate(sources.imported_at.slice(0, 10)) })}</p>
      )}
      {sources?.datasets.map((d) => (
        <section key={d.folder} aria-labelledby={`ds-${d.folder}`}>
          <h2 id={`ds-${d.folder}`}>{t(`sources.folder_${d.folder}`)}</h2>
          <ul>
            {d.names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <p>
            {t('sources.licence', { licence: t(`sources.licence_of.${d.folder}`) })} ·{' '}
            <a href={d.url} rel="noopener nofollow">
              {d.url}
            </a>
          </p>
          {d.files.length > 0 && <Files files={d.files} caption={t(`sources.folder_${d.folder}`)} />}
        </section>
      ))}
      {sources && sources.derived.length > 0 && (
        <Section id="ds-derived" title={t('sources.derived')}>
          <Files files={sources.derived} caption={t('sources.derived')} />
        </Section>
      )}
    </>
  );
}
