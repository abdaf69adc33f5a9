import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Await } from 'react-router';
import { expect, test } from 'vitest';
import { rehydrate } from '../../../shared/hydration';

// Hydration of a streamed section relies on one public contract of React Router's <Await>:
// a `resolve` that is not a promise is rendered at once, without suspending (so the first
// client render matches the server's HTML). This pins that contract for the pinned version;
// if an upgrade breaks it, this fails before the hydration tests in Chromium do.
const section = (resolve: unknown) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Await resolve={resolve} errorElement={null}>
        {(value) => <p>{(value as { name: string } | null)?.name ?? 'none'}</p>}
      </Await>
    </Suspense>,
  );

test('<Await> renders a value that is not a promise at once', () => {
  expect(section({ name: 'Deutsche Bank' })).toContain('Deutsche Bank');
  expect(section(null)).toContain('none');
});

test('<Await> suspends on a promise it has not seen settle', () => {
  expect(section(Promise.resolve({ name: 'Deutsche Bank' }))).toContain('loading');
});

test('rehydrate passes settled sections as values and leaves pending ones as promises', async () => {
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
  expect(swift.others).toEqual({ name: 'Commerzbank' });
  expect(swift.economies).toBeInstanceOf(Promise);
  expect(section(swift.others)).toContain('Commerzbank');
  win.__deferredResolve?.('swift.economies', { count: 3 });
  await expect(swift.economies).resolves.toEqual({ count: 3 });
  expect(data.root).toBeNull();
});
