import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

/** A secondary section that streams in after the shell (React Suspense + Router's Await). */
export function Deferred<T>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<T> | T;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}
