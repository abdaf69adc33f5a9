import { Deflate, Z_FINISH, Z_NO_FLUSH, Z_SYNC_FLUSH, type Z_FlushMode } from 'pako';

// How page HTML is encoded, decided here rather than left to the runtime: the local
// runtime (and Miniflare's emulation of the edge) gzips text/html with an encoder that
// holds the whole stream, so the shell of a streamed page would arrive with its last
// byte (../shared/TOOLCHAIN.md gotcha 3). We gzip ourselves with pako, sync-flush
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

/** What the page encoder needs of a gzip compressor: data in, a sync flush, the end. */
export interface GzipEncoder {
  push(chunk: Uint8Array): void;
  /** Makes everything pushed so far decodable by the client now, keeping the window. */
  flush(): void;
  end(): void;
}

/**
 * gzip (RFC 1952) through pako's public streaming API: `push(data, Z_SYNC_FLUSH)` is zlib's
 * sync flush (RFC 1951 section 3.2.4: the block ends and an empty stored block byte-aligns
 * the stream). The runtime's CompressionStream has no flush: under workerd it holds its
 * output until the input ends, the very problem this module exists for.
 */
export function gzipEncoder(emit: (bytes: Uint8Array) => void): GzipEncoder {
  const deflate = new Deflate({ gzip: true, level: 6 });
  deflate.onData = emit;
  const push = (chunk: Uint8Array, mode: Z_FlushMode) => {
    if (!deflate.push(chunk, mode)) throw new Error(`gzip failed: ${deflate.msg || deflate.err}`);
  };
  const empty = new Uint8Array(0);
  return {
    push: (chunk) => push(chunk, Z_NO_FLUSH),
    flush: () => push(empty, Z_SYNC_FLUSH),
    end: () => push(empty, Z_FINISH),
  };
}

/** A gzip stream that flushes to the client once per burst of input, not at the end. */
export function gzipStream(): TransformStream<Uint8Array, Uint8Array> {
  let gzip: GzipEncoder;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  return new TransformStream({
    start(controller) {
      gzip = gzipEncoder((chunk) => controller.enqueue(chunk));
    },
    transform(chunk) {
      gzip.push(chunk);
      // React enqueues a batch of chunks synchronously; flush once after the batch.
      flushTimer ??= setTimeout(() => {
        flushTimer = undefined;
        try {
          gzip.flush();
        } catch {
          // The client went away and the stream is closed: nothing left to send.
        }
      }, 0);
    },
    flush() {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      gzip.end();
    },
  });
}

/**
 * The encoded body and the headers that say so. `streamed`: whether parts of the page are
 * still awaited when it starts (a deferred section whose data is not there yet). Only then
 * must the shell be flushed on its own, in JavaScript; a page that is complete at once is
 * gzipped by the runtime (encodeBody 'automatic' honours Content-Encoding), natively: a
 * JavaScript deflate was the largest single function in a CPU profile of a page render.
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
