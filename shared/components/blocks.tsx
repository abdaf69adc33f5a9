import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n';
import { pageUrl, type KindId } from '../kinds';

// The small blocks every page is made of, in one module (one shared chunk of the client build,
// not one per block): a code's link, the dash of a missing value, a titled section and the
// key/value rows of a record.

/** A code, linked to its page (pageUrl: the one place a kind's page URL is built). */
export function CodeLink({ kind, code }: { kind: KindId; code: string }) {
  return (
    <Link className="code" to={pageUrl(kind, code)}>
      {code}
    </Link>
  );
}

/** A code that has a page only when a source lists it (`linked`); else the code as text. */
export function MaybeCodeLink({ kind, code, linked }: { kind: KindId; code: string; linked: boolean }) {
  return linked ? <CodeLink kind={kind} code={code} /> : <span className="code">{code}</span>;
}

/** The dash of a cell or field no source fills, read out as "none". */
export function NoneMark() {
  const { t } = useI18n();
  return (
    <span className="none" role="img" aria-label={t('common.none')}>
      –
    </span>
  );
}

/** A titled part of a page, named by its heading (WCAG ARIA11: aria-labelledby). */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One line of a record's details: the label and what the source says (nothing: no line). */
export type Row = [string, ReactNode];

/** The key/value layout of every code page (the record's source and date follow in <DataOrigin>). */
export function DetailRows({ rows }: { rows: Row[] }) {
  return (
    <dl className="details">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
