import type { ReactNode } from 'react';

/** A titled part of a page, named by its heading (WCAG ARIA11: aria-labelledby). */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
