// A streamed page read as a browser reads it, chunk by chunk: when its shell arrived (the first
// chunk holding a marker of the main record) and when its end did. The bench's streaming figures
// and the e2e streaming test measure the same two moments this way.

/**
 * Reads `res` to its end. `t0` is when the request was sent (performance.now()). Returns the text,
 * the milliseconds from `t0` to the first chunk that completed `marker` (0: never) and to the end.
 * `onMarker` is called as soon as the marker has arrived, while the rest still streams.
 */
export async function readStreamed(res, marker, t0, onMarker = () => {}) {
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let html = '';
  let markerAt = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    if (!markerAt && html.includes(marker)) {
      markerAt = performance.now() - t0;
      onMarker();
    }
  }
  return { html, markerAt, endAt: performance.now() - t0 };
}
