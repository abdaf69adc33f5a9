import { Link } from 'react-router';
import { useI18n } from '../i18n';

/** Previous / next links with the page number; plain links, so they work without JavaScript. */
export function Pagination({
  page,
  totalPages,
  path,
  query,
}: {
  page: number;
  totalPages: number;
  path: string;
  query?: URLSearchParams;
}) {
  const { t, formatNumber } = useI18n();
  if (totalPages <= 1) return null;
  // Other parameters (a search's q and filters) are kept; page 1 has no page parameter.
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    if (p > 1) params.set('page', String(p));
    const s = params.toString();
    return s ? `${path}?${s}` : path;
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {t('pagination.page_of', { page: formatNumber(page), total: formatNumber(totalPages) })}
      </span>
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
