// Reading a request body without trusting its size: a body larger than the limit is refused
// from its Content-Length before a byte is read, and otherwise counted while it streams and
// dropped as soon as it passes the limit. A Worker isolate has 128 MB: reading any body into
// memory first (request.formData(), request.text()) let eight 50 MB posts take 1 GB.

/** The body, at most `max` bytes, or null when it is larger (the rest is not read). */
export async function readWithin(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding') && Number(declared) > max) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
