import { Link } from 'react-router';
import { useAppConfig } from '../app-context';
import { useI18n } from '../i18n';
import { localizedPath } from '../locales';
import { scriptJson } from '../hydration';

export interface Crumb {
  label: string;
  /** Path without language prefix; the last crumb (the current page) has none. */
  path?: string;
}

/**
 * Breadcrumbs, always starting at home, and the same trail as schema.org BreadcrumbList
 * JSON-LD (https://schema.org/BreadcrumbList) for search engines.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t, lang } = useI18n();
  const { origin } = useAppConfig();
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), path: '/' }, ...trail];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.path ? { item: `${origin}${localizedPath(lang, c.path)}` } : {}),
    })),
  };
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.path && i < crumbs.length - 1 ? (
              <Link to={c.path}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
    </nav>
  );
}
