import { Fragment, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import { useAppConfig } from '../app-context';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { apiDocsLoader, ApiDocOperation, ApiDocParameter } from '../loaders/api-docs';
import type { LoaderData } from '../loaders/common';
import { TableHead } from '../components/table-head';
import { Section } from '../components/blocks';

// The API documentation, drawn from the API's OpenAPI document: endpoint summaries, parameters
// and examples are the document's (English, like the API's field names and error messages);
// the page's own text is localized.

/** Limits stated by the API (worker/api/paging.ts, worker/search, worker/api/validate.ts). */
const LIMITS = { pageSize: 9999, query: 100, validate: 1000 };
const DOC_URL = '/api/openapi.json';
/** docs/validation-comparison.md as the Worker serves it (worker/routes/assets.ts). */
const COMPARISON_URL = '/docs/validation-comparison.md';

/** `code` spans of the document's Markdown-ish descriptions; everything else as text. */
function Text({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 ? (
          <code key={i} className="code">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function schemaNote(p: ApiDocParameter): string {
  const s = p.schema;
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? '');
  const extra = [
    s.maximum !== undefined ? `≤ ${s.maximum}` : '',
    s.maxLength !== undefined ? `≤ ${s.maxLength} chars` : '',
    s.default !== undefined ? `default ${String(s.default)}` : '',
  ].filter(Boolean);
  return [type, ...extra].join(', ');
}

/** A curl command for the operation's example: its path and query, and for a POST its JSON body. */
function exampleCurl(origin: string, base: string, path: string, method: string, op: ApiDocOperation): string {
  const url = `'${origin}${exampleUrl(base, path, op)}'`;
  const body = op.requestBody?.content['application/json']?.example;
  if (method === 'get') return `curl ${url}`;
  const data = body === undefined ? '' : ` -H 'Content-Type: application/json' --data '${JSON.stringify(body)}'`;
  return `curl -X ${method.toUpperCase()}${data} ${url}`;
}

function exampleUrl(base: string, path: string, op: ApiDocOperation): string {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.example === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(p.example));
    else query.set(p.name, p.example);
  }
  const qs = query.toString();
  return `${base}${url}${qs ? `?${qs}` : ''}`;
}

function Endpoint({ path, method, op, base }: { path: string; method: string; op: ApiDocOperation; base: string }) {
  const { t } = useI18n();
  const { origin } = useAppConfig();
  const example = op.responses['200']?.content?.['application/json']?.example;
  const params = op.parameters ?? [];
  return (
    <section id={op.operationId} aria-labelledby={`${op.operationId}-title`} className="endpoint">
      <h3 id={`${op.operationId}-title`}>
        <span className="badge">{method.toUpperCase()}</span> <span className="code">{`${base}${path}`}</span>
      </h3>
      <p>
        {op.summary}
        {op.description && (
          <>
            . <Text text={op.description} />
          </>
        )}
      </p>
      {params.length > 0 && (
        <table className="data-table">
          <TableHead
            caption={t('apidocs.parameters')}
            columns={[
              t('apidocs.param_name'),
              t('apidocs.param_in'),
              t('apidocs.param_type'),
              t('apidocs.param_description'),
            ]}
          />
          <tbody>
            {params.map((p) => (
              <tr key={`${p.in} ${p.name}`}>
                <th scope="row">
                  <code className="code">{p.name}</code>
                  {p.required && (
                    <>
                      {' '}
                      <span className="badge">{t('apidocs.required')}</span>
                    </>
                  )}
                </th>
                <td data-label={t('apidocs.param_in')}>
                  {p.in === 'path' ? t('apidocs.in_path') : t('apidocs.in_query')}
                </td>
                <td data-label={t('apidocs.param_type')} className="code">
                  {schemaNote(p)}
                </td>
                <td data-label={t('apidocs.param_description')}>
                  <Text text={p.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{t('apidocs.example_request')}</h4>
      <pre className="code-block">
        <code>{exampleCurl(origin, base, path, method, op)}</code>
      </pre>
      {example !== undefined && (
        <details>
          <summary>{t('apidocs.example_answer')}</summary>
          <pre className="code-block">
            <code>{JSON.stringify(example, null, 2)}</code>
          </pre>
        </details>
      )}
      <h4>{t('apidocs.responses')}</h4>
      <ul>
        {Object.entries(op.responses).map(([status, r]) => (
          <li key={status}>
            <span className="code">{status}</span> <Text text={r.description ?? ''} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Conventions({ base }: { base: string }) {
  const { t, formatNumber } = useI18n();
  const items: [string, ReactNode][] = [
    [
      t('apidocs.errors_title'),
      <>
        <p>{t('apidocs.errors_text')}</p>
        <pre className="code-block">
          <code>
            {
              '{ "error": { "code": "invalid_swift", "message": "Not a SWIFT/BIC code (ISO 9362)", "details": { "errors": ["swift.invalid_length"] } } }'
            }
          </code>
        </pre>
        <ul>
          <li>
            <span className="code">400</span> <code className="code">invalid_&lt;kind&gt;</code>:{' '}
            {t('apidocs.error_400')}
          </li>
          <li>
            <span className="code">404</span> <code className="code">not_found</code>: {t('apidocs.error_404')}
          </li>
          <li>
            <span className="code">500</span> <code className="code">internal</code>: {t('apidocs.error_500')}
          </li>
        </ul>
      </>,
    ],
    [t('apidocs.lists_title'), <p>{t('apidocs.lists_text')}</p>],
    [
      t('apidocs.limits_title'),
      <ul>
        <li>{t('apidocs.limit_page_size', { max: formatNumber(LIMITS.pageSize), raw: LIMITS.pageSize })}</li>
        <li>{t('apidocs.limit_query', { max: formatNumber(LIMITS.query) })}</li>
        <li>{t('apidocs.limit_validate', { max: formatNumber(LIMITS.validate) })}</li>
      </ul>,
    ],
    [t('apidocs.caching_title'), <p>{t('apidocs.caching_text')}</p>],
    [t('apidocs.cors_title'), <p>{t('apidocs.cors_text')}</p>],
  ];
  return (
    <Section id="conventions" title={t('apidocs.conventions')}>
      <p>{t('apidocs.base', { base })}</p>
      {items.map(([title, body]) => (
        <Fragment key={title}>
          <h3>{title}</h3>
          {body}
        </Fragment>
      ))}
    </Section>
  );
}

export default function ApiDocsPage() {
  const { doc } = useLoaderData() as LoaderData<typeof apiDocsLoader>;
  const { t, lang } = useI18n();
  const base = doc.servers[0]?.url ?? '/api/v1';
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
  const tagTitle = (name: string, fallback: string) => {
    const key = `apidocs.tag_${name}`;
    const text = t(key);
    return text === key ? fallback : text;
  };
  const groups = doc.tags
    .map((tag) => ({ tag, ops: operations.filter((o) => o.op.tags[0] === tag.name) }))
    .filter((g) => g.ops.length > 0);
  return (
    <div className="api-docs">
      <PageMeta title={t('apidocs.title')} description={t('apidocs.description')} />
      <Breadcrumbs trail={[{ label: t('apidocs.heading') }]} />
      <h1>{t('apidocs.heading')}</h1>
      <p className="lead">{t('apidocs.intro')}</p>
      <p>
        {t('apidocs.spec_note')}{' '}
        <a href={DOC_URL} className="code">
          {DOC_URL}
        </a>{' '}
        <span className="muted">
          (OpenAPI {doc.openapi}, v{doc.info.version})
        </span>
      </p>
      {/* The OpenAPI document is written once, in English: say so rather than mix languages silently. */}
      {lang !== 'en' && <p className="muted">{t('apidocs.english_note')}</p>}
      <p>
        <a href={COMPARISON_URL}>{t('apidocs.comparison_link')}</a>
      </p>
      <nav aria-labelledby="endpoints-toc">
        <h2 id="endpoints-toc">{t('apidocs.contents')}</h2>
        <ul className="link-list">
          {operations.map(({ path, method, op }) => (
            <li key={op.operationId}>
              <a href={`#${op.operationId}`} className="code">
                {method === 'get' ? path : `${method.toUpperCase()} ${path}`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Conventions base={base} />
      {groups.map(({ tag, ops }) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`}>
          <h2 id={`tag-${tag.name}`}>{tagTitle(tag.name, tag.name)}</h2>
          {ops.map(({ path, method, op }) => (
            <Endpoint key={op.operationId} path={path} method={method} op={op} base={base} />
          ))}
        </section>
      ))}
    </div>
  );
}
