import { Link, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useAppConfig, useInlineStyle } from '../app-context';
import { useI18n } from '../i18n';
import { Layout } from '../components/layout';
import { PageMeta } from '../components/page-meta';
import { Breadcrumbs } from '../components/breadcrumbs';

/** The whole document: rendered on the server, hydrated as a whole on the client. */
export function Document({ children }: { children: React.ReactNode }) {
  const { lang } = useAppConfig();
  const style = useInlineStyle();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Inlined, not linked: a render-blocking stylesheet request held the first paint back. */}
        {style && <style nonce={style.nonce}>{style.css}</style>}
        <link rel="icon" href="/favicon.ico" />
      </head>
      <body>
        <Layout>{children}</Layout>
        {/* Top of the page on a new navigation, the saved position on back, a #hash target. */}
        <ScrollRestoration />
      </body>
    </html>
  );
}

export function Root() {
  return (
    <Document>
      <Outlet />
    </Document>
  );
}

/** Status of a thrown route error: statusCode, status or response status; default 500 (SPEC.md section 4). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const s of [e.statusCode, e.status, e.response?.status]) if (typeof s === 'number') return s;
  }
  return 500;
}

export function ErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  const status = errorStatus(error);
  const notFound = status === 404;
  const title = notFound ? t('error.not_found') : t('error.system');
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageMeta title={`${status} ${title}`} description={title} />
      {/* The trail every page starts with (components/crumbs.ts), ending with what went wrong. */}
      <Breadcrumbs trail={[{ label: title }]} />
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      {notFound && <p>{t('error.no_match')}</p>}
      <Link className="button" to="/">
        {t('error.go_home')}
      </Link>
    </section>
  );
}

/** Used when the document itself failed: the error page inside a fresh document. */
export function RootError() {
  return (
    <Document>
      <ErrorPage />
    </Document>
  );
}
