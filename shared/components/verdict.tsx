import type { ReactNode } from 'react';

/**
 * The outcome of a check at a glance: a green or red banner, the verdict in one sentence and,
 * when it failed, the failing checks first with their reasons (as iban.com and Wise show it).
 */
export function Verdict({
  valid,
  children,
  reasons = [],
}: {
  valid: boolean;
  children: ReactNode;
  reasons?: string[];
}) {
  return (
    <div className={`verdict ${valid ? 'verdict-valid' : 'verdict-invalid'}`} role="status">
      <p className="verdict-title">
        <span aria-hidden="true">{valid ? '✓' : '✗'}</span> {children}
      </p>
      {reasons.length > 0 && (
        <ul>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
