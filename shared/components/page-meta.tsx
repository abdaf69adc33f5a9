import { useLocation } from 'react-router';
import { useAppConfig } from '../app-context';
import { LOCALES, localizedPath } from '../locales';

/**
 * Title, description, canonical URL and the ten hreflang alternates plus x-default.
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they render.
 */
export function PageMeta({ title, description, noindex }: { title: string; description: string; noindex?: boolean }) {
  const { origin, lang } = useAppConfig();
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
    </>
  );
}
