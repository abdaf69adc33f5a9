import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import { useI18n } from '../i18n';
import { isUnavailable, type Unavailable } from '../section-state';

/** What a section whose call failed says in place of its content (never an empty section). */
export function SectionUnavailable() {
  const { t } = useI18n();
  return (
    <p className="section-unavailable" role="status">
      {t('common.section_unavailable')}
    </p>
  );
}

/**
 * A secondary section that streams in after the shell (React Suspense + Router's Await). A value
 * that says its call failed (shared/section-state.ts) is answered here, once for every section.
 */
export function Deferred<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<T | Unavailable> | T | Unavailable;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {(value: T | Unavailable) => (isUnavailable(value) ? <SectionUnavailable /> : children(value))}
      </Await>
    </Suspense>
  );
}
