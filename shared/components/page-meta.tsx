import { useLocation } from 'react-router';
import { useAppConfig } from '../app-context';
import { LOCALES, localizedPath } from '../locales';
import { useI18n } from '../i18n';

/**
 * Title, description, canonical URL and the ten hreflang alternates plus x-default, and the
 * same as Open Graph (https://ogp.me/) for link previews.
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they render.
 */
export function PageMeta({
  title,
  description,
  noindex,
  type = 'website',
}: {
  title: string;
  description: string;
  noindex?: boolean;
  type?: string;
}) {
  const { origin, lang } = useAppConfig();
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  // useLocation is relative to the basename: pathname has no language prefix.
  const page = new URLSearchParams(search).get('page');
  const query = page && page !== '1' ? `?page=${encodeURIComponent(page)}` : '';
  const href = (l: (typeof LOCALES)[number]) => `${origin}${localizedPath(l, pathname)}${query}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* Result lists are for visitors; the detail pages they link to are for search engines. */}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={href(lang)} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={href(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={href(lang)} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('layout.brand')} />
    </>
  );
}
