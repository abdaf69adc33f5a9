import { Gzip } from 'fflate';

// How page HTML is encoded, decided here rather than left to the runtime: the local
// runtime (and Miniflare's emulation of the edge) gzips text/html with an encoder that
// holds the whole stream, so the shell of a streamed page would arrive with its last
// byte (../shared/TOOLCHAIN.md gotcha 3). We gzip ourselves with fflate, sync-flush
// after each batch React writes, and mark the body encoded (encodeBody: 'manual') so
// nothing downstream compresses it again; the edge decodes it for the rare client
// without gzip. The Worker sees Accept-Encoding normalized by the edge ("br, gzip").

/** Whether gzip is acceptable (present and not q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number.parseFloat(q.slice(2)) > 0;
  });
}

/** A gzip stream that flushes to the client once per burst of input, not at the end. */
export function gzipStream(): TransformStream<Uint8Array, Uint8Array> {
  let gzip: Gzip;
  let enqueue: (bytes: Uint8Array) => void;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  return new TransformStream({
    start(controller) {
      enqueue = (bytes) => controller.enqueue(bytes);
      gzip = new Gzip({ level: 6 }, (chunk) => enqueue(chunk));
    },
    transform(chunk) {
      gzip.push(chunk);
      // React enqueues a batch of chunks synchronously; flush once after the batch.
      flushTimer ??= setTimeout(() => {
        flushTimer = undefined;
        try {
          syncFlush(gzip, enqueue);
        } catch {
          // The client went away and the stream is closed: nothing left to send.
        }
      }, 0);
    },
    flush() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      gzip.push(new Uint8Array(0), true);
    },
  });
}

/** fflate's own state after a block ends: `r` = bit position in the held-back last
 *  byte (low 3 bits) | that byte's value << 3. Pinned to fflate 0.8.3. */
interface DeflateState { r: number }

/**
 * A DEFLATE sync flush (RFC 1951 section 3.2.4: an empty stored block, header bits 000,
 * then byte-aligned LEN 0x0000 / NLEN 0xFFFF), so that everything pushed so far can be
 * decoded by the client now. Written here because fflate 0.8.3's `flush(true)` writes
 * the stored block at an offset computed from its packed state instead of the bit
 * position, which corrupts the stream whenever the held-back byte is non-zero
 * ("invalid stored block lengths"); its plain `flush()` ends the block correctly and
 * holds back the last partial byte, which we complete here.
 */
export function syncFlush(gzip: Gzip, emit: (bytes: Uint8Array) => void): void {
  gzip.flush(false);
  const state = (gzip as unknown as { s: DeflateState }).s;
  const bit = state.r & 7;
  const held = state.r >> 3;
  // The 3 header bits (all zero) go after the held bits; then pad to the byte boundary.
  const head = bit === 0 ? [0] : bit + 3 <= 8 ? [held] : [held, 0];
  emit(new Uint8Array([...head, 0x00, 0x00, 0xff, 0xff]));
  state.r = 0;
}

/**
 * The encoded body and the headers that say so. `streamed`: whether parts of the page are
 * still awaited when it starts (a deferred section whose data is not there yet). Only then
 * must the shell be flushed on its own, with fflate; a page that is complete at once is
 * gzipped by the runtime (encodeBody 'automatic' honours Content-Encoding), natively: fflate's
 * deflate was the largest single JavaScript function in a CPU profile of a page render.
 */
export function encodeHtml(body: ReadableStream<Uint8Array>, acceptEncoding: string | null, streamed = true) {
  if (acceptsGzip(acceptEncoding) && !streamed) {
    return { body, contentEncoding: 'gzip', encodeBody: 'automatic' as const };
  }
  if (acceptsGzip(acceptEncoding)) {
    return { body: body.pipeThrough(gzipStream()), contentEncoding: 'gzip', encodeBody: 'manual' as const };
  }
  return { body, contentEncoding: 'identity', encodeBody: 'automatic' as const };
}
