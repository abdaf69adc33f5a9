import { useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { sourcesLoader } from '../loaders/sources';
import type { LoaderData } from '../loaders/common';
import type { SourceFile } from '../api-types';
import { TableHead } from '../components/table-head';
import { Section } from '../components/blocks';

function Reasons({ file }: { file: SourceFile }) {
  const entries = [
    ...Object.entries(file.rejected).map(([k, n]) => `${k} ${n}`),
    ...Object.entries(file.flagged ?? {}).map(([k, n]) => `⚑ ${k} ${n}`),
  ];
  return <>{entries.join(', ')}</>;
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
            t('sources.table'),
            t('sources.read'),
            t('sources.stored'),
            t('sources.rejected'),
            t('sources.reasons'),
          ]}
        />
        <tbody>
          {files.map((f) => (
            <tr key={`${f.file}|${f.table}|${f.source}`}>
              <th scope="row">
                {f.file}
                {f.source ? (
                  <>
                    <br />
                    <span className="muted">{f.source}</span>
                  </>
                ) : null}
              </th>
              <td data-label={t('sources.table')}>{f.table}</td>
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
            {t('sources.licence')}: {d.licence} ·{' '}
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
