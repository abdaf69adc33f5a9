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
  let flushScheduled = false;
  return new TransformStream({
    start(controller) {
      gzip = new Gzip({ level: 6 }, (chunk) => controller.enqueue(chunk));
    },
    transform(chunk) {
      gzip.push(chunk);
      if (flushScheduled) return;
      flushScheduled = true;
      // React enqueues a batch of chunks synchronously; flush once after the batch.
      setTimeout(() => {
        flushScheduled = false;
        gzip.flush(true);
      }, 0);
    },
    flush() {
      gzip.push(new Uint8Array(0), true);
    },
  });
}

/** The encoded body and the headers that say so. */
export function encodeHtml(body: ReadableStream<Uint8Array>, acceptEncoding: string | null) {
  if (acceptsGzip(acceptEncoding)) {
    return { body: body.pipeThrough(gzipStream()), contentEncoding: 'gzip', encodeBody: 'manual' as const };
  }
  return { body, contentEncoding: 'identity', encodeBody: 'automatic' as const };
}
