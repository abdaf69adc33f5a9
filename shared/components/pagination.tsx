import { Link } from 'react-router';
import { useI18n } from '../i18n';

/** Previous / next links with the page number; plain links, so they work without JavaScript. */
export function Pagination({ page, totalPages, path }: { page: number; totalPages: number; path: string }) {
  const { t, formatNumber } = useI18n();
  if (totalPages <= 1) return null;
  const href = (p: number) => (p === 1 ? path : `${path}?page=${p}`);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? <Link to={href(page - 1)} rel="prev">{t('pagination.previous')}</Link> : <span />}
      <span aria-current="page">{t('pagination.page_of', { page: formatNumber(page), total: formatNumber(totalPages) })}</span>
      {page < totalPages ? <Link to={href(page + 1)} rel="next">{t('pagination.next')}</Link> : <span />}
    </nav>
  );
}
