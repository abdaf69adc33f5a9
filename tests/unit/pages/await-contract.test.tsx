import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Await } from 'react-router';
import { expect, test } from 'vitest';
import { rehydrate } from '../../../shared/hydration';

// Contract test: rehydrate() (shared/hydration.ts) hands <Await> settled sections as promises
// marked with React Router's private `_tracked`/`_data` fields so they render at once during
// hydration. No public API gives that behaviour with the same result (a plain value changed the
// page, as measured when it was chosen): this pins the private contract for the pinned
// react-router, so an upgrade that breaks it fails here first.
const section = (resolve: unknown) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Await resolve={resolve} errorElement={null}>
        {(value) => <p>{(value as { name: string } | null)?.name ?? 'none'}</p>}
      </Await>
    </Suspense>,
  );

test('<Await> suspends on a promise it has not seen settle', () => {
  expect(section(Promise.resolve({ name: 'Deutsche Bank' }))).toContain('loading');
});

test('rehydrate: a settled section renders at once, a pending one when its value arrives', async () => {
  const win: Parameters<typeof rehydrate>[1] = { __deferredData: { 'swift.others': { name: 'Commerzbank' } } };
  const data = rehydrate(
    {
      loaderData: {
        swift: {
          code: 'DEUTDEFF',
          others: { __deferred: 'swift.others' },
          economies: { __deferred: 'swift.economies' },
        },
        root: null,
      },
      errors: null,
    },
    win,
  );
  const swift = data.swift as Record<string, unknown>;
  expect(swift.code).toBe('DEUTDEFF');
  expect(swift.others).toBeInstanceOf(Promise);
  expect(section(swift.others)).toContain('Commerzbank');
  expect(section(swift.economies)).toContain('loading');
  win.__deferredResolve?.('swift.economies', { count: 3 });
  await expect(swift.economies).resolves.toEqual({ count: 3 });
  expect(data.root).toBeNull();
});
