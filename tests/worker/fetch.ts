import { exports } from 'cloudflare:workers';

/** A request to the Worker under test (its default export, in the same workerd). */
export function get(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch: (r: Request) => Promise<Response> } }).default;
  return worker.fetch(new Request(`http://test${path}`, { redirect: 'manual', ...init }));
}
