import { gunzipSync, constants } from 'node:zlib';
import { expect, test } from 'vitest';
import { acceptsGzip, gzipEncoder, gzipStream } from '../../../worker/pages/encoding';

// The page encoder must give the browser a decodable prefix after every flush, and a
// valid gzip file at the end. Checked with Node's zlib (a separate implementation).
function randomHtml(length: number, seed: number): Uint8Array {
  const alphabet = '<div class="x">SWIFT DEUTDEFF Frankfurt äöü 東京</div>\n';
  let s = '';
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[x % alphabet.length];
  }
  return new TextEncoder().encode(s);
}

const decodePrefix = (bytes: Buffer) => gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

test('every sync flush leaves a prefix that decodes to all input so far', () => {
  for (let run = 0; run < 24; run++) {
    const out: Uint8Array[] = [];
    const gzip = gzipEncoder((chunk) => out.push(chunk));
    const input: Uint8Array[] = [];
    for (let i = 0; i < 12; i++) {
      const size = (run * 7919 + i * 104729) % (i % 4 === 0 ? 150_000 : 900);
      const chunk = randomHtml(size, run * 100 + i);
      input.push(chunk);
      gzip.push(chunk);
      if ((run + i) % 3 !== 0) {
        gzip.flush();
        const sofar = Buffer.concat(input);
        expect(decodePrefix(Buffer.concat(out)).equals(sofar)).toBe(true);
      }
    }
    gzip.end();
    expect(gunzipSync(Buffer.concat(out)).equals(Buffer.concat(input))).toBe(true);
  }
}, 60_000);

test('the transform stream produces one valid gzip file from a stream of batches', async () => {
  const chunks = Array.from({ length: 20 }, (_, i) => randomHtml(i * 997, i));
  const source = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (!next) return controller.close();
      controller.enqueue(next);
      if (chunks.length % 4 === 0) await new Promise((r) => setTimeout(r, 5));
    },
  });
  const expected = Buffer.concat(Array.from({ length: 20 }, (_, i) => randomHtml(i * 997, i)));
  const parts: Uint8Array[] = [];
  const reader = source.pipeThrough(gzipStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  expect(gunzipSync(Buffer.concat(parts)).equals(expected)).toBe(true);
});

test('Accept-Encoding parsing honours q=0', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip(null)).toBe(false);
  expect(acceptsGzip('identity')).toBe(false);
});
