import { afterAll, beforeAll, expect, test } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { json, startFakeUpstream } from './fake-upstream';
import { startTestSite, type TestSite } from './site';
import { readStreamed } from '../../scripts/lib/streamed.mjs';
import { example as swiftExample } from '../../shared/kinds/swift/worker/example';

// Streaming is real: the SWIFT page's "other codes" section is secondary. With a fake
// upstream (mocked: it stands for API_BASE_URL) that holds that list back until the client has
// read the shell, the shell with the main record must arrive before the list even leaves the
// upstream, to a client that sends Accept-Encoding (../shared/TOOLCHAIN.md gotcha 3: a
// compressor that buffers would hide the problem). A page that buffered would never show its
// shell first: the list then goes after HOLD_MS, and the shell after it.
const HOLD_MS = 10_000;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
// The fake's record: the API docs' example of a SWIFT answer, sourced to the fake.
const swift = { ...swiftExample, source: 'fake upstream' };

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let site: TestSite;
/** Resolved when the test has read the shell; when the held list left the upstream. */
let shellRead = () => {};
let listSent = 0;

beforeAll(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/v1/swifts/DEUTDEFFXXX') return json(res, 200, swift);
    if (url.pathname === '/api/v1/swifts') {
      const ac = new AbortController();
      await Promise.race([
        new Promise<void>((resolve) => {
          shellRead = resolve;
        }),
        sleep(HOLD_MS, undefined, { signal: ac.signal }).catch(() => {}),
      ]);
      ac.abort();
      listSent = performance.now();
      return json(res, 200, [{ ...swift, code: 'DEUTDEFF500', branch: '500' }], {
        total: '1',
        'page-number': '1',
        'per-page': '20',
        'total-pages': '1',
      });
    }
    return json(res, 404, { error: { code: 'not_found', message: 'not here' } });
  });
  site = await startTestSite({ API_BASE_URL: upstream.baseUrl });
});
afterAll(async () => {
  await site?.close();
  await upstream?.close();
});

test('the shell arrives before the slow section, with Accept-Encoding sent', async () => {
  const started = performance.now();
  // A browser's user agent: crawlers (isbot) get the complete document at once.
  const res = await fetch(`${site.url}/swifts/DEUTDEFFXXX`, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd', 'User-Agent': BROWSER_UA },
  });
  expect(res.status).toBe(200);
  const {
    html,
    markerAt: shellAt,
    endAt,
  } = await readStreamed(res, 'SWIFT code DEUTDEFFXXX', started, () => shellRead());
  const listAt = listSent - started;
  console.log(
    `streaming: shell at ${shellAt.toFixed(0)} ms, the held list sent at ${listAt.toFixed(0)} ms, end at ${endAt.toFixed(0)} ms, content-encoding ${res.headers.get('content-encoding') ?? 'none'}`,
  );
  expect(html).toContain('DEUTDEFF500');
  expect(shellAt).toBeGreaterThan(0);
  expect(listSent).toBeGreaterThan(0);
  expect(shellAt).toBeLessThan(listAt);
  expect(endAt).toBeGreaterThan(listAt);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  // React's scripts that swap in the late section carry the CSP nonce like every inline script.
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '').filter((a) => !/\bsrc=/.test(a));
  expect(inline.length).toBeGreaterThanOrEqual(3); // hydration data, React's swap, deferred data
  // JSON-LD is data, never executed: CSP does not apply to it.
  for (const attrs of inline.filter((a) => !a.includes('application/ld+json')))
    expect(attrs).toContain(`nonce="${nonce}"`);
});

test('a crawler gets the complete document in one piece', async () => {
  const res = await fetch(`${site.url}/swifts/DEUTDEFFXXX`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  const html = await res.text();
  expect(res.status).toBe(200);
  // The slow section is rendered in place, not as a fallback awaiting a script.
  expect(html).toMatch(/id="other-codes"[\s\S]*DEUTDEFF500/);
  expect(html).not.toContain('Loading…');
});
