import { useI18n } from '../i18n';
import type { DataOrigin as Origin } from '../api-types';

/** Every shown record says where it comes from and how old it is. */
export function DataOrigin({ origin }: { origin: Origin }) {
  const { t, formatDate } = useI18n();
  return (
    <p className="data-origin">
      {t('data.source', {
        source: origin.source,
        as_of: origin.as_of ? formatDate(origin.as_of) : t('data.unknown_date'),
      })}
    </p>
  );
}
