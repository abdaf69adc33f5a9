import type { ReactNode } from 'react';

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
