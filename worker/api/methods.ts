// 405 Method Not Allowed with Allow (RFC 9110 sections 15.5.6 and 10.2.1) for a resource that
// exists under another method: PUT /api/v1/swifts/DEUTDEFF is not "no such endpoint" (404).
// The methods come from the routes the app registered, so a new route is covered by itself.

type Routed = { routes: readonly { method: string; path: string }[] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Hono route path (/bins/:number, /:file{regex}, *) as a regular expression over a pathname. */
function pattern(path: string): RegExp {
  const parts = path
    .split('/')
    .slice(1)
    .map((part) => {
      if (part === '*') return '.*';
      const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return escape(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`);
}

const cache = new WeakMap<Routed, { method: string; re: RegExp }[]>();

/** The methods `app` answers at `pathname` (GET brings HEAD; the CORS preflight OPTIONS), or [] when none. */
export function allowedMethods(app: Routed, pathname: string): string[] {
  let compiled = cache.get(app);
  if (!compiled) {
    // ALL is middleware and catch-alls, not a resource's method.
    compiled = app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, re: pattern(r.path) }));
    cache.set(app, compiled);
  }
  const methods = new Set(compiled.filter((r) => r.re.test(pathname)).map((r) => r.method));
  if (methods.size === 0) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'OPTIONS'];
  return [...methods].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
}

/** The JSON 405 of the API contract, or null when no route has this path (then it is a 404). */
export function methodNotAllowed(app: Routed, request: Request): Response | null {
  const allow = allowedMethods(app, new URL(request.url).pathname);
  if (allow.length === 0) return null;
  return Response.json(
    {
      error: {
        code: 'method_not_allowed',
        message: `${request.method.slice(0, 20)} is not allowed here; use ${allow.join(', ')}`,
      },
    },
    { status: 405, headers: { Allow: allow.join(', ') } },
  );
}
