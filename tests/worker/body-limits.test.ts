import { describe, expect, it } from 'vitest';
import { get } from './fetch';

// A body over the limit is refused with 413 from its Content-Length, or while
// it streams (no Content-Length), before it is all in memory; the page says so in the
// visitor's language, the API with its JSON error.

const MB = 1024 * 1024;

/** A body of `bytes` bytes sent in 64 KB chunks with no Content-Length; counts what was pulled. */
function streamed(bytes: number, prefix = '') {
  const chunk = new Uint8Array(64 * 1024).fill(65);
  const state = { pulled: 0 };
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (first && prefix) {
        first = false;
        controller.enqueue(new TextEncoder().encode(prefix));
        return;
      }
      if (state.pulled >= bytes) {
        controller.close();
        return;
      }
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

const formPost = (path: string, init: RequestInit) =>
  get(path, { method: 'POST', ...init, duplex: 'half' } as RequestInit);

describe('POST /validate (the page)', () => {
  it('refuses a body whose Content-Length is over the limit with 413 and a localized message', async () => {
    const res = await formPost('/de/validate', {
      body: 'codes=' + 'A'.repeat(2 * MB),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain('Die Liste ist größer als 1 MB');
    expect(html).not.toContain('AAAAAAAAAA');
  });

  it('stops reading a streamed body (no Content-Length) once it passes the limit', async () => {
    const { body, state } = streamed(50 * MB, 'codes=');
    const res = await formPost('/validate', { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('The list is larger than 1 MB');
    // Only a little more than the limit was read of the 50 MB.
    expect(state.pulled).toBeLessThan(2 * MB);
  });

  it('still takes a form under the limit', async () => {
    const form = new FormData();
    form.set('codes', 'DEUTDEFF');
    const res = await formPost('/validate', { body: form });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('DEUTSCHE BANK AG');
  });
});

describe('POST /api/v1/validate', () => {
  it('answers 413 body_too_large from Content-Length', async () => {
    const res = await formPost('/api/v1/validate', {
      body: `["${'A'.repeat(MB)}"]`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    const json = (await res.json()) as { error: { code: string } };
    expect(json.error.code).toBe('body_too_large');
    expect(JSON.stringify(json)).not.toContain('AAAAAAAAAA');
  });

  it('answers 413 to a streamed body and stops reading it', async () => {
    const { body, state } = streamed(50 * MB);
    const res = await formPost('/api/v1/validate', { body, headers: { 'Content-Type': 'text/csv' } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
    expect(state.pulled).toBeLessThan(2 * MB);
  });
});
