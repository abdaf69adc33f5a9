// The Worker isolate's V8 inspector (Chrome DevTools Protocol over workerd's inspector port, the
// way DevTools attaches to a Worker), for scripts/profile.mjs (CPU profile) and scripts/load.mjs
// (JS heap in soak mode).
import WebSocket from 'ws';

/** Connects to the bankcodes Worker's isolate; `send(method, params)` answers with the result. */
export async function connectInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((t) => /bankcodes/.test(t.title ?? t.id ?? '')) ?? targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (m) => {
    const msg = JSON.parse(String(m));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      pending.set(n, resolve);
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return { send, close: () => ws.close() };
}

/** The isolate's JS heap in MB after a full garbage collection: what the Worker still holds. */
export async function retainedHeapMb(inspector) {
  await inspector.send('HeapProfiler.collectGarbage');
  const { result } = await inspector.send('Runtime.getHeapUsage');
  return { used: result.usedSize / 2 ** 20, total: result.totalSize / 2 ** 20 };
}
