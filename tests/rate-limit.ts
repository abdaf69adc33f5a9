import { expect } from 'vitest';

/** A /validate form submission of one code (a fresh body per request: a sent FormData is spent). */
export function validateForm(): FormData {
  const body = new FormData();
  body.set('codes', 'DEUTDEFF');
  return body;
}

/**
 * Sends requests until the first 429 (at most 21) and checks the limit held: the rate-limiting
 * binding of wrangler.toml counts 10 a minute in fixed one-minute windows, so a window may roll
 * over during the run and between 10 and 20 requests pass; the 429 says Retry-After: 60.
 * Used by the Worker tests (tests/worker) and the preview build's (tests/e2e); returns the 429.
 * `passes` is the status of a request under the limit (a form answered with a redirect: 303).
 */
export async function expectLimited(send: () => Promise<Response>, passes = 200): Promise<Response> {
  let passed = 0;
  let limited: Response | null = null;
  for (; passed <= 20; passed++) {
    const res = await send();
    if (res.status === 429) {
      limited = res;
      break;
    }
    expect(res.status).toBe(passes);
    await res.arrayBuffer();
  }
  expect(passed).toBeGreaterThanOrEqual(10);
  expect(passed).toBeLessThanOrEqual(20);
  expect(limited?.headers.get('Retry-After')).toBe('60');
  return limited!;
}
